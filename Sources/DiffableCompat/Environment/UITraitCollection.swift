#if !canImport(UIKit)
import Foundation

/// UIKit's `UITraitCollection`. Shape only: the headless traits are an iPhone's in light mode
/// (compact width, regular height, large text, scale 3) unless made otherwise; nothing changes them.
/// Sendable and nonisolated, as in the iOS SDK.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Shape only: stored.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Shape only: stored.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Shape only: stored.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Shape only: stored.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Shape only: stored.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Shape only: stored.
    public let displayScale: CGFloat

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         category: UIContentSizeCategory, idiom: UIUserInterfaceIdiom, scale: CGFloat) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
        displayScale = scale
        super.init()
    }

    /// The headless default traits. Shape only.
    public override convenience init() {
        self.init(style: .light, horizontal: .compact, vertical: .regular, category: .large, idiom: .phone, scale: 3)
    }

    /// Traits with `userInterfaceStyle`. Shape only.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .compact, vertical: .regular, category: .large, idiom: .phone, scale: 3)
    }

    /// Traits with `horizontalSizeClass`. Shape only.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .light, horizontal: horizontalSizeClass, vertical: .regular, category: .large, idiom: .phone, scale: 3)
    }

    /// Traits with `preferredContentSizeCategory`. Shape only.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .light, horizontal: .compact, vertical: .regular, category: preferredContentSizeCategory, idiom: .phone, scale: 3)
    }

    /// The traits the current code runs under. Modelled: the headless default, or the traits
    /// `performAsCurrent(_:)` made current for the duration of its block (per thread).
    public static var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UITraitCollection() }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }
    private static let currentKey = "DiffableCompat.UITraitCollection.current"

    /// Runs `actions` with these traits as `current`, then restores the previous ones. Modelled.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Thread.current.threadDictionary[UITraitCollection.currentKey]
        Thread.current.threadDictionary[UITraitCollection.currentKey] = self
        defer { Thread.current.threadDictionary[UITraitCollection.currentKey] = previous }
        try actions()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITraitDefinition` (iOS 17, the Swift form): a trait a trait collection holds.
/// Modelled for the system traits `UITraitCollection` stores (the size classes, the interface
/// style, the content size category, the idiom, the display scale): overriding one with
/// `traitOverrides` changes the traits of the object and what it contains, and calls the
/// registrations for it. A trait an app defines compiles and reads its `defaultValue`;
/// DiffableCompat stores no value for it.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing sets one.
    static var defaultValue: Value { get }
    /// A unique identifier. Default: the type's qualified name.
    static var identifier: String { get }
    /// A short name. Default: the type's name.
    static var name: String { get }
    /// Whether the trait resolves dynamic colours. Default: false.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's qualified name. Shape only.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name. Shape only.
    public static var name: String { String(describing: Self.self) }
    /// False. Shape only.
    public static var affectsColorAppearance: Bool { false }
}

/// UIKit's `UITrait`: a trait's type, as `registerForTraitChanges(_:handler:)` takes a list of them.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait `UITraitCollection` stores, with how to read it.
protocol StoredSystemTrait: UITraitDefinition {
    /// The trait's value in `traits`.
    static func value(in traits: UITraitCollection) -> Value
}

/// UIKit's `UITraitHorizontalSizeClass` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitHorizontalSizeClass: UITraitDefinition, StoredSystemTrait {
    /// `.unspecified`, as UIKit's.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name. Shape only.
    public static let name = "HorizontalSizeClass"
    /// False, as UIKit's. Shape only.
    public static let affectsColorAppearance = false
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.horizontalSizeClass }
}

/// UIKit's `UITraitVerticalSizeClass` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitVerticalSizeClass: UITraitDefinition, StoredSystemTrait {
    /// `.unspecified`, as UIKit's.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name. Shape only.
    public static let name = "VerticalSizeClass"
    /// False, as UIKit's. Shape only.
    public static let affectsColorAppearance = false
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.verticalSizeClass }
}

/// UIKit's `UITraitUserInterfaceStyle` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitUserInterfaceStyle: UITraitDefinition, StoredSystemTrait {
    /// `.unspecified`, as UIKit's.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name. Shape only.
    public static let name = "UserInterfaceStyle"
    /// True: dynamic colours resolve by it, as UIKit's.
    public static let affectsColorAppearance = true
    static func value(in traits: UITraitCollection) -> UIUserInterfaceStyle { traits.userInterfaceStyle }
}

/// UIKit's `UITraitPreferredContentSizeCategory` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, StoredSystemTrait {
    /// `.unspecified`, as UIKit's.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name. Shape only.
    public static let name = "PreferredContentSizeCategory"
    /// False, as UIKit's. Shape only.
    public static let affectsColorAppearance = false
    static func value(in traits: UITraitCollection) -> UIContentSizeCategory { traits.preferredContentSizeCategory }
}

/// UIKit's `UITraitUserInterfaceIdiom` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, StoredSystemTrait {
    /// `.unspecified`, as UIKit's.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name. Shape only.
    public static let name = "UserInterfaceIdiom"
    /// False, as UIKit's. Shape only.
    public static let affectsColorAppearance = false
    static func value(in traits: UITraitCollection) -> UIUserInterfaceIdiom { traits.userInterfaceIdiom }
}

/// UIKit's `UITraitDisplayScale` (iOS 17). Modelled (see ``UITraitDefinition``).
public struct UITraitDisplayScale: UITraitDefinition, StoredSystemTrait {
    /// 0, as UIKit's.
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier. Shape only.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name. Shape only.
    public static let name = "DisplayScale"
    /// False, as UIKit's. Shape only.
    public static let affectsColorAppearance = false
    static func value(in traits: UITraitCollection) -> CGFloat { traits.displayScale }
}

extension UITraitCollection {
    /// The value of `trait` (iOS 17). Modelled for the system traits stored here; a trait an app
    /// defines reads its `defaultValue`.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let stored = trait as? any StoredSystemTrait.Type, let value = stored.anyValue(in: self) as? T.Value { return value }
        return T.defaultValue
    }

    /// The system traits whose values affect dynamic colours (iOS 17): the interface style here.
    /// Shape only (UIKit's list adds contrast, level and more, which are not modelled).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    /// Whether dynamic colours may resolve differently under `traitCollection` (iOS 13): as UIKit,
    /// true for nil or a different interface style (the only colour trait modelled here).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
    }

    /// The identifiers of the system traits whose values differ between these traits and `other`.
    func changedSystemTraits(from other: UITraitCollection) -> Set<ObjectIdentifier> {
        var changed = Set<ObjectIdentifier>()
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(ObjectIdentifier(UITraitHorizontalSizeClass.self)) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(ObjectIdentifier(UITraitVerticalSizeClass.self)) }
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(ObjectIdentifier(UITraitUserInterfaceStyle.self)) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.insert(ObjectIdentifier(UITraitPreferredContentSizeCategory.self))
        }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.insert(ObjectIdentifier(UITraitUserInterfaceIdiom.self)) }
        if displayScale != other.displayScale && !(displayScale.isNaN && other.displayScale.isNaN) {
            changed.insert(ObjectIdentifier(UITraitDisplayScale.self))
        }
        return changed
    }
}

extension StoredSystemTrait {
    static func anyValue(in traits: UITraitCollection) -> Any { value(in: traits) }
}

/// UIKit's `UITraitOverrides` (iOS 17): the traits an object sets for itself and what it contains
/// (`traitOverrides` on views and view controllers). Modelled for the system traits: setting one
/// overrides it; reading one not set reads the trait's `defaultValue`, as UIKit's.
public struct UITraitOverrides: Sendable, CustomStringConvertible {
    private var horizontal: UIUserInterfaceSizeClass?
    private var vertical: UIUserInterfaceSizeClass?
    private var style: UIUserInterfaceStyle?
    private var category: UIContentSizeCategory?
    private var idiom: UIUserInterfaceIdiom?
    private var scale: CGFloat?

    init() {}

    /// The horizontal size class override. Modelled.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? UITraitHorizontalSizeClass.defaultValue }
        set { horizontal = newValue }
    }
    /// The vertical size class override. Modelled.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? UITraitVerticalSizeClass.defaultValue }
        set { vertical = newValue }
    }
    /// The interface style override. Modelled.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { style ?? UITraitUserInterfaceStyle.defaultValue }
        set { style = newValue }
    }
    /// The content size category override. Modelled.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { category ?? UITraitPreferredContentSizeCategory.defaultValue }
        set { category = newValue }
    }
    /// The idiom override. Modelled.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { idiom ?? UITraitUserInterfaceIdiom.defaultValue }
        set { idiom = newValue }
    }
    /// The display scale override. Modelled.
    public var displayScale: CGFloat {
        get { scale ?? UITraitDisplayScale.defaultValue }
        set { scale = newValue }
    }

    /// Whether `trait` is overridden. Modelled; false for a trait an app defines.
    public func contains(_ trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontal != nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): vertical != nil
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): style != nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): category != nil
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): idiom != nil
        case ObjectIdentifier(UITraitDisplayScale.self): scale != nil
        default: false
        }
    }

    /// Removes the override of `trait`, so it is inherited again. Modelled.
    public mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontal = nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): vertical = nil
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): style = nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): category = nil
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): idiom = nil
        case ObjectIdentifier(UITraitDisplayScale.self): scale = nil
        default: break
        }
    }

    /// The overridden traits and their values. Shape only.
    public var description: String {
        let parts: [String?] = [
            horizontal.map { "horizontalSizeClass = \($0)" }, vertical.map { "verticalSizeClass = \($0)" },
            style.map { "userInterfaceStyle = \($0)" }, category.map { "preferredContentSizeCategory = \($0.rawValue)" },
            idiom.map { "userInterfaceIdiom = \($0)" }, scale.map { "displayScale = \($0)" },
        ]
        return "UITraitOverrides(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool {
        horizontal == nil && vertical == nil && style == nil && category == nil && idiom == nil && scale == nil
    }

    /// `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        guard !isEmpty else { return traits }
        return UITraitCollection(style: style ?? traits.userInterfaceStyle, horizontal: horizontal ?? traits.horizontalSizeClass,
                                 vertical: vertical ?? traits.verticalSizeClass, category: category ?? traits.preferredContentSizeCategory,
                                 idiom: idiom ?? traits.userInterfaceIdiom, scale: scale ?? traits.displayScale)
    }
}

/// UIKit's `UITraitEnvironment`: an object with traits that is told when they change (views and
/// view controllers here). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (deprecated in iOS 17 for `registerForTraitChanges`).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
#endif

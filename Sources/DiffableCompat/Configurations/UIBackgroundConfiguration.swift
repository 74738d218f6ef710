#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBackgroundConfiguration`: a cell's or header's background. Shape only: every
/// property is stored and read back; the factories remember their style; nothing draws.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The factory that made it (`"listPlainCell"`, `"clear"`, …). Shape only; an addition.
    public let style: String
    /// Shape only: stored.
    public var backgroundColor: UIColor?
    /// Shape only: stored.
    public var customView: UIView?
    /// Shape only: stored.
    public var cornerRadius: CGFloat = 0
    /// Shape only: stored.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Shape only: stored.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// Shape only: stored.
    public var image: UIImage?
    /// Shape only: stored.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// Applied to `backgroundColor` by `resolvedBackgroundColor(for:)`. Modelled there; nothing draws.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Shape only: stored.
    public var strokeColor: UIColor?
    /// Applied to `strokeColor` by `resolvedStrokeColor(for:)`. Modelled there; nothing draws.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// Shape only: stored.
    public var strokeWidth: CGFloat = 0
    /// A blur or vibrancy drawn behind the content (a button configuration's frosted background).
    /// Shape only: stored (default nil); nothing draws.
    public var visualEffect: UIVisualEffect?
    /// The shadow the background draws (iOS 18). Shape only: stored (default: no shadow); nothing draws.
    public var shadowProperties = UIShadowProperties()
    /// Shape only: stored.
    public var strokeOutset: CGFloat = 0

    init(style: String, backgroundColor: UIColor?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// The colour UIKit would draw: `backgroundColor` (the tint colour when nil), through
    /// `backgroundColorTransformer` when there is one. Modelled.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke colour UIKit would draw: `strokeColor` (the tint colour when nil), through
    /// `strokeColorTransformer` when there is one. Modelled.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// This configuration: backgrounds do not change with state here. Shape only (UIKit darkens a
    /// selected list cell's).
    @MainActor
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// An empty background. Shape only.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "clear", backgroundColor: .clear) }
    /// A list cell's background (iOS 18). Shape only.
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "listCell", backgroundColor: .systemBackground) }
    /// A list header's background (iOS 18). Shape only.
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "listHeader", backgroundColor: .clear) }
    /// A list footer's background (iOS 18). Shape only.
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "listFooter", backgroundColor: .clear) }
    /// A plain list cell's background. Shape only.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainCell", backgroundColor: .systemBackground)
    }
    /// A grouped list cell's background. Shape only.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A sidebar cell's background. Shape only.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "listSidebarCell", backgroundColor: .clear) }
    /// An accompanied sidebar cell's background. Shape only.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listAccompaniedSidebarCell", backgroundColor: .clear)
    }
    /// A plain list header's or footer's background. Shape only.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainHeaderFooter", backgroundColor: .systemBackground)
    }
    /// A grouped list header's or footer's background. Shape only.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listGroupedHeaderFooter", backgroundColor: .clear)
    }
    /// A sidebar header's background. Shape only.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: "listSidebarHeader", backgroundColor: .clear) }
}
#endif

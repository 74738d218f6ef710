#if !canImport(UIKit)
import Foundation

// The style factories, with UIKit's default fonts and colours approximately. Shape only: the
// configuration remembers its `style`.
extension UIListContentConfiguration {
    private static func make(_ style: String, _ font: UIFont.TextStyle, _ color: UIColor = .label,
                             secondary: UIFont.TextStyle = .subheadline, secondaryColor: UIColor = .secondaryLabel,
                             sideBySide: Bool = false) -> UIListContentConfiguration {
        UIListContentConfiguration(style: style, font: .preferredFont(forTextStyle: font), color: color,
                                   secondaryFont: .preferredFont(forTextStyle: secondary), secondaryColor: secondaryColor,
                                   sideBySide: sideBySide)
    }

    /// A plain cell's configuration, as `cell()`. Shape only; an addition (UIKit has only the
    /// factories), kept for code written against DiffableCompat's earlier placeholder.
    public init() { self = .cell() }

    /// A plain cell's configuration. Shape only.
    public static func cell() -> UIListContentConfiguration { make("cell", .body) }
    /// A subtitle cell's configuration. Shape only.
    public static func subtitleCell() -> UIListContentConfiguration { make("subtitleCell", .body, secondary: .footnote) }
    /// A value cell's configuration (text and secondary text side by side). Shape only.
    public static func valueCell() -> UIListContentConfiguration { make("valueCell", .body, secondary: .body, sideBySide: true) }
    /// A sidebar cell's configuration. Shape only.
    public static func sidebarCell() -> UIListContentConfiguration { make("sidebarCell", .body) }
    /// A sidebar subtitle cell's configuration. Shape only.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { make("sidebarSubtitleCell", .body, secondary: .footnote) }
    /// An accompanied sidebar cell's configuration. Shape only.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { make("accompaniedSidebarCell", .body) }
    /// An accompanied sidebar subtitle cell's configuration. Shape only.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        make("accompaniedSidebarSubtitleCell", .body, secondary: .footnote)
    }
    /// A header's configuration (iOS 18). Shape only.
    public static func header() -> UIListContentConfiguration { make("header", .headline) }
    /// A footer's configuration (iOS 18). Shape only.
    public static func footer() -> UIListContentConfiguration { make("footer", .footnote, .secondaryLabel) }
    /// A plain list's header configuration. Shape only.
    public static func plainHeader() -> UIListContentConfiguration { make("plainHeader", .headline) }
    /// A plain list's footer configuration. Shape only.
    public static func plainFooter() -> UIListContentConfiguration { make("plainFooter", .footnote, .secondaryLabel) }
    /// A grouped list's header configuration. Shape only.
    public static func groupedHeader() -> UIListContentConfiguration { make("groupedHeader", .footnote, .secondaryLabel) }
    /// A grouped list's footer configuration. Shape only.
    public static func groupedFooter() -> UIListContentConfiguration { make("groupedFooter", .footnote, .secondaryLabel) }
    /// A prominent inset grouped header's configuration. Shape only.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { make("prominentInsetGroupedHeader", .title3) }
    /// An extra prominent inset grouped header's configuration. Shape only.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        make("extraProminentInsetGroupedHeader", .title2)
    }
    /// A sidebar header's configuration. Shape only.
    public static func sidebarHeader() -> UIListContentConfiguration { make("sidebarHeader", .headline) }
}
#endif

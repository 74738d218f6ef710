#if !canImport(UIKit)
import Foundation

extension UIBarButtonItem {
    /// UIKit's `UIBarButtonItem.Badge` (iOS 26): what a bar button item's `badge` shows. Modelled
    /// as a value: its text and colours read back; nothing draws it.
    @MainActor @preconcurrency
    public struct Badge {
        /// The text shown: the count in decimal digits (UIKit localizes it), the string, or nil for
        /// an indicator dot. Modelled.
        public private(set) var stringValue: String?
        /// The badge's background colour (nil: the system's). Shape only: stored.
        public var backgroundColor: UIColor?
        /// The text's colour (nil: the system's). Shape only: stored.
        public var foregroundColor: UIColor?
        /// The text's font (nil: the system's). Shape only: stored.
        public var font: UIFont?

        /// A badge showing `count`. Modelled.
        public static func count(_ count: Int) -> Badge { Badge(stringValue: String(count)) }
        /// A badge showing `string`. Modelled.
        public static func string(_ string: String) -> Badge { Badge(stringValue: string) }
        /// A badge that is only a dot. Modelled: no text.
        public static func indicator() -> Badge { Badge(stringValue: nil) }
    }
}
#endif

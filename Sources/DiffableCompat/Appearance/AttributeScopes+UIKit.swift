#if !canImport(UIKit)
import Foundation

extension AttributeScopes {
    /// UIKit's attribute scope for `AttributedString` (`AttributeScopes.UIKitAttributes`), with its
    /// common text attributes, so `container.font = .preferredFont(forTextStyle: .body)` and
    /// `attributedString.foregroundColor = .systemRed` compile and read back. Shape only: nothing
    /// draws text; the keys' names are those of `NSAttributedString.Key`.
    public struct UIKitAttributes: AttributeScope {
        /// The font. Shape only.
        public let font: FontAttribute
        /// The text colour. Shape only.
        public let foregroundColor: ForegroundColorAttribute
        /// The background colour. Shape only.
        public let backgroundColor: BackgroundColorAttribute
        /// Character spacing. Shape only.
        public let kern: KernAttribute
        /// Tracking. Shape only.
        public let tracking: TrackingAttribute
        /// Baseline offset. Shape only.
        public let baselineOffset: BaselineOffsetAttribute
        /// Stroke colour. Shape only.
        public let strokeColor: StrokeColorAttribute
        /// Stroke width. Shape only.
        public let strokeWidth: StrokeWidthAttribute
        /// Foundation's attributes, which UIKit's scope includes.
        public let foundation: FoundationAttributes

        /// UIKit's font attribute (`NSFont`). Shape only.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// `NSAttributedString.Key.font`'s name.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// UIKit's text colour attribute (`NSColor`). Shape only.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.foregroundColor`'s name.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// UIKit's background colour attribute. Shape only.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.backgroundColor`'s name.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// UIKit's kerning attribute. Shape only.
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.kern`'s name.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// UIKit's tracking attribute. Shape only.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.tracking`'s name.
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// UIKit's baseline offset attribute. Shape only.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.baselineOffset`'s name.
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// UIKit's stroke colour attribute. Shape only.
        public enum StrokeColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.strokeColor`'s name.
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        /// UIKit's stroke width attribute. Shape only.
        public enum StrokeWidthAttribute: AttributedStringKey {
            /// Percent of the font size.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.strokeWidth`'s name.
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
    }

    /// UIKit's scope, as `AttributeScopes.uiKit`. Shape only.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on `AttributedString` and `AttributeContainer` (`.font`,
    /// `.foregroundColor`, …). Shape only.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
#endif

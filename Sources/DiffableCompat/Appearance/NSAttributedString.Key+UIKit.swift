#if !canImport(UIKit)
import Foundation

extension NSAttributedString.Key {
    /// UIKit's font key (value: `UIFont`). Shape only.
    public static let font = NSAttributedString.Key("NSFont")
    /// UIKit's text colour key (value: `UIColor`). Shape only.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's background colour key (value: `UIColor`). Shape only.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// UIKit's kerning key (value: points). Shape only.
    public static let kern = NSAttributedString.Key("NSKern")
    /// UIKit's tracking key (value: points). Shape only.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// UIKit's baseline offset key (value: points). Shape only.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// UIKit's stroke colour key (value: `UIColor`). Shape only.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// UIKit's stroke width key (value: percent of the font size). Shape only.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// UIKit's paragraph style key (value: `NSParagraphStyle`). Shape only.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// UIKit's underline key (value: an `NSUnderlineStyle`'s `rawValue`). Shape only.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// UIKit's underline colour key (value: `UIColor`). Shape only.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// UIKit's strikethrough key (value: an `NSUnderlineStyle`'s `rawValue`). Shape only.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// UIKit's strikethrough colour key (value: `UIColor`). Shape only.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// UIKit's link key (value: `URL` or `String`). Shape only.
    public static let link = NSAttributedString.Key("NSLink")
    /// UIKit's ligature key (value: 0 or 1). Shape only.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// UIKit's obliqueness key (value: skew). Shape only.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// UIKit's expansion key (value: log of the stretch). Shape only.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
#endif

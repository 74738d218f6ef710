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
}
#endif

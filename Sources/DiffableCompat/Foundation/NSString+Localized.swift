#if !canImport(UIKit)
import Foundation

extension NSString {
    /// A string from `format` and `args`, formatted for the current locale. Modelled: as
    /// `String(format:locale:arguments:)` with `Locale.current`. Returns an `NSString` (Apple's
    /// declares `Self`; Foundation on Linux has no initializer an extension could make `Self` with).
    public class func localizedStringWithFormat(_ format: NSString, _ args: any CVarArg...) -> NSString {
        NSString(string: String(format: format as String, locale: Locale.current, arguments: args))
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGImageAlphaInfo`: where a bitmap keeps alpha. Shape only: Core Graphics' raw
/// values, which apps pass as `bitmapInfo` (`CGImageAlphaInfo.premultipliedLast.rawValue`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// Shape only.
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}
#endif

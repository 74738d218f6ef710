#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGBitmapInfo`: a bitmap's alpha, float and byte-order bits. Shape only: Core
/// Graphics' raw values; the low five bits hold a `CGImageAlphaInfo`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt32
    /// Shape only.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold the `CGImageAlphaInfo`. Shape only.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Shape only.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Shape only.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// Shape only.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Shape only.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// Shape only.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// Shape only.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// Shape only.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// Shape only.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
#endif

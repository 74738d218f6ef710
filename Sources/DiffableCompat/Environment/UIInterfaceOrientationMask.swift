#if !canImport(UIKit)
import Foundation

/// UIKit's `UIInterfaceOrientationMask`. Shape only: UIKit's bits.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Shape only.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Shape only.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Shape only.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Shape only.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Shape only.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Shape only.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
#endif

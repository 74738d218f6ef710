#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAAnimationRotationMode`: whether an animation along a path turns the layer.
/// Shape only: Core Animation's raw values.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Shape only.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
#endif

#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGColorSpace`, what a bitmap context is made with. Shape only: its model and
/// component count are kept; colours here are always sRGB components.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The colour model. Shape only.
    public let model: CGColorSpaceModel
    /// The colour components, alpha not counted: 3 for RGB, 1 for grey. Shape only.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    init(model: CGColorSpaceModel) { self.model = model }

    /// The same object. Shape only.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Core Graphics' `CGColorSpaceCreateDeviceRGB()`. Shape only: an RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }

/// Core Graphics' `CGColorSpaceCreateDeviceGray()`. Shape only: a grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }
#endif

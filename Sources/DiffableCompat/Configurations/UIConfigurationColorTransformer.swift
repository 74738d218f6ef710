#if !canImport(UIKit)
import Foundation

/// UIKit's `UIConfigurationColorTransformer`: a closure from an input colour to an output colour,
/// which configurations apply to their base colours (`UIBackgroundConfiguration`'s
/// `backgroundColorTransformer`). Modelled: calling it runs the closure.
///
/// Unlike UIKit's, it is `Hashable` (an addition, so the configurations that hold one stay
/// `Hashable`): two transformers are equal when they are the same value, made by one `init(_:)`;
/// the three system transformers are each equal to themselves.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    // A class box gives the closure an identity to compare and hash by.
    private final class Box {
        let transform: (UIColor) -> UIColor
        init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    }

    private let box: Box

    /// A transformer that runs `transform`. Modelled.
    public init(_ transform: @escaping (UIColor) -> UIColor) { box = Box(transform) }

    /// The closure. Modelled.
    public var transform: (UIColor) -> UIColor { box.transform }

    /// Runs the closure on `input`. Modelled.
    public func callAsFunction(_ input: UIColor) -> UIColor { box.transform(input) }

    /// A grey of the input's luminance (Rec. 709 weights), its alpha kept. Modelled.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let (r, g, b, a) = color.components
        return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
    }

    /// The input colour: with no system accent colour (as on platforms without one), UIKit passes
    /// it through. Modelled.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// The input colour: UIKit returns it unless the accent colour is a non-multicolour one, which
    /// a headless view never has. Modelled.
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
#endif

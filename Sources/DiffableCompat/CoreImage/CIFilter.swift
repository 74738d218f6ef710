#if !canImport(UIKit)
import Foundation

/// Core Image's `CIFilter`: a named image operation with input values. Shape only: the inputs are
/// stored (`setValue(_:forKey:)`, `value(forKey:)`, `init(name:parameters:)`) and the output is the
/// input image unchanged in extent (there are no pixels to change); a filter with no input image (a
/// generator such as `CIQRCodeGenerator`, a colour) has no output here. A name must start with
/// "CI", as every built-in filter's does: Core Image answers nil for a name it does not know, and
/// the names it knows are not listed here, so any such name is accepted. Not `Sendable`, as in the SDK.
open class CIFilter: NSObject {
    /// The filter's name. Modelled.
    open var name: String
    private var inputs: [String: Any] = [:]

    /// A filter of the built-in `name`, or nil when the name is no Core Image name (see the type).
    public init?(name: String) {
        guard name.hasPrefix("CI"), name.count > 2 else { return nil }
        self.name = name
        super.init()
    }

    /// A filter of `name` with `params` set. Modelled, as `init(name:)` then `setValue(_:forKey:)` for each.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { inputs[key] = value }
    }

    /// Sets the input `key` (`kCIInputImageKey` and the rest). Modelled: stored; nil removes it.
    open func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }

    /// The input under `key`, or the output for `kCIOutputImageKey`. Modelled.
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : inputs[key] }

    /// Resets every input to its default: removes those set. Shape only.
    open func setDefaults() { inputs.removeAll() }

    /// The names of the inputs set. Modelled (Core Image lists every input the filter takes).
    open var inputKeys: [String] { inputs.keys.sorted() }

    /// The input image, as `kCIInputImageKey` holds it. Modelled.
    open var inputImage: CIImage? {
        get { inputs[kCIInputImageKey] as? CIImage }
        set { inputs[kCIInputImageKey] = newValue }
    }

    /// The result: the input image's extent and origin image (no pixels change); nil with no input
    /// image. Shape only.
    open var outputImage: CIImage? {
        guard let input = inputImage else { return nil }
        return input.applyingFilter(name, parameters: inputs)
    }
}

/// Core Image's key `inputImage`. Modelled: Core Image's value.
public let kCIInputImageKey = "inputImage"
/// Core Image's key `outputImage`. Modelled: Core Image's value.
public let kCIOutputImageKey = "outputImage"
/// Core Image's key `inputBackgroundImage`. Modelled: Core Image's value.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// Core Image's key `inputRadius`. Modelled: Core Image's value.
public let kCIInputRadiusKey = "inputRadius"
/// Core Image's key `inputColor`. Modelled: Core Image's value.
public let kCIInputColorKey = "inputColor"
/// Core Image's key `inputBrightness`. Modelled: Core Image's value.
public let kCIInputBrightnessKey = "inputBrightness"
/// Core Image's key `inputContrast`. Modelled: Core Image's value.
public let kCIInputContrastKey = "inputContrast"
/// Core Image's key `inputSaturation`. Modelled: Core Image's value.
public let kCIInputSaturationKey = "inputSaturation"
/// Core Image's key `inputEV`. Modelled: Core Image's value.
public let kCIInputEVKey = "inputEV"
/// Core Image's key `inputIntensity`. Modelled: Core Image's value.
public let kCIInputIntensityKey = "inputIntensity"
/// Core Image's key `inputCenter`. Modelled: Core Image's value.
public let kCIInputCenterKey = "inputCenter"
/// Core Image's key `inputScale`. Modelled: Core Image's value.
public let kCIInputScaleKey = "inputScale"
/// Core Image's key `inputAngle`. Modelled: Core Image's value.
public let kCIInputAngleKey = "inputAngle"
/// Core Image's key `inputWidth`. Modelled: Core Image's value.
public let kCIInputWidthKey = "inputWidth"
/// Core Image's key `inputSharpness`. Modelled: Core Image's value.
public let kCIInputSharpnessKey = "inputSharpness"
/// Core Image's key `inputAmount`. Modelled: Core Image's value.
public let kCIInputAmountKey = "inputAmount"
/// Core Image's key `inputTransform`. Modelled: Core Image's value.
public let kCIInputTransformKey = "inputTransform"
/// Core Image's key `inputExtent`. Modelled: Core Image's value.
public let kCIInputExtentKey = "inputExtent"
/// Core Image's key `inputAspectRatio`. Modelled: Core Image's value.
public let kCIInputAspectRatioKey = "inputAspectRatio"
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIColor`. Modelled as a value: its RGBA components (or, for a system or dynamic colour,
/// its name) are kept, compared by `==` and read back; nothing draws with it. Sendable and
/// nonisolated, as in the iOS SDK.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue, alpha in 0...1. Modelled.
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The system colour's name (`"systemBackground"`), or nil for a colour made from components.
    /// Modelled; an addition, UIKit has no such property.
    public let systemName: String?

    /// A colour with the given components. Modelled.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        systemName = nil
        super.init()
    }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` makes (Xcode's colour swatch), as UIKit's
    /// `_ExpressibleByColorLiteral` conformance does. Modelled.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey with the given white and alpha. Modelled.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour in the Display P3 space. Modelled with its components as given (no conversion
    /// between colour spaces here: read back by `getRed`, they are the P3 values).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that tiles `image`. Shape only: the image is not kept; the colour reads back as
    /// opaque black (UIKit's pattern colours have no RGB components).
    public convenience init(patternImage image: UIImage) {
        self.init((0, 0, 0, 1), name: nil)
    }

    /// A colour from hue, saturation and brightness (converted to RGB). Modelled.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let f = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch Int(sector) % 6 {
        case 0: rgb = (brightness, t, p)
        case 1: rgb = (q, brightness, p)
        case 2: rgb = (p, brightness, t)
        case 3: rgb = (p, q, brightness)
        case 4: rgb = (t, p, brightness)
        default: rgb = (brightness, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A dynamic colour. Modelled: the provider is called once, with the default (light, headless)
    /// trait collection; the colour is what it returns.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        self.init(resolved.components, name: resolved.systemName)
    }

    /// A colour named after an asset catalog entry. Modelled: there are no asset catalogs, so this
    /// returns a colour that remembers the name (never nil, as an app's own assets exist).
    public convenience init?(named name: String) {
        self.init((0, 0, 0, 1), name: name)
    }

    /// An asset catalog colour from `bundle` for `traitCollection`. Modelled as `init(named:)`: the
    /// bundle and traits are not consulted (there are no asset catalogs).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour of a `CGColor`. Modelled: the same components.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.rgba, name: nil)
    }

    /// A CoreImage or pattern colour is absent; this is the designated form the others call.
    init(_ components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat), name: String?) {
        self.components = components
        systemName = name
        super.init()
    }

    /// This colour with `alpha`. Modelled.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = components
        return UIColor((c.red, c.green, c.blue, alpha), name: systemName.map { "\($0)@\(alpha)" })
    }

    /// The colour as a `CGColor`. Modelled: the same components.
    open var cgColor: CGColor { CGColor(components: components) }

    /// Makes this the fill and stroke colour of the current image context. Modelled (see
    /// `UIGraphicsBeginImageContextWithOptions`); with no context, nothing.
    open func set() { HeadlessImageContext.current?.fillColor = self }
    /// Makes this the fill colour of the current image context. Modelled; with none, nothing.
    open func setFill() { HeadlessImageContext.current?.fillColor = self }
    /// Makes this the stroke colour of the current image context. Shape only: nothing strokes.
    open func setStroke() {}

    /// The colour for `traitCollection`. Modelled: colours do not vary by trait here; returns self.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Reads the RGBA components out, as UIKit's does. Modelled; returns true.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Reads the colour as a grey: for a grey colour (equal red, green and blue, as
    /// `init(white:alpha:)` makes) sets the white level and alpha and returns true; for any other
    /// colour returns false and sets nothing (a guess: UIKit converts what its colour space allows).
    /// Modelled.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard components.red == components.green, components.green == components.blue else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    /// Reads the hue, saturation, brightness and alpha out, converted from RGB (hue in 0..<1), as
    /// UIKit's does. Modelled; returns true.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (components.red, components.green, components.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta } else if maximum == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = components.alpha
        return true
    }

    /// Equal when the components and system names are equal. Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return components == other.components && systemName == other.systemName
    }

    /// Hash of the components and name. Modelled.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(components.red)
        hasher.combine(components.green)
        hasher.combine(components.blue)
        hasher.combine(components.alpha)
        hasher.combine(systemName)
        return hasher.finalize()
    }

    /// The name or components, for test failures. Modelled.
    open override var description: String {
        systemName.map { "UIColor.\($0)" }
            ?? "UIColor(red: \(components.red), green: \(components.green), blue: \(components.blue), alpha: \(components.alpha))"
    }
}
/// `#colorLiteral(…)` is a `UIColor`, as in UIKit.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of `#colorLiteral(…)` where nothing else is asked for: `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
#endif

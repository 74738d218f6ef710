#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGGradient`, what `CGContext.drawLinearGradient(_:start:end:options:)` draws.
/// Shape only: its colour space, colours and locations are kept; nothing is drawn.
public final class CGGradient: Hashable, @unchecked Sendable {
    let colorSpace: CGColorSpace?
    let colorCount: Int
    let locations: [CGFloat]

    private init(colorSpace: CGColorSpace?, colorCount: Int, locations: [CGFloat]) {
        self.colorSpace = colorSpace
        self.colorCount = colorCount
        self.locations = locations
    }

    /// A gradient of `colors` (`CGColor`s) at `locations` (one per colour, from 0 to 1; nil spreads
    /// them evenly). Shape only: kept; nil with no colours, as Core Graphics.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let count = (colors as NSArray).count
        guard count > 0 else { return nil }
        self.init(colorSpace: space, colorCount: count, locations: Self.locations(locations, count: count))
    }

    /// A gradient of `count` colours given as components in `space`, at `locations`. Shape only:
    /// kept; nil for no colours.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        self.init(colorSpace: space, colorCount: count, locations: Self.locations(locations, count: count))
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let pointer { return Array(UnsafeBufferPointer(start: pointer, count: count)) }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// The same object. Shape only.
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Core Graphics' `CGGradientDrawingOptions`, whether a gradient extends past its ends. Shape only:
/// Core Graphics' raw values.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw value. Shape only.
    public let rawValue: UInt32
    /// An option set of `rawValue`. Shape only.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the start colour before the start. Shape only.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the end colour past the end. Shape only.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
#endif

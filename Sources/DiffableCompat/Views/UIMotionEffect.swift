#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMotionEffect`: values a view's key paths take as the device tilts. Shape only:
/// nothing tilts a headless device, so no effect is ever applied; `keyPathsAndRelativeValues(forViewerOffset:)`
/// answers as UIKit's subclasses do for a test that asks.
@MainActor @preconcurrency
open class UIMotionEffect: NSObject {
    /// An effect. Shape only.
    public override init() { super.init() }
    /// An effect decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }
    /// The key paths and the values to add for `viewerOffset` (each axis from -1 to 1). Shape
    /// only: nil here; subclasses answer.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// UIKit's `UIInterpolatingMotionEffect`: a key path moved between two values as the device tilts
/// along one axis (parallax). Modelled for numbers: the value for an offset interpolates linearly
/// between the minimum (offset -1) and the maximum (offset 1), as UIKit's; other values answer
/// the nearer end; never applied to a view (nothing tilts).
@MainActor @preconcurrency
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// UIKit's `UIInterpolatingMotionEffect.EffectType`: the tilt axis. Shape only: UIKit's raw values.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right. Shape only.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down. Shape only.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path moved (`center.x`, `layer.shadowOffset` …). Shape only.
    open private(set) var keyPath: String
    /// The axis. Shape only.
    open private(set) var type: EffectType
    /// The value added at offset -1. Shape only: stored.
    open var minimumRelativeValue: Any?
    /// The value added at offset 1. Shape only: stored.
    open var maximumRelativeValue: Any?

    /// An effect moving `keyPath` along `type`'s axis. Shape only.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// An effect decoded from an archive. Shape only: an empty key path.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// `[keyPath: value]` for `viewerOffset`. Modelled (see the type); nil without both values.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue else { return nil }
        let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let offset = raw.isNaN ? 0 : min(max(raw, -1), 1)
        let fraction = (offset + 1) / 2
        if let low = Self.number(minimum), let high = Self.number(maximum) {
            return [keyPath: low + (high - low) * fraction]
        }
        return [keyPath: fraction < 0.5 ? minimum : maximum]
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

/// UIKit's `UIMotionEffectGroup`: effects applied together. Modelled: the answer merges the
/// effects' answers.
@MainActor @preconcurrency
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects. Shape only: stored.
    open var motionEffects: [UIMotionEffect]?

    /// The effects' answers merged, a later effect's value winning for a key path. Modelled.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let answers = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        guard !answers.isEmpty else { return nil }
        return answers.reduce(into: [:]) { result, answer in result.merge(answer) { _, later in later } }
    }
}

extension UIView {
    /// Adds `effect` to `motionEffects` (once). Shape only: nothing tilts, so it never moves the view.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }
    /// Removes `effect` from `motionEffects`. Shape only.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
#endif

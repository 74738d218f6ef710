#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStepper`. Modelled: `value` stays within `minimumValue...maximumValue` as UIKit keeps
/// it; setting it sends nothing, as in UIKit; `increment()` and `decrement()` (additions) are a
/// user's tap on + or −: a step, then `.valueChanged`; past a bound the value wraps to the other
/// bound when `wraps`, else stops at it (at the bound the button is disabled: the tap does
/// nothing). Images are stored.
@MainActor @preconcurrency
open class UIStepper: UIControl {
    private var current: Double = 0
    /// The value, within the bounds. Modelled (UIKit's default 0).
    open var value: Double {
        get { current }
        set { current = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lower bound. Modelled (UIKit's default 0): the value moves inside it.
    open var minimumValue: Double = 0 { didSet { value = current } }
    /// The upper bound. Modelled (UIKit's default 100): the value moves inside it.
    open var maximumValue: Double = 100 { didSet { value = current } }
    /// One tap's change. Modelled (UIKit's default 1).
    open var stepValue: Double = 1
    /// Whether a step past a bound wraps to the other. Modelled (UIKit's default false).
    open var wraps = false
    /// Whether holding a button repeats. Shape only: stored (UIKit's default true).
    open var autorepeat = true
    /// Whether repeats send as they go. Shape only: stored (UIKit's default true).
    open var isContinuous = true
    private var images: [String: [UInt: UIImage]] = [:]

    /// A tap on +. Modelled (an addition): see the type's note. A disabled stepper ignores it.
    public func increment() { step(by: stepValue) }
    /// A tap on −. Modelled (an addition): see the type's note. A disabled stepper ignores it.
    public func decrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        guard isEnabled else { return }
        let next = current + delta
        if next > maximumValue {
            guard wraps || current < maximumValue else { return }  // + is disabled at the maximum
            current = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            guard wraps || current > minimumValue else { return }
            current = wraps ? maximumValue : minimumValue
        } else {
            current = next
        }
        sendActions(for: .valueChanged)
    }

    /// Shape only: stored per state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { images["background", default: [:]][state.rawValue] = image }
    /// Shape only: stored per state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { images["background"]?[state.rawValue] }
    /// Shape only: stored per state.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { images["increment", default: [:]][state.rawValue] = image }
    /// Shape only: stored per state.
    open func incrementImage(for state: UIControl.State) -> UIImage? { images["increment"]?[state.rawValue] }
    /// Shape only: stored per state.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { images["decrement", default: [:]][state.rawValue] = image }
    /// Shape only: stored per state.
    open func decrementImage(for state: UIControl.State) -> UIImage? { images["decrement"]?[state.rawValue] }
}
#endif

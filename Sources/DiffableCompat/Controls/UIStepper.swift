#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStepper`. Modelled: `value` stays within `minimumValue...maximumValue` as UIKit keeps
/// it; setting it sends nothing, as in UIKit; a bound set past the other drags the other with it
/// (iOS 18's `setMinimumValue:`/`setMaximumValue:`: a minimum of 200 with a maximum of 100 makes
/// both 200; Apple's property pages say this raises, the class overview and the binary say it does
/// not); a `stepValue` of 0 or less raises UIKit's `NSInvalidArgumentException` ("stepValue must be
/// greater than 0") and is not taken. `increment()` and `decrement()` (additions, test hooks, not
/// UIKit API) are a user's tap on + or −: a step, then `.valueChanged`; past a bound the value wraps
/// to the other bound when `wraps`, else stops at it (at the bound the button is disabled: the tap
/// does nothing). NaN is kept where UIKit's comparisons keep it (they compare false): a NaN value or
/// bound is stored; a NaN step is stored and a tap with it does nothing. Images are stored.
@MainActor @preconcurrency
open class UIStepper: UIControl {
    private var current: Double = 0
    private var lower: Double = 0
    private var upper: Double = 100
    private var stepSize: Double = 1
    /// The value, within the bounds. Modelled (UIKit's default 0): set below the minimum it is the
    /// minimum, at or above the maximum the maximum; sends nothing.
    open var value: Double {
        get { current }
        set {
            var value = newValue
            if lower > value { value = lower }
            if value >= upper { value = upper }
            current = value
        }
    }
    /// The lower bound. Modelled (UIKit's default 0): above the maximum it raises the maximum to
    /// itself; the value moves inside it.
    open var minimumValue: Double {
        get { lower }
        set {
            guard newValue != lower else { return }
            if upper < newValue { maximumValue = newValue }
            lower = newValue
            value = current < newValue ? newValue : current
        }
    }
    /// The upper bound. Modelled (UIKit's default 100): below the minimum it lowers the minimum to
    /// itself; the value moves inside it.
    open var maximumValue: Double {
        get { upper }
        set {
            guard newValue != upper else { return }
            if lower > newValue { minimumValue = newValue }
            upper = newValue
            value = current >= newValue ? newValue : current
        }
    }
    /// One tap's change. Modelled (UIKit's default 1): 0 or less raises UIKit's
    /// `NSInvalidArgumentException` and keeps the step.
    open var stepValue: Double {
        get { stepSize }
        set {
            guard newValue != stepSize else { return }
            guard !(newValue <= 0) else {
                return DiffableFailures.raise(DiffableFailure(reason: "stepValue must be greater than 0", name: "NSInvalidArgumentException"))
            }
            stepSize = newValue
        }
    }
    /// Whether a step past a bound wraps to the other. Modelled (UIKit's default false).
    open var wraps = false
    /// Whether holding a button repeats. Shape only: stored (UIKit's default true).
    open var autorepeat = true
    /// Whether repeats send as they go. Shape only: stored (UIKit's default true).
    open var isContinuous = true
    private var images: [String: [UInt: UIImage]] = [:]
    private var dividerImages: [[UInt]: UIImage] = [:]

    /// A tap on + (a test hook, not UIKit API). Modelled: see the type's note. A disabled stepper
    /// ignores it.
    public func increment() { step(by: stepSize) }
    /// A tap on − (a test hook, not UIKit API). Modelled: see the type's note. A disabled stepper
    /// ignores it.
    public func decrement() { step(by: -stepSize) }

    private func step(by delta: Double) {
        guard isEnabled, !delta.isNaN else { return }
        let next = current + delta
        if next > upper {
            guard wraps || current < upper else { return }  // + is disabled at the maximum
            current = wraps ? lower : upper
        } else if next < lower {
            guard wraps || current > lower else { return }
            current = wraps ? upper : lower
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
    /// The divider between the buttons for a pair of states. Shape only: stored per pair.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
    }
    /// The divider stored for a pair of states. Shape only.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState: UIControl.State) -> UIImage? {
        dividerImages[[state.rawValue, rightSegmentState.rawValue]]
    }
}
#endif

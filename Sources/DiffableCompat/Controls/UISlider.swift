#if !canImport(UIKit)
import Foundation

/// UIKit's `UISlider`. Modelled: `value` stays within `minimumValue...maximumValue` as UIKit keeps
/// it (setting a bound moves the value inside it); setting `value` sends nothing, as in UIKit;
/// `slide(to:)` (an addition) is a user's drag: it sets the value and sends `.valueChanged`.
/// Nothing draws; the images and colours are stored.
@MainActor @preconcurrency
open class UISlider: UIControl {
    private var current: Float = 0
    /// The value, within the bounds. Modelled (UIKit's default 0).
    open var value: Float {
        get { current }
        set { current = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lower bound. Modelled (UIKit's default 0): the value moves inside it.
    open var minimumValue: Float = 0 {
        didSet { value = current }
    }
    /// The upper bound. Modelled (UIKit's default 1): the value moves inside it.
    open var maximumValue: Float = 1 {
        didSet { value = current }
    }
    /// Shape only: stored (UIKit's default true: a drag sends as it goes).
    open var isContinuous = true
    /// Shape only: stored.
    open var minimumValueImage: UIImage?
    /// Shape only: stored.
    open var maximumValueImage: UIImage?
    /// Shape only: stored.
    open var minimumTrackTintColor: UIColor?
    /// Shape only: stored.
    open var maximumTrackTintColor: UIColor?
    /// Shape only: stored.
    open var thumbTintColor: UIColor?
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Sets the value. Modelled as `value` (nothing animates).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Shape only: stored per state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// Shape only: stored per state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Shape only: the normal state's.
    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }
    /// Shape only: stored per state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    /// Shape only: stored per state.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// Shape only: stored per state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    /// Shape only: stored per state.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// A user's drag to `value` (an addition): sets it (within the bounds) and sends
    /// `.valueChanged`, as UIKit does when the drag ends (or as it goes, when continuous). A
    /// disabled slider ignores it. Modelled.
    public func slide(to value: Float) {
        guard isEnabled else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }
}
#endif

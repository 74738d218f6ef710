#if !canImport(UIKit)
import Foundation

/// UIKit's `UISegmentedControl`. Modelled: its segments (titles, images, enabled flags) and the
/// selected index are kept as UIKit keeps them; setting `selectedSegmentIndex` sends nothing, as in
/// UIKit; `tapSegment(at:)` (an addition) is a user's tap: it selects the segment, runs the
/// segment's action (from `init(frame:actions:)`) and sends `.valueChanged`. Nothing draws.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// UIKit's `UISegmentedControl.noSegment`: no segment selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
    }

    private var segments: [Segment] = []
    private var titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or `noSegment`. Modelled: setting it sends nothing, as in UIKit; an
    /// index past the end is kept as UIKit keeps it (UIKit raises on it only when drawing).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Shape only: stored.
    open var isMomentary = false
    /// Shape only: stored.
    open var apportionsSegmentWidthsByContent = false
    /// Shape only: stored.
    open var selectedSegmentTintColor: UIColor?
    /// The number of segments. Modelled.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment per item, each a `String` title or a `UIImage`. Modelled.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage { segments.append(Segment(image: image)) } else { segments.append(Segment(title: item as? String)) }
        }
    }

    /// A control with no segment. Modelled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a segment per action, titled and imaged as the action is (iOS 14). Modelled.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// A control with no segment (a nib's coder holds none here). Modelled.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inserts a titled segment at `segment` (clamped to the count, as UIKit). Modelled for the
    /// segments; the selected index is left as it is (shape only).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: clamped(segment))
    }

    /// Inserts an image segment at `segment`. Modelled.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: clamped(segment))
    }

    /// Inserts a segment for `action` at `segment` (iOS 14). Modelled.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: action.title, image: action.image, action: action), at: clamped(segment))
    }

    /// Removes the segment at `segment`. Modelled for the segments; shape only for the selection:
    /// removing the selected segment selects none, any other leaves the index as it is.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
    }

    /// Removes every segment; nothing is selected. Modelled.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Modelled.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// Modelled: nil for a segment that does not exist.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// Modelled.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// Modelled.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Modelled.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Modelled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// Shape only: stored (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// Shape only: stored.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// The action of the segment (iOS 14). Modelled.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// Shape only: stored per state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributes[state.rawValue] = attributes
    }

    /// Shape only: stored per state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleTextAttributes[state.rawValue] }

    /// A user's tap on `segment` (an addition): selects it (unless momentary), runs its action and
    /// sends `.valueChanged`, as UIKit does for a tap. Modelled. A disabled control or segment, or
    /// a segment that does not exist, ignores it, as UIKit ignores such a touch.
    public func tapSegment(at segment: Int) {
        guard isEnabled, segments.indices.contains(segment), segments[segment].isEnabled else { return }
        selectedSegmentIndex = segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    /// Sets the offset of a segment's title or image from its centre. Modelled: stored with the
    /// segment (it moves with inserts and removals), read back by `contentOffsetForSegment(at:)`;
    /// an index past the end is ignored. Nothing draws.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// The content offset of the segment (UIKit's default, `.zero`). Modelled.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Sets the background image for a state and bar metrics. Modelled: stored per state and
    /// metrics, read back by `backgroundImage(for:barMetrics:)`; nothing draws.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image set for the state and metrics, or nil. Modelled (no fallback to other
    /// states, which UIKit applies only when drawing).
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"]
    }

    /// Sets the divider image between segments in the two states. Modelled: stored per state pair
    /// and metrics, read back by `dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)`.
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        dividerImages["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"] = dividerImage
    }

    /// The divider image set for the state pair and metrics, or nil. Modelled.
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"]
    }

    private func clamped(_ index: Int) -> Int { min(max(index, 0), segments.count) }
}
#endif

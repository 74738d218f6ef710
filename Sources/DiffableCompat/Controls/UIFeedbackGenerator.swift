#if !canImport(UIKit)
import Foundation

/// UIKit's `UIFeedbackGenerator`, the base of the haptic generators. Shape only: nothing vibrates;
/// `prepare()` does nothing. (Each generator counts what it was asked to play, an addition.)
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// How many times the generator was asked to play. Shape only; an addition for tests.
    public internal(set) var occurrences = 0
    /// Readies the engine. Shape only: does nothing.
    open func prepare() {}
    override init() { super.init() }
}

/// UIKit's `UIImpactFeedbackGenerator`. Shape only: counts impacts.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`. Shape only: UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// Shape only.
        case light = 0, medium, heavy, soft, rigid
    }
    /// The style. Shape only.
    public let style: FeedbackStyle
    /// A generator of `style`. Shape only.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A medium generator. Shape only.
    public override init() {
        style = .medium
        super.init()
    }
    /// Plays an impact. Shape only: counted.
    open func impactOccurred() { occurrences += 1 }
    /// Plays an impact of `intensity`. Shape only: counted.
    open func impactOccurred(intensity: CGFloat) { occurrences += 1 }
}

/// UIKit's `UISelectionFeedbackGenerator`. Shape only: counts selection changes.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator. Shape only.
    public override init() { super.init() }
    /// Plays a selection tick. Shape only: counted.
    open func selectionChanged() { occurrences += 1 }
}

/// UIKit's `UINotificationFeedbackGenerator`. Shape only: counts notifications.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`. Shape only: UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// Shape only.
        case success = 0, warning, error
    }
    /// A generator. Shape only.
    public override init() { super.init() }
    /// Plays a notification of `notificationType`. Shape only: counted.
    open func notificationOccurred(_ notificationType: FeedbackType) { occurrences += 1 }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivityViewController`: the share sheet. Modelled as bookkeeping: it keeps its items
/// and activities, asks each `UIActivityItemSource` item for its placeholder when made (as UIKit
/// does), and is presented as any controller (nothing appears; on a phone it has no popover unless
/// its style is `.popover`). `simulateChoosing(_:)` (an addition) is a user's tap on an activity.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// UIKit's handler type: the chosen activity (nil when cancelled), whether it completed, the
    /// items it returned, and its error. Modelled.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items, as given. Modelled (an addition: UIKit keeps them private).
    public let activityItems: [Any]
    /// The app's own activities, as given. Modelled (an addition: UIKit keeps them private).
    public let applicationActivities: [UIActivity]
    /// The activity types left out of the sheet. Modelled: `simulateChoosing(_:)` refuses them.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the chosen activity finishes or the sheet is cancelled. Modelled.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether a prominent activity is shown. Shape only: stored.
    open var allowsProminentActivity = true

    /// A share sheet for `activityItems`, with `applicationActivities` beside the system's.
    /// Modelled: asks each item source for its placeholder, as UIKit does.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        for case let source as any UIActivityItemSource in activityItems {
            _ = source.activityViewControllerPlaceholderItem(self)
        }
    }

    /// Unavailable, as in the SDK.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The items as an activity of `activityType` receives them: each item source's
    /// `itemForActivityType` (nil answers left out), other items as given. Modelled.
    public func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item -> Any? in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    /// A user's tap on the activity of `activityType` (an addition). Modelled as UIKit runs it: an
    /// excluded type does nothing and returns false; an app activity that cannot perform on the
    /// items likewise; otherwise the sheet is dismissed, an app activity is prepared and performed
    /// (or its `activityViewController` presented), and `completionWithItemsHandler` runs when it
    /// calls `activityDidFinish(_:)`; a system activity completes at once.
    @discardableResult
    public func simulateChoosing(_ activityType: UIActivity.ActivityType) -> Bool {
        guard excludedActivityTypes?.contains(activityType) != true else { return false }
        let items = items(for: activityType)
        let presenter = presentingViewController
        guard let activity = applicationActivities.first(where: { $0.activityType == activityType }) else {
            dismiss(animated: true)
            completionWithItemsHandler?(activityType, true, nil, nil)
            return true
        }
        guard activity.canPerform(withActivityItems: items) else { return false }
        dismiss(animated: true)
        activity.onFinish = { [weak self] completed in
            self?.completionWithItemsHandler?(activityType, completed, nil, nil)
        }
        activity.prepare(withActivityItems: items)
        if let controller = activity.activityViewController {
            presenter?.present(controller, animated: true)
        } else {
            activity.perform()
        }
        return true
    }

    /// A user's cancel (an addition): dismisses the sheet and calls `completionWithItemsHandler`
    /// with no activity and not completed, as UIKit does. Modelled.
    public func simulateCancelling() {
        dismiss(animated: true)
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}
#endif

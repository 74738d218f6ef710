#if !canImport(UIKit)
import Foundation

/// UIKit's `UILargeContentViewerItem`: what the large content viewer shows for an item (views
/// conform). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UILargeContentViewerItem: NSObjectProtocol {
    /// Whether a long press shows the item in the viewer.
    var showsLargeContentViewer: Bool { get }
    /// The title to show.
    var largeContentTitle: String? { get }
    /// The image to show.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up.
    var scalesLargeContentImage: Bool { get }
    /// Insets that centre the image.
    var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {}

/// What few views set: large content and motion effects.
@MainActor
final class ViewAccessories {
    var showsLargeContentViewer = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets = UIEdgeInsets.zero
    var motionEffects: [UIMotionEffect] = []
}

/// UIKit's `UILargeContentViewerInteractionDelegate`. UIKit's optional methods are requirements
/// with UIKit's behaviour as defaults.
@MainActor @preconcurrency
public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {
    /// The press ended on `item` (nil: on none) at `point`. Default: nothing (UIKit then performs
    /// the item's primary action; not modelled).
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
    /// The item at `point` in the interaction's view. Default: the deepest view there that shows
    /// the large content viewer, or its nearest such superview within the interaction's view.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
    /// The controller that presents the viewer. Default: the nearest controller up the
    /// interaction view's responder chain, else a new one.
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    /// Nothing. Shape only.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {}
    /// UIKit's lookup. Modelled.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }
    /// The nearest controller. Shape only.
    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        var responder: UIResponder? = interaction.view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return UIViewController()
    }
}

/// UIKit's `UILargeContentViewerInteraction` (iOS 13): a long press on a bar-like view shows the
/// item under the finger enlarged, for people using the accessibility text sizes. Modelled for
/// what a test asks: `simulateLongPress(at:)` (an addition) finds the item as UIKit does (the
/// delegate's, else the view there that shows the large content viewer) and ends the press on
/// it; nothing is shown.
@MainActor @preconcurrency
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when `isEnabled` changes (UIKit's name). Shape only: never posted here.
    nonisolated public static let enabledStatusDidChangeNotification =
        Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer is on: as UIKit, when the current content size category is an
    /// accessibility one (so false with the headless `.large`). Modelled.
    open class var isEnabled: Bool { UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory }

    /// The delegate. Modelled: held weakly, as UIKit's.
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?
    /// The long press the viewer uses, for other recognizers to wait on. Shape only: it never fires.
    open private(set) lazy var gestureRecognizerForExclusionRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()

    /// An interaction that asks `delegate` (nil: UIKit's lookup). Modelled.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// An interaction with no delegate. Modelled.
    public override convenience init() { self.init(delegate: nil) }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }

    /// A long press at `point` (in the interaction's view) that ends there: the item found — the
    /// delegate's, else UIKit's lookup — then the delegate told the press ended on it. Nil in no
    /// view or where no item shows the viewer. UIKit shows the viewer only while `isEnabled`; this
    /// answers regardless, so a test can check the lookup. An addition for tests.
    @discardableResult
    public func simulateLongPress(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard view != nil, point.x.isFinite, point.y.isFinite else { return nil }
        let item = delegate.map { $0.largeContentViewerInteraction(self, itemAt: point) } ?? defaultItem(at: point)
        delegate?.largeContentViewerInteraction(self, didEndOn: item, at: point)
        return item
    }

    /// UIKit's lookup: the deepest view at `point` that shows the viewer, or its nearest such
    /// superview within the interaction's view.
    func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view, var candidate = view.hitTest(point, with: nil) else { return nil }
        while !candidate.showsLargeContentViewer {
            guard candidate !== view, let parent = candidate.superview else { return nil }
            candidate = parent
        }
        return candidate
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDocumentInteractionControllerDelegate`. UIKit's optional methods are requirements
/// with defaults (nothing; no preview controller).
@MainActor @preconcurrency
public protocol UIDocumentInteractionControllerDelegate: NSObjectProtocol {
    /// The controller that presents the preview. Default: nil, so no preview is presented.
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    /// The preview will begin. Default: nothing.
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    /// The preview ended. Default: nothing.
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    /// The options menu will show. Default: nothing.
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The options menu closed. Default: nothing.
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu will show. Default: nothing.
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu closed. Default: nothing.
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The document will be sent to `application`. Default: nothing.
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    /// The document was sent to `application`. Default: nothing.
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    /// Marks "not implemented": no preview. Shape only.
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        UIDocumentInteractionController.noPreviewController
    }
    /// Nothing. Shape only.
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Nothing. Shape only.
    public func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?) {}
    /// Nothing. Shape only.
    public func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {}
}

/// UIKit's `UIDocumentInteractionController`: previews a file, or offers apps to open it. Shape
/// only: there are no other apps and no Quick Look, so the menus present nothing and answer false;
/// `presentPreview(animated:)` presents nothing either, and answers (and tells the delegate the
/// preview begins) only when the delegate gives a controller to present from, as UIKit requires.
@MainActor @preconcurrency
open class UIDocumentInteractionController: NSObject {
    /// The delegate. Modelled: held weakly, as UIKit's.
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    /// The file. Modelled: setting it sets `name` to its last component, as UIKit's.
    open var url: URL? {
        didSet { name = url?.lastPathComponent }
    }
    /// The file's type identifier. Shape only: stored.
    open var uti: String?
    /// The file's name. Modelled: the URL's last component unless set.
    open var name: String?
    /// Data for the app that opens the file. Shape only: stored.
    open var annotation: Any?
    /// The file's icons. Shape only: none.
    open var icons: [UIImage] { [] }
    /// The recognizers for previewing on a tap. Shape only: none.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// A controller for the file at `url`. Modelled.
    public convenience init(url: URL) {
        self.init()
        self.url = url
        name = url.lastPathComponent
    }

    /// The default answer of `documentInteractionControllerViewControllerForPreview(_:)`.
    static let noPreviewController = UIViewController()

    /// Shows a Quick Look preview. Shape only: true, and the delegate told it begins, when the
    /// delegate gives a controller; false otherwise, as UIKit's.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard let delegate, delegate.documentInteractionControllerViewControllerForPreview(self) !== Self.noPreviewController else { return false }
        delegate.documentInteractionControllerWillBeginPreview(self)
        return true
    }
    /// Shows the options menu. Shape only: no apps, so false.
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// Shows the options menu. Shape only: no apps, so false.
    @discardableResult
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    /// Shows the Open In menu. Shape only: no apps, so false.
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// Shows the Open In menu. Shape only: no apps, so false.
    @discardableResult
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    /// Ends the preview. Shape only: the delegate is told it ended.
    open func dismissPreview(animated: Bool) { delegate?.documentInteractionControllerDidEndPreview(self) }
    /// Closes a menu. Shape only: none is shown.
    open func dismissMenu(animated: Bool) {}
}
#endif

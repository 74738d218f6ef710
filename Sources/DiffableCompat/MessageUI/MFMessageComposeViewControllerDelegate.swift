#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMessageComposeViewControllerDelegate`. Its one method is required, as in MessageUI.
/// Not main-actor isolated, as in the SDK; the controller calls it on the main thread.
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The user finished with the composer; the delegate dismisses it. Modelled: called by
    /// `MFMessageComposeViewController.simulateFinishing(with:)`.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
#endif

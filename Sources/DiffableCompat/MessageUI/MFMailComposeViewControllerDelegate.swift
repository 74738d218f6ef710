#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMailComposeViewControllerDelegate`. Its one method is optional in MessageUI and has
/// a default here. Not main-actor isolated, as in the SDK; the controller calls it on the main thread.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The user finished with the composer: `result` says how, `error` why it failed. The delegate
    /// dismisses the composer, as MessageUI expects. Modelled: called by
    /// `MFMailComposeViewController.simulateFinishing(with:error:)`. Default: nothing (the composer stays).
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Nothing: the composer stays presented, as with a delegate lacking the method on iOS. Modelled.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}
#endif

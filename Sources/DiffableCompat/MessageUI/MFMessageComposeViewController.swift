#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMessageComposeViewController`: the system's text message composer, a navigation
/// controller as in MessageUI. Modelled as a device without Messages: `canSendText()`,
/// `canSendSubject()` and `canSendAttachments()` are false and no attachment is accepted. One made
/// anyway keeps its recipients, body and subject (MessageUI's own properties) and is presented as
/// any controller; `simulateFinishing(with:)` (an addition) plays the user's Send or Cancel, telling
/// `messageComposeDelegate`. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class MFMessageComposeViewController: UINavigationController {
    /// Whether this device can send text messages: false. Modelled.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false. Modelled.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false. Modelled.
    open class func canSendAttachments() -> Bool { false }
    /// Whether files of type `uti` can be attached: false, none can. Modelled.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    /// Told when the user finishes. Modelled: weak, as MessageUI's.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients' phone numbers or addresses. Modelled: stored.
    open var recipients: [String]?
    /// The body. Modelled: stored.
    open var body: String?
    /// The subject. Modelled: stored (not shown, as `canSendSubject()` is false).
    open var subject: String?
    /// The attachments: nil, none is accepted. Modelled.
    open var attachments: [[AnyHashable: Any]]? { nil }

    /// Attaches the file at `attachmentURL`: false, this device sends no attachments. Modelled.
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
    /// Attaches `attachmentData`: false, this device sends no attachments. Modelled.
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
    /// Stops the user adding attachments. Shape only: none can be added.
    open func disableUserAttachments() {}

    /// The user tapping Send or Cancel (an addition): tells `messageComposeDelegate`
    /// `messageComposeViewController(_:didFinishWith:)` with `result`; nothing is sent and the
    /// composer stays presented until the delegate dismisses it. Modelled.
    public func simulateFinishing(with result: MessageComposeResult) {
        messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
    }
}
#endif

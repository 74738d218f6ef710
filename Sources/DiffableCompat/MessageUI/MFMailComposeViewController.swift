#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMailComposeViewController`: the system's mail composer, a navigation controller as
/// in MessageUI. Modelled as a device with no mail account: `canSendMail()` is false, so an app that
/// checks it (as MessageUI requires) offers another way. One made anyway is presented and dismissed
/// as any controller here; what the app fills in is kept and readable as `draft` (an addition:
/// MessageUI keeps it private). No user taps Send or Cancel headlessly: `simulateFinishing(with:error:)`
/// (an addition) plays that tap, telling `mailComposeDelegate` as MessageUI does; the composer stays
/// presented until the delegate dismisses it. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class MFMailComposeViewController: UINavigationController {
    /// What an app filled in (an addition). Modelled.
    public struct Draft: Sendable, Equatable {
        /// An attached file. Modelled.
        public struct Attachment: Sendable, Equatable {
            /// Its bytes. Modelled.
            public let data: Data
            /// Its MIME type. Modelled.
            public let mimeType: String
            /// Its file name. Modelled.
            public let fileName: String
        }

        /// The To recipients; nil until set. Modelled.
        public internal(set) var toRecipients: [String]?
        /// The Cc recipients; nil until set. Modelled.
        public internal(set) var ccRecipients: [String]?
        /// The Bcc recipients; nil until set. Modelled.
        public internal(set) var bccRecipients: [String]?
        /// The subject; empty until set. Modelled.
        public internal(set) var subject = ""
        /// The body; empty until set. Modelled.
        public internal(set) var body = ""
        /// Whether the body is HTML. Modelled.
        public internal(set) var isHTML = false
        /// The attachments, in the order added. Modelled.
        public internal(set) var attachments: [Attachment] = []
        /// The sending address asked for; nil until set. Modelled.
        public internal(set) var preferredSendingEmailAddress: String?
    }

    /// Whether this device can send mail: false, it has no mail account. Modelled.
    open class func canSendMail() -> Bool { false }

    /// Told when the user finishes. Modelled: weak, as MessageUI's.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    /// What the app filled in (an addition: MessageUI keeps it private). Modelled.
    public private(set) var draft = Draft()

    /// Sets the subject. Modelled: kept in `draft`.
    open func setSubject(_ subject: String) { draft.subject = subject }
    /// Sets the To recipients. Modelled: kept in `draft`.
    open func setToRecipients(_ toRecipients: [String]?) { draft.toRecipients = toRecipients }
    /// Sets the Cc recipients. Modelled: kept in `draft`.
    open func setCcRecipients(_ ccRecipients: [String]?) { draft.ccRecipients = ccRecipients }
    /// Sets the Bcc recipients. Modelled: kept in `draft`.
    open func setBccRecipients(_ bccRecipients: [String]?) { draft.bccRecipients = bccRecipients }
    /// Sets the body, as HTML or plain text. Modelled: kept in `draft`.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        draft.body = body
        draft.isHTML = isHTML
    }
    /// Attaches `attachment`. Modelled: kept in `draft`, in order.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        draft.attachments.append(Draft.Attachment(data: attachment, mimeType: mimeType, fileName: filename))
    }
    /// Asks to send from `emailAddress` (iOS 11). Modelled: kept in `draft`.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { draft.preferredSendingEmailAddress = emailAddress }

    /// The user tapping Send, Save or Cancel (an addition): tells `mailComposeDelegate`
    /// `mailComposeController(_:didFinishWith:error:)` with `result` and `error` (for `.failed`
    /// without one, `MFMailComposeError.sendFailed`, as MessageUI reports a failure). Nothing is
    /// sent; the composer stays presented until the delegate dismisses it. Modelled.
    public func simulateFinishing(with result: MFMailComposeResult, error: (any Error)? = nil) {
        let reported = error ?? (result == .failed ? MFMailComposeError(.sendFailed) : nil)
        mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: reported)
    }
}
#endif

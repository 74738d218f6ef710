import DiffableCompat
import Foundation
import Testing

/// A settings screen as the corpus's apps write one: "Contact support" composes a mail when the
/// device can send one and otherwise says so in an alert; "Tell a friend" composes a text. The
/// screen is both composers' delegate and dismisses them, as MessageUI expects.
@MainActor
final class SupportScreen: UIViewController, @preconcurrency MFMailComposeViewControllerDelegate,
    @preconcurrency MFMessageComposeViewControllerDelegate {
    var results: [String] = []
    var lastError: NSError?

    func contactSupport() {
        guard MFMailComposeViewController.canSendMail() else {
            let alert = UIAlertController(title: "Mail is not set up", message: "Write to support@example.com", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        present(makeMail(), animated: true)
    }

    func makeMail() -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = self
        mail.setToRecipients(["support@example.com"])
        mail.setCcRecipients(nil)
        mail.setSubject("Feedback")
        mail.setMessageBody("<p>Version 1.0</p>", isHTML: true)
        mail.addAttachmentData(Data("log".utf8), mimeType: "text/plain", fileName: "log.txt")
        mail.setPreferredSendingEmailAddress("me@example.com")
        return mail
    }

    func tellAFriend() -> MFMessageComposeViewController {
        let message = MFMessageComposeViewController()
        message.messageComposeDelegate = self
        message.recipients = ["+15550100"]
        message.body = "Try this app"
        return message
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        results.append("mail \(result.rawValue)")
        lastError = error.map { $0 as NSError }
        controller.dismiss(animated: true)
    }

    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
        results.append("message \(result.rawValue)")
        controller.dismiss(animated: true)
    }
}

@MainActor
@Suite("MessageUI: a device with no mail account and no Messages (corpus ranking part: MFMailComposeViewController 4 apps, 6 files)")
struct MessageUITests {
    @Test("canSendMail() is false, so a screen that checks it shows its fallback alert and presents no composer")
    func noMailAccountFallsBack() {
        let screen = SupportScreen()
        screen.contactSupport()
        #expect(!MFMailComposeViewController.canSendMail())
        #expect((screen.presentedViewController as? UIAlertController)?.title == "Mail is not set up")
    }

    @Test("a composer made anyway keeps what the app filled in, is presented like any controller, and is a navigation controller")
    func composerKeepsTheDraft() {
        let screen = SupportScreen()
        let mail = screen.makeMail()
        screen.present(mail, animated: true)
        #expect(screen.presentedViewController === mail && (mail as UIViewController) is UINavigationController)
        #expect(mail.draft.toRecipients == ["support@example.com"] && mail.draft.ccRecipients == nil && mail.draft.bccRecipients == nil)
        #expect(mail.draft.subject == "Feedback" && mail.draft.body == "<p>Version 1.0</p>" && mail.draft.isHTML)
        #expect(mail.draft.attachments.map(\.fileName) == ["log.txt"] && mail.draft.attachments.first?.data == Data("log".utf8))
        #expect(mail.draft.preferredSendingEmailAddress == "me@example.com" && mail.mailComposeDelegate === screen)
    }

    @Test("the user's Send, Save, Cancel reach the delegate, which dismisses the composer; a failure without an error reports MFMailComposeError.sendFailed")
    func finishingTellsTheDelegate() {
        let screen = SupportScreen()
        for result in [MFMailComposeResult.sent, .saved, .cancelled] {
            let mail = screen.makeMail()
            screen.present(mail, animated: true)
            mail.simulateFinishing(with: result)
            #expect(screen.presentedViewController == nil && screen.lastError == nil)
        }
        let failing = screen.makeMail()
        screen.present(failing, animated: true)
        failing.simulateFinishing(with: .failed)
        #expect(screen.results == ["mail 2", "mail 1", "mail 0", "mail 3"])
        #expect(screen.lastError?.domain == MFMailComposeErrorDomain && screen.lastError?.code == MFMailComposeError.Code.sendFailed.rawValue)
        var caught = false
        do { throw MFMailComposeError(.saveFailed) } catch MFMailComposeError.saveFailed { caught = true } catch {}
        #expect(caught)
    }

    /// A delegate that implements nothing: MessageUI's method is optional.
    final class Indifferent: NSObject, MFMailComposeViewControllerDelegate {}

    @Test("without the delegate method the composer stays presented; the delegate is weak")
    func optionalMethodAndWeakDelegate() {
        let presenter = UIViewController()
        let mail = MFMailComposeViewController()
        var delegate: Indifferent? = Indifferent()
        mail.mailComposeDelegate = delegate
        presenter.present(mail, animated: true)
        mail.simulateFinishing(with: .cancelled)
        #expect(presenter.presentedViewController === mail)
        delegate = nil
        #expect(mail.mailComposeDelegate == nil)
        mail.simulateFinishing(with: .sent)
    }

    @Test("the message composer cannot send text, subjects or attachments here; it keeps recipients and body and tells its delegate the user's choice")
    func messageComposer() {
        #expect(!MFMessageComposeViewController.canSendText() && !MFMessageComposeViewController.canSendSubject())
        #expect(!MFMessageComposeViewController.canSendAttachments() && !MFMessageComposeViewController.isSupportedAttachmentUTI("public.jpeg"))
        let screen = SupportScreen()
        let message = screen.tellAFriend()
        #expect(!message.addAttachmentData(Data([1]), typeIdentifier: "public.data", filename: "a.bin") && message.attachments == nil)
        #expect(!message.addAttachmentURL(URL(fileURLWithPath: "/tmp/a.png"), withAlternateFilename: nil))
        #expect(message.recipients == ["+15550100"] && message.body == "Try this app" && message.subject == nil)
        screen.present(message, animated: true)
        message.simulateFinishing(with: .cancelled)
        #expect(screen.results == ["message 0"] && screen.presentedViewController == nil)
        #expect(MessageComposeResult.failed.rawValue == 2 && MFMailComposeResult.failed.rawValue == 3)
    }
}

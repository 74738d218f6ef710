#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMailComposeResult`: how the user left the mail composer, with its raw values. Modelled.
public enum MFMailComposeResult: Int, Sendable {
    /// The user cancelled; nothing was queued. Modelled.
    case cancelled = 0
    /// The message was saved in Drafts. Modelled.
    case saved = 1
    /// The message was queued in the outbox. Modelled.
    case sent = 2
    /// The message was neither saved nor queued. Modelled.
    case failed = 3
}
#endif

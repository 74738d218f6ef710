#if !canImport(UIKit)
import Foundation

/// MessageUI's `MessageComposeResult`: how the user left the message composer, with its raw values. Modelled.
public enum MessageComposeResult: Int, Sendable {
    /// The user cancelled. Modelled.
    case cancelled = 0
    /// The message was sent or queued. Modelled.
    case sent = 1
    /// Sending failed. Modelled.
    case failed = 2
}
#endif

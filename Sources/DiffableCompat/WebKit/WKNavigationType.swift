#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationType`. Modelled: WebKit's raw values.
public enum WKNavigationType: Int, Sendable {
    /// A link was activated. Modelled.
    case linkActivated = 0
    /// A form was submitted. Modelled.
    case formSubmitted = 1
    /// Going back or forward. Modelled.
    case backForward = 2
    /// A reload. Modelled.
    case reload = 3
    /// A form was resubmitted. Modelled.
    case formResubmitted = 4
    /// Anything else, a load among them. Modelled.
    case other = -1
}
#endif

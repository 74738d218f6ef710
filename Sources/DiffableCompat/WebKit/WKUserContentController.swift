#if !canImport(UIKit)
import Foundation

/// WebKit's `WKUserContentController`: user scripts and script message handlers. Modelled as
/// bookkeeping: scripts and handlers are kept (handlers strongly, as WebKit's) and read back;
/// no script runs, so no page posts a message. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    /// The user scripts, in the order added. Modelled.
    open private(set) var userScripts: [WKUserScript] = []
    /// The message handlers by name (an addition: what a test reads). Modelled.
    public private(set) var scriptMessageHandlers: [String: any WKScriptMessageHandler] = [:]

    /// An empty controller. Modelled.
    public override init() { super.init() }

    /// Adds a user script. Modelled.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every user script. Modelled.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a handler for messages posted to `window.webkit.messageHandlers.<name>`. Modelled:
    /// kept strongly under `name`, replacing none (WebKit raises for a name in use; here the
    /// first handler stays).
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        if scriptMessageHandlers[name] == nil { scriptMessageHandlers[name] = scriptMessageHandler }
    }
    /// Removes the handler for `name`. Modelled.
    open func removeScriptMessageHandler(forName name: String) { scriptMessageHandlers[name] = nil }
    /// Removes every handler. Modelled.
    open func removeAllScriptMessageHandlers() { scriptMessageHandlers.removeAll() }
}
#endif

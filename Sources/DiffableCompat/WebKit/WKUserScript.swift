#if !canImport(UIKit)
import Foundation

/// WebKit's `WKUserScript`: a script to inject into pages. Shape only: kept; none runs.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKUserScript: NSObject, @preconcurrency NSCopying {
    /// The source. Shape only.
    open private(set) var source: String
    /// When it would be injected. Shape only.
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// Whether it would be injected in the main frame only. Shape only.
    open private(set) var isForMainFrameOnly: Bool

    /// A script. Shape only.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }

    /// A copy. Shape only.
    public func copy(with zone: NSZone? = nil) -> Any {
        WKUserScript(source: source, injectionTime: injectionTime, forMainFrameOnly: isForMainFrameOnly)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// WebKit's `WKWebViewConfiguration`: what a web view is made with. Shape only: stored; a web view
/// keeps a copy, as WebKit's, which shares the user content controller and preferences.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject, @preconcurrency NSCopying {
    /// Scripts and message handlers. Shape only: stored.
    open var userContentController = WKUserContentController()
    /// Preferences. Shape only: stored.
    open var preferences = WKPreferences()
    /// Preferences for new pages. Shape only: stored.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Whether HTML5 video plays inline. Shape only: stored (WebKit's default false on iPhone).
    open var allowsInlineMediaPlayback = false
    /// Media that needs a user's gesture to play. Shape only: stored (WebKit's default `.all`).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Appended to the user agent. Shape only: stored.
    open var applicationNameForUserAgent: String?
    /// Whether content limits itself to app-bound domains. Shape only: stored.
    open var limitsNavigationsToAppBoundDomains = false

    /// A default configuration. Shape only.
    public override init() { super.init() }

    /// A copy sharing the user content controller and preferences, as WebKit's. Modelled.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        return copy
    }
}
#endif

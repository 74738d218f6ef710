#if !canImport(UIKit)
import Foundation

/// SafariServices' `SFSafariViewControllerDelegate`. Every requirement is optional in
/// SafariServices and has its default here. Shape only: nothing loads and no button is tapped
/// headlessly, so nothing calls these. Main-actor isolated and refining `NSObjectProtocol`, as in the SDK.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user tapped Done; the controller is dismissed afterwards. Shape only. Default: nothing.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first load completed. Shape only. Default: nothing.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first load was redirected. Shape only. Default: nothing.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The activities for the Action button. Shape only. Default: none.
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
    /// The activity types to leave out. Shape only. Default: none.
    func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType]
    /// The user is about to open the page in Safari. Shape only. Default: nothing.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Nothing. Shape only.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Nothing. Shape only.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Nothing. Shape only.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    /// None. Shape only.
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
    /// None. Shape only.
    public func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType] { [] }
    /// Nothing. Shape only.
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
#endif

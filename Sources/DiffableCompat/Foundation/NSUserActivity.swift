#if !canImport(UIKit)
import Foundation

/// Foundation's `NSUserActivity` (missing from Linux Foundation): a user's activity an app hands
/// on (Handoff, state restoration, Spotlight). Shape only: the properties apps set and read are
/// stored; nothing is advertised, indexed or handed off. What a scene's connection options and a
/// scene session's `stateRestorationActivity` carry.
open class NSUserActivity: NSObject {
    /// The activity's type, as the app's Info.plist lists it. Shape only.
    open var activityType: String
    /// A title shown to the user. Shape only: stored.
    open var title: String?
    /// The activity's state. Shape only: stored.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore the activity. Shape only: stored.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page to continue the activity in. Shape only: stored.
    open var webpageURL: URL?
    /// The content the activity shows, for targeting a scene. Shape only: stored.
    open var targetContentIdentifier: String?
    /// Shape only: stored (false).
    open var isEligibleForHandoff = false
    /// Shape only: stored (false).
    open var isEligibleForSearch = false
    /// Shape only: stored (false).
    open var isEligibleForPublicIndexing = false
    /// Shape only: stored (false).
    open var isEligibleForPrediction = false
    /// Shape only: stored.
    open var persistentIdentifier: String?

    /// An activity of `activityType`. Shape only.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to `userInfo`. Shape only: merged, the new values winning.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
    /// Shape only: nothing is advertised.
    open func becomeCurrent() {}
    /// Shape only: nothing is advertised.
    open func resignCurrent() {}
    /// Shape only: nothing is advertised.
    open func invalidate() {}
}
#endif

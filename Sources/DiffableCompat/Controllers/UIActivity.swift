#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivity`: a service a share sheet offers, subclassed by apps for their own. Not
/// main-actor isolated, as in the SDK. Modelled: every member is overridable with UIKit's defaults
/// (no type, title or image; cannot perform; `.action` category), and
/// `UIActivityViewController.simulateChoosing(_:)` drives a chosen activity as UIKit does
/// (`canPerform`, `prepare`, `perform`; `activityDidFinish(_:)` ends it).
open class UIActivity: NSObject {
    /// UIKit's `UIActivity.ActivityType`: the identifier of an activity. Modelled: the standard
    /// constants carry UIKit's identifiers.
    public struct ActivityType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The identifier. Modelled.
        public let rawValue: String
        /// A type named `rawValue`. Modelled.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type named `rawValue`. Modelled.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook. Modelled (UIKit's identifier).
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter. Modelled (UIKit's identifier).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Weibo. Modelled (UIKit's identifier).
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Messages. Modelled (UIKit's identifier).
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail. Modelled (UIKit's identifier).
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing. Modelled (UIKit's identifier).
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard. Modelled (UIKit's identifier).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning to a contact. Modelled (UIKit's identifier).
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library. Modelled (UIKit's identifier).
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to Safari's reading list. Modelled (UIKit's identifier).
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr. Modelled (UIKit's identifier).
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo. Modelled (UIKit's identifier).
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo. Modelled (UIKit's identifier).
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// AirDrop. Modelled (UIKit's identifier).
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books. Modelled (UIKit's identifier).
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Markup as PDF. Modelled (UIKit's identifier).
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// SharePlay. Modelled (UIKit's identifier).
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        /// Inviting to collaborate with a link. Modelled (UIKit's identifier).
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copying a collaboration link. Modelled (UIKit's identifier).
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adding to the home screen. Modelled (UIKit's identifier).
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// UIKit's `UIActivity.Category`: the row a share sheet shows an activity in. Shape only.
    public enum Category: Int, @unchecked Sendable {
        /// Acting on the item (copy, save). Shape only.
        case action = 0
        /// Sharing the item (mail, messages). Shape only.
        case share = 1
    }

    /// An activity. Modelled.
    public override init() { super.init() }

    /// The activity's category. Modelled: `.action` unless overridden, as UIKit's.
    open class var activityCategory: Category { .action }
    /// The activity's identifier. Modelled: nil unless overridden.
    open var activityType: ActivityType? { nil }
    /// The title a share sheet shows. Modelled: nil unless overridden.
    open var activityTitle: String? { nil }
    /// The image a share sheet shows. Modelled: nil unless overridden.
    open var activityImage: UIImage? { nil }
    /// Whether the activity acts on `activityItems`. Modelled: false unless overridden, as UIKit's.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items before `perform()` or `activityViewController`. Modelled: nothing
    /// unless overridden.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the activity presents instead of `perform()`. Modelled: nil unless
    /// overridden; when it is one, the share sheet presents it rather than calling `perform()`.
    open var activityViewController: UIViewController? { nil }
    /// Does the work. Modelled: calls `activityDidFinish(false)` unless overridden, as UIKit's
    /// default does.
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity finished. Modelled: the sheet's
    /// `completionWithItemsHandler` runs with this activity's type and `completed`.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// Set by the share sheet that runs the activity; called once by `activityDidFinish(_:)`.
    var onFinish: ((Bool) -> Void)?
}
#endif

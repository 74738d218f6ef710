#if !canImport(UIKit)
import Foundation

/// StoreKit's `SKStoreReviewController`: asks StoreKit to ask the user for a rating. Shape only, with
/// honest behaviour: StoreKit may show nothing (it limits the prompt to three times a year and
/// decides itself), and the headless device shows nothing, ever. Each request is counted
/// (`reviewRequestCount`, an addition), with `AppStore.requestReview(in:)`'s, so a test can see that
/// the app asked. Deprecated in iOS 18 for `AppStore.requestReview(in:)`. `Sendable`, as in the SDK.
open class SKStoreReviewController: NSObject, @unchecked Sendable {
    private static let requests = ReviewRequests()

    /// Asks for a review in the key window's scene (deprecated in iOS 14 for
    /// `requestReview(in:)`). Shape only: shows nothing; counted. Not main-actor isolated, as in the SDK.
    open class func requestReview() { requests.add() }

    /// Asks for a review in `windowScene` (iOS 14, deprecated in iOS 18 for
    /// `AppStore.requestReview(in:)`). Shape only: shows nothing; counted. Main-actor isolated as
    /// Objective-C's `NS_SWIFT_UI_ACTOR` imports it, so with `@preconcurrency`: a call from outside
    /// the main actor is a warning in Swift 5 mode, an error in Swift 6, as against the SDK.
    @preconcurrency @MainActor open class func requestReview(in windowScene: UIWindowScene) { requests.add() }

    /// How many reviews the app requested, by either API, since the process started (an addition
    /// for tests: StoreKit says nothing of what it showed). Modelled.
    public static var reviewRequestCount: Int { requests.count }

    /// Counts a request from `AppStore.requestReview(in:)`.
    static func countRequest() { requests.add() }
}

/// The review requests made, behind a lock: the deprecated form may be called from any thread.
private final class ReviewRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    var count: Int { lock.withLock { made } }
    func add() { lock.withLock { made += 1 } }
}
#endif

#if !canImport(UIKit)
import Foundation

/// StoreKit's `AppStore`: the App Store's requests. Shape only: `requestReview(in:)` (iOS 16), the
/// rest of StoreKit 2 is not declared here.
public enum AppStore {
    /// Asks StoreKit to ask the user for a rating in `scene`. Shape only, with honest behaviour:
    /// StoreKit may show nothing (it decides, and limits the prompt), and the headless device shows
    /// nothing, ever; the request is counted in `SKStoreReviewController.reviewRequestCount` (an
    /// addition). Main-actor isolated, as in the SDK.
    @MainActor public static func requestReview(in scene: UIWindowScene) {
        SKStoreReviewController.countRequest()
    }
}
#endif

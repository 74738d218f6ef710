import DiffableCompat
import Foundation
import Testing

/// A screen as the corpus's apps write one: after a completed task it asks for a rating in its
/// scene, and "More apps" shows a product page.
@MainActor
final class RatingScreen: UIViewController, @preconcurrency SKStoreProductViewControllerDelegate {
    func taskCompleted() {
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    func taskCompletedOnIOS16() {
        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene else { return }
        AppStore.requestReview(in: scene)
    }

    func showMoreApps(_ done: @escaping (Bool, NSError?) -> Void) -> SKStoreProductViewController {
        let store = SKStoreProductViewController()
        store.delegate = self
        store.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: NSNumber(value: 123_456_789)]) { loaded, error in
            done(loaded, error.map { $0 as NSError })
        }
        present(store, animated: true)
        return store
    }

    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
        viewController.dismiss(animated: true)
    }
}

@MainActor
@Suite("StoreKit: review requests show nothing and are counted; no App Store to load products from (corpus ranking part: SKStoreReviewController 2 apps)", .serialized, .timeLimit(.minutes(1)))
struct StoreKitTests {
    @Test("requesting a review, by either API, shows nothing and is counted once per request")
    func reviewRequestsCounted() {
        let before = SKStoreReviewController.reviewRequestCount
        let screen = RatingScreen()
        screen.taskCompleted()
        screen.taskCompletedOnIOS16()
        SKStoreReviewController.requestReview()
        #expect(SKStoreReviewController.reviewRequestCount == before + 3)
        #expect(screen.presentedViewController == nil)
    }

    @Test("the deprecated requestReview() may be called off the main actor, as in the SDK")
    nonisolated func reviewFromBackground() async {
        let before = SKStoreReviewController.reviewRequestCount
        await Task.detached { SKStoreReviewController.requestReview() }.value
        #expect(SKStoreReviewController.reviewRequestCount == before + 1)
    }

    @Test("a product page is presented but never loads: the completion block gets false and SKError.unknown later on the main queue; the async form throws it")
    func productPageFails() async {
        let screen = RatingScreen()
        var store: SKStoreProductViewController?
        let (loaded, error) = await withCheckedContinuation { (done: CheckedContinuation<(Bool, NSError?), Never>) in
            store = screen.showMoreApps { loaded, error in done.resume(returning: (loaded, error)) }
            #expect(store?.requestedParameters.count == 1)
        }
        #expect(!loaded && error?.domain == SKErrorDomain && error?.code == SKError.Code.unknown.rawValue)
        #expect(screen.presentedViewController === store && store?.delegate === screen)
        #expect((store?.requestedParameters.first?[SKStoreProductParameterITunesItemIdentifier] as? NSNumber)?.intValue == 123_456_789)
        var caught = false
        do { _ = try await store?.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: "42"]) } catch SKError.unknown { caught = true } catch {}
        #expect(caught && store?.requestedParameters.count == 2 && SKStoreProductParameterITunesItemIdentifier == "id")
    }
}

#if !canImport(UIKit)
import Foundation

/// AVKit's `AVPlayerViewControllerDelegate`. Every requirement is optional in AVKit and has its
/// default here. Modelled for full screen: `simulateExitingFullScreen()` tells
/// `playerViewController(_:willEndFullScreenPresentationWithAnimationCoordinator:)`, and
/// `simulateEnteringFullScreen()` the `willBegin` form. Shape only for Picture in Picture: the
/// headless device has none, so nothing calls those. Main-actor isolated and refining
/// `NSObjectProtocol`, as in the SDK.
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    /// Full screen is about to begin. Modelled. Default: nothing.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    /// Full screen is about to end (for a presented player, its dismissal). Modelled. Default: nothing.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    /// Picture in Picture will start. Shape only. Default: nothing.
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture started. Shape only. Default: nothing.
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture failed to start. Shape only. Default: nothing.
    func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error)
    /// Picture in Picture will stop. Shape only. Default: nothing.
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture stopped. Shape only. Default: nothing.
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Whether the player is dismissed when Picture in Picture starts. Shape only. Default: true, as AVKit's.
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    /// Restore the app's interface before Picture in Picture stops. Shape only. Default: says
    /// `true` to `completionHandler`.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPlayerViewControllerDelegate {
    /// Nothing. Modelled.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Nothing. Modelled.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Nothing. Shape only.
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Nothing. Shape only.
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Nothing. Shape only.
    public func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error) {}
    /// Nothing. Shape only.
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Nothing. Shape only.
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// True. Shape only.
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
    /// Says `true`. Shape only.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        completionHandler(true)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// AVKit's `AVPlayerViewController`: the system's player screen. Modelled as any controller here
/// (presented, dismissed, embedded as `UIViewController`'s are) that shows its player: `player`,
/// the delegate (weak) and every display switch are stored with AVKit's defaults; nothing draws,
/// so it is never ready for display. The content overlay view is a subview of `view`, made on
/// first use. A user closing or entering full screen is `simulateExitingFullScreen()` /
/// `simulateEnteringFullScreen()` (additions). Playing is the player's: the controller neither
/// starts nor stops it. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    private var overlay: UIView?

    /// The player shown. Modelled: stored (strong).
    open var player: AVPlayer?
    /// Told of full-screen changes. Modelled: weak, as AVKit's.
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// Whether the playback controls show. Shape only: stored (default true).
    open var showsPlaybackControls = true
    /// How the video fits the view. Shape only: stored (default `.resizeAspect`).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether Picture in Picture is allowed. Shape only: stored (default true, as AVKit's).
    open var allowsPictureInPicturePlayback = true
    /// Whether Picture in Picture starts when the app leaves the foreground. Shape only: stored (default false).
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether playing an inline player goes full screen. Shape only: stored (default false).
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends when the item ends. Shape only: stored (default false).
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the Now Playing info is kept. Shape only: stored (default true).
    open var updatesNowPlayingInfoCenter = true
    /// Whether the user may not skip ahead. Shape only: stored (default false).
    open var requiresLinearPlayback = false
    /// Whether timecodes show. Shape only: stored (default false).
    open var showsTimecodes = false
    /// Whether the first frame is ready. Modelled: false, as no frame is ever decoded.
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle. Modelled: zero.
    open var videoBounds: CGRect { .zero }

    /// A view above the video and below the controls for the app's own views. Modelled: made on
    /// first use as a subview of `view` (loading the view), the same view after.
    open var contentOverlayView: UIView? {
        if let overlay { return overlay }
        let view = UIView(frame: self.view.bounds)
        self.view.addSubview(view)
        overlay = view
        return view
    }

    /// The user enters full screen (an addition). Modelled: tells the delegate
    /// `playerViewController(_:willBeginFullScreenPresentationWithAnimationCoordinator:)` with a
    /// coordinator whose transition is already done.
    public func simulateEnteringFullScreen() {
        delegate?.playerViewController(self, willBeginFullScreenPresentationWithAnimationCoordinator:
            ImmediateTransitionCoordinator(from: presentingViewController, to: self))
    }

    /// The user closes full screen, as the close button or a swipe does (an addition). Modelled:
    /// tells the delegate `playerViewController(_:willEndFullScreenPresentationWithAnimationCoordinator:)`,
    /// then a presented player is dismissed, as AVKit dismisses it.
    public func simulateExitingFullScreen() {
        delegate?.playerViewController(self, willEndFullScreenPresentationWithAnimationCoordinator:
            ImmediateTransitionCoordinator(from: self, to: presentingViewController))
        if presentingViewController != nil { dismiss(animated: true) }
    }
}
#endif

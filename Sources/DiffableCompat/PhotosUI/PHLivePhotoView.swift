#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHLivePhotoViewPlaybackStyle`: how much of a Live Photo plays. Modelled.
public enum PHLivePhotoViewPlaybackStyle: Int, @unchecked Sendable {
    /// No playback.
    case undefined = 0
    /// The whole motion and sound.
    case full = 1
    /// A short hint of the motion.
    case hint = 2
}

/// PhotosUI's `PHLivePhotoView`: a view that shows a Live Photo and plays its motion. Modelled:
/// it holds the Live Photo it is given (none exists here: see ``PHLivePhoto``), its mute setting
/// and its playback state; nothing is drawn or played, so `startPlayback(with:)` only records the
/// style until `stopPlayback()`.
@MainActor @preconcurrency
open class PHLivePhotoView: UIView {
    /// The Live Photo shown. Modelled: stored; setting one stops playback, as PhotosUI does.
    open var livePhoto: PHLivePhoto? {
        didSet { playbackStyle = nil }
    }
    /// Whether playback is silent. Modelled: stored (PhotosUI's default false).
    open var isMuted = false
    /// The style of the playback running, if any (an addition for tests: nothing plays here).
    public private(set) var playbackStyle: PHLivePhotoViewPlaybackStyle?

    /// Starts playing the Live Photo in `playbackStyle`. Modelled: recorded when a Live Photo is
    /// shown and the style is not `.undefined`; nothing plays.
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {
        guard livePhoto != nil, playbackStyle != .undefined else { return }
        self.playbackStyle = playbackStyle
    }

    /// Stops playback. Modelled: no style is playing afterwards.
    open func stopPlayback() { playbackStyle = nil }
}
#endif

#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVPlayerLayer`: a layer showing a player's video. Modelled as a `CALayer` that
/// keeps its player and video gravity; nothing draws, so it is never ready for display. Not
/// main-actor isolated, as `CALayer` here.
open class AVPlayerLayer: CALayer {
    /// The player shown. Modelled: stored (strong, as AVFoundation's).
    open var player: AVPlayer?
    /// How the video fits the bounds. Shape only: stored (default `.resizeAspect`).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the first video frame is ready. Modelled: false, as no frame is ever decoded.
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle in the layer. Modelled: zero, as no video has a size headlessly.
    open var videoRect: CGRect { .zero }

    /// A layer with no player. Shape only.
    public override init() { super.init() }

    /// A layer showing `player`. Modelled.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
#endif

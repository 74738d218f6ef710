#if !canImport(UIKit)
import Foundation

/// AVFAudio's `AVAudioPlayerDelegate`. Every requirement is optional in AVFAudio and has its
/// default here. Modelled: `audioPlayerDidFinishPlaying(_:successfully:)` is called when simulated
/// playback reaches the end; the headless device never meets a decode error or an interruption, so
/// nothing calls the others. Main-actor isolated and refining `NSObjectProtocol`, as in the SDK.
@MainActor
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound finished playing (not when stopped). Modelled. Default: nothing.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// A decode error during playback. Shape only. Default: nothing.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Nothing. Modelled.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Nothing. Shape only.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
#endif

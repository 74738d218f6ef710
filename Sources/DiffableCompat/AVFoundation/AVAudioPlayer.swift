#if !canImport(UIKit)
import Foundation

/// AVFAudio's `AVAudioPlayer` (which `import AVFoundation` brings): plays a sound from a file or
/// data. Modelled as a player on a headless device that decodes only linear PCM WAVE audio:
/// - `init(contentsOf:)` throws `AudioFileError(.unspecified)` (`'wht?'`, what AVFAudio throws) when
///   no file is there or the URL is not a file's, and `AudioFileError(.unsupportedFileType)`
///   (`'typ?'`, AVFAudio's answer for undecodable data) for anything but WAVE linear PCM, as MP3,
///   AAC and CAF are here; `init(data:)` likewise. A WAVE file gives its duration and channels.
/// - `init()` is a player with no sound: `prepareToPlay()` and `play()` return false.
/// - `play()` starts; time does not pass by itself: `simulatePlayback(for:)` (an addition) advances
///   `currentTime`, loops `numberOfLoops` more times (for ever when negative) and at the end stops
///   and tells the delegate `audioPlayerDidFinishPlaying(_:successfully: true)`. `stop()` and
///   `pause()` keep `currentTime`, as AVFAudio's do.
/// Not main-actor isolated, as in the SDK (its delegate is).
open class AVAudioPlayer: NSObject {
    private let sound: WAVEAudioHeader?
    private var loopsPlayed = 0

    /// The file's URL, for a player made from one. Modelled.
    open private(set) var url: URL?
    /// The sound's data, for a player made from data. Modelled.
    open private(set) var data: Data?
    /// Told when the sound finishes. Modelled: weak, as AVFAudio's.
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// Whether the sound is playing. Modelled.
    open private(set) var isPlaying = false
    /// The sound's length in seconds. Modelled: the WAVE data's; 0 with no sound.
    open var duration: TimeInterval { sound?.duration ?? 0 }
    /// The sound's channels. Modelled: the WAVE data's; 0 with no sound.
    open var numberOfChannels: Int { sound?.channels ?? 0 }
    /// The playhead in seconds. Modelled: settable, clamped to the sound's length.
    open var currentTime: TimeInterval = 0 {
        didSet { currentTime = currentTime.isFinite ? min(max(currentTime, 0), duration) : 0 }
    }
    /// How many more times the sound plays after the first: 0 by default, negative for ever. Modelled.
    open var numberOfLoops = 0
    /// The volume, 0 to 1. Shape only: stored (default 1); nothing sounds.
    open var volume: Float = 1
    /// The stereo pan, -1 to 1. Shape only: stored (default 0).
    open var pan: Float = 0
    /// Whether `rate` is used. Modelled: stored (default false); only then does `rate` speed playback.
    open var enableRate = false
    /// The playback rate, 0.5 to 2. Modelled: stored (default 1); used by simulated playback when
    /// `enableRate` is set.
    open var rate: Float = 1
    /// Whether levels are metered. Shape only: stored (default false).
    open var isMeteringEnabled = false

    /// A player with no sound (NSObject's `init()`). Modelled: it plays nothing.
    public override init() {
        sound = nil
        super.init()
    }

    /// A player of the sound file at `url`. Modelled (see the type's note for what throws).
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// A player of the sound file at `url`; `utiString` is not used. Modelled as `init(contentsOf:)`.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard url.isFileURL, let contents = FileManager.default.contents(atPath: url.path) else {
            throw AudioFileError(.unspecified)
        }
        guard let sound = WAVEAudioHeader(contents) else { throw AudioFileError(.unsupportedFileType) }
        self.sound = sound
        self.url = url
        super.init()
    }

    /// A player of the sound in `data`. Modelled (see the type's note for what throws).
    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    /// A player of the sound in `data`; `utiString` is not used. Modelled as `init(data:)`.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard let sound = WAVEAudioHeader(data) else { throw AudioFileError(.unsupportedFileType) }
        self.sound = sound
        self.data = data
        super.init()
    }

    /// Readies the sound. Modelled: true when there is one.
    @discardableResult
    open func prepareToPlay() -> Bool { sound != nil }

    /// Plays from `currentTime`. Modelled: true, and `isPlaying`, when there is a sound.
    @discardableResult
    open func play() -> Bool {
        guard sound != nil else { return false }
        isPlaying = true
        return true
    }

    /// Plays at a device time. Modelled as `play()` (there is no device clock to wait for).
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    /// Pauses, keeping `currentTime`. Modelled.
    open func pause() { isPlaying = false }

    /// Stops, keeping `currentTime` (as AVFAudio's); the delegate is not told. Modelled.
    open func stop() {
        isPlaying = false
        loopsPlayed = 0
    }

    /// Sets the volume; the fade is not modelled. Shape only.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }

    /// Refreshes the meters. Shape only: nothing is metered.
    open func updateMeters() {}
    /// A channel's peak power in dBFS. Shape only: -160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    /// A channel's average power in dBFS. Shape only: -160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// Advances playback by `seconds` of wall-clock time (an addition: time does not pass by
    /// itself on the headless device). Modelled: while playing, `currentTime` moves by `seconds`
    /// (times `rate` when `enableRate`), wrapping to 0 for each loop left; past the last, playback
    /// stops with `currentTime` 0 and the delegate is told `audioPlayerDidFinishPlaying(_:successfully: true)`.
    @MainActor
    public func simulatePlayback(for seconds: TimeInterval) {
        guard isPlaying, seconds > 0, seconds.isFinite, duration > 0 else { return }
        var remaining = seconds * Double(enableRate ? rate : 1)
        while remaining > 0 {
            let left = duration - currentTime
            if remaining < left {
                currentTime += remaining
                return
            }
            remaining -= left
            if numberOfLoops < 0 || loopsPlayed < numberOfLoops {
                loopsPlayed += 1
                currentTime = 0
                // A whole number of loops more changes nothing but the count: skip them.
                if numberOfLoops < 0 { remaining = remaining.truncatingRemainder(dividingBy: duration) }
                continue
            }
            isPlaying = false
            loopsPlayed = 0
            currentTime = 0
            delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
            return
        }
    }
}
#endif

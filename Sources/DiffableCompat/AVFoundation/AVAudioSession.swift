#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// AVFAudio's `AVAudioSession` (which `import AVFoundation` brings): the app's audio configuration.
/// Shape only, as a headless device with no audio hardware: the shared session stores the
/// category, mode and options set and whether it is active; every call succeeds; no interruption
/// or route change is ever posted. Not main-actor isolated; `Sendable`, its state behind a lock.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private struct State: Sendable {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var isActive = false
    }

    private static let shared = AVAudioSession()
    private let state = Guarded(State())

    private override init() { super.init() }

    /// The app's session. Modelled: one object for the process.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category. Shape only: `.soloAmbient` until set, as AVFAudio's default.
    open var category: Category { state.withLock { $0.category } }
    /// The mode. Shape only: `.default` until set.
    open var mode: Mode { state.withLock { $0.mode } }
    /// The category's options. Shape only: none until set.
    open var categoryOptions: CategoryOptions { state.withLock { $0.options } }
    /// Whether the session is active (an addition: AVFAudio does not say). Shape only.
    public var isActive: Bool { state.withLock { $0.isActive } }

    /// Sets the category. Shape only: stored; never throws.
    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }

    /// Sets the category and options. Shape only: stored; never throws.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Sets the category, mode and options. Shape only: stored; never throws.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        state.withLock { state in
            state.category = category
            state.mode = mode
            state.options = options
        }
    }

    /// Sets the mode. Shape only: stored; never throws.
    open func setMode(_ mode: Mode) throws { state.withLock { $0.mode = mode } }

    /// Activates or deactivates the session. Shape only: stored; never throws.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        state.withLock { $0.isActive = active }
    }
}

extension AVAudioSession {
    /// AVFAudio's `AVAudioSession.Category`, with its raw strings. Shape only.
    public struct Category: Hashable, Equatable, RawRepresentable, Sendable {
        /// The category's name. Shape only.
        public let rawValue: String
        /// A category named `rawValue`. Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default. Shape only.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Shape only.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Shape only.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Shape only.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Shape only.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// AVFAudio's `AVAudioSession.Mode`, with its raw strings. Shape only.
    public struct Mode: Hashable, Equatable, RawRepresentable, Sendable {
        /// The mode's name. Shape only.
        public let rawValue: String
        /// A mode named `rawValue`. Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default. Shape only.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Shape only.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Shape only.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Shape only.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Shape only.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Shape only.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Shape only.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Shape only.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Shape only.
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// AVFAudio's `AVAudioSession.CategoryOptions`, with its raw values. Shape only.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The options' bits. Shape only.
        public let rawValue: UInt
        /// Options of `rawValue`. Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Shape only.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Shape only.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Shape only.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Shape only.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Shape only.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// Shape only.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Shape only.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// AVFAudio's `AVAudioSession.SetActiveOptions`, with its raw values. Shape only.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The options' bits. Shape only.
        public let rawValue: UInt
        /// Options of `rawValue`. Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps' sessions they may resume. Shape only.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Posted when the session is interrupted. Shape only: never posted headlessly.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes. Shape only: never posted headlessly.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}
#endif

#if !canImport(UIKit)
import Foundation

extension AVPlayer {
    /// AVFoundation's `AVPlayer.TimeControlStatus`, with its raw values. Modelled.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused: rate 0. Modelled.
        case paused = 0
        /// A rate is set but the item is not ready, or there is none. Modelled.
        case waitingToPlayAtSpecifiedRate = 1
        /// Playing. Modelled.
        case playing = 2
    }

    /// AVFoundation's `AVPlayer.Status`, with its raw values. Modelled.
    public enum Status: Int, Sendable {
        /// Not known yet. Modelled.
        case unknown = 0
        /// Ready to play. Modelled.
        case readyToPlay = 1
        /// Failed. Modelled (never reached headlessly).
        case failed = 2
    }

    /// AVFoundation's `AVPlayer.ActionAtItemEnd`, with its raw values. Modelled.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Move on to the next item: for a plain player (no queue) the item is removed, so
        /// `currentItem` becomes nil (a guess at AVFoundation's behaviour). Modelled.
        case advance = 0
        /// Pause: the default. Modelled.
        case pause = 1
        /// Do nothing: the rate stays and the playhead stays at the end. Modelled.
        case none = 2
    }

    /// AVFoundation's `AVPlayer.WaitingReason`: why the player waits, with its raw strings. Modelled.
    public struct WaitingReason: Hashable, Equatable, RawRepresentable, Sendable {
        /// The reason's name. Modelled.
        public let rawValue: String
        /// A reason named `rawValue`. Modelled.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Waiting for enough media to play without stalling: the headless answer while the item is not ready. Modelled.
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        /// Measuring the buffering rate. Modelled (never reached headlessly).
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        /// No item to play. Modelled.
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }
}
#endif

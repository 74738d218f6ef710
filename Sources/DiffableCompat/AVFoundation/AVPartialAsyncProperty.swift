#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVPartialAsyncProperty`: a property of `Root` that `load(_:isolation:)`
/// loads, whatever its value type. Modelled for the asset properties below; `Sendable`.
open class AVPartialAsyncProperty<Root>: NSObject, @unchecked Sendable {
    /// The property's key (`"duration"`, `"playable"`); an addition, AVFoundation keeps it private.
    public let key: String

    init(key: String) {
        self.key = key
        super.init()
    }
}

extension AVPartialAsyncProperty where Root: AVAsset {
    /// The asset's duration. Modelled: see `AVAsset.duration`'s headless answer.
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "duration") }
    /// Whether the asset can be played. Modelled: see `AVAsset.isPlayable`'s headless answer.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "playable") }
    /// Whether the asset gives a precise duration. Modelled: true for media the device can play.
    public static var providesPreciseDurationAndTiming: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "providesPreciseDurationAndTiming") }
}
#endif

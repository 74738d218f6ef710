#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationSound`: the sound a notification plays. Modelled as a value:
/// two sounds are equal when they name the same file (or are both the default) and are equally
/// critical, so `content.sound == .default` holds for the default sound. Nothing plays.
open class UNNotificationSound: NSObject, NSCopying {
    /// The file name, or nil for the system's default sound.
    let name: UNNotificationSoundName?
    /// The volume of a critical sound (0…1), or nil for a sound that respects silence.
    let criticalVolume: Float?

    init(name: UNNotificationSoundName?, criticalVolume: Float?) {
        self.name = name
        self.criticalVolume = criticalVolume
        super.init()
    }

    /// The system's default sound. Modelled: a new value each time, equal to every other default.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, criticalVolume: nil) }
    /// The default sound for critical alerts. Modelled.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, criticalVolume: 1) }

    /// The sound file `name` in the app's bundle. Modelled (the file is not looked for).
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, criticalVolume: nil) }

    /// The default critical sound at `volume` (0…1). Modelled.
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, criticalVolume: volume)
    }

    /// The sound file `name` as a critical sound. Modelled.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, criticalVolume: 1)
    }

    /// The sound file `name` as a critical sound at `volume` (0…1). Modelled.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, criticalVolume: volume)
    }

    /// Whether `object` is the same sound. Modelled: by file name and critical volume.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && criticalVolume == other.criticalVolume
    }

    /// A hash agreeing with `isEqual(_:)`. Modelled.
    open override var hash: Int { name?.hashValue ?? 0 }

    /// Itself: a sound does not change. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif

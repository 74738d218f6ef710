#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKWorkoutActivityType`: the activity of a workout, with the SDK's raw values.
/// Modelled: the common activities are declared (not every case of the SDK's). `Sendable`, as in the SDK.
public enum HKWorkoutActivityType: UInt, @unchecked Sendable {
    /// Cycling (13). Modelled.
    case cycling = 13
    /// Dance, deprecated in the SDK (14). Modelled.
    case dance = 14
    /// Elliptical (16). Modelled.
    case elliptical = 16
    /// Functional strength training (20). Modelled.
    case functionalStrengthTraining = 20
    /// Golf (21). Modelled.
    case golf = 21
    /// Hiking (24). Modelled.
    case hiking = 24
    /// Mind and body (29). Modelled.
    case mindAndBody = 29
    /// Preparation and recovery (33). Modelled.
    case preparationAndRecovery = 33
    /// Rowing (35). Modelled.
    case rowing = 35
    /// Running (37). Modelled.
    case running = 37
    /// Soccer (41). Modelled.
    case soccer = 41
    /// Stair climbing (44). Modelled.
    case stairClimbing = 44
    /// Swimming (46). Modelled.
    case swimming = 46
    /// Tennis (48). Modelled.
    case tennis = 48
    /// Traditional strength training (50). Modelled.
    case traditionalStrengthTraining = 50
    /// Walking (52). Modelled.
    case walking = 52
    /// Yoga (57). Modelled.
    case yoga = 57
    /// Core training (59). Modelled.
    case coreTraining = 59
    /// Flexibility (62). Modelled.
    case flexibility = 62
    /// High-intensity interval training (63). Modelled.
    case highIntensityIntervalTraining = 63
    /// Pilates (66). Modelled.
    case pilates = 66
    /// Stairs (68). Modelled.
    case stairs = 68
    /// Mixed cardio (73). Modelled.
    case mixedCardio = 73
    /// Cooldown (80). Modelled.
    case cooldown = 80
    /// Any other activity (3000). Modelled.
    case other = 3000
}
#endif

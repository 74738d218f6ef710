#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVibrancyEffectStyle` (iOS 13): the kind of content a vibrancy effect is for, with
/// UIKit's raw values. Shape only: kept by the effect, nothing is drawn.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For text in the label color. Shape only.
    case label = 0
    /// For text in the secondary label color. Shape only.
    case secondaryLabel = 1
    /// For text in the tertiary label color. Shape only.
    case tertiaryLabel = 2
    /// For text in the quaternary label color. Shape only.
    case quaternaryLabel = 3
    /// For fills. Shape only.
    case fill = 4
    /// For secondary fills. Shape only.
    case secondaryFill = 5
    /// For tertiary fills. Shape only.
    case tertiaryFill = 6
    /// For separators. Shape only.
    case separator = 7
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBaselineAdjustment`: how a label's shrunk text sits on its baseline. Shape only:
/// UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where it was. Shape only.
    case alignBaselines = 0
    /// The text's centre stays where it was. Shape only.
    case alignCenters = 1
    /// The text's top left stays where it was. Shape only.
    case none = 2
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerEffect` (a Swift enum in the SDK): how the pointer changes a view. Shape
/// only: the case and its preview are kept.
@MainActor @preconcurrency
public enum UIPointerEffect {
    /// UIKit's `UIPointerEffect.TintMode`. Shape only: UIKit's raw values.
    public enum TintMode: Int, Sendable {
        /// Shape only.
        case none = 0
        /// Shape only.
        case overlay = 1
        /// Shape only.
        case underlay = 2
    }

    /// The system's choice for the preview. Shape only.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the preview. Shape only.
    case highlight(UITargetedPreview)
    /// The preview lifts under the pointer. Shape only.
    case lift(UITargetedPreview)
    /// The preview is tinted, shadowed or scaled under the pointer. Shape only.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The preview the effect applies to. Shape only; an addition.
    public var preview: UITargetedPreview {
        switch self {
        case let .automatic(preview), let .highlight(preview), let .lift(preview), let .hover(preview, _, _, _): return preview
        }
    }
}
#endif

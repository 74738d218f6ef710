#if !canImport(UIKit)
import Foundation

/// UIKit's `UITargetedDragPreview`: a drag item's preview with where it shows. Shape only: as its
/// superclass; nothing drags here.
@MainActor @preconcurrency
open class UITargetedDragPreview: UITargetedPreview {}
#endif

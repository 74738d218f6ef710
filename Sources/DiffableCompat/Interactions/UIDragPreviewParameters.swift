#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragPreviewParameters`: how a dragged item's preview looks. Shape only: as its
/// superclass; nothing drags here.
@MainActor @preconcurrency
open class UIDragPreviewParameters: UIPreviewParameters {
    /// Default parameters. Shape only.
    public override init() { super.init() }

    override func emptyCopy() -> UIPreviewParameters { UIDragPreviewParameters() }
}
#endif

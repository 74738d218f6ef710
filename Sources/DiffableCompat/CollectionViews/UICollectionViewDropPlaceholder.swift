#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropPlaceholder`: a placeholder for a dropped item whose data is still
/// loading. Shape only: as its superclass, with its preview-parameters provider stored.
@MainActor @preconcurrency
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The placeholder cell's preview parameters. Shape only: stored, never called.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
#endif

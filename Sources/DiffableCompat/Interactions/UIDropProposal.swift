#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDropProposal`: what a drop target proposes to do with a drag. Shape only: the
/// operation and flags are stored and read back.
@MainActor @preconcurrency
open class UIDropProposal: NSObject, @preconcurrency NSCopying {
    /// The proposed operation. Shape only.
    open private(set) var operation: UIDropOperation
    /// Whether the drop needs a precise location. Shape only: stored (false).
    open var isPrecise = false
    /// Whether the preview is shown at full size. Shape only: stored (false).
    open var prefersFullSizePreview = false

    /// A proposal of `operation`. Shape only.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    /// A proposal with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIDropProposal(operation: operation)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropProposal`: a drop proposal with where the items would go. Shape
/// only: stored and read back.
@MainActor @preconcurrency
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the items would go. Shape only.
    open private(set) var intent: UICollectionViewDropIntent = .unspecified

    /// A proposal of `operation` with `intent`. Shape only.
    public convenience init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.init(operation: operation)
        self.intent = intent
    }

    /// A proposal of `operation`, intent `.unspecified`. Shape only.
    public override init(operation: UIDropOperation) { super.init(operation: operation) }

    /// A proposal with the same values. Modelled.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewDropProposal(operation: operation, intent: intent)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == AnyDiffableIdentifier, ItemIdentifierType == AnyDiffableIdentifier {
    /// The Swift snapshot a reference holds, as UIKit's `reference as NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>`.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) { self = reference.snapshot }
}
#endif

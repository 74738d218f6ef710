import Diffing

/// Which of UIKit's two views a message speaks as: the collection view says "item", the table view
/// says "row".
public enum ViewWording: String, Sendable, Hashable, Codable {
    /// `UICollectionView` wording.
    case collectionView
    /// `UITableView` wording.
    case tableView

    var item: String { self == .collectionView ? "item" : "row" }
    var items: String { self == .collectionView ? "items" : "rows" }
    var view: String { self == .collectionView ? "collection view" : "table view" }
}

/// A batch update UIKit's consistency check rejects, with UIKit's exact message (the catalogue in
/// shared/reference/uikit-semantics.md §4.3). The view that threw it kept its state.
public struct InconsistencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, with the indexes UIKit prints.
    public var reason: Reason
    /// Which view's wording the message uses.
    public var wording: ViewWording

    /// Creates an error.
    public init(_ reason: Reason, wording: ViewWording) {
        self.reason = reason
        self.wording = wording
    }

    /// The checks of UIKit's batch-update validator, one case per message.
    public enum Reason: Sendable, Hashable {
        case deleteAndReloadSamePath(ItemPath)
        case deleteSectionOutOfRange(section: Int, sectionsBefore: Int)
        case deleteAndMoveSameSection(Int)
        case deleteAndMoveSamePath(ItemPath)
        case moveFromDeletedSection(Int)
        case deleteItemSectionOutOfRange(item: Int, section: Int, sectionsBefore: Int)
        case deleteItemOutOfRange(item: Int, section: Int, itemsBefore: Int)
        case insertSectionOutOfRange(section: Int, sectionsAfter: Int)
        case insertAndMoveSameSection(Int)
        case insertAndMoveSamePath(ItemPath)
        case moveIntoInsertedSection(Int)
        case insertItemSectionOutOfRange(item: Int, section: Int, sectionsAfter: Int)
        case insertItemOutOfRange(item: Int, section: Int, itemsAfter: Int)
        case moveSectionFromOutOfRange(section: Int, sectionsBefore: Int)
        case moveSectionToOutOfRange(from: Int, to: Int, sectionsAfter: Int)
        case moveItemFromMissingSection(ItemPath, sectionsBefore: Int)
        case moveItemFromOutOfRange(ItemPath, itemsBefore: Int)
        case moveItemToMissingSection(from: ItemPath, to: ItemPath, sectionsAfter: Int)
        case moveItemToOutOfRange(from: ItemPath, to: ItemPath, itemsAfter: Int)
        case sectionMovedTwice(section: Int, first: Int, second: Int)
        case itemMovedTwice(ItemPath, first: ItemPath, second: ItemPath)
        case sectionsMovedToSame(first: Int, second: Int, to: Int)
        case itemsMovedToSame(first: ItemPath, second: ItemPath, to: ItemPath)
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        case deleteMoreItemsThanExist(section: Int)
        case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    }

    /// UIKit's exact text.
    public var description: String {
        let item = wording.item, items = wording.items
        switch reason {
        case let .deleteAndReloadSamePath(p): return "attempt to delete and reload the same index path (\(p.objectDescription))"
        case let .deleteSectionOutOfRange(s, n): return "attempt to delete section \(s), but there are only \(n) sections before the update"
        case let .deleteAndMoveSameSection(s): return "attempt to perform a delete and a move from the same section (\(s))"
        case let .deleteAndMoveSamePath(p): return "attempt to perform a delete and a move from the same index path (\(p.objectDescription))"
        case let .moveFromDeletedSection(s): return "cannot move an \(item) from a deleted section (\(s))"
        case let .deleteItemSectionOutOfRange(i, s, n): return "attempt to delete \(item) \(i) from section \(s), but there are only \(n) sections before the update"
        case let .deleteItemOutOfRange(i, s, n): return "attempt to delete \(item) \(i) from section \(s) which only contains \(n) \(items) before the update"
        case let .insertSectionOutOfRange(s, n): return "attempt to insert section \(s) but there are only \(n) sections after the update"
        case let .insertAndMoveSameSection(s): return "attempt to perform an insert and a move to the same section (\(s))"
        case let .insertAndMoveSamePath(p): return "attempt to perform an insert and a move to the same index path (\(p.objectDescription))"
        case let .moveIntoInsertedSection(s): return "cannot move an \(item) into a newly inserted section (\(s))"
        case let .insertItemSectionOutOfRange(i, s, n): return "attempt to insert \(item) \(i) into section \(s), but there are only \(n) sections after the update"
        case let .insertItemOutOfRange(i, s, n): return "attempt to insert \(item) \(i) into section \(s), but there are only \(n) \(items) in section \(s) after the update"
        case let .moveSectionFromOutOfRange(s, n): return "attempt to move section \(s), but there are only \(n) sections before the update"
        case let .moveSectionToOutOfRange(f, t, n): return "attempt to to move section \(f) to section \(t), but there are only \(n) sections after the update"
        case let .moveItemFromMissingSection(p, n): return "attempt to move index path (\(p.objectDescription)) from a section that does not exist - there are only \(n) sections before the update"
        case let .moveItemFromOutOfRange(p, n): return "attempt to move index path (\(p.objectDescription)) that does not exist - there are only \(n) \(items) in section \(p.section) before the update"
        case let .moveItemToMissingSection(f, t, n): return "attempt to move index path (\(f.objectDescription)) to index path (\(t.objectDescription)) in section that does not exist - there are only \(n) sections after the update"
        case let .moveItemToOutOfRange(f, t, n): return "attempt to move index path (\(f.objectDescription)) to index path (\(t.objectDescription)) that does not exist - there are only \(n) \(items) in section \(t.section) after the update"
        case let .sectionMovedTwice(s, a, b): return "attempt to move section \(s) to both section \(a) and section \(b)"
        case let .itemMovedTwice(p, a, b): return "attempt to move \(item) at index path \(p.objectDescription) to both \(a.objectDescription) and \(b.objectDescription)"
        case let .sectionsMovedToSame(a, b, t): return "attempt to move both section \(a) and section \(b) to section \(t)"
        case let .itemsMovedToSame(a, b, t): return "attempt to move both \(item) at index path \(a.objectDescription) and \(b.objectDescription) to \(t.objectDescription)"
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections.  The number of sections contained in the \(wording.view) after the update (\(after)) must be equal to the number of sections contained in the \(wording.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .deleteMoreItemsThanExist(s):
            return "Invalid update: invalid number of \(items) in section \(s).  Attempt to delete more \(items) than exist in section."
        case let .invalidItemCount(s, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of \(items) in section \(s).  The number of \(items) contained in an existing section after the update (\(after)) must be equal to the number of \(items) contained in that section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
    }

    /// How UIKit reports this error when it crashes the app.
    public var uncaughtExceptionText: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(description)'"
    }
}

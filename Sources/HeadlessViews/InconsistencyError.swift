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
    /// How UIKit's messages name the view object (`%@`), its address shown as `0x0`.
    public var viewObject: String { self == .collectionView ? "<UICollectionView: 0x0>" : "<UITableView: 0x0>" }
    /// `Collection view` / `Table view`, as the newer messages label the view.
    var viewLabel: String { self == .collectionView ? "Collection view" : "Table view" }
}

/// Which generation of UIKit's batch-update messages a view speaks (uikit-semantics.md §4.3;
/// Diffing.docc/DiffingAndTheHeadlessView.md, "Bad input and the two generations of batch-update messages").
public enum MessageGeneration: String, Sendable, Hashable, Codable, CaseIterable {
    /// The messages of the classic validator (UIKit through iOS 14; PSTCollectionView, UXKit and the
    /// iOS 12 decompile agree on them): two spaces after the first sentence of a count message.
    case classic
    /// iOS 15 and later as observed: count messages with one space after the first sentence and a
    /// trailing ` Collection view: <…>`; a section left with fewer items than the updates account for
    /// reported as `Invalid batch updates detected: …` with both data-source states and the updates
    /// (reloads listed as a delete and an insert); reload ranges checked after the counts.
    case iOS15
}

/// A batch update UIKit's consistency check rejects, with UIKit's exact message (the catalogue in
/// shared/reference/uikit-semantics.md §4.3). The view that threw it kept its state.
public struct InconsistencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, with the indexes UIKit prints.
    public var reason: Reason
    /// Which view's wording the message uses.
    public var wording: ViewWording
    /// Which generation of UIKit's messages it is rendered in.
    public var generation: MessageGeneration

    /// Creates an error.
    public init(_ reason: Reason, wording: ViewWording, generation: MessageGeneration = .classic) {
        self.reason = reason
        self.wording = wording
        self.generation = generation
    }

    /// The checks of UIKit's batch-update validator, one case per message.
    public enum Reason: Sendable, Hashable {
        /// An item both deleted and reloaded.
        case deleteAndReloadSamePath(ItemPath)
        /// A section deleted past the sections before the update.
        case deleteSectionOutOfRange(section: Int, sectionsBefore: Int)
        /// A section both deleted and moved.
        case deleteAndMoveSameSection(Int)
        /// An item both deleted and moved.
        case deleteAndMoveSamePath(ItemPath)
        /// An item moved out of a section that is deleted.
        case moveFromDeletedSection(Int)
        /// An item deleted from a section past the sections before the update.
        case deleteItemSectionOutOfRange(item: Int, section: Int, sectionsBefore: Int)
        /// An item deleted past the items its section had before the update.
        case deleteItemOutOfRange(item: Int, section: Int, itemsBefore: Int)
        /// A section inserted past the sections after the update.
        case insertSectionOutOfRange(section: Int, sectionsAfter: Int)
        /// A section both inserted and moved.
        case insertAndMoveSameSection(Int)
        /// An item both inserted and moved to.
        case insertAndMoveSamePath(ItemPath)
        /// An item moved into a section that is inserted.
        case moveIntoInsertedSection(Int)
        /// An item inserted into a section past the sections after the update.
        case insertItemSectionOutOfRange(item: Int, section: Int, sectionsAfter: Int)
        /// An item inserted past the items its section has after the update.
        case insertItemOutOfRange(item: Int, section: Int, itemsAfter: Int)
        /// A section moved from past the sections before the update.
        case moveSectionFromOutOfRange(section: Int, sectionsBefore: Int)
        /// A section moved to past the sections after the update.
        case moveSectionToOutOfRange(from: Int, to: Int, sectionsAfter: Int)
        /// An item moved from a section the view does not have.
        case moveItemFromMissingSection(ItemPath, sectionsBefore: Int)
        /// An item moved from past the items its section had.
        case moveItemFromOutOfRange(ItemPath, itemsBefore: Int)
        /// An item moved to a section the data source does not have.
        case moveItemToMissingSection(from: ItemPath, to: ItemPath, sectionsAfter: Int)
        /// An item moved to past the items its section has after the update.
        case moveItemToOutOfRange(from: ItemPath, to: ItemPath, itemsAfter: Int)
        /// One section moved twice.
        case sectionMovedTwice(section: Int, first: Int, second: Int)
        /// One item moved twice.
        case itemMovedTwice(ItemPath, first: ItemPath, second: ItemPath)
        /// Two sections moved to the same index.
        case sectionsMovedToSame(first: Int, second: Int, to: Int)
        /// Two items moved to the same index path.
        case itemsMovedToSame(first: ItemPath, second: ItemPath, to: ItemPath)
        /// The section count after the update is not the count before plus inserted minus deleted.
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// More items deleted from a section than it had.
        case deleteMoreItemsThanExist(section: Int)
        /// A section's item count after the update does not add up.
        case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// iOS 15+: the data source's counts before and after, and the updates with reloads as
        /// delete + insert (`Invalid batch updates detected: …`).
        case invalidBatchUpdates(before: [Int], after: [Int], updates: BatchUpdate)
        /// A section both deleted and reloaded. UIKit's text for this is not known; diffbench's own,
        /// worded like the item case.
        case deleteAndReloadSameSection(Int)
    }

    /// UIKit's exact text. Indexes print as UIKit's unsigned `NSUInteger`s do: -1 is 18446744073709551615.
    public var description: String {
        let item = wording.item, items = wording.items
        func u(_ index: Int) -> String { String(UInt(bitPattern: index)) }
        func p(_ path: ItemPath) -> String { "<NSIndexPath: 0x0> {length = 2, path = \(u(path.section)) - \(u(path.item))}" }
        switch reason {
        case let .deleteAndReloadSamePath(path): return "attempt to delete and reload the same index path (\(p(path)))"
        case let .deleteSectionOutOfRange(s, n): return "attempt to delete section \(u(s)), but there are only \(n) sections before the update"
        case let .deleteAndMoveSameSection(s): return "attempt to perform a delete and a move from the same section (\(u(s)))"
        case let .deleteAndMoveSamePath(path): return "attempt to perform a delete and a move from the same index path (\(p(path)))"
        case let .moveFromDeletedSection(s): return "cannot move an \(item) from a deleted section (\(u(s)))"
        case let .deleteItemSectionOutOfRange(i, s, n): return "attempt to delete \(item) \(u(i)) from section \(u(s)), but there are only \(n) sections before the update"
        case let .deleteItemOutOfRange(i, s, n): return "attempt to delete \(item) \(u(i)) from section \(u(s)) which only contains \(n) \(items) before the update"
        case let .insertSectionOutOfRange(s, n): return "attempt to insert section \(u(s)) but there are only \(n) sections after the update"
        case let .insertAndMoveSameSection(s): return "attempt to perform an insert and a move to the same section (\(u(s)))"
        case let .insertAndMoveSamePath(path): return "attempt to perform an insert and a move to the same index path (\(p(path)))"
        case let .moveIntoInsertedSection(s): return "cannot move an \(item) into a newly inserted section (\(u(s)))"
        case let .insertItemSectionOutOfRange(i, s, n): return "attempt to insert \(item) \(u(i)) into section \(u(s)), but there are only \(n) sections after the update"
        case let .insertItemOutOfRange(i, s, n): return "attempt to insert \(item) \(u(i)) into section \(u(s)), but there are only \(n) \(items) in section \(u(s)) after the update"
        case let .moveSectionFromOutOfRange(s, n): return "attempt to move section \(u(s)), but there are only \(n) sections before the update"
        case let .moveSectionToOutOfRange(f, t, n): return "attempt to to move section \(u(f)) to section \(u(t)), but there are only \(n) sections after the update"
        case let .moveItemFromMissingSection(path, n): return "attempt to move index path (\(p(path))) from a section that does not exist - there are only \(n) sections before the update"
        case let .moveItemFromOutOfRange(path, n): return "attempt to move index path (\(p(path))) that does not exist - there are only \(n) \(items) in section \(u(path.section)) before the update"
        case let .moveItemToMissingSection(f, t, n): return "attempt to move index path (\(p(f))) to index path (\(p(t))) in section that does not exist - there are only \(n) sections after the update"
        case let .moveItemToOutOfRange(f, t, n): return "attempt to move index path (\(p(f))) to index path (\(p(t))) that does not exist - there are only \(n) \(items) in section \(u(t.section)) after the update"
        case let .sectionMovedTwice(s, a, b): return "attempt to move section \(u(s)) to both section \(u(a)) and section \(u(b))"
        case let .itemMovedTwice(path, a, b): return "attempt to move \(item) at index path \(p(path)) to both \(p(a)) and \(p(b))"
        case let .sectionsMovedToSame(a, b, t): return "attempt to move both section \(u(a)) and section \(u(b)) to section \(u(t))"
        case let .itemsMovedToSame(a, b, t): return "attempt to move both \(item) at index path \(p(a)) and \(p(b)) to \(p(t))"
        case let .invalidSectionCount(after, before, inserted, deleted):
            return countMessage(
                "Invalid update: invalid number of sections.",
                "The number of sections contained in the \(wording.view) after the update (\(after)) must be equal to the number of sections contained in the \(wording.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        case let .deleteMoreItemsThanExist(s):
            return countMessage("Invalid update: invalid number of \(items) in section \(s).", "Attempt to delete more \(items) than exist in section.")
        case let .invalidItemCount(s, after, before, inserted, deleted, movedIn, movedOut):
            return countMessage(
                "Invalid update: invalid number of \(items) in section \(s).",
                "The number of \(items) contained in an existing section after the update (\(after)) must be equal to the number of \(items) contained in that section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        case let .invalidBatchUpdates(before, after, updates):
            func state(_ counts: [Int]) -> String {
                "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with \(item) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
            }
            let lines = updates.lines(itemWord: item)
            let list = lines.isEmpty ? "Updates = [\n]" : "Updates = [\n\t" + lines.joined(separator: ",\n\t") + "\n]"
            return "Invalid batch updates detected: the number of sections and/or \(items) returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = \(state(before))\nData source after updates = \(state(after))\n\(list)\n\(wording.viewLabel): \(wording.viewObject)"
        case let .deleteAndReloadSameSection(s): return "attempt to delete and reload the same section (\(u(s)))"
        }
    }

    /// A count message in this error's generation: two spaces after the first sentence (classic), or
    /// one and the view appended (iOS 15+).
    private func countMessage(_ first: String, _ rest: String) -> String {
        switch generation {
        case .classic: first + "  " + rest
        case .iOS15: first + " " + rest + " \(wording.viewLabel): \(wording.viewObject)"
        }
    }

    /// How UIKit reports this error when it crashes the app.
    public var uncaughtExceptionText: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(description)'"
    }
}

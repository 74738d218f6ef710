import DiffableSnapshots

/// Computes the `BatchUpdate` that takes a view showing `old` to `new`. Several implementations stand
/// behind this one interface so that a benchmark or a fuzzer can run any of them on the same pair.
///
/// Every differ returns an update that a `HeadlessCollectionView` showing `old` accepts and that
/// leaves it showing exactly `new`; they differ in speed and in how many moves they report.
public protocol Differ: Sendable {
    /// A short stable name for tables and result files, e.g. `linear`.
    var name: String { get }

    /// Whether one diff's executed instructions repeat from process to process (with
    /// `SWIFT_DETERMINISTIC_HASHING=1`), so that `run --instructions` counts it and the gate holds
    /// it to 3%. False for a differ whose work depends on memory addresses, such as hash tables
    /// seeded with their storage's address. Default: true.
    var instructionCountsRepeat: Bool { get }

    /// Whether, for a new snapshot that `DiffableSnapshot.descends(from:)` the old one and no
    /// content comparison, the update is read from the new snapshot's edit log, so that it lands
    /// exactly on `new` by construction: a data source then validates it without deriving the view's
    /// state item by item. Default: false.
    var readsEditLogs: Bool { get }

    /// The update from `old` to `new`.
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>,
        options: DiffOptions<ItemID>
    ) -> BatchUpdate
}

extension Differ {
    public var instructionCountsRepeat: Bool { true }

    public var readsEditLogs: Bool { false }

    /// The update from `old` to `new` with the default options (reloads from `new`'s marks only).
    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>
    ) -> BatchUpdate {
        diff(from: old, to: new, options: DiffOptions())
    }
}

/// What a diff reloads besides the marks in the new snapshot.
public struct DiffOptions<ItemID>: Sendable {
    /// Whether an item kept from old to new changed its content: given the identifier value stored in
    /// the old snapshot and the one in the new (equal as identifiers), true when the cell must update.
    public var contentChanged: (@Sendable (_ old: ItemID, _ new: ItemID) -> Bool)?
    /// What a content change becomes: a reload (new cell) or a reconfigure (cell kept).
    public var contentChangeAction: ContentChangeAction
    /// Threads the diff may split its work across (a differ that cannot split ignores it). The
    /// update is the same with or without: splitting changes only how fast it comes.
    public var splitter: DiffSplitter?
    /// The fewest new items for which a diff splits (below it, threads cost more than they save).
    public var minimumItemsToSplit = 50_000

    /// Reloads come from the new snapshot's reload/reconfigure marks only.
    public init() {
        contentChanged = nil
        contentChangeAction = .reload
    }

    /// These options with `splitter` set.
    public func splitting(across splitter: DiffSplitter?, minimumItems: Int? = nil) -> DiffOptions {
        var options = self
        options.splitter = splitter
        if let minimumItems { options.minimumItemsToSplit = minimumItems }
        return options
    }

    /// Items whose content changed are also reloaded (or reconfigured), as DiffableWithReload does.
    public init(contentChanged: @escaping @Sendable (_ old: ItemID, _ new: ItemID) -> Bool,
                action: ContentChangeAction = .reload) {
        self.contentChanged = contentChanged
        contentChangeAction = action
    }
}

extension DiffOptions where ItemID: ContentEquatable {
    /// Items whose identifier values are equal as identifiers but not in content are reloaded (or
    /// reconfigured).
    public static func contentComparison(action: ContentChangeAction = .reload) -> DiffOptions {
        DiffOptions(contentChanged: { !$0.isContentEqual(to: $1) }, action: action)
    }
}

/// What a content change becomes.
public enum ContentChangeAction: Sendable, Hashable, Codable {
    /// Replace the cell (`reloadItems`).
    case reload
    /// Keep the cell and update it in place (`reconfigureItems`, iOS 15).
    case reconfigure
}

/// An identifier type that carries content: `==` and `hash` say which item it is, and this says
/// whether two values of the same item show the same thing.
///
/// Diff workers call `isContentEqual(to:)` off the apply queue, so a conformance may not be
/// isolated to an actor (`SendableMetatype`): `contentComparison()` hands it to another thread.
public protocol ContentEquatable: SendableMetatype {
    /// Whether `self` and `other` (the same item) have the same content.
    func isContentEqual(to other: Self) -> Bool
}

import DiffableSnapshots
import Diffing

/// A collection view (or, with `.tableView` wording, a table view) without a screen: it holds the
/// sections and item identifiers it shows, validates batch updates exactly as UIKit does, and on
/// success moves to the state the update describes.
///
/// It is the oracle for everything else: after `performBatchUpdates(update, dataSource: new)` the
/// view holds what the update *says* (kept items where the update leaves them, inserted items read
/// from the data source at their new positions, as UIKit asks its data source for new cells), so
/// comparing it with `new` catches an update that passes UIKit's count checks but puts items in the
/// wrong place.
public struct HeadlessCollectionView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections shown, in order.
    public private(set) var sectionIdentifiers: [SectionID]
    /// Every item shown, section after section.
    public private(set) var flatItemIdentifiers: [ItemID]
    /// The number of items in each section.
    public private(set) var itemCounts: [Int]
    /// Whether messages speak as a collection view or a table view.
    public var wording: ViewWording
    /// Which generation of UIKit's batch-update messages the view speaks (classic by default).
    public var messages: MessageGeneration
    /// Batch updates committed so far (structural passes and reload passes each count once).
    public private(set) var committedBatchCount = 0

    /// A view showing `snapshot`.
    public init(
        showing snapshot: DiffableSnapshot<SectionID, ItemID>, wording: ViewWording = .collectionView, messages: MessageGeneration = .classic
    ) {
        sectionIdentifiers = []
        flatItemIdentifiers = []
        itemCounts = []
        self.wording = wording
        self.messages = messages
        reloadData(with: snapshot)
    }

    /// Shows `snapshot` without validation or animation (UIKit's `reloadData`).
    /// - Complexity: O(n).
    public mutating func reloadData(with snapshot: DiffableSnapshot<SectionID, ItemID>) {
        defer { _checkInvariants() }
        sectionIdentifiers = snapshot.sectionIdentifiers
        flatItemIdentifiers = snapshot.itemIdentifiers
        itemCounts = snapshot.itemCounts
    }

    /// The items shown in each section, in order. - Complexity: O(n).
    public var itemIdentifiers: [[ItemID]] {
        var start = 0
        return itemCounts.map { count in
            defer { start += count }
            return Array(flatItemIdentifiers[start ..< start + count])
        }
    }

    /// Whether the view shows exactly `snapshot`'s sections and items.
    /// - Complexity: O(n).
    public func shows(_ snapshot: DiffableSnapshot<SectionID, ItemID>) -> Bool {
        guard sectionIdentifiers == snapshot.sectionIdentifiers, flatItemIdentifiers == snapshot.itemIdentifiers else { return false }
        return itemCounts.indices.allSatisfy { itemCounts[$0] == snapshot.uncheckedGlobalRange(ofSectionAt: $0).count }
    }

    #if DIFFBENCH_INTERNAL_CHECKS
    /// Runs `_verifyInvariants()`: every mutator (`reloadData`, `adopt`) calls this on exit in the checks build.
    @inline(never)
    package func _checkInvariants() { _verifyInvariants() }
    #else
    /// Nothing outside the checks build (`-DDIFFBENCH_INTERNAL_CHECKS`), as swift-collections does:
    /// a call site is one line, and an optimized build keeps no trace of it.
    @inline(__always)
    package func _checkInvariants() {}
    #endif

    /// Traps unless the view's state is consistent: one count per section, none negative, adding
    /// up to the items shown. Every mutation ends in `reloadData` or `adopt`, which check it under
    /// `DIFFBENCH_INTERNAL_CHECKS`. - Complexity: O(S).
    package func _verifyInvariants() {
        precondition(itemCounts.count == sectionIdentifiers.count, "\(itemCounts.count) counts for \(sectionIdentifiers.count) sections")
        precondition(itemCounts.allSatisfy { $0 >= 0 }, "a negative item count")
        precondition(itemCounts.reduce(0, +) == flatItemIdentifiers.count, "counts add up to \(itemCounts.reduce(0, +)), not \(flatItemIdentifiers.count) items")
    }

    /// UIKit's `performBatchUpdates`: validates `update` against the counts before (this view) and
    /// after (`dataSource`) and, if UIKit would accept it, moves to the state it describes. Reloads
    /// here are pre-update paths. On error the view is unchanged.
    /// - Complexity: O(n + c) for n items and c changes.
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, dataSource: DiffableSnapshot<SectionID, ItemID>
    ) throws(InconsistencyError) {
        let state = try Self.state(after: update, from: currentState, dataSource: dataSource, style: style)
        adopt(state)
    }

    /// The wording and message generation this view speaks.
    public var style: MessageStyle { MessageStyle(wording: wording, generation: messages) }

    /// What the view shows, as a value.
    var currentState: ViewState<SectionID, ItemID> {
        ViewState(sections: sectionIdentifiers, items: flatItemIdentifiers, counts: itemCounts, batches: 0)
    }

    mutating func adopt(_ state: ViewState<SectionID, ItemID>) {
        defer { _checkInvariants() }
        sectionIdentifiers = state.sections
        flatItemIdentifiers = state.items
        itemCounts = state.counts
        committedBatchCount += state.batches
    }

    /// Validates `update` against `state` and the data source, and derives the state it describes:
    /// kept sections where the update leaves them, inserted sections and items from the data source,
    /// moved items at their destinations, everything else in its old order.
    static func state(
        after update: BatchUpdate, from state: ViewState<SectionID, ItemID>, dataSource: DiffableSnapshot<SectionID, ItemID>,
        style: MessageStyle
    ) throws(InconsistencyError) -> ViewState<SectionID, ItemID> {
        let newCounts = dataSource.itemCounts
        let batch = try BatchValidator(oldCounts: state.counts, newCounts: newCounts, wording: style.wording, generation: style.generation).validate(update)
        let newItems = dataSource.itemIdentifiers
        let oldItems = state.items
        var sections: [SectionID] = []
        var items: [ItemID] = []
        sections.reserveCapacity(batch.sectionSource.count)
        items.reserveCapacity(newItems.count)
        for new in batch.sectionSource.indices {
            let newRange = batch.newStarts[new] ..< batch.newStarts[new + 1]
            let old = batch.sectionSource[new]
            guard old >= 0 else {
                sections.append(dataSource.sectionIdentifiers[new])
                items.append(contentsOf: newItems[newRange])
                continue
            }
            sections.append(state.sections[old])
            var stationary = batch.oldStarts[old]
            for position in newRange {
                switch batch.newSource[position] {
                case ValidatedBatch.insertMark: items.append(newItems[position])
                case ValidatedBatch.stationaryMark:
                    while batch.leavesOld[stationary] { stationary += 1 }
                    items.append(oldItems[stationary])
                    stationary += 1
                case let source: items.append(oldItems[Int(source)])
                }
            }
        }
        return ViewState(sections: sections, items: items, counts: newCounts, batches: state.batches + 1)
    }

    /// Validates and derives, away from the view, what `apply(update, dataSource: target)` would do
    /// to a view showing `base`: a data source's workers call it so that the apply queue only has to
    /// `commit` the result. Throws what the view would throw.
    /// - Complexity: O(n + c).
    public static func prepare(
        _ update: BatchUpdate, from base: DiffableSnapshot<SectionID, ItemID>, to target: DiffableSnapshot<SectionID, ItemID>,
        style: MessageStyle = MessageStyle()
    ) throws(InconsistencyError) -> PreparedBatch<SectionID, ItemID> {
        let start = ViewState(
            sections: base.sectionIdentifiers, items: base.itemIdentifiers,
            counts: base.itemCounts, batches: 0)
        let end = try passes(update, from: start, dataSource: target, style: style)
        return PreparedBatch(update: update, target: target, baseSections: start.sections, baseCounts: start.counts, state: end)
    }

    /// Commits a batch prepared from the state this view shows. If the view no longer shows that
    /// state (it was changed behind the data source's back), the update is validated here against what
    /// it does show, as UIKit would.
    /// - Complexity: O(S) when the view shows the prepared base; else as `apply`.
    public mutating func commit(_ prepared: PreparedBatch<SectionID, ItemID>) throws(InconsistencyError) {
        guard prepared.baseCounts == itemCounts, prepared.baseSections == sectionIdentifiers else {
            return try apply(prepared.update, dataSource: prepared.target)
        }
        adopt(prepared.state)
    }

    /// The structural pass, then the reload pass when there is one (see `apply`).
    static func passes(
        _ update: BatchUpdate, from state: ViewState<SectionID, ItemID>, dataSource: DiffableSnapshot<SectionID, ItemID>,
        style: MessageStyle
    ) throws(InconsistencyError) -> ViewState<SectionID, ItemID> {
        var current = state
        let reloads = update.reloadPart
        // A reload-only diff is one batch; an empty diff still commits one (empty) batch.
        if update.structuralChangeCount > 0 || reloads.isEmpty {
            current = try Self.state(after: update.structuralPart, from: current, dataSource: dataSource, style: style)
        }
        if !reloads.isEmpty { current = try Self.state(after: reloads, from: current, dataSource: dataSource, style: style) }
        return current
    }

    /// What a diffable data source does with a differ's update: the structural batch, then, when
    /// there are any, the reloads and reconfigures as a second batch on final paths. On error the
    /// view is unchanged (neither pass is kept).
    /// - Complexity: O(n + c log c) for n items and c changes, as `BatchValidator`.
    public mutating func apply(_ update: BatchUpdate, dataSource: DiffableSnapshot<SectionID, ItemID>) throws(InconsistencyError) {
        adopt(try Self.passes(update, from: currentState, dataSource: dataSource, style: style))
    }
}

/// A view's sections and items, as a value that can be derived away from the view.
struct ViewState<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    var sections: [SectionID]
    var items: [ItemID]
    var counts: [Int]
    /// Batches it took to get here from the state it was derived from.
    var batches: Int
}

/// A batch update validated and applied away from the view, ready to `commit`.
public struct PreparedBatch<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The update.
    public let update: BatchUpdate
    /// The data source's state after it.
    public let target: DiffableSnapshot<SectionID, ItemID>
    let baseSections: [SectionID]
    let baseCounts: [Int]
    let state: ViewState<SectionID, ItemID>
}

/// How a view's messages read: which view they name, and which generation of UIKit's texts.
public struct MessageStyle: Sendable, Hashable, Codable {
    /// Whether messages name a collection view or a table view.
    public var wording: ViewWording
    /// The classic texts or iOS 15's.
    public var generation: MessageGeneration

    /// A style; by default a collection view's classic texts.
    public init(wording: ViewWording = .collectionView, generation: MessageGeneration = .classic) {
        self.wording = wording
        self.generation = generation
    }
}

#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews

/// What a table view asks of its data source. Main-actor isolated, as in the iOS SDK.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// A headless `UITableView`, as `UICollectionView` here: counts, registered cells, cells asked of
/// its data source, and hand-made batch updates validated with UIKit's table texts.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// The style. Shape only: kept.
    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)?
    /// Which generation of UIKit's batch-update messages it speaks (classic by default).
    public var messageGeneration: MessageGeneration = .classic

    let counts = ViewCounts()
    let recorder = Recorder.current
    private let registry = NSLock()
    private var cellClasses: [String: UITableViewCell.Type] = [:]

    /// A table view of `style`. Modelled: it asks its data source for counts and cells.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table view, as UIKit's `init(frame:)` (and so `init()`).
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A table view decoded from an archive. Shape only: nothing is decoded; its style is plain.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Cells

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registry.withLock { cellClasses[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self }
    }

    /// A cell of the class registered for `identifier`; UIKit raises when none is.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            DiffableFailures.raise(DiffableFailure(reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), bound: recorder)
            return UITableViewCell()
        }
        return cell
    }

    /// A cell of the class registered for `identifier`, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = registry.withLock({ cellClasses[identifier] }) else { return nil }
        let cell = type.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Counts

    public var numberOfSections: Int { shownCounts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        let shown = shownCounts
        return section >= 0 && section < shown.count ? shown[section] : 0
    }

    var shownCounts: [Int] { counts.current { dataSourceCounts() } }

    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0 ..< max(0, dataSource.numberOfSections(in: self))).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    open func reloadData() { counts.set(dataSourceCounts()) }

    // MARK: Batch updates

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let update = counts.batch(
            { updates?() }, style: MessageStyle(wording: .tableView, generation: messageGeneration),
            before: dataSourceCounts, after: dataSourceCounts) { DiffableFailures.raise($0, bound: recorder) }
        if let update, let dataSource {
            for path in CellRequests.paths(after: update, counts: shownCounts) { _ = dataSource.tableView(self, cellForRowAt: path.indexPath) }
        }
        completion?(update != nil)
    }

    /// `beginUpdates()`/`endUpdates()`: the changes between them are one batch (nesting counts as
    /// the outer pair). An unbalanced `endUpdates()` is ignored.
    public func beginUpdates() { openUpdatesDepth += 1 }

    public func endUpdates() {
        guard openUpdatesDepth > 0 else { return }
        openUpdatesDepth -= 1
        if openUpdatesDepth == 0 { performBatchUpdates(nil) }
    }

    private var openUpdatesDepth = 0

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemInserts += indexPaths.map(\.itemPath) } }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemDeletes += indexPaths.map(\.itemPath) } }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemReloads += indexPaths.map(\.itemPath) } }
    public func reconfigureRows(at indexPaths: [IndexPath]) { change { $0.itemReconfigures += indexPaths.map(\.itemPath) } }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.itemMoves.append(ItemMove(from: indexPath.itemPath, to: newIndexPath.itemPath)) }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionInserts += sections } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionDeletes += sections } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionReloads += sections } }
    public func moveSection(_ section: Int, toSection newSection: Int) { change { $0.sectionMoves.append(SectionMove(from: section, to: newSection)) } }

    /// Between `beginUpdates()` and `endUpdates()` a change joins the open batch; otherwise it is a
    /// batch of its own, as in UIKit.
    private func change(_ body: @escaping (inout BatchUpdate) -> Void) {
        if openUpdatesDepth > 0 { counts.record(body) } else { performBatchUpdates { self.counts.record(body) } }
    }

    /// Asks for every cell (after a reload).
    func requestAllCells() {
        guard let dataSource else { return }
        for (section, count) in shownCounts.enumerated() {
            for row in 0 ..< count { _ = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section)) }
        }
    }
}
#endif

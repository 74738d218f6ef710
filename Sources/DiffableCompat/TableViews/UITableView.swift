#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews
import DiffBenchSupport

/// A headless `UITableView`, as `UICollectionView` here: what it shows kept once, a diffable data
/// source's commits taken through one entry point, registered cells, cells asked of its data source,
/// and hand-made batch updates validated with UIKit's table texts.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// Whether focus returns to the index path focused last. Shape only: stored, false by default;
    /// nothing moves focus here.
    open var remembersLastFocusedIndexPath = false
    /// UIKit's table styles. Shape only: kept, not drawn.
    public enum Style: Int, Sendable {
        /// `.plain`, as UIKit's. Shape only: kept, not drawn.
        case plain
        /// `.grouped`, as UIKit's. Shape only: kept, not drawn.
        case grouped
        /// `.insetGrouped`, as UIKit's. Shape only: kept, not drawn.
        case insetGrouped
    }
    /// UIKit's row animations. Shape only: accepted, nothing is animated.
    public enum RowAnimation: Int, Sendable {
        /// `.fade`, as UIKit's. Shape only: kept, not drawn.
        case fade
        /// `.right`, as UIKit's. Shape only: kept, not drawn.
        case right
        /// `.left`, as UIKit's. Shape only: kept, not drawn.
        case left
        /// `.top`, as UIKit's. Shape only: kept, not drawn.
        case top
        /// `.bottom`, as UIKit's. Shape only: kept, not drawn.
        case bottom
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.middle`, as UIKit's. Shape only: kept, not drawn.
        case middle
        /// `.automatic`, as UIKit's. Shape only: kept, not drawn.
        case automatic = 100
    }

    /// The style. Shape only: kept.
    public let style: Style
    /// A static table's sections, with their cells, when a ported storyboard made this table with
    /// static content (`dataMode="static"`); nil otherwise. `UITableViewController` answers from
    /// them. Modelled.
    var staticSections: [StaticTableSection]?
    /// Its data source; a diffable data source sets itself, as UIKit's does. Modelled.
    public weak var dataSource: (any UITableViewDataSource)?
    /// Its delegate, told of taps (`tapRow(at:)`), cells shown and dropped, edits and moves. Modelled.
    public weak var delegate: (any UITableViewDelegate)?
    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }
    /// Told of rows needed soon. Shape only: kept (weak, as UIKit's), never told anything here.
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The drag delegate. Shape only: held weakly, as UIKit's; nothing drags headlessly, so it is never asked.
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    /// The drop delegate. Shape only: held weakly, as UIKit's; nothing drops headlessly, so it is never asked.
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    /// Whether drags may start. Shape only: stored (false, the iPhone's default).
    open var dragInteractionEnabled = false
    /// Whether a drag from the view is in progress. Shape only: false.
    open var hasActiveDrag: Bool { false }
    /// Whether a drop on the view is in progress. Shape only: false.
    open var hasActiveDrop: Bool { false }
    /// The height UIKit computes itself (UIKit's value). Shape only.
    nonisolated public static let automaticDimension: CGFloat = -1
    /// Whether a tap selects a row outside editing mode. Modelled: `tapRow(at:)` honours it.
    open var allowsSelection = true
    /// Whether a tap adds to the selection outside editing mode. Modelled.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row in editing mode. Modelled.
    open var allowsSelectionDuringEditing = false
    /// Whether a tap adds to the selection in editing mode. Modelled.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (rows show their delete and reorder controls).
    /// Modelled: `moveRowInteractively(from:to:)` needs it, as UIKit's reorder controls do.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    /// Enters or leaves editing mode. Modelled: `isEditing` follows; leaving it ends nothing else
    /// (there are no open swipe actions). `animated` is shape only. This is the table view's own;
    /// a view controller's `setEditing(_:animated:)` is another.
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }
    /// What the table shows: counts, cells, selection, header and footer views, the batch being collected.
    let content = ShownContent<UITableViewCell>()
    /// Registered header-footer view classes by identifier.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The header and footer titles the data source gave, by section.
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Which generation of UIKit's batch-update messages it speaks (classic by default).
    public var messageGeneration: MessageGeneration = .classic

    /// The view above the first section. Modelled: added as the table's subview (the previous one
    /// removed), as UIKit adds it, its width the table's; its height is kept. Nothing is laid out.
    open var tableHeaderView: UIView? {
        didSet { replaceHeaderOrFooter(oldValue, with: tableHeaderView) }
    }
    /// The view behind the table view's content. Modelled: a subview behind every other, filling
    /// the view, in place of the previous one (an empty state's label or picture is typically here).
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }
    /// The view below the last section. Modelled as `tableHeaderView`: the table's subview, its width the table's.
    open var tableFooterView: UIView? {
        didSet { replaceHeaderOrFooter(oldValue, with: tableFooterView) }
    }

    /// Takes `old` out of the subviews (if it is still the table's) and adds `new`, as wide as the table.
    private func replaceHeaderOrFooter(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        new.frame.size.width = bounds.width
        addSubview(new)
    }
    /// The row height (UIKit's default is `automaticDimension`). Shape only.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// Shape only.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Shape only.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Shape only.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Shape only.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Shape only.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The padding above each section header (iOS 15). Shape only.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// Shape only: stored; nothing draws separators.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Shape only.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// Shape only.
    open var separatorColor: UIColor? = .separator
    /// The effect the separators draw with (a blur's vibrancy). Shape only: stored (UIKit's default
    /// nil); nothing draws separators.
    open var separatorEffect: UIVisualEffect?
    /// Shape only.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// What `separatorInset` is measured from. Shape only: stored (UIKit's default `.fromCellEdges`).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// Whether the cells' content views inset to the safe area. Shape only: stored (UIKit's default
    /// true).
    open var insetsContentViewsToSafeArea = true
    /// The section index's text colour. Shape only: stored (UIKit's default nil: the system's).
    open var sectionIndexColor: UIColor?
    /// The section index's background colour when not touched. Shape only: stored (default nil).
    open var sectionIndexBackgroundColor: UIColor?
    /// The section index's background colour while touched. Shape only: stored (default nil).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The row count from which the section index shows. Shape only: stored (UIKit's default 0).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Whether the prefetch data source is asked ahead (iOS 15). Shape only: stored (UIKit's
    /// default true).
    open var isPrefetchingEnabled = true
    /// Whether moving focus selects the row (iOS 14). Shape only: stored (UIKit's default false);
    /// nothing moves focus here.
    open var selectionFollowsFocus = false
    /// The height of the empty rows a plain table draws below its content (iOS 15). Shape only:
    /// stored (UIKit's default 0: automatic).
    open var fillerRowHeight: CGFloat = 0
    /// UIKit's `UITableView.SeparatorInsetReference`. Shape only: UIKit's raw values.
    public enum SeparatorInsetReference: Int, Sendable {
        /// Measured from the cell's edges. Shape only.
        case fromCellEdges = 0
        /// Measured from the automatic inset. Shape only.
        case fromAutomaticInsets = 1
    }

    let recorder = Recorder.current
    private let cellClasses = Guarded<[String: UITableViewCell.Type]>([:])
    /// The identifiers registered as a storyboard's prototypes, made the storyboard's way.
    private var prototypes: Set<String> = []

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

    /// UIKit's `register(_:forCellReuseIdentifier:)`. Modelled: dequeuing that identifier makes a cell of that class.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        prototypes.remove(identifier)
        cellClasses.withLock { $0[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self }
    }

    /// Headless extra (not UIKit API): registers `cellClass` as the storyboard's prototype cell for
    /// `identifier`: dequeued cells are made as a storyboard decodes them (`init?(coder:)`, their
    /// `@HeadlessOutlet`s connected when read, `awakeFromNib()`). For a prototype whose class its
    /// identifier does not name (see `StoryboardPrototypes`). Modelled.
    public func registerHeadlessPrototype(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellClasses.withLock { $0[identifier] = cellClass }
        prototypes.insert(identifier)
    }

    /// A cell of the class registered for `identifier`; UIKit raises when none is.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let existing = content.reusableCell(at: indexPath), existing.reuseIdentifier == identifier { return existing }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            DiffableFailures.raise(DiffableFailure(reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), bound: recorder)
            return UITableViewCell()
        }
        return cell
    }

    /// A cell of the class registered for `identifier`, a storyboard's prototype (see
    /// `StoryboardPrototypes`), or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = cellClasses.withLock({ $0[identifier] }) else {
            guard let module = StoryboardPrototypes.module(of: self) else { return nil }
            registerHeadlessPrototype(StoryboardPrototypes.cellClass(identifier, for: self, in: module, base: UITableViewCell.self),
                                      forCellReuseIdentifier: identifier)
            return dequeueReusableCell(withIdentifier: identifier)
        }
        let cell = prototypes.contains(identifier) ? StoryboardPrototypes.make(type, identifier: identifier, for: self) ?? type.init() : type.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Counts

    /// The sections the view shows. Modelled.
    public var numberOfSections: Int { shownCounts.count }

    /// The rows the view shows in `section`, 0 for a section it does not have. Modelled.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = shownCounts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Shows what the data source says now: drops the cells and the selection, as UIKit's does,
    /// and asks for every cell (a headless table shows every row).
    open func reloadData() {
        reloadFromDataSource()
        askTitles()
    }

    /// UIKit's layout pass: a table whose data source gives rows it has no cells for yet makes them
    /// here (as after `reloadData()`), so `view.layoutIfNeeded()` shows a classic data source's rows. Modelled.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if loadCellsAtLayout() { askTitles() }
    }

    // MARK: Batch updates

    /// Runs `updates` as one batch, validated with UIKit's table texts (see `UICollectionView`);
    /// on success takes the data source's counts and asks for the new cells.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let update = performBatch({ updates?() }, style: MessageStyle(wording: .tableView, generation: messageGeneration))
        if let update, dataSource != nil {
            takeBatch(update)
            askTitles()
        }
        completion?(update != nil)
    }

    /// `beginUpdates()`/`endUpdates()`: the changes between them are one batch (nesting counts as
    /// the outer pair). An unbalanced `endUpdates()` is ignored.
    public func beginUpdates() { openUpdatesDepth += 1 }

    /// UIKit's `endUpdates()`. Modelled: closes the batch `beginUpdates()` opened (an unbalanced call is ignored).
    public func endUpdates() {
        guard openUpdatesDepth > 0 else { return }
        openUpdatesDepth -= 1
        if openUpdatesDepth == 0 { performBatchUpdates(nil) }
    }

    private var openUpdatesDepth = 0

    /// UIKit's `insertRows(at:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemInserts += indexPaths.map(\.itemPath) } }
    /// UIKit's `deleteRows(at:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemDeletes += indexPaths.map(\.itemPath) } }
    /// UIKit's `reloadRows(at:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemReloads += indexPaths.map(\.itemPath) } }
    /// UIKit's `reconfigureRows(at:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reconfigureRows(at indexPaths: [IndexPath]) { change { $0.itemReconfigures += indexPaths.map(\.itemPath) } }
    /// UIKit's `moveRow(at:to:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.itemMoves.append(ItemMove(from: indexPath.itemPath, to: newIndexPath.itemPath)) }
    }
    /// UIKit's `insertSections(_:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionInserts += sections } }
    /// UIKit's `deleteSections(_:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionDeletes += sections } }
    /// UIKit's `reloadSections(_:with:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionReloads += sections } }
    /// UIKit's `moveSection(_:toSection:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func moveSection(_ section: Int, toSection newSection: Int) { change { $0.sectionMoves.append(SectionMove(from: section, to: newSection)) } }

    /// Between `beginUpdates()` and `endUpdates()` a change joins the open batch; otherwise it is a
    /// batch of its own, as in UIKit.
    private func change(_ body: @escaping (inout BatchUpdate) -> Void) {
        if openUpdatesDepth > 0 { content.collect(body) } else { performBatchUpdates { self.content.collect(body) } }
    }
}

extension UITableView: SectionedCellView {
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0 ..< max(0, dataSource.numberOfSections(in: self))).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    func dataSourceCell(at path: IndexPath) -> UITableViewCell? { dataSource?.tableView(self, cellForRowAt: path) }

    func delegateWillDisplay(_ cell: UITableViewCell, at path: IndexPath) { delegate?.tableView(self, willDisplay: cell, forRowAt: path) }

    func delegateDidEndDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// Every section's titles: a headless table lays out every section's header and footer after
    /// any change, as after `reloadData` and a batch update made by hand.
    func requestSupplementaryViews(after commit: ViewCommit) { askTitles() }
}
#endif

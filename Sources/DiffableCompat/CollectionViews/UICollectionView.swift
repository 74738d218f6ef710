#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews
import DiffBenchSupport

/// A headless `UICollectionView`: it keeps what it shows (counts, cells, selection, supplementary
/// views) once, takes a diffable data source's commits through one entry point, asks its data
/// source for the cells of inserted and reloaded items, and validates batch updates made by hand
/// (`performBatchUpdates`, `insertItems(at:)`, …) with UIKit's texts against what its data source
/// then says (UIKit's failure semantics: `DiffableFailures`).
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// Whether focus returns to the index path focused last. Shape only: stored, false by default;
    /// nothing moves focus here.
    open var remembersLastFocusedIndexPath = false
    /// The layout. Shape only: kept as set; nothing lays out.
    open var collectionViewLayout: UICollectionViewLayout
    /// Its data source; a diffable data source sets itself, as UIKit's does. Modelled.
    public weak var dataSource: (any UICollectionViewDataSource)?
    /// Its delegate, told of taps (`tapItem(at:)`), cells shown and dropped, and moves. Modelled.
    public weak var delegate: (any UICollectionViewDelegate)?
    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }
    /// Told of items needed soon. Shape only: kept (weak, as UIKit's), never told anything here.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// The drag delegate. Shape only: held weakly, as UIKit's; nothing drags headlessly, so it is never asked.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// The drop delegate. Shape only: held weakly, as UIKit's; nothing drops headlessly, so it is never asked.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether drags may start. Shape only: stored (false, the iPhone's default).
    open var dragInteractionEnabled = false
    /// Whether a drag from the view is in progress. Shape only: false.
    open var hasActiveDrag: Bool { false }
    /// Whether a drop on the view is in progress. Shape only: false.
    open var hasActiveDrop: Bool { false }
    /// Whether the user may select (`tapItem(at:)` honours it; `selectItem` selects regardless, as UIKit's). Modelled.
    open var allowsSelection = true
    /// Whether a tap adds to the selection rather than replacing it. Modelled.
    open var allowsMultipleSelection = false
    /// Whether the view is in editing mode (iOS 14; list cells show their editing accessories).
    /// Modelled for selection: in editing mode the `…DuringEditing` flags govern taps.
    open var isEditing = false
    /// Whether the user may select in editing mode. Modelled (default false, as UIKit's).
    open var allowsSelectionDuringEditing = false
    /// Whether a tap adds to the selection in editing mode. Modelled (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells are prepared before they are needed. Shape only: stored; every cell is shown.
    open var isPrefetchingEnabled = true
    /// Whether items can take keyboard focus. Shape only: stored.
    open var allowsFocus = false
    /// Whether focus selects. Shape only: stored.
    open var selectionFollowsFocus = false
    /// How quickly items move aside during an interactive reorder (iOS 14). Shape only: stored
    /// (UIKit's default `.immediate`).
    open var reorderingCadence = ReorderingCadence.immediate
    /// UIKit's `UICollectionView.ReorderingCadence`. Shape only: UIKit's raw values.
    public enum ReorderingCadence: Int, Sendable {
        /// Items move at once. Shape only.
        case immediate = 0
        /// Items move after a short pause. Shape only.
        case fast = 1
        /// Items move after a longer pause. Shape only.
        case slow = 2
    }
    /// The view behind the collection view's content. Modelled: a subview behind every other, filling
    /// the view, in place of the previous one (an empty state's label or picture is typically here).
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }
    /// Which generation of UIKit's batch-update messages it speaks (classic by default).
    public var messageGeneration: MessageGeneration = .classic

    /// What the view shows: counts, cells, selection, supplementary views, the batch being collected.
    let content = ShownContent<UICollectionViewCell>()
    let recorder = Recorder.current
    private let cellClasses = Guarded<[String: UICollectionViewCell.Type]>([:])
    /// The identifiers registered as a storyboard's prototypes, made the storyboard's way.
    private var prototypes: Set<String> = []
    /// Registered supplementary view classes by kind and identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// The interactive movement under way, if any.
    var movement: InteractiveMovement?

    /// A collection view with `layout`. Modelled: it asks its data source for counts and cells.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        if layout === UICollectionView.missingLayout {
            // UIKit's -init: -initWithFrame:collectionViewLayout: with a nil layout, which a subclass's
            // override may replace; reaching UIKit's own with nil raises.
            DiffableFailures.raise(DiffableFailure(reason: "UICollectionView must be initialized with a non-nil layout parameter",
                                                   name: "NSInvalidArgumentException"))
        }
        // Recorded rather than raised, the view gets a layout of its own, not the shared stand-in.
        collectionViewLayout = layout === UICollectionView.missingLayout ? UICollectionViewLayout() : layout
        super.init(frame: frame)
    }

    /// UIKit's `init()`, which every view answers: `init(frame: .zero, collectionViewLayout:)` with
    /// no layout. Modelled: through a subclass's override of that initializer (`override init(frame:
    /// CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout)` passing its own layout
    /// up), as UIKit's `-init` reaches it, so `GridView()` works for such a subclass; on
    /// `UICollectionView` itself it raises UIKit's `NSInvalidArgumentException` (recorded inside
    /// `DiffableFailures.record`, the view then has a base `UICollectionViewLayout` of its own).
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionView.missingLayout)
    }

    /// The stand-in for the nil layout of UIKit's `-init`.
    private static let missingLayout = UICollectionViewLayout()

    /// A collection view decoded from an archive. Shape only: nothing is decoded; its layout is a
    /// flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: Cells

    /// UIKit's `register(_:forCellWithReuseIdentifier:)`. Modelled: dequeuing that identifier makes a cell of that class.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        prototypes.remove(identifier)
        cellClasses.withLock { $0[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self }
    }

    /// A cell of the class registered for `identifier`; UIKit raises when none is.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let type = cellClasses.withLock({ $0[identifier] }) else {
            if let module = StoryboardPrototypes.module(of: self) {
                registerHeadlessPrototype(StoryboardPrototypes.cellClass(identifier, for: self, in: module, base: UICollectionViewCell.self),
                                          forCellWithReuseIdentifier: identifier)
                return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            }
            DiffableFailures.raise(DiffableFailure(reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), bound: recorder)
            return UICollectionViewCell()
        }
        if let existing = content.reusableCell(at: indexPath), existing.reuseIdentifier == identifier { return existing }
        let cell = prototypes.contains(identifier) ? StoryboardPrototypes.make(type, identifier: identifier, for: self) ?? type.init() : type.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Headless extra (not UIKit API): registers `cellClass` as the storyboard's prototype cell for
    /// `identifier`: dequeued cells are made as a storyboard decodes them (`init?(coder:)`, their
    /// `@HeadlessOutlet`s connected when read, `awakeFromNib()`). For a prototype whose class its
    /// identifier does not name (see `StoryboardPrototypes`). Modelled.
    public func registerHeadlessPrototype(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses.withLock { $0[identifier] = cellClass }
        prototypes.insert(identifier)
    }

    /// A registration: how cells of `Cell` are configured for items of `Item`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for its index path and item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        /// The nib its cells are made from (`init(cellNib:handler:)`), registered when the first is
        /// dequeued, on the main actor: the initializer is not isolated, as UIKit's is not.
        let nib: UINib?
        /// UIKit's cell registration. Modelled: `handler` configures each cell dequeued with it.
        public init(handler: @escaping Handler) { self.init(nib: nil, handler: handler) }

        init(nib: UINib?, handler: @escaping Handler) {
            self.nib = nib
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if let existing = content.reusableCell(at: indexPath) as? Cell {
            if let item { registration.handler(existing, indexPath, item) }
            return existing
        }
        if let nib = registration.nib { NibRegistrations.register(nib, for: Cell.self) }
        let cell = Cell()
        cell.reuseIdentifier = "\(Cell.self)"
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    // MARK: Counts

    /// The sections the view shows. Modelled.
    public var numberOfSections: Int { shownCounts.count }

    /// The items in `section` as the view shows them (0 past the end).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = shownCounts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Shows what the data source says now, without validation or animation: drops the cells and
    /// the selection, as UIKit's does, and asks for every cell (UIKit asks for the visible ones; a
    /// headless view shows every item).
    open func reloadData() { reloadFromDataSource() }

    /// UIKit's layout pass: a collection view whose data source gives items it has no cells for yet
    /// makes them here (as after `reloadData()`), so `view.layoutIfNeeded()` shows a classic data source's items. Modelled.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCellsAtLayout()
    }

    // MARK: Batch updates

    /// Runs `updates` (inserts, deletes, moves, reloads made inside count as one batch), then checks
    /// them against the data source as UIKit does: raises UIKit's text when they do not add up (the
    /// view keeps its state), else takes the data source's counts and asks for the new cells.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let update = performBatch({ updates?() }, style: MessageStyle(wording: .collectionView, generation: messageGeneration))
        if let update { takeBatch(update) }
        completion?(update != nil)
    }

    /// UIKit's `insertItems(at:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func insertItems(at indexPaths: [IndexPath]) { change { $0.itemInserts += indexPaths.map(\.itemPath) } }
    /// UIKit's `deleteItems(at:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func deleteItems(at indexPaths: [IndexPath]) { change { $0.itemDeletes += indexPaths.map(\.itemPath) } }
    /// UIKit's `reloadItems(at:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reloadItems(at indexPaths: [IndexPath]) { change { $0.itemReloads += indexPaths.map(\.itemPath) } }
    /// UIKit's `reconfigureItems(at:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reconfigureItems(at indexPaths: [IndexPath]) { change { $0.itemReconfigures += indexPaths.map(\.itemPath) } }
    /// UIKit's `moveItem(at:to:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.itemMoves.append(ItemMove(from: indexPath.itemPath, to: newIndexPath.itemPath)) }
    }
    /// UIKit's `insertSections(_:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func insertSections(_ sections: IndexSet) { change { $0.sectionInserts += sections } }
    /// UIKit's `deleteSections(_:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func deleteSections(_ sections: IndexSet) { change { $0.sectionDeletes += sections } }
    /// UIKit's `reloadSections(_:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func reloadSections(_ sections: IndexSet) { change { $0.sectionReloads += sections } }
    /// UIKit's `moveSection(_:toSection:)`. Modelled: joins the open batch (or is a batch of its own), which the view validates with UIKit's checks and texts.
    public func moveSection(_ section: Int, toSection newSection: Int) { change { $0.sectionMoves.append(SectionMove(from: section, to: newSection)) } }

    /// A change made outside `performBatchUpdates` is a batch of its own, as in UIKit.
    private func change(_ body: @escaping (inout BatchUpdate) -> Void) {
        performBatchUpdates { self.content.collect(body) }
    }
}

extension UICollectionView: SectionedCellView {
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0 ..< max(0, dataSource.numberOfSections(in: self))).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    func dataSourceCell(at path: IndexPath) -> UICollectionViewCell? { dataSource?.collectionView(self, cellForItemAt: path) }

    func delegateWillDisplay(_ cell: UICollectionViewCell, at path: IndexPath) {
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    func delegateDidEndDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func requestSupplementaryViews(after commit: ViewCommit) { requestSupplementaryViews(inSections: commit.supplementarySections) }
}
#endif

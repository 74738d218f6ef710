import DiffableCompat
import Foundation
import Testing

/// A nib-based cell as ported code has it (`@IBOutlet` dropped): made by its coder, then awoken.
/// It overrides both designated initializers to see which one runs (a cell that overrides only
/// `init?(coder:)` does not compile here: see the parity table).
final class NibNoteCell: UITableViewCell {
    weak var titleLabel: UILabel!
    var madeByCoder = false
    var outletAtAwake: Bool?

    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeByCoder = true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        outletAtAwake = titleLabel != nil
    }
}

/// A nib-based collection cell and header.
final class NibTileCell: UICollectionViewCell {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

final class NibSectionHeader: UICollectionReusableView {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

final class NibFooterView: UITableViewHeaderFooterView {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

/// A view that is not a cell, whose nib a table cannot take.
final class NibBadgeView: UIView {}

/// A view that loads its own nib as its owner (Interface Builder's File's Owner pattern).
final class NibProfileView: UIView {
    var loaded: [Any]?
    func loadContent() { loaded = Bundle.main.loadNibNamed("NibProfileView", owner: self, options: nil) }
}

/// A controller with outlets its nib connects.
final class NibNotesController: UIViewController {
    var tableView: UITableView!
    var tableViewAtLoad: Bool?
    override func viewDidLoad() {
        super.viewDidLoad()
        tableViewAtLoad = tableView != nil
    }
}

/// A class the name of its nib does not find: nested.
enum NibScreens {
    final class BannerCell: UITableViewCell {}
}

@MainActor
@Suite("Nibs: classes registered or loaded with a nib construct headlessly, outlets nil unless a test connects them")
struct NibLoadingTests {
    @Test("a table registered with a nib dequeues the nib's class, made with init?(coder:) and awoken, its outlets nil")
    func tableCellFromNib() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "NibNoteCell", bundle: nil), forCellReuseIdentifier: "note")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? NibNoteCell)
        #expect(cell.madeByCoder && cell.outletAtAwake == false && cell.titleLabel == nil && cell.reuseIdentifier == "note")
        #expect(!NibNoteCell(style: .default, reuseIdentifier: nil).madeByCoder)
    }

    @Test("outlets a test declares for the nib are connected before awakeFromNib, as the nib would connect them")
    func declaredOutlets() throws {
        let label = UILabel()
        UINib.setHeadlessContents(ofNibNamed: "NibNoteCellConnected", NibNoteCell.self) { cell, _ in cell.titleLabel = label }
        defer { UINib.removeHeadlessContents(ofNibNamed: "NibNoteCellConnected") }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "NibNoteCellConnected", bundle: nil), forCellReuseIdentifier: "note")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? NibNoteCell)
        #expect(cell.outletAtAwake == true && cell.titleLabel === label)
    }

    @Test("collection cells, supplementary views, cell registrations and table header-footer views come from their nibs")
    func collectionAndHeaderFooterNibs() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "NibTileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
        collection.register(UINib(nibName: "NibSectionHeader", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        let path = IndexPath(item: 0, section: 0)
        #expect((collection.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as? NibTileCell)?.awoke == true)
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: path)
        #expect((header as? NibSectionHeader)?.awoke == true)
        let registration = UICollectionView.CellRegistration<NibTileCell, String>(cellNib: UINib(nibName: "NibTileCell", bundle: nil)) { _, _, _ in }
        #expect(collection.dequeueConfiguredReusableCell(using: registration, for: path, item: "a").awoke)

        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "NibFooterView", bundle: nil), forHeaderFooterViewReuseIdentifier: "footer")
        #expect((table.dequeueReusableHeaderFooterView(withIdentifier: "footer") as? NibFooterView)?.awoke == true)
    }

    @Test("a nib whose name finds no class raises UIKit's Could not load NIB; the table is unchanged")
    func nibWithNoClass() {
        let table = UITableView(frame: .zero, style: .plain)
        let report = DiffableFailures.record {
            table.register(UINib(nibName: "NoSuchCell", bundle: nil), forCellReuseIdentifier: "missing")
        }
        #expect(report.failures == [DiffableFailure(reason: "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name 'NoSuchCell'")])
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        let instantiated = DiffableFailures.record { #expect(UINib(nibName: "NoSuchView", bundle: nil).instantiate(withOwner: nil).isEmpty) }
        #expect(instantiated.failures.map(\.name) == ["NSInternalInconsistencyException"])
    }

    @Test("a nib whose class is not a cell raises UIKit's invalid-nib text for the identifier; nothing is registered")
    func nibOfTheWrongKind() {
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let report = DiffableFailures.record {
            table.register(UINib(nibName: "NibBadgeView", bundle: nil), forCellReuseIdentifier: "badge")
            collection.register(UINib(nibName: "NibBadgeView", bundle: nil), forCellWithReuseIdentifier: "badge")
        }
        #expect(report.failures.map(\.reason) == [
            "invalid nib registered for identifier (badge) - nib must contain exactly one top level object which must be a UITableViewCell instance",
            "invalid nib registered for identifier (badge) - nib must contain exactly one top level object which must be a UICollectionReusableView instance",
        ])
        #expect(table.dequeueReusableCell(withIdentifier: "badge") == nil)
    }

    @Test("a nested class is found once a test names it for the nib; instantiate and loadNibNamed return the awoken object")
    func explicitClassAndInstantiate() throws {
        UINib.setHeadlessContents(ofNibNamed: "BannerCell", NibScreens.BannerCell.self)
        defer { UINib.removeHeadlessContents(ofNibNamed: "BannerCell") }
        let objects = UINib(nibName: "BannerCell", bundle: nil).instantiate(withOwner: nil)
        #expect(objects.count == 1 && objects.first is NibScreens.BannerCell)
        #expect(Bundle.main.loadNibNamed("NibTileCell", owner: nil)?.first is NibTileCell)
        #expect(UINib(nibName: "DiffableCompatTests.NibBadgeView", bundle: nil, fileID: "Elsewhere/File.swift").instantiate(withOwner: nil).first is NibBadgeView)
    }

    @Test("a view loading its own nib as owner gets a plain top-level view, not itself again")
    func ownerNib() {
        let profile = NibProfileView(frame: .zero)
        profile.loadContent()
        #expect(profile.loaded?.count == 1 && type(of: profile.loaded![0]) == UIView.self)
    }

    @Test("a controller made with a nib loads its view from it: declared outlets are connected before viewDidLoad; undeclared, they stay nil")
    func controllerNib() {
        let table = UITableView(frame: .zero, style: .plain)
        UINib.setHeadlessContents(ofNibNamed: "NibNotesController", UIView.self) { view, owner in
            (owner as? NibNotesController)?.tableView = table
            view.addSubview(table)
        }
        defer { UINib.removeHeadlessContents(ofNibNamed: "NibNotesController") }
        let named = NibNotesController(nibName: "NibNotesController", bundle: nil)
        #expect(named.view.subviews.first === table && named.tableViewAtLoad == true && named.nibName == "NibNotesController")
        let byClassName = NibNotesController()
        #expect(byClassName.view.subviews.first === table && byClassName.tableViewAtLoad == true)
        let undeclared = NibNotesController(nibName: "NotesScreen", bundle: nil)
        #expect(undeclared.view.subviews.isEmpty && undeclared.tableViewAtLoad == false)
    }
}

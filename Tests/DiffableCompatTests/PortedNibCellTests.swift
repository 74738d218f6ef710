import DiffableCompat
import Foundation
import Testing

// Cells that only a nib makes, as the port step writes them: the originals define
// `required init?(coder:)` alone, which does not inherit the `init()` collection and table views
// make a registered class with, so the port adds one made the nib's way.
// Tests/PortToLinuxTests/NibInitializerTests.swift ports the originals and checks that the port
// gives exactly the text between the markers.

// BEGIN PORTED
final class PortedNoteCell: UITableViewCell {
    @HeadlessOutlet(.weak) var titleLabel: UILabel!
    private(set) var awokeCount = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        selectionStyle = .none
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeCount += 1
        titleLabel?.text = "awake"
    }

    // Added by the port step: a collection or table view makes a registered cell with init(), which this
    // class does not inherit (it defines init(coder:), not init(style:reuseIdentifier:)); it is made here the nib's way.
    required convenience init() {
        self.init(coder: HeadlessNibCoder())!
        HeadlessNibCoder.finishLoading(self)
    }
}

final class PortedTileCell: UICollectionViewCell {
    @HeadlessOutlet(.weak) var imageView: UIImageView!
    var awoke = false

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func awakeFromNib() { awoke = true }

    // Added by the port step: a collection or table view makes a registered cell with init(), which this
    // class does not inherit (it defines init(coder:), not init(frame:)); it is made here the nib's way.
    required convenience init() {
        self.init(coder: HeadlessNibCoder())!
        HeadlessNibCoder.finishLoading(self)
    }
}

final class PortedSectionFooter: UITableViewHeaderFooterView {
    var awoke = false

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func awakeFromNib() { awoke = true }

    // Added by the port step: a collection or table view makes a registered cell with init(), which this
    // class does not inherit (it defines init(coder:), not init(reuseIdentifier:)); it is made here the nib's way.
    required convenience init() {
        self.init(coder: HeadlessNibCoder())!
        HeadlessNibCoder.finishLoading(self)
    }
}

final class PortedBannerCell: UICollectionViewCell {
    var awoke = false

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func awakeFromNib() { awoke = true }

    // Added by the port step: a collection or table view makes a registered cell with init(), which this
    // class does not inherit (it defines init(coder:), not init(frame:)); it is made here the nib's way.
    required convenience init() {
        self.init(coder: HeadlessNibCoder())!
        HeadlessNibCoder.finishLoading(self)
    }
}
// END PORTED

@MainActor
@Suite("Ported nib-only cells: the init() the port adds makes them the nib's way when a view dequeues them")
struct PortedNibCellTests {
    @Test("a table registered with the cell's nib dequeues it made by init?(coder:), its declared outlets connected, awoken once")
    func tableCell() throws {
        let label = UILabel()
        UINib.setHeadlessContents(ofNibNamed: "PortedNoteCellConnected", PortedNoteCell.self) { cell, _ in cell.titleLabel = label }
        defer { UINib.removeHeadlessContents(ofNibNamed: "PortedNoteCellConnected") }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "PortedNoteCellConnected", bundle: nil), forCellReuseIdentifier: "note")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? PortedNoteCell)
        #expect(cell.awokeCount == 1 && cell.titleLabel === label && label.text == "awake")
        #expect(cell.selectionStyle == .none && cell.reuseIdentifier == "note")
    }

    @Test("with the nib found by the class's name, an outlet read is connected headlessly: a new label in the content view; awakeFromNib runs once")
    func nibFoundByName() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "PortedNoteCell", bundle: nil), forCellReuseIdentifier: "note")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 0, section: 0)) as? PortedNoteCell)
        let label = try #require(cell.titleLabel)
        #expect(cell.awokeCount == 1 && label.text == "awake" && label.superview === cell.contentView)
        #expect(cell.titleLabel === label, "connected once; the content view keeps the weak outlet's label")
    }

    @Test("collection cells, cell registrations and table header-footer views dequeue from their nibs the same way")
    func collectionAndFooter() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "PortedTileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
        let path = IndexPath(item: 0, section: 0)
        #expect((collection.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as? PortedTileCell)?.awoke == true)
        let registration = UICollectionView.CellRegistration<PortedTileCell, String>(cellNib: UINib(nibName: "PortedTileCell", bundle: nil)) { _, _, _ in }
        #expect(collection.dequeueConfiguredReusableCell(using: registration, for: path, item: "a").awoke)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "PortedSectionFooter", bundle: nil), forHeaderFooterViewReuseIdentifier: "footer")
        #expect((table.dequeueReusableHeaderFooterView(withIdentifier: "footer") as? PortedSectionFooter)?.awoke == true)
    }

    @Test("a class registered without a nib (UIKit would call init(frame:), which it does not implement) is made by its coder, not awoken")
    func madeWithoutANib() throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(PortedBannerCell.self, forCellWithReuseIdentifier: "banner")
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "banner", for: IndexPath(item: 0, section: 0)) as? PortedBannerCell)
        #expect(!cell.awoke)
        let objects = UINib(nibName: "PortedBannerCell", bundle: nil).instantiate(withOwner: nil)
        #expect((objects.first as? PortedBannerCell)?.awoke == true)
    }
}

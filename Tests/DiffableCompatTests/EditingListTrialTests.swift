import DiffableCompat
import Foundation
import Testing

/// A collection view controller that records when its view loads, as the Today tutorial's form
/// does (its `viewDidLoad()` makes the data source that `setEditing` then applies to).
private final class EditingForm: UICollectionViewController {
    var loadedBeforeEditing: Bool?
    var didLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        loadedBeforeEditing = didLoad
    }
}

/// The Today tutorial's detail form: its viewDidLoad applies the viewing snapshot, its setEditing
/// override the editing one, and its cells map sections through isEditing (a cell made for the
/// viewing snapshot while editing is the app's fatalError).
private final class DetailForm: UICollectionViewController {
    enum Row: Hashable { case viewRow(Int), editRow(Int) }
    var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
    var mismatches: [String] = []
    var made: [Row] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [unowned self] _, _, row in
            made.append(row)
            switch (isEditing, row) {
            case (false, .viewRow), (true, .editRow): break
            default: mismatches.append("\(row) while editing \(isEditing)")
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, row in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: row)
        }
        apply((0..<4).map(Row.viewRow))
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        apply(editing ? (0..<3).map(Row.editRow) : (0..<4).map(Row.viewRow))
    }

    private func apply(_ rows: [Row]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot)
    }
}

@MainActor
@Suite("A newcomer trial (an editing-heavy list app): editing, the Edit button, list cells' accessories and content views, as UIKit")
struct EditingListTrialTests {
    @Test("setEditing on a collection view controller not yet shown loads its view first and sets the collection view's isEditing")
    func collectionControllerEditingLoadsTheView() {
        let form = EditingForm(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!form.isViewLoaded)
        form.setEditing(true, animated: false)
        #expect(form.loadedBeforeEditing == true && form.isEditing && form.collectionView.isEditing)
        form.setEditing(false, animated: true)
        #expect(!form.collectionView.isEditing)
    }

    @Test("a table view controller's Edit button, tapped as any bar button item, puts its table in editing mode")
    func tableControllerEditButton() throws {
        let list = UITableViewController(style: .plain)
        let edit = list.editButtonItem
        #expect(!list.isViewLoaded && edit.title == "Edit")
        #expect(UIApplication.shared.sendAction(try #require(edit.action), to: edit.target, from: edit, for: nil))
        #expect(list.isEditing && list.tableView.isEditing && edit.title == "Done")
        #expect(UIApplication.shared.sendAction(try #require(edit.action), to: edit.target, from: edit, for: nil))
        #expect(!list.tableView.isEditing && edit.title == "Edit")
    }

    @Test("a custom view accessory's view is in the list cell, outside its content view; replaced accessories' views leave it")
    func customAccessoryViewsAreInTheCell() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIButton(), flag = UIButton()
        cell.accessories = [.customView(configuration: .init(customView: done, placement: .leading())), .disclosureIndicator()]
        #expect(done.superview === cell && done.isDescendant(of: cell) && !done.isDescendant(of: cell.contentView))
        cell.accessories = [.customView(configuration: .init(customView: flag, placement: .trailing()))]
        #expect(done.superview == nil && flag.superview === cell)
        cell.accessories = []
        #expect(flag.superview == nil)
    }

    @Test("the fourth system fill is there, fainter than the third (iOS 13's fill family)")
    func quaternarySystemFill() {
        var alpha3: CGFloat = 0, alpha4: CGFloat = 0, red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        #expect(UIColor.tertiarySystemFill.getRed(&red, green: &green, blue: &blue, alpha: &alpha3))
        #expect(UIColor.quaternarySystemFill.getRed(&red, green: &green, blue: &blue, alpha: &alpha4))
        #expect(alpha4 > 0 && alpha4 < alpha3 && blue > red)
    }

    @Test("the Today form's Add flow: setEditing(true) on a form not yet shown loads it first; no cell is made for a snapshot that does not match the editing state")
    func addFlowMakesConsistentCells() {
        let form = DetailForm(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        form.setEditing(true, animated: false)
        form.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        form.view.layoutIfNeeded()
        #expect(form.mismatches.isEmpty)
        #expect(form.isEditing && form.collectionView.isEditing)
        #expect(form.dataSource.snapshot().itemIdentifiers == (0..<3).map(DetailForm.Row.editRow))
        #expect(form.collectionView.numberOfItems(inSection: 0) == 3)
    }
}

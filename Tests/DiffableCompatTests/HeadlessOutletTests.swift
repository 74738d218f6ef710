import DiffableCompat
import Foundation
import Testing

// Classes as the port step writes Interface Builder ones: `@IBOutlet weak var x: T!` →
// `@HeadlessOutlet(.weak) var x: T!`.

final class OutletCell: UITableViewCell {
    @HeadlessOutlet(.weak) var titleLabel: UILabel! {
        didSet { connections += 1 }
    }
    @HeadlessOutlet(.weak) var heightConstraint: NSLayoutConstraint!
    var connections = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.text = "awake"
    }
}

final class OutletScreen: UIViewController {
    @HeadlessOutlet(.weak) var tableView: UITableView!
    @HeadlessOutlet var stack: UIStackView!
    @HeadlessOutlet(.weak) var doneItem: UIBarButtonItem!
    var tableAtLoad: UITableView?
    override func viewDidLoad() {
        super.viewDidLoad()
        tableAtLoad = tableView
        tableView.rowHeight = 60
    }
}

final class CodeBuiltScreen: UIViewController {
    @HeadlessOutlet(.weak) var label: UILabel!
    override func loadView() { view = UIView() }
}

/// A view that loads its own nib as the File's Owner, as custom views written with Interface Builder do.
final class OwnerLoadedView: UIView {
    @HeadlessOutlet(.weak) var nameLabel: UILabel!
    override init(frame: CGRect) {
        super.init(frame: frame)
        _ = UINib(nibName: "OwnerLoadedView", bundle: nil).instantiate(withOwner: self)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class CodeBuiltView: UIView {
    @HeadlessOutlet(.weak) var nameLabel: UILabel!
}

@MainActor
@Suite("Ported outlets (@HeadlessOutlet) are connected when read, as a nib or storyboard connects them, only where Interface Builder would have")
struct HeadlessOutletTests {
    @Test("a nib-made cell's outlet is a new label in its content view, connected once through didSet; a constraint outlet is a held placeholder")
    func nibCell() throws {
        let cell = try #require(UINib(nibName: "OutletCell", bundle: nil).instantiate(withOwner: nil).first as? OutletCell)
        let label = try #require(cell.titleLabel)
        #expect(label.text == "awake" && label.superview === cell.contentView && cell.connections == 1)
        #expect(cell.titleLabel === label && cell.connections == 1)
        let constraint = try #require(cell.heightConstraint)
        constraint.constant = 44
        #expect(cell.heightConstraint === constraint && cell.heightConstraint.constant == 44 && !constraint.isActive)
    }

    @Test("a controller's outlets are nil before its view loads and connected in its view after; other outlet types stay nil")
    func controllerOutlets() throws {
        let screen = OutletScreen()
        #expect(screen.tableView == nil && !screen.isViewLoaded, "reading an outlet does not load the view, as on iOS")
        screen.loadViewIfNeeded()
        #expect(screen.tableAtLoad === screen.tableView && screen.tableView.rowHeight == 60 && screen.tableView.superview === screen.view)
        #expect(screen.stack.superview === screen.view && screen.doneItem == nil)
    }

    @Test("what a test connects is kept; a weak outlet lets go of a view nothing holds, as UIKit's, a strong one keeps it")
    func testConnectedAndReference() {
        let screen = OutletScreen()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        screen.tableView = table
        screen.loadViewIfNeeded()
        #expect(screen.tableView === table)
        screen.stack = UIStackView()
        #expect(screen.stack.superview == nil, "the strong outlet keeps the stack view it was given")
        let cell = UINib(nibName: "OutletCell", bundle: nil).instantiate(withOwner: nil).first as? OutletCell
        cell?.titleLabel = UILabel()
        #expect(cell?.titleLabel.superview === cell?.contentView, "a label nobody holds is let go, then a read connects a new one")
    }

    @Test("a controller with its own loadView and a view made in code keep their outlets nil; a view loading its nib as File's Owner gets them")
    func codeBuiltStayNil() {
        let screen = CodeBuiltScreen()
        screen.loadViewIfNeeded()
        #expect(screen.label == nil)
        #expect(CodeBuiltView(frame: .zero).nameLabel == nil)
        let owner = OwnerLoadedView(frame: .zero)
        #expect(owner.nameLabel?.superview === owner)
    }

    @Test("a storyboard-made controller's outlets are connected once its view loads")
    func storyboardScene() throws {
        let board = UIStoryboard(name: "OutletBoard", bundle: nil)
        let screen = try #require(board.instantiateViewController(withIdentifier: "OutletScreen") as? OutletScreen)
        #expect(screen.tableView == nil)
        screen.loadViewIfNeeded()
        #expect(screen.tableView.superview === screen.view && screen.tableAtLoad === screen.tableView)
    }
}

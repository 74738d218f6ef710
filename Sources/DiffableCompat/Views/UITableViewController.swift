#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewController`. Modelled: its view is a `UITableView` of the style it was made
/// with, made on first access of `view` or `tableView`. Not made the table's data source or
/// delegate here: set a diffable data source.
@MainActor @preconcurrency
open class UITableViewController: UIViewController {
    private let style: UITableView.Style
    /// Shape only: stored.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`. Modelled.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain-style controller. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: plain style.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Makes a table view of the style. Modelled.
    open override func loadView() { view = UITableView(frame: .zero, style: style) }

    /// The table view (the controller's view). Modelled: loads the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's refresh control. Shape only: the table view's.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A to-do list in a table: rows swipe to delete and move in edit mode, both handled by the diffable
// data source's subclass, which also titles the sections.

/// A to-do item.
public struct Todo: Hashable, Identifiable, Sendable {
    public let id: UUID
    public var title: String

    public init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}

/// The list's sections.
public enum TodoSection: String, CaseIterable, Hashable, Sendable {
    case today = "Today"
    case later = "Later"
}

/// The table's data source: titles, deleting and moving rows, all through its own snapshot.
public final class TodoDataSource: UITableViewDiffableDataSource<TodoSection, Todo> {
    /// Called after a row was deleted or moved, with the snapshot now shown.
    public var onChange: ((NSDiffableDataSourceSnapshot<TodoSection, Todo>) -> Void)?

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        snapshot().sectionIdentifiers[section].rawValue
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let todo = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([todo])
        apply(snapshot, animatingDifferences: true)
        onChange?(snapshot)
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let moved = itemIdentifier(for: sourceIndexPath) else { return }
        var snapshot = self.snapshot()
        let target = itemIdentifier(for: destinationIndexPath)
        if let target, target != moved {
            let movingDown = sourceIndexPath.section == destinationIndexPath.section && sourceIndexPath.row < destinationIndexPath.row
            if movingDown {
                snapshot.moveItem(moved, afterItem: target)
            } else {
                snapshot.moveItem(moved, beforeItem: target)
            }
        } else {
            // Dropped past the last row of a section.
            snapshot.deleteItems([moved])
            snapshot.appendItems([moved], toSection: snapshot.sectionIdentifiers[destinationIndexPath.section])
        }
        apply(snapshot, animatingDifferences: false)
        onChange?(snapshot)
    }
}

/// The to-do screen.
public final class TodoListViewController: UIViewController {
    public private(set) var tableView: UITableView!
    public private(set) var dataSource: TodoDataSource!
    /// What the user sees, section by section, as the data source last reported it.
    public private(set) var todos: [TodoSection: [Todo]] = [:]

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "count")
        view.addSubview(tableView)
        dataSource = TodoDataSource(tableView: tableView) { tableView, indexPath, todo in
            let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = todo.title
            cell.contentConfiguration = content
            cell.showsReorderControl = true
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        dataSource.onChange = { [weak self] snapshot in self?.remember(snapshot) }
        tableView.delegate = self
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Shows the given to-dos.
    public func show(_ todos: [TodoSection: [Todo]]) {
        var snapshot = NSDiffableDataSourceSnapshot<TodoSection, Todo>()
        snapshot.appendSections(TodoSection.allCases)
        for section in TodoSection.allCases {
            snapshot.appendItems(todos[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        remember(snapshot)
    }

    /// Moves a to-do from today to the end of later.
    func postpone(_ todo: Todo) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([todo])
        snapshot.appendItems([todo], toSection: .later)
        dataSource.apply(snapshot, animatingDifferences: true)
        remember(snapshot)
    }

    private func remember(_ snapshot: NSDiffableDataSourceSnapshot<TodoSection, Todo>) {
        todos = Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }
}

extension TodoListViewController: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let todo = dataSource.itemIdentifier(for: indexPath),
              dataSource.snapshot().sectionIdentifier(containingItem: todo) == .today else { return nil }
        let postpone = UIContextualAction(style: .normal, title: "Later") { [weak self] _, _, completion in
            self?.postpone(todo)
            completion(true)
        }
        postpone.backgroundColor = .systemIndigo
        postpone.image = UIImage(systemName: "calendar")
        let configuration = UISwipeActionsConfiguration(actions: [postpone])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "count") else { return nil }
        let count = dataSource.snapshot().numberOfItems(inSection: TodoSection.allCases[section])
        var content = footer.defaultContentConfiguration()
        content.text = count == 1 ? "1 to-do" : "\(count) to-dos"
        footer.contentConfiguration = content
        return footer
    }
}

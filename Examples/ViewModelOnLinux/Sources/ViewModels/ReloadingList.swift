#if canImport(UIKit)
import Combine
import UIKit
#else
import DiffableCompat
#endif
import Foundation

/// A row of a list: its identity is `id`; its content can change without it changing identity.
public struct Contact: Identifiable, Hashable {
    public let id: Int
    public var name: String
    public var unread: Int
    public init(id: Int, name: String, unread: Int) { self.id = id; self.name = name; self.unread = unread }
}

/// The list's view model: it publishes its contacts as they change.
public final class ContactsViewModel: ObservableObject {
    @Published public var contacts: [Contact]
    public init(contacts: [Contact]) { self.contacts = contacts }
}

/// A table whose rows reload when their content changes (the DiffableWithReload pattern): the
/// snapshot holds identifiers only, and the screen compares content to reload the rows that changed.
public final class ContactsViewController {
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    public private(set) var dataSource: UITableViewDiffableDataSource<Int, Int>!
    /// Row texts as the cell provider last set them, by contact id.
    public private(set) var rowTexts: [Int: String] = [:]
    private var contentByID: [Int: Contact] = [:]
    private var subscriptions = Set<AnyCancellable>()
    /// Applies made from the view model's own queue as well (a bug to catch: two queues).
    public var alsoApplyFromBackground = false

    public init(viewModel: ContactsViewModel) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { [unowned self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            // A background apply (the two-queue bug below) can commit an id before the main-queue
            // `show` recorded its content: as on iOS, the cell provider must not assume it has.
            let contact = self.contentByID[id] ?? Contact(id: id, name: "", unread: 0)
            var content = cell.defaultContentConfiguration()
            content.text = contact.unread > 0 ? "\(contact.name) (\(contact.unread))" : contact.name
            cell.contentConfiguration = content
            self.rowTexts[id] = content.text
            return cell
        }
        viewModel.$contacts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] contacts in self?.show(contacts) }
            .store(in: &subscriptions)
        viewModel.$contacts
            .dropFirst()
            .receive(on: DispatchQueue.global())
            .sink { [weak self] contacts in
                guard let self, self.alsoApplyFromBackground else { return }
                self.dataSource.apply(self.snapshot(of: contacts))
            }
            .store(in: &subscriptions)
    }

    /// Applies `contacts`, reloading the rows whose content changed.
    func show(_ contacts: [Contact]) {
        var snapshot = self.snapshot(of: contacts)
        let changed = contacts.filter { contact in contentByID[contact.id].map { $0 != contact } ?? false }.map(\.id)
        for contact in contacts { contentByID[contact.id] = contact }
        snapshot.reloadItems(changed)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func snapshot(of contacts: [Contact]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(contacts.map(\.id), toSection: 0)
        return snapshot
    }
}

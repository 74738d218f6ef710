#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A mail inbox written the iOS 15 way: the snapshot holds message identifiers only, the messages live
// in a store, and a read message is reconfigured in place. Its list cell subclass builds its content
// and background in `updateConfiguration(using:)` from the cell's state, so selection shows.

/// A message in the inbox.
public struct Message: Identifiable, Sendable {
    public let id: Int
    public var sender: String
    public var subject: String
    public var isUnread: Bool

    public init(id: Int, sender: String, subject: String, isUnread: Bool = true) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.isUnread = isUnread
    }
}

/// The inbox's cell: content and background follow the message and the cell's state.
public final class MessageCell: UICollectionViewListCell {
    public var message: Message? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard let message else { return }
        var content = defaultContentConfiguration().updated(for: state)
        content.text = message.sender
        content.secondaryText = message.subject
        content.image = message.isUnread ? UIImage(systemName: "circle.fill") : nil
        content.imageProperties.tintColor = .systemBlue
        content.textProperties.color = state.isSelected ? .white : .label
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
        backgroundConfiguration = background
    }
}

/// The inbox screen.
public final class InboxViewController: UIViewController, UICollectionViewDelegate {
    public enum Section: Hashable, Sendable { case inbox }

    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Message.ID>!
    /// The messages by identifier: what the cells show.
    public private(set) var store: [Message.ID: Message]
    private let order: [Message.ID]

    public init(messages: [Message]) {
        store = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0) })
        order = messages.map(\.id)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<MessageCell, Message.ID> { [unowned self] cell, _, id in
            cell.message = self.store[id]
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Message.ID>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message.ID>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems(order)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Opening a message marks it read; its cell is reconfigured, not replaced.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), store[id]?.isUnread == true else { return }
        store[id]?.isUnread = false
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// The number of unread messages.
    public var unreadCount: Int { store.values.filter(\.isUnread).count }
}

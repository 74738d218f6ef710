#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A playlist the user reorders by dragging: a list layout, list cells with a reorder accessory, and the
// data source's reordering handlers keeping the backing store in step with what the user did.

/// A song in the playlist.
public struct Song: Hashable, Sendable {
    public let title: String
    public let artist: String
    public var isLocked = false

    public init(title: String, artist: String, isLocked: Bool = false) {
        self.title = title
        self.artist = artist
        self.isLocked = isLocked
    }
}

/// The playlist screen.
public final class PlaylistViewController: UIViewController {
    public enum Section: Hashable, Sendable { case queue }

    /// How the screen folds a reorder back into its backing store.
    public enum ReorderingMethod: Sendable { case finalSnapshot, collectionDifference }

    public var collectionView: UICollectionView!
    public var dataSource: UICollectionViewDiffableDataSource<Section, Song>!
    /// The backing store: the songs in play order.
    public private(set) var songs: [Song]
    public var reorderingMethod = ReorderingMethod.collectionDifference
    /// The initial and final orders of each reorder the handlers saw, oldest first.
    public private(set) var reorders: [(before: [Song], after: [Song])] = []

    public init(songs: [Song]) {
        self.songs = songs
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Up Next"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureHierarchy() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        configuration.backgroundColor = .systemGroupedBackground
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Song> { cell, _, song in
            var content = cell.defaultContentConfiguration()
            content.text = song.title
            content.secondaryText = song.artist
            cell.contentConfiguration = content
            cell.accessories = song.isLocked ? [.disclosureIndicator()] : [.reorder(displayed: .always), .disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Song>(collectionView: collectionView) { collectionView, indexPath, song in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: song)
        }
        dataSource.reorderingHandlers.canReorderItem = { song in !song.isLocked }
        dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
            self?.reorders.append((before: transaction.initialSnapshot.itemIdentifiers, after: []))
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            switch self.reorderingMethod {
            case .finalSnapshot:
                for sectionTransaction in transaction.sectionTransactions where sectionTransaction.sectionIdentifier == .queue {
                    self.songs = sectionTransaction.finalSnapshot.items
                }
            case .collectionDifference:
                if let reordered = self.songs.applying(transaction.difference) {
                    self.songs = reordered
                }
            }
            if let last = self.reorders.indices.last {
                self.reorders[last].after = transaction.finalSnapshot.itemIdentifiers
            }
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Song>()
        snapshot.append(songs)
        dataSource.apply(snapshot, to: .queue, animatingDifferences: false)
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A reading app's library as an outline in a sidebar: shelves expand to show their books. A
// UICollectionViewController with one section snapshot holding the hierarchy; tapping a shelf
// expands or collapses it, tapping a book opens it.

/// A row of the outline: a shelf (with books under it) or a book.
public struct LibraryItem: Hashable, Sendable {
    public let title: String
    public let isShelf: Bool

    public static func shelf(_ title: String) -> LibraryItem { LibraryItem(title: title, isShelf: true) }
    public static func book(_ title: String) -> LibraryItem { LibraryItem(title: title, isShelf: false) }
}

/// The library screen.
public final class ReadingLibraryViewController: UICollectionViewController {
    public enum Section: Hashable, Sendable { case library }

    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, LibraryItem>!
    /// The book the user opened last.
    public private(set) var openedBook: LibraryItem?
    private let shelves: [(LibraryItem, [LibraryItem])]

    public init(shelves: [(LibraryItem, [LibraryItem])]) {
        self.shelves = shelves
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        let shelfRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, LibraryItem> { cell, _, shelf in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = shelf.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let bookRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, LibraryItem> { cell, _, book in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = book.title
            content.image = UIImage(systemName: "book.closed")
            cell.contentConfiguration = content
            cell.accessories = []
        }
        dataSource = UICollectionViewDiffableDataSource<Section, LibraryItem>(collectionView: collectionView) { collectionView, indexPath, item in
            if item.isShelf {
                return collectionView.dequeueConfiguredReusableCell(using: shelfRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: bookRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<LibraryItem>()
        for (shelf, books) in shelves {
            snapshot.append([shelf])
            snapshot.append(books, to: shelf)
        }
        if let first = shelves.first?.0 {
            snapshot.expand([first])
        }
        dataSource.apply(snapshot, to: .library, animatingDifferences: false)
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        guard item.isShelf else {
            openedBook = item
            return
        }
        collectionView.deselectItem(at: indexPath, animated: true)
        var snapshot = dataSource.snapshot(for: .library)
        if snapshot.isExpanded(item) {
            snapshot.collapse([item])
        } else {
            snapshot.expand([item])
        }
        dataSource.apply(snapshot, to: .library, animatingDifferences: true)
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A social app's discovery screen: a list with a header per category, list cells configured with
// UIListContentConfiguration and accessories, and the user's pick kept through selection.

/// A community the user can join.
public struct Community: Hashable, Sendable {
    public let name: String
    public let members: Int
    public let symbol: String

    public init(name: String, members: Int, symbol: String) {
        self.name = name
        self.members = members
        self.symbol = symbol
    }
}

/// A category of communities: one section of the list.
public struct Category: Hashable, Sendable {
    public let title: String
    public init(title: String) { self.title = title }
}

/// The discovery screen.
public final class DiscoverViewController: UIViewController, UICollectionViewDelegate {
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Category, Community>!
    /// The community the user last picked.
    public private(set) var picked: Community?
    /// The section headers the list configured, in the order it asked for them.
    public private(set) var headersConfigured: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = false
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Community> { cell, _, community in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = community.name
            content.secondaryText = "\(community.members) members"
            content.image = UIImage(systemName: community.symbol)
            content.imageProperties.tintColor = .systemPurple
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            content.textProperties.color = .label
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .secondarySystemGroupedBackground
            cell.backgroundConfiguration = background
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            let category = self.dataSource.snapshot().sectionIdentifiers[indexPath.section]
            var content = header.defaultContentConfiguration()
            content.text = category.title
            header.contentConfiguration = content
            self.headersConfigured.append(category.title)
        }
        dataSource = UICollectionViewDiffableDataSource<Category, Community>(collectionView: collectionView) { collectionView, indexPath, community in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: community)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// Shows the categories in order, each with its communities.
    public func show(_ categories: [(Category, [Community])], animated: Bool = true) {
        dataSource.apply(snapshot(of: categories), animatingDifferences: animated)
    }

    /// Replaces the list with fresh results from scratch (no diff), then scrolls back to the top.
    public func reload(with categories: [(Category, [Community])]) async {
        let results = snapshot(of: categories)
        await dataSource.applySnapshotUsingReloadData(results)
        if results.numberOfItems > 0 {
            collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
        }
    }

    private func snapshot(of categories: [(Category, [Community])]) -> NSDiffableDataSourceSnapshot<Category, Community> {
        var snapshot = NSDiffableDataSourceSnapshot<Category, Community>()
        for (category, communities) in categories {
            snapshot.appendSections([category])
            snapshot.appendItems(communities, toSection: category)
        }
        return snapshot
    }

    /// The community the list shows as selected, if any.
    public var selectedCommunity: Community? {
        guard let indexPath = collectionView.indexPathsForSelectedItems?.first else { return nil }
        return dataSource.itemIdentifier(for: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked = dataSource.itemIdentifier(for: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        picked = nil
    }
}

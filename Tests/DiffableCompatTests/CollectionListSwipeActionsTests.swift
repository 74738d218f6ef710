import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("A collection-view list's swipe actions: the list configuration's providers, asked for a shown item")
struct CollectionListSwipeActionsTests {
    /// A list of two items whose leading action completes true on the second; the data source is returned
    /// too, since the view holds it weakly, as UIKit's.
    private func list(_ layout: (UICollectionLayoutListConfiguration) -> UICollectionViewLayout)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { path in
            let favourite = UIContextualAction(style: .normal, title: "Favourite") { _, _, done in done(path.item == 1) }
            return UISwipeActionsConfiguration(actions: [favourite])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { path in path.item == 0 ? nil : UISwipeActionsConfiguration(actions: []) }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout(configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collection, dataSource)
    }

    @Test("a list layout's leading action performs through its handler; the trailing provider's nil is nil", arguments: [false, true])
    func providers(sectionProvider: Bool) throws {
        var performed: [String] = []
        let (collection, dataSource) = list { configuration in
            sectionProvider
                ? UICollectionViewCompositionalLayout { _, environment in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
                : UICollectionViewCompositionalLayout.list(using: configuration)
        }
        let leading = try #require(collection.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 1, section: 0)))
        let action = try #require(leading.actions.first)
        #expect(action.title == "Favourite")
        action.handler(action, collection) { performed.append("done \($0)") }
        #expect(performed == ["done true"] && dataSource.snapshot().numberOfItems == 2)
        #expect(collection.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 1, section: 0)) != nil)
    }

    @Test("paths not shown, and a layout that is not a list, have no swipe actions")
    func badInput() {
        let (collection, dataSource) = list { UICollectionViewCompositionalLayout.list(using: $0) }
        #expect(dataSource.snapshot().numberOfItems == 2)
        #expect(collection.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 5, section: 0)) == nil)
        #expect(collection.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 3)) == nil)
        #expect(collection.leadingSwipeActionsConfiguration(forItemAt: IndexPath(index: 0)) == nil)
        let flow = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(flow.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    }
}

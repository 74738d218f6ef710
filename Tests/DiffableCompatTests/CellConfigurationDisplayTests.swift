import DiffableCompat
import Foundation
import Testing

/// A cell that configures itself only in `updateConfiguration(using:)`, from an item the cell
/// provider hands it, as Apple's custom-configuration sample does without calling
/// `setNeedsUpdateConfiguration()`.
final class SelfConfiguringCell: UICollectionViewListCell {
    var title: String?
    var updates = 0
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        contentConfiguration = content
    }
}

@MainActor
@Suite("A cell's configuration is updated before it first shows, as UIKit does, once")
struct CellConfigurationDisplayTests {
    func makeView(handlerInProvider: Bool) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<SelfConfiguringCell, String> { cell, _, title in
            cell.title = title
            if handlerInProvider { cell.configurationUpdateHandler = { cell, _ in (cell as? SelfConfiguringCell)?.updates += 0 } }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, title in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Bread"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    @Test("a cell that configures only in updateConfiguration(using:) shows its content; updated once, not again while it stays")
    func updatedBeforeFirstDisplay() throws {
        let (view, dataSource) = makeView(handlerInProvider: false)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SelfConfiguringCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Bread" && cell.updates == 1)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["Eggs"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(cell.updates == 1 && view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    }

    @Test("a cell the provider already updated (setting a handler updates it) is not updated again at display")
    func notTwice() throws {
        let (view, _) = makeView(handlerInProvider: true)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SelfConfiguringCell)
        #expect(cell.updates == 1 && (cell.contentConfiguration as? UIListContentConfiguration)?.text == "Milk")
    }
}

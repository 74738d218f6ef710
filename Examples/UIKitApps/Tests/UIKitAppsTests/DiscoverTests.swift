#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A discovery list: section headers, configured list cells, and selection across applies")
struct DiscoverTests {
    let outdoors = Category(title: "Outdoors")
    let making = Category(title: "Making")
    let hikers = Community(name: "Ridge Walkers", members: 1_200, symbol: "figure.hiking")
    let birds = Community(name: "Birders", members: 860, symbol: "bird")
    let potters = Community(name: "Wheel & Kiln", members: 310, symbol: "paintbrush")
    let knitters = Community(name: "Purl Club", members: 540, symbol: "scissors")

    func makeScreen() -> DiscoverViewController {
        let screen = DiscoverViewController()
        screen.loadViewIfNeeded()
        screen.show([(outdoors, [hikers, birds]), (making, [potters, knitters])], animated: false)
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test("each section gets a header with its category's title")
    func headers() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        let kind = UICollectionView.elementKindSectionHeader
        let first = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(((first as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Outdoors")
        // What the collection view asks its data source for the second section's header.
        let second = screen.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(((second as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Making")
        #expect(collectionView.visibleSupplementaryViews(ofKind: kind).count == 2)
        #expect(Set(screen.headersConfigured) == ["Outdoors", "Making"])
    }

    @Test("a cell shows the community's name, member count and symbol, with a disclosure indicator")
    func cellContent() throws {
        let screen = makeScreen()
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Purl Club")
        #expect(content.secondaryText == "540 members")
        #expect(content.image != nil)
        #expect(cell.accessories.count == 1)
        #expect(cell.backgroundConfiguration != nil)
    }

    @Test("a picked community stays selected when it moves and is no longer selected once deleted")
    func selectionAcrossApplies() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        let tapped = IndexPath(item: 1, section: 0)
        // A tap: the view selects the item, then tells its delegate.
        collectionView.selectItem(at: tapped, animated: false, scrollPosition: [])
        screen.collectionView(collectionView, didSelectItemAt: tapped)
        #expect(screen.picked == birds)
        #expect(collectionView.indexPathsForSelectedItems == [tapped])

        screen.show([(making, [potters, knitters]), (outdoors, [birds, hikers])], animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
        #expect(screen.selectedCommunity == birds)

        screen.show([(making, [potters, knitters]), (outdoors, [hikers])], animated: false)
        #expect(collectionView.indexPathsForSelectedItems ?? [] == [])
        #expect(screen.selectedCommunity == nil)
    }

    @Test("deselecting clears the pick")
    func deselect() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        let tapped = IndexPath(item: 0, section: 1)
        collectionView.selectItem(at: tapped, animated: false, scrollPosition: .centeredVertically)
        screen.collectionView(collectionView, didSelectItemAt: tapped)
        #expect(screen.picked == potters)
        collectionView.deselectItem(at: tapped, animated: false)
        screen.collectionView(collectionView, didDeselectItemAt: tapped)
        #expect(screen.picked == nil)
        #expect(collectionView.indexPathsForSelectedItems ?? [] == [])
    }

    @Test("reloading from scratch shows the new results, their headers, and no selection")
    func reloadFromScratch() async throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let reading = Category(title: "Reading")
        await screen.reload(with: [(reading, [Community(name: "Slow Readers", members: 90, symbol: "book")])])
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(shownText(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))) == "Slow Readers")
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Reading")
        #expect(collectionView.indexPathsForSelectedItems ?? [] == [], "reloadData clears the selection")
    }
}

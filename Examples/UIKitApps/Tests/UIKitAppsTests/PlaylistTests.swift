#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A reorderable playlist: list cells with a reorder accessory and reordering handlers")
struct PlaylistTests {
    let songs = [Song(title: "Intro", artist: "The Tides", isLocked: true),
                 Song(title: "Harbour", artist: "Mara Lind"),
                 Song(title: "Lanterns", artist: "Otto Vey"),
                 Song(title: "Tin Roof", artist: "Mara Lind")]

    func makeScreen(_ method: PlaylistViewController.ReorderingMethod) -> PlaylistViewController {
        let screen = PlaylistViewController(songs: songs)
        screen.reorderingMethod = method
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test("the list shows each song with a reorder accessory unless it is locked")
    func cellsAndAccessories() throws {
        let screen = makeScreen(.finalSnapshot)
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        let locked = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let free = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(shownText(free) == "Harbour")
        #expect((free.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Mara Lind")
        #expect(locked.accessories.count == 1)
        #expect(free.accessories.count == 2)
        #expect(screen.dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)) == false)
        #expect(screen.dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 2, section: 0)))
    }

    @Test("an interactive move calls the handlers with the transaction and leaves the list reordered",
          arguments: [PlaylistViewController.ReorderingMethod.finalSnapshot, .collectionDifference])
    func interactiveReorder(method: PlaylistViewController.ReorderingMethod) throws {
        let screen = makeScreen(method)
        let collectionView = try #require(screen.collectionView)
        // What UICollectionView does when the user drops the third song above the second.
        screen.dataSource.collectionView(collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        let reordered = [songs[0], songs[2], songs[1], songs[3]]
        #expect(screen.dataSource.snapshot().itemIdentifiers == reordered)
        #expect(screen.songs == reordered)
        #expect(screen.reorders.count == 1)
        #expect(screen.reorders.first?.before == songs)
        #expect(screen.reorders.first?.after == reordered)
        #expect(shownText(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))) == "Lanterns")
        #expect(shownText(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))) == "Harbour")
    }

    @Test("moving the last song to the top keeps every song once")
    func moveToTop() throws {
        let screen = makeScreen(.collectionDifference)
        let collectionView = try #require(screen.collectionView)
        screen.dataSource.collectionView(collectionView, moveItemAt: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
        #expect(screen.songs == [songs[0], songs[3], songs[1], songs[2]])
        #expect(Set(screen.dataSource.snapshot().itemIdentifiers) == Set(songs))
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test("a drag the user makes, begin to end, reorders through the handlers; a locked song does not start one")
    func dragged() throws {
        let screen = makeScreen(.finalSnapshot)
        let collectionView = try #require(screen.collectionView)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        let destination = IndexPath(item: 3, section: 0)
        #if canImport(UIKit)
        let target = try #require(collectionView.layoutAttributesForItem(at: destination))
        collectionView.updateInteractiveMovementTargetPosition(target.center)
        #else
        collectionView.updateInteractiveMovementTarget(to: destination) // no layout to find the item under a point
        #endif
        collectionView.endInteractiveMovement()
        let reordered = [songs[0], songs[2], songs[3], songs[1]]
        #expect(screen.dataSource.snapshot().itemIdentifiers == reordered)
        #expect(screen.songs == reordered)
        #expect(screen.reorders.map(\.after) == [reordered])
        collectionView.layoutIfNeeded()
        #expect(shownText(collectionView.cellForItem(at: destination)) == "Harbour")
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("An existing album adopting a Reference-type diffable data source")
struct PhotoAlbumAdoptionTests {
    func makeScreen() -> PhotoAlbumViewController {
        let album = PhotoAlbumDataSource(photos: [Photo(id: "p1", caption: "Dunes"), Photo(id: "p2", caption: "Pier"), Photo(id: "p3", caption: "Gulls")])
        let screen = PhotoAlbumViewController(album: album)
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test("the diffable data source counts the photos and the old data source's cells show their captions")
    func showsAlbum() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(screen.dataSource.collectionView(collectionView, numberOfItemsInSection: 0) == 3)
        #expect(screen.dataSource.snapshot().numberOfItems == 3)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) as? String == "p2")
        #expect(screen.dataSource.indexPath(forItemIdentifier: "p3") == IndexPath(item: 2, section: 0))
        #expect(screen.photo(at: IndexPath(item: 0, section: 0))?.caption == "Dunes")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        #expect(cell.captionLabel.text == "Gulls")
    }

    @Test("a renamed photo's cell is reloaded with its new caption")
    func rename() throws {
        let screen = makeScreen()
        screen.rename(photoID: "p2", to: "Pier at dusk")
        screen.collectionView.layoutIfNeeded()
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
        #expect(cell.captionLabel.text == "Pier at dusk")
        #expect(screen.dataSource.snapshot().itemIdentifiers.compactMap { $0 as? String } == ["p1", "p2", "p3"])
    }

    @Test("photos removed from and reordered in the album leave the view in the album's order")
    func removeAndReorder() throws {
        let screen = makeScreen()
        screen.album.photos.removeFirst()
        screen.album.photos.append(Photo(id: "p4", caption: "Lighthouse"))
        screen.album.photos.swapAt(0, 1)
        screen.reload(animated: false)
        screen.collectionView.layoutIfNeeded()
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers.compactMap { $0 as? String } == ["p3", "p2", "p4"])
        #expect(snapshot.sectionIdentifiers.compactMap { $0 as? String } == ["album"])
        #expect(snapshot.index(ofItemIdentifier: "p4") == 2)
        let cells = (0 ..< 3).map { screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? PhotoCell }
        #expect(cells.map { $0?.captionLabel.text } == ["Gulls", "Pier", "Lighthouse"])
    }

    @Test("an album with a photo listed twice is refused with UIKit's text and shows none of the refused append")
    func duplicatePhoto() {
        let screen = makeScreen()
        let report = DiffableFailures.record {
            screen.album.photos.append(Photo(id: "p1", caption: "Dunes again"))
            screen.reload(animated: false)
        }
        #expect(report.failures.map(\.reason) == [duplicateReason("p1")])
        #expect(screen.collectionView.numberOfSections == 1)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 0)
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A library outline: a section snapshot's shelves expand and collapse when tapped")
struct ReadingLibraryTests {
    let novels = LibraryItem.shelf("Novels")
    let poetry = LibraryItem.shelf("Poetry")
    let books = ["Middlemarch", "Kindred", "Piranesi"].map(LibraryItem.book)
    let poems = ["Ariel", "Crush"].map(LibraryItem.book)

    func makeScreen() -> ReadingLibraryViewController {
        let screen = ReadingLibraryViewController(shelves: [(novels, books), (poetry, poems)])
        screen.loadViewIfNeeded()
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    func shownTitles(_ screen: ReadingLibraryViewController) -> [String?] {
        screen.collectionView.layoutIfNeeded()
        return (0 ..< screen.collectionView.numberOfItems(inSection: 0)).map {
            shownText(screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)))
        }
    }

    func tap(_ screen: ReadingLibraryViewController, _ item: Int) {
        let indexPath = IndexPath(item: item, section: 0)
        screen.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        screen.collectionView(screen.collectionView, didSelectItemAt: indexPath)
    }

    @Test("the first shelf starts expanded: the view shows its books under it and the other shelf collapsed")
    func initialOutline() throws {
        let screen = makeScreen()
        #expect(screen.title == "Library")
        #expect(screen.collectionView.delegate === screen, "a collection view controller is its view's delegate")
        #expect(screen.collectionView.dataSource === screen.dataSource, "until a diffable data source takes over as data source")
        #expect(shownTitles(screen) == ["Novels", "Middlemarch", "Kindred", "Piranesi", "Poetry"])
        let sectionSnapshot = screen.dataSource.snapshot(for: .library)
        #expect(sectionSnapshot.items.count == 7)
        #expect(sectionSnapshot.visibleItems.count == 5)
        #expect(sectionSnapshot.rootItems == [novels, poetry])
        #expect(sectionSnapshot.parent(of: books[1]) == novels)
        #expect(sectionSnapshot.level(of: poems[0]) == 1)
        let shelfCell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? UICollectionViewListCell)
        #expect(shelfCell.accessories.count == 1)
        #expect(screen.dataSource.snapshot().numberOfItems == 5, "the flat snapshot holds what is visible")
    }

    @Test("tapping a collapsed shelf shows its books; tapping an expanded one hides them")
    func tapToggles() {
        let screen = makeScreen()
        tap(screen, 4)
        #expect(shownTitles(screen) == ["Novels", "Middlemarch", "Kindred", "Piranesi", "Poetry", "Ariel", "Crush"])
        #expect(screen.dataSource.snapshot(for: .library).isExpanded(poetry))
        #expect(screen.collectionView.indexPathsForSelectedItems ?? [] == [], "a shelf does not stay selected")
        tap(screen, 0)
        #expect(shownTitles(screen) == ["Novels", "Poetry", "Ariel", "Crush"])
        #expect(screen.openedBook == nil)
    }

    @Test("tapping a book opens it and leaves it selected")
    func openBook() {
        let screen = makeScreen()
        tap(screen, 2)
        #expect(screen.openedBook == books[1])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A news timeline: cells built from subviews in a compositional layout")
struct TimelineTests {
    let headlines = [Story(id: 1, title: "Storm passes", source: "Courier", symbol: "cloud.bolt"),
                     Story(id: 2, title: "Bridge reopens", source: "Gazette", symbol: "car")]
    let latest = [Story(id: 3, title: "Market day", source: "Notes"),
                  Story(id: 4, title: "School play", source: "Courier"),
                  Story(id: 5, title: "New bakery", source: "Gazette")]

    func makeScreen() -> TimelineViewController {
        let screen = TimelineViewController()
        screen.loadViewIfNeeded()
        screen.show(headlines: headlines, latest: latest, animated: false)
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test("each cell shows its story's title and source at the story's index path")
    func cellsShowStories() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == latest[1])
        #expect(screen.dataSource.indexPath(for: headlines[1]) == IndexPath(item: 1, section: 0))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? StoryCell)
        #expect(cell.titleLabel.text == "New bakery")
        #expect(cell.sourceLabel.text == "Gazette")
        #expect(cell.thumbnailView.image != nil)
        #expect(cell.contentView.layer.cornerRadius == 12)
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.titleLabel.superview?.superview === cell.contentView, "the labels sit in a stack view in the content view")
        #expect(collectionView.visibleCells.count == 5)
    }

    @Test("a changed story is redrawn with its new text; moved stories keep theirs")
    func changedStoryRedrawn() throws {
        let screen = makeScreen()
        var edited = latest
        edited[0].title = "Market day moved to Sunday"
        screen.show(headlines: [headlines[1], headlines[0]], latest: edited, animated: false)
        let collectionView = try #require(screen.collectionView)
        collectionView.layoutIfNeeded()
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StoryCell)
        #expect(moved.titleLabel.text == "Bridge reopens")
        let changed = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? StoryCell)
        #expect(changed.titleLabel.text == "Market day moved to Sunday")
        #expect(changed.sourceLabel.text == "Notes")
        #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .latest) == edited)
    }

    @Test("a cell made ready for reuse forgets its story")
    func prepareForReuseClears() {
        let cell = StoryCell(frame: CGRect(x: 0, y: 0, width: 320, height: 72))
        cell.configure(with: latest[0])
        cell.prepareForReuse()
        #expect(cell.titleLabel.text == nil)
        #expect(cell.thumbnailView.image == nil)
        #expect(cell.reuseCount == 1)
    }

    @Test("a story shown twice is refused with UIKit's text: the refused append leaves its section empty")
    func duplicateStory() {
        let screen = makeScreen()
        let report = DiffableFailures.record {
            screen.show(headlines: headlines, latest: latest + [latest[0]], animated: false)
        }
        #expect(report.failures.map(\.reason) == [duplicateReason(latest[0])])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 0)
    }

    @Test("each section is titled by the data source subclass's header, of the kind the layout declares")
    func sectionTitles() throws {
        let screen = makeScreen()
        let collectionView = try #require(screen.collectionView)
        let kind = UICollectionView.elementKindSectionHeader
        let titles = (0 ..< 2).map {
            (collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: $0)) as? SectionTitleView)?.label.text
        }
        #expect(titles == ["Top Stories", "Latest"])
        #expect(collectionView.visibleSupplementaryViews(ofKind: kind).count == 2)
        let asked = screen.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 1))
        #expect((asked as? SectionTitleView)?.label.text == "Latest")
    }
}

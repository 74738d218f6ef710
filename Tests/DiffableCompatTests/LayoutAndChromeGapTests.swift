import DiffableCompat
import Foundation
import Testing

/// A table controller that styles each header as it appears, as settings screens do.
final class StyledHeadersController: UITableViewController {
    var styled: [Int] = []
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .secondaryLabel
        styled.append(section)
    }
}

/// A cell that sizes itself, as self-sizing flow layouts ask.
final class SelfSizingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: attributes.size.width, height: 88)
        return attributes
    }
}

/// A prefetching source, kept by the view but never told anything headlessly.
final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
    var asked = 0
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { asked += 1 }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += 1 }
}

@MainActor
@Suite("DiffableCompat: what ten more public apps needed (page controls, layout attributes, header display, bar styling)")
struct LayoutAndChromeGapTests {
    @Test("a page control keeps its current page within its pages, as UIKit clamps it")
    func pageControl() {
        let pages = UIPageControl()
        pages.currentPage = 3
        #expect(pages.currentPage == 0, "no pages: page 0")
        pages.numberOfPages = 5
        pages.currentPage = 3
        #expect(pages.currentPage == 3)
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1, "fewer pages pull the current one back")
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test("the table tells its delegate as it makes each header and footer; a controller's override is what runs")
    func willDisplayHeaders() throws {
        let controller = StyledHeadersController(style: .insetGrouped)
        let table = try #require(controller.tableView)
        final class Titled: UITableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                snapshot().sectionIdentifiers[section]
            }
        }
        let source = Titled(tableView: table) { _, _, _ in UITableViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["General", "Privacy"])
        snapshot.appendItems([1], toSection: "General")
        snapshot.appendItems([2], toSection: "Privacy")
        source.applySnapshotUsingReloadData(snapshot)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Privacy" && header.textLabel?.textColor == .secondaryLabel)
        _ = table.headerView(forSection: 1)
        #expect(controller.styled == [1], "told once, when the header is made")
    }

    @Test("layout attributes keep frame, centre and size together; a cell's preferred attributes are its override's")
    func layoutAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        attributes.center = CGPoint(x: 200, y: 100)
        #expect(attributes.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(SelfSizingCell().preferredLayoutAttributesFitting(attributes).size.height == 88)
        #expect(UICollectionViewCell().preferredLayoutAttributesFitting(header) === header, "UIKit's default: the same attributes")

        final class Background: UICollectionReusableView {}
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]
        )))
        layout.register(Background.self, forDecorationViewOfKind: "background")
        #expect(layout.decorationViewClasses["background"] == Background.self)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: []))
        var handled = 0
        section.visibleItemsInvalidationHandler = { items, offset, environment in handled += items.count }
        #expect(section.visibleItemsInvalidationHandler != nil && handled == 0, "stored, never called: nothing scrolls")
    }

    @Test("prefetch data sources are kept weakly and never asked; animations switch; effects and bars keep their styling")
    func chrome() {
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let table = UITableView()
        var prefetcher: Prefetcher? = Prefetcher()
        grid.prefetchDataSource = prefetcher
        table.prefetchDataSource = prefetcher
        #expect(grid.prefetchDataSource === prefetcher && table.prefetchDataSource === prefetcher && prefetcher?.asked == 0)
        prefetcher = nil
        #expect(grid.prefetchDataSource == nil, "weak, as UIKit's")

        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)

        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial && blur.contentView.superview === blur)
        let plain = UIVisualEffectView()
        #expect(plain.effect == nil && plain.contentView.superview === plain)

        let bar = UINavigationBar()
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)

        var configuration = UIButton.Configuration.filled()
        configuration.titleLineBreakMode = .byTruncatingTail
        #expect(configuration.titleLineBreakMode == .byTruncatingTail)

        let container = AttributeContainer([.font: UIFont.systemFont(ofSize: 13), .kern: 1.5, NSAttributedString.Key("NSLink"): "ignored", .foregroundColor: "not a colour"])
        #expect(container.font == UIFont.systemFont(ofSize: 13) && container.kern == 1.5 && container.foregroundColor == nil)
    }
}

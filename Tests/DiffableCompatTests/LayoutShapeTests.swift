import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("DiffableCompat layouts: stored values and the supplementary kinds each section declares")
struct LayoutShapeTests {
    static let badgeKind = "badge"

    func section(headers: [String]) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = headers.map {
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: $0, alignment: .top)
        }
        return section
    }

    @Test("a compositional layout's provider is called per section with the container size, and its boundary kinds are reported")
    func providerKinds() {
        var asked: [(Int, CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            asked.append((sectionIndex, environment.container.effectiveContentSize.width))
            return sectionIndex == 0 ? self.section(headers: ["UICollectionElementKindSectionHeader", Self.badgeKind]) : self.section(headers: [])
        }
        #expect(layout.supplementaryKinds(inSection: 0, containerSize: CGSize(width: 390, height: 844))
            == ["UICollectionElementKindSectionHeader", Self.badgeKind])
        #expect(layout.supplementaryKinds(inSection: 1, containerSize: CGSize(width: 390, height: 844)).isEmpty)
        #expect(asked.map(\.0) == [0, 1])
        #expect(asked.map(\.1) == [390, 390])
    }

    @Test("a list layout declares a header or footer per section only in supplementary mode; a flow layout by reference size")
    func listAndFlowKinds() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let size = CGSize(width: 320, height: 480)
        #expect(UICollectionViewCompositionalLayout.list(using: configuration).supplementaryKinds(inSection: 0, containerSize: size).isEmpty)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        #expect(UICollectionViewCompositionalLayout.list(using: configuration).supplementaryKinds(inSection: 3, containerSize: size)
            == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        configuration.headerMode = .firstItemInSection
        let viaProvider = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        #expect(viaProvider.supplementaryKinds(inSection: 0, containerSize: size) == ["UICollectionElementKindSectionFooter"])
        let flow = UICollectionViewFlowLayout()
        #expect(flow.supplementaryKinds(inSection: 0, containerSize: size).isEmpty)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        #expect(flow.supplementaryKinds(inSection: 0, containerSize: size) == ["UICollectionElementKindSectionHeader"])
    }

    @Test("layout objects read back what they were made with")
    func storedValues() {
        let section = section(headers: ["h"])
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        #expect(section.group.subitems.first?.layoutSize.widthDimension.isFractionalWidth == true)
        #expect(section.group.subitems.first?.layoutSize.widthDimension.dimension == 0.5)
        #expect(section.group.layoutSize.heightDimension.isAbsolute == true)
        #expect(section.group.direction == .horizontal)
        #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(section.boundarySupplementaryItems.first?.alignment == .top)
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 80, height: 80)
        flow.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(flow.itemSize.width == 80 && flow.sectionInset.right == 4 && flow.minimumLineSpacing == 10)
    }

    @Test("a list configuration's swipe provider and a contextual action's handler are kept so a test can perform them")
    func swipeActions() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var deleted: [IndexPath] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                deleted.append(indexPath)
                done(true)
            }])
        }
        let actions = configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 2, section: 0))
        var performed: Bool?
        actions?.actions.first?.handler(actions!.actions[0], UIView(), { performed = $0 })
        #expect(deleted == [IndexPath(item: 2, section: 0)])
        #expect(performed == true)
        #expect(actions?.actions.first?.style == .destructive)
    }

    @Test("a cell accessory keeps its kind, when it shows and its handler")
    func accessories() {
        var expanded = 0
        let accessories: [UICellAccessory] = [
            .outlineDisclosure(options: .init(style: .header)) { expanded += 1 }, .label(text: "3"), .reorder(displayed: .always),
        ]
        accessories[0].actionHandler?()
        #expect(expanded == 1)
        #expect(accessories.map(\.kind) == [.outlineDisclosure, .label("3"), .reorder])
        #expect(accessories.map(\.displayed) == [.always, .always, .always])
    }
}

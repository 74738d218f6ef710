import DiffableCompat
import Foundation
import Testing

/// A table delegate as apps write one: it refuses to highlight some rows and logs what it is told.
private final class HighlightingTableDelegate: NSObject, UITableViewDelegate {
    var events: [String] = []
    var unhighlightable: Set<Int> = []
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { !unhighlightable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { events.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { events.append("primary \(indexPath.row)") }
}

/// A table controller overriding the delegate methods iOS makes it write `override` for.
private final class SettingsController: UITableViewController {
    var highlighted: [Int] = []
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { section == 0 ? 0.01 : 28 }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { highlighted.append(indexPath.row) }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        [UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }
}

/// A collection delegate logging highlights, selections and primary actions.
private final class PrimaryActionDelegate: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var noHighlight: Set<Int> = []
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { !noHighlight.contains(indexPath.item) }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("highlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { events.append("primary \(indexPath.item)") }
}

/// A collection controller overriding delegate methods, as a grid screen does.
private final class GridController: UICollectionViewController {
    var highlighted: [Int] = []
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { highlighted.append(indexPath.item) }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { highlighted.append(-indexPath.item) }
}

/// A custom layout as apps write one: own attributes and context classes, a cache cleared on
/// invalidation, a paging target offset.
private final class MasonryAttributes: UICollectionViewLayoutAttributes {
    var photoHeight: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! MasonryAttributes
        copy.photoHeight = photoHeight
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MasonryAttributes, other.photoHeight == photoHeight else { return false }
        return super.isEqual(object)
    }
}
private final class MasonryContext: UICollectionViewLayoutInvalidationContext {
    var keepsCache = false
}
private final class MasonryLayout: UICollectionViewLayout {
    var cache: [IndexPath: MasonryAttributes] = [:]
    var invalidations: [(everything: Bool, items: [IndexPath]?)] = []
    override class var layoutAttributesClass: AnyClass { MasonryAttributes.self }
    override class var invalidationContextClass: AnyClass { MasonryContext.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !(context as! MasonryContext).keepsCache { cache.removeAll() }
        invalidations.append((context.invalidateEverything, context.invalidatedItemIndexPaths))
        super.invalidateLayout(with: context)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath] }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        for item in updateItems where item.updateAction == .insert { cache[item.indexPathAfterUpdate!] = nil }
    }
}

/// A section header as apps write one: configured from its state.
private final class ConfiguredSectionHeader: UITableViewHeaderFooterView {
    var title = ""
    var states: [UIViewConfigurationState] = []
    override func updateConfiguration(using state: UIViewConfigurationState) {
        states.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        contentConfiguration = content
    }
}

@MainActor
@Suite("DiffableCompat: the list audit's members (delegates, layouts, configurations, cells), called as apps call them")
struct ListsAuditTests {
    @Test("a row tap asks shouldHighlightRowAt (false refuses the tap), tells didHighlight and didUnhighlight, then selects")
    func tableHighlightOnTap() async {
        let (table, source, _) = todoTable()
        let delegate = HighlightingTableDelegate()
        table.delegate = delegate
        await source.apply(snapshot([("Today", ["a", "b", "c"])]))
        delegate.unhighlightable = [2]
        #expect(table.tapRow(at: IndexPath(row: 1, section: 0)))
        #expect(!table.tapRow(at: IndexPath(row: 2, section: 0)), "a row that does not highlight is not selected by a tap")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.tapAccessoryButton(forRowWith: IndexPath(row: 0, section: 0)))
        #expect(!table.tapAccessoryButton(forRowWith: IndexPath(row: 9, section: 0)), "out of range")
        #expect(delegate.events == ["highlight 1", "unhighlight 1", "select 1", "primary 1", "accessory 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the accessory button does not select")
    }

    @Test("the table delegate's defaults are the table's own heights, as UIKit's; a controller's overrides are what the table reaches")
    func tableDelegateDefaultsAndControllerOverrides() async {
        final class Plain: NSObject, UITableViewDelegate {}
        let table = UITableView(frame: .zero, style: .grouped)
        table.sectionHeaderHeight = 40
        table.estimatedRowHeight = 88
        let plain: any UITableViewDelegate = Plain()
        #expect(plain.tableView(table, heightForHeaderInSection: 0) == 40)
        #expect(plain.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 88)
        #expect(plain.tableView(table, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
        #expect(plain.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)) == nil)
        #expect(plain.tableView(table, indentationLevelForRowAt: IndexPath(row: 0, section: 0)) == 0)
        #expect(!plain.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))
        #expect(!plain.tableView(table, canPerformAction: Selector("copy:"), forRowAt: IndexPath(row: 0, section: 0), withSender: nil))
        #expect(plain.indexPathForPreferredFocusedView(in: table) == nil)
        table.isEditing = true
        #expect(!plain.tableView(table, canPerformPrimaryActionForRowAt: IndexPath(row: 0, section: 0)), "no primary action while editing")

        let controller = SettingsController(style: .insetGrouped)
        let delegate: any UITableViewDelegate = controller
        #expect(delegate.tableView(controller.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 60)
        #expect(delegate.tableView(controller.tableView, heightForHeaderInSection: 1) == 28)
        #expect(delegate.tableView(controller.tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)) == "Remove")
        let actions = delegate.tableView(controller.tableView, editActionsForRowAt: IndexPath(row: 0, section: 0))
        #expect(actions?.first?.style == .default, "`.destructive` is `.default`, as UIKit's")
        #expect(actions?.first?.title == "Delete")
        #expect(controller.tableView.delegate === controller)
    }

    @Test("a row action keeps its style, title and colours and performs its handler with the row")
    func rowAction() {
        var performed: [IndexPath] = []
        let share = UITableViewRowAction(style: .normal, title: "Share") { _, path in performed.append(path) }
        share.backgroundColor = .systemBlue
        #expect(share.style == .normal)
        #expect(share.backgroundColor == .systemBlue)
        #expect(share.backgroundEffect == nil)
        share.perform(at: IndexPath(row: 3, section: 1))
        #expect(performed == [IndexPath(row: 3, section: 1)])
        #expect(UITableViewRowAction.Style.destructive.rawValue == 0)
    }

    @Test("an item tap asks shouldHighlightItemAt, tells the highlight, selects, then performs the primary action outside editing")
    func collectionHighlightAndPrimaryAction() async {
        let (view, source, _) = itemSource()
        let delegate = PrimaryActionDelegate()
        view.delegate = delegate
        await source.apply(snapshot([("A", ["a", "b", "c"])]))
        delegate.noHighlight = [2]
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.tapItem(at: IndexPath(item: 2, section: 0)))
        view.isEditing = true
        view.allowsSelectionDuringEditing = true
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(delegate.events == ["highlight 0", "unhighlight 0", "select 0", "primary 0", "highlight 1", "unhighlight 1", "select 1"],
                "no primary action while editing, by default")
        view.isEditing = false
        view.allowsMultipleSelection = true
        delegate.events = []
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(delegate.events == ["highlight 0", "unhighlight 0", "select 0"], "extending a selection is no primary action")
    }

    @Test("a collection controller's highlight overrides are what its view calls; its transition layout keeps both layouts")
    func collectionControllerOverrides() {
        let controller = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView.dataSource = controller
        controller.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        let delegate: any UICollectionViewDelegate = controller
        delegate.collectionView(controller.collectionView, didHighlightItemAt: IndexPath(item: 4, section: 0))
        #expect(controller.highlighted == [4])
        let from = UICollectionViewFlowLayout()
        let to = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let transition = delegate.collectionView(controller.collectionView, transitionLayoutForOldLayout: from, newLayout: to)
        #expect(transition.currentLayout === from)
        #expect(transition.nextLayout === to)
        transition.transitionProgress = 0.5
        transition.updateValue(12, forAnimatedKey: "offset")
        #expect(transition.value(forAnimatedKey: "offset") == 12)
        #expect(transition.value(forAnimatedKey: "missing") == 0)
        #expect(transition.transitionProgress == 0.5)
        #expect(delegate.collectionView(controller.collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }
    @Test("invalidateLayout() hands an app's layout a context of its own class with invalidateEverything; contexts keep what they invalidate")
    func invalidationContexts() {
        let layout = MasonryLayout()
        layout.cache[IndexPath(item: 0, section: 0)] = MasonryAttributes(forCellWith: IndexPath(item: 0, section: 0))
        layout.invalidateLayout()
        #expect(layout.cache.isEmpty)
        let context = MasonryContext()
        context.keepsCache = true
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 20)
        layout.invalidateLayout(with: context)
        #expect(layout.invalidations.map(\.everything) == [true, false])
        #expect(layout.invalidations.last?.items == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 1)]])
        #expect(context.invalidatedDecorationIndexPaths == nil)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 20))
        #expect(layout.invalidationContext(forBoundsChange: .zero) is MasonryContext)
        let flowContext = UICollectionViewFlowLayout().invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((flowContext as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics == true)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(ObjectIdentifier(MasonryLayout.layoutAttributesClass) == ObjectIdentifier(MasonryAttributes.self))
    }

    @Test("attributes copy as their own class with every value, compare by value, and a layout's hooks answer as overridden")
    func attributesCopyAndLayoutHooks() {
        let original = MasonryAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 3, section: 2))
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        original.alpha = 0.5
        original.zIndex = 7
        original.photoHeight = 120
        let copy = original.copy() as! MasonryAttributes
        #expect(copy !== original)
        #expect(copy.photoHeight == 120)
        #expect(copy.frame == original.frame)
        #expect(copy.representedElementCategory == .supplementaryView)
        #expect(copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 3, section: 2))
        #expect(copy.isEqual(original))
        copy.photoHeight = 80
        #expect(!copy.isEqual(original))
        #expect(!UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            .isEqual(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))))

        let layout = MasonryLayout()
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 260, y: 5), withScrollingVelocity: CGPoint(x: 1, y: 0))
            == CGPoint(x: 300, y: 5))
        #expect(UICollectionViewLayout().targetContentOffset(forProposedContentOffset: CGPoint(x: 260, y: 5)) == CGPoint(x: 260, y: 5))
        layout.cache[IndexPath(item: 0, section: 0)] = original
        layout.prepare(forCollectionViewUpdates: [UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: 0, section: 0))])
        #expect(layout.cache.isEmpty)
        let moving = UICollectionViewLayout().layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 1, section: 0),
                                                                                         withTargetPosition: CGPoint(x: 50, y: 60))
        #expect(moving.center == CGPoint(x: 50, y: 60))
        #expect(moving.indexPath == IndexPath(item: 1, section: 0))
        #expect(UICollectionViewLayout().initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
    @Test("compositional sections as apps build them: anchored badges, a group's supplementary items, iOS 17 orthogonal properties")
    func compositionalMembers() {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: badgeAnchor, itemAnchor: NSCollectionLayoutAnchor(edges: .bottom))
        #expect(badge.containerAnchor === badgeAnchor)
        #expect(badge.itemAnchor?.edges == .bottom)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        #expect(item.supplementaryItems.first === badge)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                                                       subitems: [item])
        #expect(group.supplementaryItems.isEmpty)
        group.supplementaryItems = [badge]
        #expect(group.supplementaryItems.count == 1)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        #expect(section.orthogonalScrollingProperties.bounce == .automatic)
        #expect(section.orthogonalScrollingProperties.decelerationRate == .automatic)
        section.orthogonalScrollingProperties.bounce = .never
        section.orthogonalScrollingProperties.decelerationRate = .fast
        #expect(section.orthogonalScrollingProperties.bounce == .never)
        #expect(section.orthogonalScrollingProperties.decelerationRate.rawValue == 0.99)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
        #expect(header.containerAnchor.edges == [.top, .leading])
        #expect(header.itemAnchor == nil)
    }

    @Test("a list configuration's separators: the appearance's defaults, and an item separator handler kept and answering per item")
    func listSeparators() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.separatorConfiguration.topSeparatorVisibility == .automatic)
        #expect(configuration.separatorConfiguration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(configuration.separatorConfiguration.color == .separator)
        configuration.separatorConfiguration.color = .systemRed
        configuration.itemSeparatorHandler = { indexPath, listConfiguration in
            var item = listConfiguration
            if indexPath.item == 0 { item.topSeparatorVisibility = .hidden }
            item.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
            return item
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        #expect(layout.configuration.scrollDirection == .vertical)
        let first = configuration.itemSeparatorHandler?(IndexPath(item: 0, section: 0), configuration.separatorConfiguration)
        let second = configuration.itemSeparatorHandler?(IndexPath(item: 1, section: 0), configuration.separatorConfiguration)
        #expect(first?.topSeparatorVisibility == .hidden)
        #expect(second?.topSeparatorVisibility == .automatic)
        #expect(second?.bottomSeparatorInsets.leading == 60)
        #expect(second?.color == .systemRed)
        var plain = UIListSeparatorConfiguration(listAppearance: .plain)
        plain.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))
        #expect(plain != UIListSeparatorConfiguration(listAppearance: .plain))
    }
    @Test("a header-footer view updates its configuration from its state: an override, the update handler, the automatic flags")
    func headerFooterConfigurationUpdates() {
        let header = ConfiguredSectionHeader(reuseIdentifier: "header")
        header.title = "Recent"
        header.setNeedsUpdateConfiguration()
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Recent")
        #expect(header.states.count == 1)
        #expect(header.states.first?.isPinned == false)
        #expect(header.automaticallyUpdatesContentConfiguration)
        #expect(header.automaticallyUpdatesBackgroundConfiguration)

        let footer = UITableViewHeaderFooterView(reuseIdentifier: "footer")
        var seen: [String] = []
        footer.configurationUpdateHandler = { view, state in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = "\(view.reuseIdentifier ?? "") \(state.isHighlighted)"
            view.contentConfiguration = content
            seen.append("update")
        }
        #expect(seen == ["update"], "setting the handler updates at once")
        #expect((footer.contentConfiguration as? UIListContentConfiguration)?.text == "footer false")
        footer.setNeedsUpdateConfiguration()
        #expect(seen == ["update", "update"])

        var state = footer.configurationState
        let expanded = UIConfigurationStateCustomKey("expanded")
        state[expanded] = true
        state.isPinned = true
        #expect(state[expanded] == AnyHashable(true))
        #expect(state != footer.configurationState)
    }

    @Test("a background's visual effect and an image's tint transformer are kept; the transformer resolves the tint")
    func backgroundEffectAndImageTint() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        #expect(background.visualEffect == nil)
        let blur = UIBlurEffect(style: .systemUltraThinMaterial)
        background.visualEffect = blur
        #expect(background.visualEffect === blur)
        #expect(background.shadowProperties.opacity == 0)
        #expect(background.shadowProperties.color == .black)
        background.shadowProperties.opacity = 0.75
        background.shadowProperties.offset = CGSize(width: 0, height: 4)
        background.shadowProperties.radius = 8
        #expect(background.shadowProperties.opacity == 0.75)
        #expect(background.shadowProperties.offset.height == 4)
        #expect(background != UIBackgroundConfiguration.listGroupedCell())
        var content = UIListContentConfiguration.cell()
        content.imageProperties.tintColorTransformer = .grayscale
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == UIConfigurationColorTransformer.grayscale(.systemRed))
        content.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
        content.imageProperties.tintColor = .systemBlue
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemGreen)
        content.imageProperties.tintColorTransformer = nil
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemBlue)
    }
    @Test("a custom accessory's placement keeps its side, displayed state and position closure, as list cells build trailing menus")
    func customAccessoryPlacement() {
        let button = UIButton(type: .system)
        let configuration = UICellAccessory.CustomViewConfiguration(
            customView: button, placement: .trailing(displayed: .whenNotEditing, at: { accessories in accessories.count }),
            reservedLayoutWidth: .custom(50))
        let accessory = UICellAccessory.customView(configuration: configuration)
        #expect(accessory.displayed == .whenNotEditing)
        guard case .trailing(let displayed, let position) = configuration.placement else {
            Issue.record("placement changed side")
            return
        }
        #expect(displayed == .whenNotEditing)
        #expect(position([.disclosureIndicator(), .checkmark()]) == 2)
        guard case .leading(_, let defaultPosition) = UICellAccessory.Placement.leading() else { return }
        #expect(defaultPosition([.disclosureIndicator()]) == 0)
        let cell = UICollectionViewListCell()
        cell.accessories = [accessory, .outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        #expect(cell.accessories.count == 2)
    }
    @Test("an interactive move's contexts carry the previous and target paths and position; update hooks answer none by default")
    func interactiveMovementContexts() {
        let layout = MasonryLayout()
        let step = layout.invalidationContext(forInteractivelyMovingItems: [IndexPath(item: 3, section: 0)], withTargetPosition: CGPoint(x: 5, y: 6),
                                              previousIndexPaths: [IndexPath(item: 1, section: 0)], previousPosition: .zero)
        #expect(step is MasonryContext)
        #expect(step.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
        #expect(step.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
        #expect(step.interactiveMovementTarget == CGPoint(x: 5, y: 6))
        let end = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [IndexPath(item: 2, section: 0)],
                                                                               previousIndexPaths: [IndexPath(item: 1, section: 0)],
                                                                               movementCancelled: false)
        #expect(end.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 4, section: 1), withPosition: .zero) == IndexPath(item: 4, section: 1))
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "header").isEmpty)
        #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "bg").isEmpty)
        #expect(UICollectionViewLayoutInvalidationContext().invalidatedItemIndexPaths == nil)
        #expect(!UICollectionViewLayoutInvalidationContext().invalidateEverything)
    }
}

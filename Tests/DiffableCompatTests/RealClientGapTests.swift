import DiffableCompat
import Foundation
import Testing

/// A flow-layout delegate that gives a header only to the sections it lists, as feeds with
/// optional section titles do.
final class SectionSizer: NSObject, UICollectionViewDelegateFlowLayout {
    let headed: Set<Int>
    init(headed: Set<Int>) { self.headed = headed }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headed.contains(section) ? CGSize(width: 320, height: 30) : .zero
    }
}

/// A controller that reacts to a size change the way real screens do: through the coordinator when
/// there is one, directly when there is not.
final class RotatingController: UIViewController {
    var relaidOut = 0
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.relaidOut += 1 }, completion: nil)
    }
    func deselectAfterPop(in view: UICollectionView) {
        guard let path = view.indexPathsForSelectedItems?.first else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in view.deselectItem(at: path, animated: true) }, completion: nil)
        } else {
            view.deselectItem(at: path, animated: false)
        }
    }
}

@MainActor
@Suite("DiffableCompat: gaps found by compiling public iOS files against it")
struct RealClientGapTests {
    @Test("a flow layout's delegate decides per section whether a header is asked for, as UIKit's flow layout does")
    func flowDelegateHeaderSizes() async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let sizer = SectionSizer(headed: [1])
        view.delegate = sizer
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        var asked: [String] = []
        source.supplementaryViewProvider = { _, kind, path in
            asked.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(path.section)")
            return UICollectionReusableView()
        }
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])]))
        #expect(asked == ["header 1"], "only section 1 has a non-zero header size; the layout's own size is zero")
        view.delegate = nil
        (view.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 0, height: 20)
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"]), ("D", ["d"])]))
        #expect(asked == ["header 1", "header 3"], "without the delegate the layout's size applies, to the new section D")
    }

    @Test("a delegate adopting the flow protocol without sizing headers falls back to the layout's reference size")
    func flowDelegateDefaults() {
        final class Plain: NSObject, UICollectionViewDelegateFlowLayout {}
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 12)
        layout.itemSize = CGSize(width: 7, height: 9)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let plain = Plain()
        #expect(plain.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0) == CGSize(width: 0, height: 12))
        #expect(plain.collectionView(view, layout: layout, referenceSizeForFooterInSection: 0) == .zero)
        #expect(plain.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 7, height: 9))
    }

    @Test("setCollectionViewLayout swaps the layout at once, runs its completion with true, and later applies ask the new layout's kinds")
    func setLayout() async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        var kinds: [String] = []
        source.supplementaryViewProvider = { _, kind, _ in kinds.append(kind); return UICollectionReusableView() }
        await source.apply(snapshot([("A", ["a"])]))
        #expect(kinds.isEmpty)
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.footerMode = .supplementary
        let newLayout = UICollectionViewCompositionalLayout.list(using: list)
        var finished: Bool?
        view.setCollectionViewLayout(newLayout, animated: true) { finished = $0 }
        #expect(view.collectionViewLayout === newLayout)
        #expect(finished == true)
        await source.apply(snapshot([("A", ["a"]), ("B", ["b"])]))
        #expect(kinds == [UICollectionView.elementKindSectionFooter], "the new section's footer, from the list layout")
    }

    @Test("there is no transition coordinator, so code takes its no-transition path; viewWillTransition takes UIKit's coordinator type")
    func transitionCoordinator() async {
        let controller = RotatingController()
        #expect(controller.transitionCoordinator == nil)
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        await source.apply(snapshot([("A", ["a", "b"])]))
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.deselectAfterPop(in: view)
        #expect(view.indexPathsForSelectedItems == nil, "deselected directly, as UIKit does outside a transition")
        #expect(controller.relaidOut == 0, "nothing ever calls viewWillTransition here")
    }

    @Test("list text and image properties resolve their colours: the configured one, else the view's tint")
    func resolvedColours() {
        var content = UIListContentConfiguration.valueCell()
        content.secondaryTextProperties.color = .systemPink
        #expect(content.secondaryTextProperties.resolvedColor() == .systemPink)
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemBlue, "no tint set: the view's")
        content.imageProperties.tintColor = .systemGreen
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemGreen)
    }

    @Test("a symbol configuration made from a font and a scale keeps both, under UIKit's SymbolScale name")
    func symbolConfigurationFromFont() {
        let scale: UIImage.SymbolScale = .large
        let configuration = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 21), scale: scale)
        #expect(configuration.pointSize == 21)
        #expect(configuration.scale == .large)
    }

    @Test("an alert keeps its actions and text fields in order, is recorded as presented, and a disabled action's handler does not run")
    func alertController() {
        let screen = UIViewController()
        var chosen: [String] = []
        let alert = UIAlertController(title: "New channel", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        let create = UIAlertAction(title: "Create", style: .default) { action in chosen.append(action.title ?? "") }
        create.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(create)
        screen.present(alert, animated: true)
        #expect(screen.presentedViewController === alert)
        #expect(alert.title == "New channel" && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Create"])
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(!create.performHandler() && chosen.isEmpty)
        create.isEnabled = true
        #expect(create.performHandler() && chosen == ["Create"])
    }

    @Test("a table view's sizing and separator properties read back as set, with UIKit's automatic-dimension default")
    func tableShape() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        table.tableHeaderView = UIView()
        table.sectionHeaderTopPadding = 0
        table.separatorStyle = .none
        table.estimatedRowHeight = 76
        #expect(table.tableHeaderView != nil && table.sectionHeaderTopPadding == 0)
        #expect(table.separatorStyle == .none && table.estimatedRowHeight == 76)
    }

    @Test("typing into a search controller's bar tells its updater and the bar's delegate; setting text tells no one")
    func searchTyping() {
        final class Filter: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
            var updates: [String] = []
            var typed: [String] = []
            func updateSearchResults(for searchController: UISearchController) { updates.append(searchController.searchBar.text ?? "") }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { typed.append(searchText) }
        }
        let filter = Filter()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.searchBar.delegate = filter
        let screen = UIViewController()
        screen.navigationItem.searchController = search
        #expect(screen.navigationItem.searchController === search)
        search.searchBar.text = "ignored"
        #expect(filter.updates.isEmpty && filter.typed.isEmpty)
        search.searchBar.type("mo")
        #expect(filter.updates == ["mo"] && filter.typed == ["mo"])
    }

    @Test("visual-format constraints compile with UIKit's signature and make no constraints, as nothing solves them")
    func visualFormat() {
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", options: [.alignAllTop], metrics: nil, views: ["v": UIView()])
        #expect(made.isEmpty)
    }
}

#if canImport(UIKit)
import Combine
import UIKit
#else
import DiffableCompat
#endif

// A recipe app's search tab, in the shape search screens take: a view model whose query, recipes
// and "favourites only" switch are combined with `combineLatest` into the rows to show; a search
// controller that feeds the query as the user types and clears it when dismissed; identifiers in
// the snapshot and a table data source subclass that titles its section and funnels every apply
// through one override; and a context menu on each row that favourites the recipe.

/// A recipe.
public struct Recipe: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String
    public var isFavourite: Bool

    public init(id: Int, title: String, isFavourite: Bool = false) {
        self.id = id
        self.title = title
        self.isFavourite = isFavourite
    }
}

/// The search tab's view model: what to show follows the query, the recipes and the switch.
public final class RecipeSearchViewModel {
    @Published public var query = ""
    @Published public var favouritesOnly = false
    @Published public private(set) var recipes: [Recipe]

    public init(recipes: [Recipe]) { self.recipes = recipes }

    /// The recipes to show, in order, each time any input changes.
    public var matches: AnyPublisher<[Recipe], Never> {
        $query.combineLatest($recipes, $favouritesOnly) { query, recipes, favouritesOnly in
            let words = query.lowercased().split(separator: " ")
            return recipes.filter { recipe in
                (!favouritesOnly || recipe.isFavourite) && words.allSatisfy { recipe.title.lowercased().contains($0) }
            }
        }
        .removeDuplicates()
        .eraseToAnyPublisher()
    }

    public func toggleFavourite(_ id: Recipe.ID) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isFavourite.toggle()
    }

    public func recipe(_ id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }
}

/// The table's data source: one section titled by its count; every apply passes through one place.
public final class RecipeDataSource: UITableViewDiffableDataSource<Int, Recipe.ID> {
    /// How many snapshots were applied.
    public private(set) var appliedCount = 0

    public override func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Recipe.ID>, animatingDifferences: Bool = true,
                               completion: (() -> Void)? = nil) {
        appliedCount += 1
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let count = snapshot().numberOfItems
        return count == 1 ? "1 recipe" : "\(count) recipes"
    }
}

/// The search tab.
public final class RecipeSearchViewController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    public let viewModel: RecipeSearchViewModel
    public let searchController = UISearchController(searchResultsController: nil)
    public private(set) var dataSource: RecipeDataSource!
    private var subscriptions = Set<AnyCancellable>()

    public init(viewModel: RecipeSearchViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
        title = "Search"
        tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Recipes"
        searchController.searchBar.autocapitalizationType = .none
        searchController.searchBar.returnKeyType = .done
        navigationItem.searchController = searchController
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
        dataSource = RecipeDataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
            var content = cell.defaultContentConfiguration()
            let recipe = self.viewModel.recipe(id)
            content.text = recipe?.title
            content.secondaryText = recipe?.isFavourite == true ? "★ Favourite" : nil
            cell.contentConfiguration = content
            return cell
        }
        viewModel.matches
            .receive(on: DispatchQueue.main)
            .sink { [weak self] recipes in self?.show(recipes) }
            .store(in: &subscriptions)
    }

    private func show(_ recipes: [Recipe]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Recipe.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(recipes.map(\.id))
        // A favourite changes a row's content, not its identity: reconfigure the rows still shown.
        snapshot.reconfigureItems(recipes.map(\.id).filter { dataSource.indexPath(for: $0) != nil })
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: UISearchResultsUpdating, UISearchControllerDelegate

    public func updateSearchResults(for searchController: UISearchController) {
        viewModel.query = searchController.searchBar.text ?? ""
    }

    public func didDismissSearchController(_ searchController: UISearchController) {
        viewModel.query = ""
    }

    // MARK: UITableViewDelegate

    public override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                   point: CGPoint) -> UIContextMenuConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let recipe = viewModel.recipe(id) else { return nil }
        return UIContextMenuConfiguration(identifier: NSNumber(value: id), previewProvider: nil) { [weak self] _ in
            let favourite = UIAction(title: recipe.isFavourite ? "Unfavourite" : "Favourite",
                                     image: UIImage(systemName: recipe.isFavourite ? "star.slash" : "star")) { _ in
                self?.viewModel.toggleFavourite(id)
            }
            return UIMenu(title: recipe.title, children: [favourite])
        }
    }
}

#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing
@testable import UIKitApps

@MainActor
@Suite("A search tab: combineLatest feeds the rows, the search controller the query, a context menu favourites")
struct RecipeSearchTests {
    func makeScreen() async throws -> RecipeSearchViewController {
        let model = RecipeSearchViewModel(recipes: [
            Recipe(id: 1, title: "Apple pie"), Recipe(id: 2, title: "Pumpkin soup"), Recipe(id: 3, title: "Cherry pie"),
        ])
        let screen = RecipeSearchViewController(viewModel: model)
        screen.loadViewIfNeeded()
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        return screen
    }

    func rows(_ screen: RecipeSearchViewController) -> [String] {
        (0 ..< screen.tableView.numberOfRows(inSection: 0)).compactMap { shownText(screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))) }
    }

    @Test("typing in the search bar narrows the rows to the recipes with every word; the header counts them")
    func typing() async throws {
        let screen = try await makeScreen()
        #expect(rows(screen) == ["Apple pie", "Pumpkin soup", "Cherry pie"])
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 0) == "3 recipes")
        screen.searchController.searchBar.type("pie")
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 2 }
        #expect(rows(screen) == ["Apple pie", "Cherry pie"])
        screen.searchController.searchBar.type("cherry pie")
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 1 }
        #expect(rows(screen) == ["Cherry pie"])
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 0) == "1 recipe")
        #expect(screen.dataSource.appliedCount >= 3, "every apply went through the subclass's override")
    }

    @Test("dismissing the search controller clears the query and shows every recipe again")
    func dismissing() async throws {
        let screen = try await makeScreen()
        screen.searchController.isActive = true
        screen.searchController.searchBar.type("soup")
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 1 }
        screen.searchController.isActive = false
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 3 }
        #expect(screen.viewModel.query.isEmpty)
    }

    @Test("a row's context menu favourites its recipe; the row shows it, and 'favourites only' keeps just that one")
    func contextMenuFavourites() async throws {
        let screen = try await makeScreen()
        let path = IndexPath(row: 1, section: 0)
        let configuration = try #require(screen.tableView.contextMenuConfiguration(forRowAt: path))
        let menu = try #require(configuration.makeMenu())
        #expect(menu.title == "Pumpkin soup")
        let favourite = try #require(menu.children.first as? UIAction)
        #expect(favourite.title == "Favourite")
        favourite.performWithSender(nil, target: nil)
        try await eventually {
            (screen.tableView.cellForRow(at: path)?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "★ Favourite"
        }
        #expect(screen.tableView.contextMenuConfiguration(forRowAt: path)?.makeMenu()?.children.first?.title == "Unfavourite")
        screen.viewModel.favouritesOnly = true
        try await eventually { screen.tableView.numberOfRows(inSection: 0) == 1 }
        #expect(rows(screen) == ["Pumpkin soup"])
        #expect(screen.tabBarItem.title == "Search")
    }
}

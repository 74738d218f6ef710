import DiffableCompat
import Foundation
import Testing

/// A screen that re-searches as apps do: delegate and updater record what they are told, in order.
private final class ScopeRecorder: NSObject, UISearchBarDelegate, UISearchResultsUpdating {
    var events: [String] = []
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        events.append("delegate \(selectedScope) (bar at \(searchBar.selectedScopeButtonIndex))")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func updateSearchResults(for searchController: UISearchController) {
        events.append("update \(searchController.searchBar.selectedScopeButtonIndex) \(searchController.searchBar.text ?? "nil")")
    }
}

@MainActor
@Suite("A tap on a search bar's scope button: UIKit's tap sets the scope, tells the delegate, then the controller's updater")
struct SearchBarScopeTapTests {
    private func controller(_ recorder: ScopeRecorder) -> UISearchController {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = recorder
        controller.searchBar.delegate = recorder
        controller.searchBar.showsScopeBar = true
        controller.searchBar.scopeButtonTitles = ["All", "Movies", "Music"]
        return controller
    }

    @Test("a tap on another scope selects it, tells the delegate then the updater, and answers true")
    func tapChangesScope() {
        let recorder = ScopeRecorder()
        let search = controller(recorder)
        search.searchBar.type("star")
        #expect(search.searchBar.tapScopeButton(at: 1))
        #expect(search.searchBar.selectedScopeButtonIndex == 1)
        #expect(recorder.events == ["text star", "update 0 star", "delegate 1 (bar at 1)", "update 1 star"])
    }

    @Test("a tap on the selected scope does nothing and answers false")
    func sameScope() {
        let recorder = ScopeRecorder()
        let search = controller(recorder)
        #expect(search.searchBar.tapScopeButton(at: 0) == false)
        #expect(search.searchBar.tapScopeButton(at: 2))
        #expect(search.searchBar.tapScopeButton(at: 2) == false)
        #expect(recorder.events == ["delegate 2 (bar at 2)", "update 2 "])
    }

    @Test("bad indices (negative, past the titles, huge) and a bar without titles: nothing, false, no trap")
    func badIndices() {
        let recorder = ScopeRecorder()
        let search = controller(recorder)
        for index in [-1, 3, Int.max, Int.min] {
            #expect(search.searchBar.tapScopeButton(at: index) == false)
        }
        search.searchBar.scopeButtonTitles = nil
        #expect(search.searchBar.tapScopeButton(at: 1) == false)
        search.searchBar.scopeButtonTitles = []
        #expect(search.searchBar.tapScopeButton(at: 0) == false)
        #expect(search.searchBar.selectedScopeButtonIndex == 0)
        #expect(recorder.events.isEmpty)
    }

    @Test("a hidden scope bar takes no tap; an active controller that shows it automatically does")
    func hiddenScopeBar() {
        let recorder = ScopeRecorder()
        let search = controller(recorder)
        search.searchBar.showsScopeBar = false
        #expect(search.searchBar.tapScopeButton(at: 1) == false)
        search.isActive = true
        #expect(search.searchBar.tapScopeButton(at: 1))
        search.automaticallyShowsScopeBar = false
        #expect(search.searchBar.tapScopeButton(at: 2) == false)
        #expect(recorder.events == ["delegate 1 (bar at 1)", "update 1 "])
    }

    @Test("a bar of no controller tells only its delegate; setting the index in code tells no one, as UIKit")
    func standaloneBar() {
        let recorder = ScopeRecorder()
        let bar = UISearchBar()
        bar.delegate = recorder
        bar.showsScopeBar = true
        bar.scopeButtonTitles = ["A", "B"]
        bar.selectedScopeButtonIndex = 1
        #expect(recorder.events.isEmpty)
        #expect(bar.tapScopeButton(at: 0))
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(recorder.events == ["delegate 0 (bar at 0)"])
        bar.delegate = nil
        #expect(bar.tapScopeButton(at: 1))
        #expect(bar.selectedScopeButtonIndex == 1)
    }
}

import DiffableCompat
import Foundation
import Testing

@MainActor
private final class SearchBarLog: NSObject, UISearchBarDelegate {
    var events: [String] = []
    var allowBegin = true, allowEnd = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return allowBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldEnd"); return allowEnd }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
}

@MainActor
@Suite("UISearchBar editing: becomeFirstResponder begins editing in its search field, asking and telling the delegate, as UIKit's", .serialized)
struct SearchBarEditingTests {
    @Test("the search field is inside the bar; becomeFirstResponder asks, begins in the field and tells; the bar answers isFirstResponder for it")
    func becomeFirstResponder() {
        let bar = UISearchBar(), log = SearchBarLog()
        bar.delegate = log
        #expect(bar.searchTextField.superview === bar)
        #expect(bar.canBecomeFirstResponder && !bar.isFirstResponder)
        #expect(bar.becomeFirstResponder())
        #expect(log.events == ["shouldBegin", "didBegin"])
        #expect(bar.searchTextField.isFirstResponder && bar.searchTextField.isEditing && bar.isFirstResponder)
        #expect(bar.becomeFirstResponder(), "already editing: true, nothing asked again")
        #expect(log.events == ["shouldBegin", "didBegin"])
        #expect(bar.resignFirstResponder())
        #expect(log.events == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        #expect(!bar.isFirstResponder && !bar.searchTextField.isEditing)
        #expect(bar.resignFirstResponder(), "not editing: true, nothing asked")
        #expect(log.events.count == 4)
    }

    @Test("a delegate that refuses to begin or to end keeps the bar as it was")
    func refusals() {
        let bar = UISearchBar(), log = SearchBarLog()
        bar.delegate = log
        log.allowBegin = false
        #expect(!bar.becomeFirstResponder())
        #expect(log.events == ["shouldBegin"] && !bar.isFirstResponder)
        log.allowBegin = true
        #expect(bar.becomeFirstResponder())
        log.allowEnd = false
        #expect(!bar.resignFirstResponder())
        #expect(bar.isFirstResponder && log.events == ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd"])
        log.allowEnd = true
        #expect(bar.resignFirstResponder())
    }

    @Test("one first responder per window: a field editing beside the bar resigns when the bar begins; the keyboard is handed over")
    func handOverInAScreen() {
        let screen = UIViewController()
        let field = UITextField(), bar = UISearchBar()
        screen.view.addSubview(field)
        screen.view.addSubview(bar)
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let center = NotificationCenter.default
        let tokens = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in names.list.append(note.name.rawValue) }
        }
        defer { tokens.forEach(center.removeObserver) }
        #expect(field.becomeFirstResponder())
        // The keyboard is the process's (another test may have left it up): compare what one step adds.
        let before = names.list.count
        #expect(bar.becomeFirstResponder())
        #expect(!field.isEditing && bar.isFirstResponder)
        #expect(names.list.count == before, "the keyboard is handed over, not hidden and shown again")
        #expect(bar.resignFirstResponder())
        #expect(!bar.isFirstResponder && !field.isEditing)
    }

    @Test("a search controller's bar edits the same way; without a delegate it begins and ends")
    func searchControllerBar() {
        let controller = UISearchController(searchResultsController: nil)
        #expect(controller.searchBar.searchTextField.superview === controller.searchBar)
        #expect(controller.searchBar.becomeFirstResponder() && controller.searchBar.isFirstResponder)
        #expect(controller.searchBar.resignFirstResponder() && !controller.searchBar.isFirstResponder)
    }
}

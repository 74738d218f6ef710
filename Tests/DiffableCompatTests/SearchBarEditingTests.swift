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

    @Test("the bar's text and placeholder are its field's: empty, never nil (apps write searchBar.text!), one value whichever side sets it")
    func textIsTheFields() {
        let bar = UISearchBar()
        #expect(bar.text == "" && bar.searchTextField.text == "" && bar.placeholder == nil)
        bar.text = nil
        #expect(bar.text == "", "nil sets it empty")
        bar.text = "swift"
        #expect(bar.searchTextField.text == "swift")
        bar.searchTextField.text = "kotlin"
        #expect(bar.text == "kotlin")
        bar.placeholder = "Search recipes"
        #expect(bar.searchTextField.placeholder == "Search recipes")
        bar.setValue("Find", forKey: "placeholder")
        #expect(bar.searchTextField.placeholder == "Find" && bar.placeholder == "Find")
    }

    @Test("typing into the bar's field asks shouldChangeTextIn, then tells textDidChange and the search controller's updater; a refusal changes nothing")
    func typingIntoTheField() {
        final class Filter: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
            var events: [String] = []
            var refuse: String?
            func updateSearchResults(for searchController: UISearchController) { events.append("update \(searchController.searchBar.text ?? "nil")") }
            func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                events.append("should \(range.location),\(range.length) '\(text)'")
                return text != refuse
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("changed \(searchText)") }
        }
        let filter = Filter()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.searchBar.delegate = filter
        let field = search.searchBar.searchTextField
        #expect(search.searchBar.becomeFirstResponder())
        field.insertText("pa")
        field.insertText("n")
        #expect(filter.events == ["update ", "should 0,0 'pa'", "changed pa", "update pa", "should 2,0 'n'", "changed pan", "update pan"],
                "becoming first responder asks the updater first, as UIKit documents")
        #expect(search.searchBar.text == "pan")
        filter.events = []
        filter.refuse = "!"
        field.insertText("!")
        #expect(filter.events == ["should 3,0 '!'"] && search.searchBar.text == "pan", "refused: no change, nobody told")
        filter.events = []
        field.deleteBackward()
        #expect(filter.events == ["should 2,1 ''", "changed pa", "update pa"])
        filter.events = []
        search.searchBar.text = "set in code"
        #expect(filter.events.isEmpty, "setting text in code tells no one, as in UIKit")
    }

    @Test("the field's own becomeFirstResponder and resignFirstResponder ask and tell the bar's delegate, as UIKit's bar is its field's delegate")
    func fieldEditingTellsTheBar() {
        let bar = UISearchBar(), log = SearchBarLog()
        bar.delegate = log
        #expect(bar.searchTextField.becomeFirstResponder())
        #expect(log.events == ["shouldBegin", "didBegin"] && bar.isFirstResponder)
        #expect(bar.searchTextField.resignFirstResponder())
        #expect(log.events == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"] && !bar.isFirstResponder)
        log.allowBegin = false
        #expect(!bar.searchTextField.becomeFirstResponder() && !bar.searchTextField.isEditing)
        let alone = UISearchTextField()
        #expect(alone.becomeFirstResponder() && alone.resignFirstResponder(), "a search field made alone has no bar to ask")
    }

    @Test("the return key in the bar's field tells searchBarSearchButtonClicked once, before the field's end-on-exit actions")
    func searchButton() {
        final class Clicks: NSObject, UISearchBarDelegate {
            var events: [String] = []
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search \(searchBar.text ?? "")") }
        }
        let bar = UISearchBar(), clicks = Clicks()
        bar.delegate = clicks
        bar.searchTextField.addAction(UIAction { _ in clicks.events.append("exit") }, for: .editingDidEndOnExit)
        #expect(bar.becomeFirstResponder())
        bar.searchTextField.insertText("tea")
        #expect(bar.searchTextField.pressReturnKey())
        #expect(clicks.events == ["search tea", "exit"])
        #expect(bar.isFirstResponder, "Search does not end editing by itself: apps resign in searchBarSearchButtonClicked")
    }

    @Test("a search controller's bar that begins editing activates the controller and asks its updater; Cancel clears, resigns, deactivates and asks again")
    func searchControllerActivationAndCancel() {
        final class Screen: NSObject, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
            var events: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                events.append("update \(searchController.isActive) '\(searchController.searchBar.text ?? "nil")'")
            }
            func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
            func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
            func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
            func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
            func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        }
        let screen = Screen()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = screen
        search.delegate = screen
        search.searchBar.delegate = screen
        #expect(!search.searchBar.tapCancelButton(), "inactive: no cancel button shows")
        #expect(screen.events.isEmpty)
        #expect(search.searchBar.becomeFirstResponder())
        #expect(screen.events == ["didBegin", "willPresent", "didPresent", "update true ''"])
        // The tutorials' filter: `isActive && !text.isEmpty`.
        search.searchBar.searchTextField.insertText("ba")
        #expect(search.isActive && search.searchBar.text == "ba")
        screen.events = []
        #expect(search.searchBar.tapCancelButton())
        #expect(screen.events == ["cancel", "didEnd", "willDismiss", "didDismiss", "update false ''"])
        #expect(!search.isActive && !search.searchBar.isFirstResponder && search.searchBar.text == "")
        screen.events = []
        let button = search.searchBar.value(forKey: "cancelButton") as? UIButton
        search.searchBar.showsCancelButton = true
        button?.sendActions(for: .touchUpInside)
        #expect(screen.events == ["cancel", "update false ''"], "the button itself taps the same way; already inactive and not editing")
    }

    @Test("a bar of its own: Cancel shows only with showsCancelButton and only tells the delegate")
    func cancelOnAPlainBar() {
        final class Cancels: NSObject, UISearchBarDelegate {
            var count = 0
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { count += 1 }
        }
        let bar = UISearchBar(), cancels = Cancels()
        bar.delegate = cancels
        #expect(!bar.tapCancelButton() && cancels.count == 0)
        bar.setShowsCancelButton(true, animated: false)
        #expect(bar.becomeFirstResponder())
        bar.searchTextField.insertText("x")
        #expect(bar.tapCancelButton() && cancels.count == 1)
        #expect(bar.text == "x" && bar.isFirstResponder, "UIKit leaves clearing and resigning to the app's delegate")
    }
}

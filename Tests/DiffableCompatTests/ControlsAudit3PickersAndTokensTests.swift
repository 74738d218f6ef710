import DiffableCompat
import Foundation
import Testing

/// A picker model whose components and rows a test changes, as apps' filters change them.
private final class ColumnsSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int] = [3, 2]
    var picked: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append("\(component):\(row)")
    }
}

/// A search screen that copies its tokens, as apps adopt the search field's delegate.
private final class TokenCopier: NSObject, UISearchTextFieldDelegate {
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider()
    }
}

@MainActor
@Suite("DiffableCompat: audit 3 of pickers, refresh controls and search tokens, with UIKit's exceptions for bad indices")
struct ControlsAudit3PickersAndTokensTests {
    // MARK: UIPickerView

    @Test("a component past the data source's count raises NSRangeException as UIKit's component array does, and answers 0, zero, nil or nothing")
    func pickerComponentOutOfRange() {
        let source = ColumnsSource(), picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        var rows = -1, size = CGSize(width: 1, height: 1)
        var view: UIView? = UIView()
        let report = DiffableFailures.record {
            rows = picker.numberOfRows(inComponent: 5)
            size = picker.rowSize(forComponent: 2)
            view = picker.view(forRow: 0, forComponent: -1)
            picker.selectRow(1, inComponent: 3, animated: false)
            picker.reloadComponent(9)
        }
        #expect(report.failures.map(\.reason) == [
            "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 1]",
            "*** -[__NSArrayM objectAtIndex:]: index 2 beyond bounds [0 .. 1]",
            "*** -[__NSArrayM objectAtIndex:]: index 18446744073709551615 beyond bounds [0 .. 1]",
            "*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 1]",
            "*** -[__NSArrayM objectAtIndex:]: index 9 beyond bounds [0 .. 1]",
        ])
        #expect(report.failures.allSatisfy { $0.name == "NSRangeException" })
        #expect(rows == 0 && size == .zero && view == nil && source.picked.isEmpty)
    }

    @Test("selectedRow(inComponent:) past the components raises UIKit's assertion and answers -1; a component without rows answers -1")
    func pickerSelectedRowOutOfRange() {
        let source = ColumnsSource(), picker = UIPickerView()
        picker.dataSource = source
        var selected = 0
        let report = DiffableFailures.record { selected = picker.selectedRow(inComponent: 2) }
        #expect(report.failures.map(\.reason) == ["Tried to fetch selected row in component 2, but there are only 2 tables."])
        #expect(report.failures.first?.name == "NSInternalInconsistencyException" && selected == -1)
        source.rows = [0, -4]
        #expect(picker.selectedRow(inComponent: 0) == -1 && picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.numberOfRows(inComponent: 1) == 0, "a negative count is no rows")
        #expect(picker.rowSize(forComponent: 0) == .zero, "a component without rows has a zero row size, as UIKit's")
    }

    @Test("without a data source the picker has UIKit's one empty component; with zero components any component raises")
    func pickerWithoutComponents() {
        let picker = UIPickerView()
        var rows = -1, selected = 0
        let quiet = DiffableFailures.record {
            rows = picker.numberOfRows(inComponent: 0)
            selected = picker.selectedRow(inComponent: 0)
        }
        #expect(quiet.failures.isEmpty && rows == 0 && selected == -1)
        let source = ColumnsSource()
        source.rows = []
        picker.dataSource = source
        let report = DiffableFailures.record { _ = picker.numberOfRows(inComponent: 0) }
        #expect(report.failures.map(\.reason) == ["*** -[__NSArrayM objectAtIndex:]: index 0 beyond bounds for empty array"])
    }

    @Test("rows out of range select nothing and a spin there tells no one; a reload forgets the selections of components that went away")
    func pickerRowsOutOfRange() {
        let source = ColumnsSource(), picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(2, inComponent: 0, animated: true)
        let report = DiffableFailures.record {
            picker.selectRow(-1, inComponent: 0, animated: false)
            picker.selectRow(Int.max, inComponent: 0, animated: false)
            picker.pick(7, inComponent: 1)
            picker.pick(0, inComponent: 6)
        }
        #expect(report.failures.isEmpty && picker.selectedRow(inComponent: 0) == 2 && source.picked.isEmpty)
        picker.pick(1, inComponent: 1)
        #expect(source.picked == ["1:1"] && picker.selectedRow(inComponent: 1) == 1)
        source.rows = [3]
        picker.reloadAllComponents()
        source.rows = [3, 2]
        #expect(picker.selectedRow(inComponent: 1) == 0 && picker.selectedRow(inComponent: 0) == 2)
    }

    // MARK: UIRefreshControl

    @Test("beginRefreshing and endRefreshing send nothing; the title and tint are kept; a table keeps its refresh control")
    func refreshControlInCode() {
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && pulls == 0)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && pulls == 0)
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.tintColor = .red
        #expect(refresh.attributedTitle?.string == "Pull to refresh" && refresh.tintColor == .red)
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        controller.refreshControl = nil
        #expect(controller.tableView.refreshControl == nil)
    }

    // MARK: UISearchTextField and UISearchToken

    @Test("tokens insert and remove in order, keep their represented objects and compare by identity; the text excludes them")
    func searchTokensInOrder() {
        let field = UISearchBar().searchTextField
        let swift = UISearchToken(icon: nil, text: "Swift")
        swift.representedObject = 42
        let kit = UISearchToken(icon: UIImage(), text: "")
        field.text = "lists"
        field.insertToken(swift, at: 0)
        field.insertToken(kit, at: 0)
        field.insertToken(swift, at: field.tokens.count)
        #expect(field.tokens == [kit, swift, swift] && field.text == "lists")
        #expect(field.tokens[1].representedObject as? Int == 42)
        #expect(UISearchToken(icon: nil, text: "Swift") != swift)
        field.removeToken(at: 1)
        #expect(field.tokens == [kit, swift])
        field.tokens = []
        #expect(field.tokens.isEmpty)
    }

    @Test("a token index out of range raises UIKit's NSRangeException, a negative removal its assertion, and nothing changes")
    func searchTokenIndicesOutOfRange() {
        let field = UISearchTextField()
        let first = UISearchToken(icon: nil, text: "a"), second = UISearchToken(icon: nil, text: "b")
        field.tokens = [first, second]
        field.text = "query"
        let report = DiffableFailures.record {
            field.insertToken(UISearchToken(icon: nil, text: "c"), at: 5)
            field.insertToken(UISearchToken(icon: nil, text: "c"), at: -1)
            field.removeToken(at: 2)
            field.removeToken(at: -1)
            field.replaceTextualPortion(of: field.textualRange, with: UISearchToken(icon: nil, text: "d"), at: 3)
        }
        #expect(report.failures.map(\.reason) == [
            "Token index 5 out of range: [0, 2)", "Token index -1 out of range: [0, 2)", "Token index 2 out of range: [0, 2)",
            "Invalid parameter not satisfying: tokenIndex >= 0", "Token index 3 out of range: [0, 2)",
        ])
        #expect(report.failures.map(\.name) == ["NSRangeException", "NSRangeException", "NSRangeException",
                                                "NSInternalInconsistencyException", "NSRangeException"])
        #expect(field.tokens == [first, second] && field.text == "query")
    }

    @Test("replaceTextualPortion turns the typed text into a token at the index, as apps call it with textualRange")
    func searchTextBecomesAToken() {
        let field = UISearchTextField()
        field.insertToken(UISearchToken(icon: nil, text: "Genre"), at: 0)
        field.text = "jazz"
        #expect(field.text(in: field.textualRange) == "jazz")
        let token = UISearchToken(icon: nil, text: "jazz")
        token.representedObject = "jazz"
        field.replaceTextualPortion(of: field.textualRange, with: token, at: field.tokens.count)
        #expect(field.text == "" && field.tokens.count == 2 && field.tokens.last === token)
        let other = UITextField()
        other.text = "elsewhere"
        field.text = "keep"
        field.replaceTextualPortion(of: other.textualRangeForTest, with: UISearchToken(icon: nil, text: "x"), at: 0)
        #expect(field.text == "keep" && field.tokens.count == 3, "another input's range removes no text")
    }

    @Test("the token background is the system grey until set and again after nil; deleting and copying tokens are allowed by default")
    func searchFieldTokenLooks() {
        let field = UISearchTextField()
        let grey = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
        #expect(field.tokenBackgroundColor == grey && field.allowsDeletingTokens && field.allowsCopyingTokens)
        field.tokenBackgroundColor = .systemYellow
        #expect(field.tokenBackgroundColor == .systemYellow)
        field.tokenBackgroundColor = nil
        #expect(field.tokenBackgroundColor == grey)
        field.allowsDeletingTokens = false
        field.allowsCopyingTokens = false
        #expect(!field.allowsDeletingTokens && !field.allowsCopyingTokens)
        let copier = TokenCopier()
        field.delegate = copier
        #expect(field.delegate === copier, "a UISearchTextFieldDelegate with the copying requirement is the field's delegate")
    }
}

extension UITextField {
    /// The whole text's range of a plain text field, for handing a foreign range to a search field.
    fileprivate var textualRangeForTest: UITextRange { textRange(from: beginningOfDocument, to: endOfDocument)! }
}

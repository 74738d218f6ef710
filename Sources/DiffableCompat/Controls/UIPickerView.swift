#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPickerView`. Modelled: its counts come from its data source (asked each time, as
/// UIKit caches them only until a reload); each component has a selected row, 0 once it has rows
/// (-1 when it has none), kept within the rows by `reloadAllComponents()` and
/// `reloadComponent(_:)`; `selectRow(_:inComponent:animated:)` tells no one, as UIKit's;
/// `pick(_:inComponent:)` (a test hook, not UIKit API) is a user's spin and tells the delegate.
/// A component past the data source's count raises what iOS 18 raises: its component table is an
/// `NSMutableArray`, so `numberOfRows(inComponent:)`, `rowSize(forComponent:)`,
/// `view(forRow:forComponent:)`, `selectRow(_:inComponent:animated:)` and `reloadComponent(_:)`
/// raise `NSRangeException` (`*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 1]`,
/// a negative index read as unsigned, as Objective-C reads it) and answer 0, zero, nil or nothing;
/// `selectedRow(inComponent:)` raises its assertion (`NSInternalInconsistencyException`) and
/// answers -1. Without a data source UIKit has one empty component: component 0 answers 0 rows and
/// -1, but `numberOfComponents` answers 0 here (a deviation kept for existing callers). Nothing draws.
@MainActor @preconcurrency
open class UIPickerView: UIView {
    /// The data source, held weakly as UIKit holds it. Modelled.
    open weak var dataSource: UIPickerViewDataSource?
    /// The delegate, held weakly as UIKit holds it. Modelled.
    open weak var delegate: UIPickerViewDelegate?
    /// Shape only: stored (deprecated in UIKit; the indicator always shows).
    open var showsSelectionIndicator = true
    private var selections: [Int: Int] = [:]

    /// The data source's component count (0 without one). Modelled.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The component tables UIKit keeps: the data source's count, or one without a data source.
    private var tableCount: Int { max(dataSource?.numberOfComponents(in: self) ?? 1, 0) }

    /// Whether `component` has a table; raises UIKit's `NSRangeException` when not.
    private func hasTable(_ component: Int) -> Bool {
        let count = tableCount
        guard !(0..<count).contains(component) else { return true }
        let index = UInt(bitPattern: component)
        let limits = count == 0 ? "for empty array" : "[0 .. \(count - 1)]"
        DiffableFailures.raise(DiffableFailure(reason: "*** -[__NSArrayM objectAtIndex:]: index \(index) beyond bounds \(limits)",
                                               name: "NSRangeException"))
        return false
    }

    /// The rows of a component known to have a table (0 without a data source; never negative).
    private func rows(in component: Int) -> Int {
        guard let dataSource else { return 0 }
        return max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    }

    /// The data source's row count for `component` (0 without one). Modelled: a component out of
    /// range raises UIKit's `NSRangeException` and answers 0.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard hasTable(component) else { return 0 }
        return rows(in: component)
    }

    /// The size of a row of `component`: zero when it has no rows, else the delegate's width and
    /// row height. Shape only (no layout: the delegate's defaults share the picker's width); a
    /// component out of range raises UIKit's `NSRangeException` and answers zero.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard hasTable(component), rows(in: component) > 0 else { return .zero }
        guard let delegate else { return CGSize(width: bounds.width, height: 32) }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The view showing `row`. Shape only: the delegate's view for it, nil without a delegate or for
    /// a row out of range; a component out of range raises UIKit's `NSRangeException` and answers nil.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard hasTable(component), let delegate, (0..<rows(in: component)).contains(row) else { return nil }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// Selects `row` in `component`, telling no one. Modelled: a row out of range changes nothing
    /// (a guess); a component out of range raises UIKit's `NSRangeException`.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard hasTable(component), (0..<rows(in: component)).contains(row) else { return }
        selections[component] = row
    }

    /// The selected row of `component`: -1 when it has no rows. Modelled: a component out of range
    /// raises UIKit's assertion (`Tried to fetch selected row in component 5, but there are only 2
    /// tables.`) and answers -1.
    open func selectedRow(inComponent component: Int) -> Int {
        let count = tableCount
        guard (0..<count).contains(component) else {
            DiffableFailures.raise(DiffableFailure(
                reason: "Tried to fetch selected row in component \(component), but there are only \(count) tables."))
            return -1
        }
        let rowCount = self.rows(in: component)
        guard rowCount > 0 else { return -1 }
        return min(selections[component] ?? 0, rowCount - 1)
    }

    /// Asks the data source again for every component. Modelled: selections stay within the rows;
    /// those of components no longer there are dropped.
    open func reloadAllComponents() {
        let count = tableCount
        for component in Array(selections.keys) {
            if (0..<count).contains(component) { keepSelection(of: component) } else { selections[component] = nil }
        }
    }

    /// Asks the data source again for `component`. Modelled: its selection stays within its rows; a
    /// component out of range raises UIKit's `NSRangeException` (UIKit ignores the call while the
    /// picker waits for its first layout, which a headless picker never does: a deviation).
    open func reloadComponent(_ component: Int) {
        guard hasTable(component) else { return }
        keepSelection(of: component)
    }

    private func keepSelection(of component: Int) {
        let count = self.rows(in: component)
        if count == 0 { selections[component] = nil } else if let row = selections[component] { selections[component] = min(row, count - 1) }
    }

    /// A user's spin to `row` in `component` (a test hook, not UIKit API): selects it and tells the
    /// delegate's `pickerView(_:didSelectRow:inComponent:)`, as UIKit does when the wheel stops.
    /// Modelled: a row or component out of range does nothing (a user cannot spin there).
    public func pick(_ row: Int, inComponent component: Int) {
        guard (0..<tableCount).contains(component), (0..<rows(in: component)).contains(row) else { return }
        selections[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
#endif

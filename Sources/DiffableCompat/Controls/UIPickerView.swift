#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPickerView`. Modelled: its counts come from its data source (asked each time, as
/// UIKit caches them only until a reload); each component has a selected row, 0 once it has rows
/// (-1 when it has none), kept within the rows by `reloadAllComponents()` and
/// `reloadComponent(_:)`; `selectRow(_:inComponent:animated:)` tells no one, as UIKit's;
/// `pick(_:inComponent:)` (an addition) is a user's spin and tells the delegate. Nothing draws.
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

    /// The data source's row count for `component` (0 without one, or for a component out of
    /// range). Modelled.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
        return dataSource.pickerView(self, numberOfRowsInComponent: component)
    }

    /// The row size the delegate gives. Shape only.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else { return CGSize(width: bounds.width, height: 32) }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The view showing `row`. Shape only: the delegate's view for it, nil without a delegate or for
    /// a row out of range.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let delegate, (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// Selects `row` in `component`, telling no one. Modelled: a row or component out of range
    /// changes nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selections[component] = row
    }

    /// The selected row of `component`: -1 when it has no rows. Modelled.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selections[component] ?? 0, rows - 1)
    }

    /// Asks the data source again for every component. Modelled: selections stay within the rows.
    open func reloadAllComponents() {
        for component in Array(selections.keys) { reloadComponent(component) }
    }

    /// Asks the data source again for `component`. Modelled: its selection stays within its rows.
    open func reloadComponent(_ component: Int) {
        let rows = numberOfRows(inComponent: component)
        if rows == 0 { selections[component] = nil } else if let row = selections[component] { selections[component] = min(row, rows - 1) }
    }

    /// A user's spin to `row` in `component` (an addition): selects it and tells the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)`, as UIKit does when the wheel stops. Modelled: a
    /// row out of range does nothing.
    public func pick(_ row: Int, inComponent component: Int) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selections[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
#endif

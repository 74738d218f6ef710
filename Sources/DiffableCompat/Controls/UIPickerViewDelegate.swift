#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPickerViewDelegate`: a picker's rows' content and sizes, and what a user picked.
/// Every requirement is optional in UIKit and has a default here. Modelled: `pick(_:inComponent:)`
/// (the picker's addition, a user's spin) tells `pickerView(_:didSelectRow:inComponent:)`; the
/// content and size requirements are shape only (nothing draws). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// A component's width. Shape only. Default: the picker's width shared by its components.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height. Shape only. Default: 32.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title. Shape only. Default: nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title. Shape only. Default: nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A row's view. Shape only. Default: `view` reused, else a label with the row's title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// A user picked `row` in `component`. Modelled. Default: nothing.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Shape only: the picker's width over its components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
    /// Shape only: 32.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// Shape only: nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Shape only: nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Shape only: `view`, else a label with the row's title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if let view { return view }
        let label = UILabel()
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        return label
    }
    /// Modelled: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
#endif

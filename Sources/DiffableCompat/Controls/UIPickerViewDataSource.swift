#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPickerViewDataSource`: a picker's components and rows. Both requirements are
/// required, as in UIKit. Modelled: the picker asks them for its counts. Main-actor isolated, as in
/// the SDK.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// How many spinning wheels the picker has. Modelled.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` has. Modelled.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
#endif

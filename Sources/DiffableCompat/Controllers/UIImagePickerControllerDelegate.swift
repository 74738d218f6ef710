#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImagePickerControllerDelegate`. Its requirements are optional in UIKit and have
/// UIKit's defaults here. Modelled: `UIImagePickerController.simulatePicking(_:)` and
/// `simulateCancelling()` tell them, as a user's pick or cancel does. A picker's delegate is also a
/// `UINavigationControllerDelegate`, as in UIKit.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Told what the user picked. Modelled.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Told the user cancelled. Modelled: by default dismisses the picker, as UIKit does when the
    /// method is not implemented.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Nothing. Modelled.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker. Modelled.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
#endif

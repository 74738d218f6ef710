#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHPickerViewControllerDelegate` (a Swift protocol in the SDK). Modelled: told of a
/// pick or a cancel (an empty list); it dismisses the picker, as PhotosUI leaves that to it.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished: `results` picked, or none when they cancelled. Modelled.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDocumentPickerDelegate`. Its requirements are optional in UIKit and have defaults
/// here. Modelled: `UIDocumentPickerViewController.simulatePicking(_:)` and `simulateCancelling()`
/// tell them, as a user's pick or cancel does.
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Told the documents the user picked. Modelled.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// Told the user cancelled. Modelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// Told the one document picked (deprecated in iOS 11). Shape only: never called (UIKit calls it
    /// only when `didPickDocumentsAt` is not implemented, which a default cannot tell).
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker(_:didPickDocumentsAt:) instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Nothing. Modelled.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Nothing. Modelled.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Nothing. Shape only.
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker(_:didPickDocumentsAt:) instead")
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
#endif

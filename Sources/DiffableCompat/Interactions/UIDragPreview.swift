#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragPreview`: what a dragged item looks like under the finger. Shape only: the view
/// and parameters are stored; nothing is drawn.
@MainActor @preconcurrency
open class UIDragPreview: NSObject, @preconcurrency NSCopying {
    /// The view shown. Shape only.
    open private(set) var previewView: UIView
    /// How it is shown. Shape only.
    open private(set) var parameters: UIDragPreviewParameters

    /// A preview of `view` with `parameters`. Shape only.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        previewView = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view` with default parameters. Shape only.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }

    /// A preview of the same view with copied parameters. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIDragPreview(view: previewView, parameters: parameters.copy() as? UIDragPreviewParameters ?? UIDragPreviewParameters())
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITargetedPreview`: the view a context menu, drag or pointer effect animates. Modelled:
/// the initializers without a target take the view's superview as the container, and raise
/// UIKit's text when the view is not in a window, as UIKit's do; shape only otherwise (nothing
/// animates).
@MainActor @preconcurrency
open class UITargetedPreview: NSObject, @preconcurrency NSCopying {
    /// Where the preview animates. Modelled.
    open private(set) var target: UIPreviewTarget
    /// The view previewed. Modelled.
    open private(set) var view: UIView
    /// How it looks. Modelled: a copy of the parameters given.
    open private(set) var parameters: UIPreviewParameters
    /// The preview's size: the view's bounds' size. Modelled.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` in `target`. Modelled: any view, in a window or not.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters.copy() as? UIPreviewParameters ?? parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is: its superview, at its centre. Modelled: a view that is not
    /// in a window raises UIKit's `This UITargetedPreview initializer requires that the view is in
    /// a window, but it is not. …` (`NSInternalInconsistencyException`, recorded inside
    /// `DiffableFailures.record`, where the preview targets the view itself).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil { DiffableFailures.raise(DiffableFailure(reason: UITargetedPreview.notInWindowReason(view))) }
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` where it is, with default parameters. Modelled as
    /// `init(view:parameters:)`, failure included.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The same preview in `newTarget`. Modelled.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// A copy. Modelled: the same view, target and parameters.
    open func copy(with zone: NSZone? = nil) -> Any { retargetedPreview(with: target) }

    /// UIKit's text (UITargetedPreview.m): the view, then its superviews, as `<Type: 0x0>`.
    static func notInWindowReason(_ view: UIView) -> String {
        var chain: [String] = []
        var current: UIView? = view
        while let each = current {
            chain.append("<\(String(describing: type(of: each))): 0x0>")
            current = each.superview
        }
        return "This UITargetedPreview initializer requires that the view is in a window, but it is not. Either fix that, or use the other initializer that takes a target with an explicit container. (view: \(chain.joined(separator: " → ")))"
    }
}
#endif

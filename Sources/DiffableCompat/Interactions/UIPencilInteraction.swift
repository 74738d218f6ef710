#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPencilPreferredAction`: what the user chose a double tap on the Apple Pencil does.
/// Shape only: UIKit's raw values.
public enum UIPencilPreferredAction: Int, Sendable {
    /// Nothing. Shape only.
    case ignore = 0
    /// Switch between the current tool and the eraser. Shape only.
    case switchEraser = 1
    /// Switch to the previous tool. Shape only.
    case switchPrevious = 2
    /// Show the colour palette. Shape only.
    case showColorPalette = 3
    /// Show the ink attributes (iOS 16). Shape only.
    case showInkAttributes = 4
    /// Show the contextual palette (iOS 17.5). Shape only.
    case showContextualPalette = 5
    /// Run the chosen shortcut (iOS 17.5). Shape only.
    case runSystemShortcut = 6
}

/// UIKit's `UIPencilInteractionDelegate`. UIKit's optional method is a requirement with a default.
@MainActor @preconcurrency
public protocol UIPencilInteractionDelegate: NSObjectProtocol {
    /// The user double-tapped the Apple Pencil. Default: nothing.
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// Nothing. Shape only.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}

/// UIKit's `UIPencilInteraction`: Apple Pencil double taps on a view. Modelled for what a test
/// asks: `simulateDoubleTap()` (an addition) tells the delegate, as a double tap does, unless the
/// interaction is disabled or in no view; no pencil is attached headless. The iOS 17.5 tap and
/// squeeze forms are not here.
@MainActor @preconcurrency
open class UIPencilInteraction: NSObject, UIInteraction {
    /// What the user chose a double tap does. Shape only: `.switchEraser`, the system default.
    open class var preferredTapAction: UIPencilPreferredAction { .switchEraser }
    /// Whether the user draws only with the pencil. Shape only: false.
    open class var prefersPencilOnlyDrawing: Bool { false }

    /// The delegate. Modelled: held weakly, as UIKit's.
    open weak var delegate: (any UIPencilInteractionDelegate)?
    /// Whether double taps are reported. Modelled.
    open var isEnabled = true
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?

    /// An interaction with no delegate yet. Modelled.
    public override init() { super.init() }

    /// An interaction that tells `delegate` (iOS 17.5). Modelled.
    public init(delegate: any UIPencilInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }

    /// A double tap on the pencil: the delegate told, when enabled and in a view. Returns whether
    /// it was. An addition for tests.
    @discardableResult
    public func simulateDoubleTap() -> Bool {
        guard isEnabled, view != nil, let delegate else { return false }
        delegate.pencilInteractionDidTap(self)
        return true
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a custom detent's
/// resolver reads.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent the sheet can take.
    var maximumDetentValue: CGFloat { get }
}

/// UIKit's `UISheetPresentationControllerDelegate`: told when the user drags a sheet to another
/// detent. Its method is optional, as UIKit's (a protocol-extension default does nothing).
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The selected detent changed by the user's drag.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// UIKit's `UISheetPresentationController` (iOS 15): the presentation controller of a page or form
/// sheet, with its detents (`sheetPresentationController?.detents = [.medium(), .large()]`).
///
/// Modelled as bookkeeping: a controller presented as a sheet (`.automatic`, `.pageSheet`,
/// `.formSheet`) has one as its `presentationController`, keeping what is set; the selected detent
/// is the one `selectedDetentIdentifier` names, else the smallest (the first of `detents`), as
/// UIKit shows a sheet; `simulateDrag(to:)` (an addition) is a user's drag to another detent, which
/// sets the identifier and tells the delegate. Nothing appears or animates.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height a sheet rests at.
    @MainActor @preconcurrency
    public final class Detent: NSObject {
        /// UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// An identifier of `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier of `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's, about half the screen.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's, the full height.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom resolver returns for a detent that cannot be resolved. UIKit's value.
        public static let dimensionUndefined: CGFloat = -1

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The medium detent: half the maximum height, as UIKit's. Modelled.
        public class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The large detent: the maximum height. Modelled.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent of a height `resolver` computes (iOS 16); an identifier is made when none is
        /// given. Modelled.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }
        /// The detent's height in `context` (iOS 16). Modelled: what its resolver gives (nil:
        /// not resolved).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver?(context)
        }
    }

    /// The heights the sheet rests at, smallest first. Modelled: stored (UIKit's default: large only).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil is the smallest. Modelled: stored.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim what is behind the sheet. Shape only: stored.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber. Shape only: stored (UIKit's default false).
    open var prefersGrabberVisible = false
    /// The sheet's corner radius; nil is the system's. Shape only: stored.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the sheet's edge expands it. Shape only: stored (UIKit's default true).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height. Shape only: stored (false).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from the preferred content size. Shape only:
    /// stored (false).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet is sized as a page (iOS 17). Shape only: stored (UIKit's default true).
    open var prefersPageSizing = true
    /// The view a popover-like sheet points at. Shape only: stored.
    open var sourceView: UIView?

    /// A sheet presentation of `presentedViewController`. Modelled.
    public required init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The detent the sheet rests at: the one `selectedDetentIdentifier` names among `detents`, else
    /// the first. An addition for tests. Modelled.
    public var selectedDetent: Detent? {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }

    /// Runs `changes` (changing detents or the selected one) as one animated change. Modelled: runs
    /// it; nothing animates.
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Asks the sheet to resolve its custom detents again (iOS 16). Shape only: nothing lays out.
    open func invalidateDetents() {}

    /// A user's drag of the sheet to the detent `identifier`. An addition for tests: when `detents`
    /// holds it and it is not the selected one, sets `selectedDetentIdentifier` and tells the
    /// delegate `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, as UIKit does
    /// after a drag; returns whether the sheet moved.
    @discardableResult
    public func simulateDrag(to identifier: Detent.Identifier) -> Bool {
        guard detents.contains(where: { $0.identifier == identifier }), selectedDetent?.identifier != identifier else { return false }
        selectedDetentIdentifier = identifier
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        return true
    }
}

extension UIViewController {
    /// The sheet presentation controller of a controller presented as a sheet (`.automatic`,
    /// `.pageSheet`, `.formSheet`), nil for other styles, as UIKit's. Modelled: it is the
    /// controller's `presentationController`, made on first access and kept across `present`.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITrackingLayoutGuide` (iOS 15): a layout guide that activates and deactivates
/// constraints as it comes near an edge of its view or moves away from it.
///
/// Modelled: the constraints set per edge, returned by `constraints(activeWhenNearEdge:)` and
/// `constraints(activeWhenAwayFrom:)`, and activated or deactivated for where the guide is. A
/// headless guide never moves: it stays where it starts (a keyboard guide: docked at the
/// bottom, full width), so a set of constraints is active as soon as it is set when its edge
/// agrees with that place, and inactive otherwise. Setting a new set for an edge deactivates the
/// set it replaces, and `removeAllTrackedConstraints()` deactivates every set, as UIKit's do.
@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awaySets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// A guide. Modelled: near no edge.
    public override init() { super.init() }

    // The edges of its owning view this guide is near: none for a plain tracking guide;
    // a keyboard guide's are `.bottom`, `.leading` and `.trailing`.
    var nearEdges: NSDirectionalRectEdge { [] }

    /// Tracks `trackingConstraints`: active while the guide is near `edge`, inactive while it is away
    /// from it. Modelled: replaces (and deactivates) the set tracked for `edge`, then activates the
    /// new set if the guide is near `edge`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        replace(&nearSets, edge: edge, with: trackingConstraints, active: nearEdges.contains(edge))
    }

    /// Tracks `trackingConstraints`: active while the guide is away from `edge`, inactive while it is
    /// near it. Modelled as ``setConstraints(_:activeWhenNearEdge:)``, inverted.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        replace(&awaySets, edge: edge, with: trackingConstraints, active: !nearEdges.contains(edge))
    }

    /// The constraints tracked as active near `edge`; empty when none were set. Modelled.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearSets.first { $0.edge == edge }?.constraints ?? []
    }

    /// The constraints tracked as active away from `edge`; empty when none were set. Modelled.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awaySets.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every set and deactivates them. Modelled.
    open func removeAllTrackedConstraints() {
        for set in nearSets + awaySets { NSLayoutConstraint.deactivate(set.constraints) }
        nearSets = []
        awaySets = []
    }

    private func replace(_ sets: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
                         edge: NSDirectionalRectEdge, with constraints: [NSLayoutConstraint], active: Bool) {
        if let index = sets.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(sets[index].constraints)
            sets.remove(at: index)
        }
        guard !constraints.isEmpty else { return }
        sets.append((edge, constraints))
        if active { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
    }
}

/// UIKit's `UIKeyboardLayoutGuide` (iOS 15), a view's `keyboardLayoutGuide`: where the keyboard is.
///
/// Modelled: a headless app shows no keyboard, so the guide is the docked, hidden keyboard's: at the
/// bottom of its view, full width, near `.bottom`, `.leading` and `.trailing` and away from `.top`,
/// whatever `followsUndockedKeyboard` says. Its `topAnchor` is what apps pin content above; as every
/// guide here, its `layoutFrame` is zero, for nothing lays out.
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating. Shape only: stored
    /// (UIKit's default false); a headless keyboard is never undocked.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top meets the safe area's bottom while the keyboard is hidden (iOS 17).
    /// Shape only: stored (UIKit's default true).
    open var usesBottomSafeArea = true
    /// The distance above the keyboard within which a swipe down dismisses it (iOS 17). Shape only:
    /// stored (default 0).
    open var keyboardDismissPadding: CGFloat = 0

    /// A keyboard guide. Modelled as the docked, hidden keyboard's.
    public override init() { super.init() }

    // `.bottom`, `.leading` and `.trailing`, the docked keyboard's edges.
    override var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }
}
#endif

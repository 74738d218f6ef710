#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStackView`. Modelled for its arranged subviews (kept in order and added as subviews,
/// as UIKit does); shape only for axis, spacing, alignment and distribution (stored, nothing lays
/// out).
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Alignment`. Shape only.
    public enum Alignment: Int, Sendable {
        /// Shape only.
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// Shape only: as `leading` (UIKit's alias for a vertical stack).
        public static let top = Alignment.leading
        /// Shape only: as `trailing`.
        public static let bottom = Alignment.trailing
    }
    /// UIKit's `UIStackView.Distribution`. Shape only.
    public enum Distribution: Int, Sendable {
        /// `.fill`, as UIKit's. Shape only: kept, not drawn.
        case fill = 0
        /// `.fillEqually`, as UIKit's. Shape only: kept, not drawn.
        case fillEqually
        /// `.fillProportionally`, as UIKit's. Shape only: kept, not drawn.
        case fillProportionally
        /// `.equalSpacing`, as UIKit's. Shape only: kept, not drawn.
        case equalSpacing
        /// `.equalCentering`, as UIKit's. Shape only: kept, not drawn.
        case equalCentering
    }

    /// The arranged subviews, in order. Modelled: always a subset of `subviews`, as UIKit keeps it.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Shape only: stored.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The spacing between arranged subviews. Shape only: stored as set (NaN and the markers
    /// `spacingUseDefault` / `spacingUseSystem` too; UIKit lays a `spacingUseDefault` spacing out
    /// as 0), nothing lays out.
    open var spacing: CGFloat = 0
    /// Shape only: stored.
    open var alignment = Alignment.fill
    /// Shape only: stored.
    open var distribution = Distribution.fill
    /// Shape only: stored (UIKit's default false).
    open var isLayoutMarginsRelativeArrangement = false
    /// Shape only: stored (UIKit's default false).
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`. Modelled: each is arranged and a subview. A convenience initializer, as
    /// UIKit's: a subclass that overrides `init(frame:)` and `init(coder:)` inherits it and `init()`
    /// (a designated one here made `ContainerStackView()` fail to compile).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack. Modelled: its layout margins are zero, as UIKit's `initWithFrame:` sets them.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = .zero
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// A stack decoded from an archive. Shape only: nothing is decoded.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// Arranges `view` last and adds it as a subview. Modelled: an arranged view moves to the end
    /// of the arrangement; one that is already a subview keeps its place among the subviews, as
    /// UIKit documents.
    open func addArrangedSubview(_ view: UIView) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        if view.superview !== self { addSubview(view) }
    }

    /// Inserts `view` into the arrangement at `stackIndex` and adds it as a subview (at the end of
    /// the subviews, when it is not one already), as UIKit documents. Modelled. An index below 0 or
    /// above `arrangedSubviews.count` raises UIKit's `NSInvalidArgumentException` "index out of
    /// bounds for arranged subview: index = … expected to be less than or equal to …" (UIKit prints
    /// the index as an unsigned number, so -1 reads 18446744073709551615) and changes nothing. An
    /// arranged view moves to `stackIndex` counted without it (clamped to the end; UIKit does not
    /// document that case).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let count = arrangedSubviews.count
        guard stackIndex >= 0, stackIndex <= count else {
            return DiffableFailures.raise(DiffableFailure(
                reason: "index out of bounds for arranged subview: index = \(UInt(bitPattern: stackIndex)) expected to be less than or equal to \(count)",
                name: "NSInvalidArgumentException"))
        }
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Removes `view` from the arrangement; it stays a subview, as UIKit's, and its custom spacing
    /// is forgotten. Modelled; a view not arranged changes nothing.
    open func removeArrangedSubview(_ view: UIView) { leaveArrangement(view) }

    /// A subview removed from the stack (`removeFromSuperview()`, or added elsewhere) leaves the
    /// arrangement too, as UIKit's. Modelled.
    open override func willRemoveSubview(_ subview: UIView) {
        leaveArrangement(subview)
        super.willRemoveSubview(subview)
    }

    private func leaveArrangement(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the spacing after `arrangedSubview` (iOS 11). Shape only: stored and read back by
    /// `customSpacing(after:)`, kept while the view moves within the arrangement and forgotten when
    /// it leaves it; ignored for a view that is not arranged, as UIKit documents. Any value is
    /// stored (NaN too); `spacingUseDefault` goes back to the stack's `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
    }

    /// The custom spacing after `arrangedSubview` (iOS 11). Modelled: what `setCustomSpacing`
    /// stored, else `spacingUseDefault` (also for a view that is not arranged), as UIKit's.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// UIKit's "use the stack's `spacing`" marker: `FLT_MAX` (3.4028234663852886e38), as the SDK
    /// header declares it. Modelled.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// UIKit's "use the system spacing" marker: `FLT_MIN` (1.1754943508222875e-38), as the SDK
    /// header declares it. Modelled.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
#endif

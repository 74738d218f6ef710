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

    /// The arranged subviews, in order. Modelled.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Shape only: stored.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// Shape only: stored.
    open var spacing: CGFloat = 0
    /// Shape only: stored.
    open var alignment = Alignment.fill
    /// Shape only: stored.
    open var distribution = Distribution.fill
    /// Shape only: stored.
    open var isLayoutMarginsRelativeArrangement = false
    /// Shape only: stored.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`. Modelled: each is arranged and a subview. A convenience initializer, as
    /// UIKit's: a subclass that overrides `init(frame:)` and `init(coder:)` inherits it and `init()`
    /// (a designated one here made `ContainerStackView()` fail to compile).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack. Shape only.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A stack decoded from an archive. Shape only: nothing is decoded.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// Arranges `view` last and adds it as a subview. Modelled.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Inserts `view` into the arrangement at `stackIndex` and adds it as a subview. Modelled.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        addSubview(view)
    }

    /// Removes `view` from the arrangement; it stays a subview, as UIKit's. Modelled.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

    /// A subview removed from the stack leaves the arrangement too, as UIKit's. Modelled.
    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    /// Shape only: stored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// Shape only: what `setCustomSpacing` stored, else UIKit's "use default" marker.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// UIKit's "use the default spacing" marker.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's "use the system spacing" marker.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
}
#endif

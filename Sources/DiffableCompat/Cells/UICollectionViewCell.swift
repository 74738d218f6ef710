#if !canImport(UIKit)
import Foundation

/// A collection view cell: a `UIView` with a content view. Modelled: its content and background
/// configurations are kept, a content configuration's content view is made and becomes the
/// content view as UIKit does, and a selection or highlight change re-runs `updateConfiguration(using:)`
/// and the `configurationUpdateHandler` at once (UIKit does so before the next layout pass).
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view subviews of the cell's content go in. Modelled: a subview of the cell; once a
    /// content configuration is set, the configuration's content view, as UIKit replaces it.
    open private(set) var contentView: UIView
    /// The cell's content configuration. Modelled: kept as set; its content view (made with
    /// `makeContentView()`, or the current one given the configuration when it `supports` it)
    /// replaces the cell's `contentView`, as UIKit documents ("Setting a content configuration
    /// replaces the existing contentView of the cell"), so `cell.contentView as? UIListContentView`
    /// finds it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            (contentView, configuredContentView) = replaceContentView(of: self, contentView: contentView, configured: configuredContentView,
                                                                      for: contentConfiguration)
        }
    }
    private var configuredContentView: (any UIView & UIContentView)?
    /// The background configuration. Shape only: stored; nothing draws it.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// The view behind the content. Modelled: a subview behind every other, filling the cell, in
    /// place of the previous one.
    open var backgroundView: UIView? {
        didSet {
            replaceBackgroundView(oldValue, with: backgroundView)
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
        }
    }
    /// The view behind the content while the cell is selected or highlighted. Modelled: a subview
    /// just above `backgroundView` while the cell is selected or highlighted, out of the cell
    /// otherwise.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, let old = oldValue, old.superview === self { old.removeFromSuperview() }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
        }
    }
    /// Whether `updateConfiguration(using:)` updates the content configuration for the state.
    /// Modelled.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether `updateConfiguration(using:)` updates the background configuration. Modelled.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the state whenever the configuration updates. Modelled.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the cell is selected. Modelled: a change updates the configuration.
    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the cell is highlighted. Modelled: a change updates the configuration.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's state. Modelled: its selection and highlight, the headless traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// A cell with `frame` and an empty content view. Modelled.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called when the cell's drag state changes (iOS 11). Shape only: nothing drags here, so
    /// nothing calls it; overridable.
    open func dragStateDidChange(_ dragState: DragState) {}
    /// The default background configuration for the cell (iOS 14): `.listPlainCell()` (UIKit picks
    /// by the cell's context; a guess). Shape only.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
    /// UIKit's `UICollectionViewCell.DragState`. Shape only: UIKit's raw values.
    public enum DragState: Int, Sendable {
        /// Not dragged. Shape only.
        case none = 0
        /// Lifting into a drag. Shape only.
        case lifting = 1
        /// Dragged. Shape only.
        case dragging = 2
    }
    /// Updates the configuration now. Modelled: calls `updateConfiguration(using:)` at once.
    open func setNeedsUpdateConfiguration() {
        configurationUpdatedForDisplay = true
        updateConfiguration(using: configurationState)
    }
    /// Whether the configuration was updated since the cell was made: UIKit updates it before the
    /// cell first shows, which `updateConfigurationBeforeFirstDisplay()` does when nothing has.
    var configurationUpdatedForDisplay = false

    /// Updates the configurations for `state`, as UIKit's: the content and background configurations
    /// are replaced by their `updated(for:)` when the automatic flags say so, then the handler runs.
    /// Modelled; override it as on iOS.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer, a `UIView` with a
/// content view and labels. Shape only, but for its reuse identifier and the label text and
/// content configuration, which hold what is set.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?
    /// The view subviews of its content go in. Shape only.
    open private(set) var contentView: UIView
    /// The main label: a title-based header shows its title here. Modelled.
    open var textLabel: UILabel? = UILabel()
    /// The secondary label. Shape only: holds its text.
    open var detailTextLabel: UILabel? = UILabel()
    /// UIKit's `UITableViewHeaderFooterView.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The content configuration. Modelled: kept as set, and updated for the state by
    /// `updateConfiguration(using:)`.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The background configuration. Shape only: stored; nothing draws it.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether `updateConfiguration(using:)` updates the content configuration for the state. Modelled.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether `updateConfiguration(using:)` updates the background configuration for the state. Modelled.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the view and its state whenever its configuration updates (and at once when
    /// set, as UIKit's next update would). Modelled.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view's state: the headless traits; never highlighted, selected or pinned here. Modelled.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Updates the configuration now. Modelled: calls `updateConfiguration(using:)` at once
    /// (UIKit waits for the next layout pass).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Updates the configurations for `state`: the content and background configurations (when
    /// they update automatically), then `configurationUpdateHandler`. Overridable (call `super`).
    /// Modelled.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }
    /// The view behind the content. Modelled: a subview behind every other, filling the view, in
    /// place of the previous one.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// A header-footer view for `reuseIdentifier`. Shape only.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view with `frame`, as UIKit's.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without an identifier: how a registered class is made (UIKit calls
    /// `init(reuseIdentifier:)`, which this calls). Required, so it can be made from its type. A
    /// class registered with a nib is made the nib's way instead (`init?(coder:)`, the outlets a
    /// test declared, `awakeFromNib()`; see `UINib`).
    public required convenience init() {
        if let nib = NibRegistrations.nib(for: Self.self) {
            self.init(coder: HeadlessNibCoder())!
            NibRegistrations.finishLoading(self, from: nib)
        } else {
            self.init(reuseIdentifier: nil)
        }
    }

    /// The default list content configuration. Shape only.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
    /// Called before it is reused. Shape only: views are not reused here, so nothing calls it.
    open func prepareForReuse() {}
}
#endif

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
    /// The content configuration. Modelled: kept as set.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The background configuration. Shape only: stored; nothing draws it.
    open var backgroundConfiguration: UIBackgroundConfiguration?
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

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIButton`. Shape only for its look (titles, images and colours per state are stored and
/// read back, `title(for:)` falls back to `.normal` as UIKit's does); modelled for actions, as
/// `UIControl`: `sendActions(for: .touchUpInside)` or `.primaryActionTriggered` "taps" it.
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`). Shape only: stored, false by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    /// The insets around the image (deprecated in iOS 15 for `UIButton.Configuration`). Shape only: stored.
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's imagePadding")
    open var imageEdgeInsets = UIEdgeInsets.zero
    /// The insets around the title (deprecated in iOS 15). Shape only: stored.
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's contentInsets")
    open var titleEdgeInsets = UIEdgeInsets.zero
    /// The insets around the content (deprecated in iOS 15). Shape only: stored.
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's contentInsets")
    open var contentEdgeInsets = UIEdgeInsets.zero
    /// UIKit's `UIButton.ButtonType`. Shape only.
    public enum ButtonType: Int, Sendable {
        /// `.custom`, as UIKit's. Shape only: kept, not drawn.
        case custom = 0
        /// `.system`, as UIKit's. Shape only: kept, not drawn.
        case system
        /// `.detailDisclosure`, as UIKit's. Shape only: kept, not drawn.
        case detailDisclosure
        /// `.infoLight`, as UIKit's. Shape only: kept, not drawn.
        case infoLight
        /// `.infoDark`, as UIKit's. Shape only: kept, not drawn.
        case infoDark
        /// `.contactAdd`, as UIKit's. Shape only: kept, not drawn.
        case contactAdd
        /// `.close`, as UIKit's. Shape only: kept, not drawn.
        case close
    }

    /// The type it was made with (`.custom` from `init(frame:)`). Shape only: stored.
    public private(set) var buttonType = ButtonType.custom
    /// Shape only: stored.
    open var configuration: Configuration? {
        didSet { updateConfiguration() }
    }
    /// Shape only: stored.
    open var menu: UIMenu?
    /// Shape only: stored.
    open var showsMenuAsPrimaryAction = false
    /// Shape only: stored.
    open var changesSelectionAsPrimaryAction = false
    /// What the button does in its context (iOS 14). Shape only: stored (UIKit's default `.normal`);
    /// nothing styles it.
    open var role: Role = .normal

    /// UIKit's `UIButton.Role`. Shape only: UIKit's raw values.
    public enum Role: Int, Sendable {
        /// No particular role. Shape only.
        case normal = 0
        /// The primary action. Shape only.
        case primary = 1
        /// Cancels. Shape only.
        case cancel = 2
        /// Destroys. Shape only.
        case destructive = 3
    }
    /// The title label. Shape only: holds the current title.
    open private(set) var titleLabel: UILabel? = UILabel()
    /// The image view. Shape only: holds the current image.
    open private(set) var imageView: UIImageView? = UIImageView()
    /// Shape only: stored.
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// A button of `buttonType`: `init(frame: .zero)`, then the type. A convenience initializer, as
    /// UIKit's (its class factory), so a subclass that overrides `init(frame:)` and `init?(coder:)`
    /// inherits it and `init()`. Shape only.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A custom button with `frame`. Shape only.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A system button with `primaryAction` sent on `.primaryActionTriggered` and `.touchUpInside`.
    /// Modelled.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { install(primaryAction) }
    }

    /// A button with a configuration and primary action. Modelled as `init(type:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { install(primaryAction) }
    }

    private func install(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: [.primaryActionTriggered, .touchUpInside])
    }

    /// Shape only: stored per state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = self.title(for: self.state)
    }
    /// The title for `state`, else the normal title, as UIKit's. Shape only.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Shape only: stored per state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    /// Shape only.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// Shape only: stored per state.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// Shape only.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    /// Shape only: stored per state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        imageView?.image = self.image(for: self.state)
    }
    /// Shape only.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// Shape only: stored per state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// Shape only.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
    /// The current title. Shape only.
    open var currentTitle: String? { title(for: state) }
    /// The current image. Shape only.
    open var currentImage: UIImage? { image(for: state) }
    /// Sets the title's shadow colour for `state`. Shape only: stored per state.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color }
    /// The title's shadow colour for `state`, else the normal one, as UIKit's. Shape only.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }
    /// The title colour for the current state: the one set (or the normal one), else the type's:
    /// white for a `.custom` button, the tint for the others (UIKit's defaults as observed; not
    /// documented). Modelled over `state`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    /// The title's shadow colour for the current state. Modelled over `state`.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The attributed title for the current state. Modelled over `state`.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The background image for the current state. Modelled over `state`.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// Sets the symbol configuration of the image for `state`. Shape only: stored per state.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
    }
    /// The symbol configuration of the image for `state`, else the normal one. Shape only.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }
    /// The symbol configuration of the image for the current state. Modelled over `state`.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    /// The subtitle label of a button with a configuration (iOS 15): nil without one, as UIKit's;
    /// with one, a label holding the configuration's subtitle. Shape only.
    open var subtitleLabel: UILabel? {
        guard let configuration else { return nil }
        subtitleLabelStore.text = configuration.subtitle
        return subtitleLabelStore
    }
    private lazy var subtitleLabelStore = UILabel()
    /// Whether a state change updates the configuration (iOS 15). Shape only: stored (UIKit's
    /// default true).
    open var automaticallyUpdatesConfiguration = true
    /// Whether the image darkens while highlighted (deprecated in iOS 15). Shape only: stored
    /// (UIKit's default true).
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's imageColorTransformer")
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled (deprecated in iOS 15). Shape only: stored (UIKit's
    /// default true).
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's imageColorTransformer")
    open var adjustsImageWhenDisabled = true
    /// Whether a tap glows (deprecated in iOS 15). Shape only: stored (UIKit's default false).
    @available(iOS, deprecated: 15.0, message: "This property has no effect in iOS 13 and later")
    open var showsTouchWhenHighlighted = false
    /// Whether the title's shadow flips while highlighted (deprecated in iOS 15). Shape only:
    /// stored (UIKit's default false).
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration instead")
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether the pointer (iPad trackpad) highlights the button. Shape only: stored (UIKit's
    /// default false).
    open var isPointerInteractionEnabled = false
    /// The rectangle the content takes: the bounds less `contentEdgeInsets`. Modelled; overridable.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// The rectangle the background image takes: the bounds, as UIKit's default. Modelled; overridable.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the image takes in `contentRect`: the current image's size at the content's
    /// leading edge, centred up and down, moved by `imageEdgeInsets`. Modelled as an approximation
    /// (no layout measures here); overridable.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let size = currentImage?.size ?? .zero
        let rect = CGRect(x: contentRect.minX, y: contentRect.midY - size.height / 2, width: size.width, height: size.height)
        return rect.inset(by: imageEdgeInsets)
    }
    /// The rectangle the title takes in `contentRect`: what the image leaves, moved by
    /// `titleEdgeInsets`. Modelled as an approximation; overridable.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let imageWidth = currentImage?.size.width ?? 0
        let rect = CGRect(x: contentRect.minX + imageWidth, y: contentRect.minY,
                          width: max(0, contentRect.width - imageWidth), height: contentRect.height)
        return rect.inset(by: titleEdgeInsets)
    }
    /// A system button showing `image` and sending `action` to `target` on `.touchUpInside`, as
    /// UIKit's factory. Modelled. Typed `UIButton` rather than UIKit's `Self` (Swift makes `Self`
    /// only through a required initializer, which `init(type:)` is not).
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Runs `configurationUpdateHandler`. Modelled: called when `configuration` is set.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Runs `configurationUpdateHandler`. Modelled.
    open func updateConfiguration() { configurationUpdateHandler?(self) }
}
#endif

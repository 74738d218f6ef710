#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarAppearance`: the background and shadow of a bar. Modelled: the three
/// `configureWith…` methods set the background and shadow as UIKit's do (default: the chrome
/// material blur and a hairline shadow; opaque: the system background colour and the shadow;
/// transparent: a clear background and no shadow), and `copy()` copies every value; shape only
/// otherwise (nothing draws a bar).
@MainActor @preconcurrency
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance is for. Modelled: the one given, else the headless phone's.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar. Modelled: set by the `configureWith…` methods.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's colour. Modelled: set by the `configureWith…` methods.
    open var backgroundColor: UIColor?
    /// The bar's image. Shape only: stored.
    open var backgroundImage: UIImage?
    /// How the image fills the bar. Shape only: stored (UIKit's default `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The shadow's colour. Modelled: set by the `configureWith…` methods.
    open var shadowColor: UIColor?
    /// The shadow's image. Shape only: stored.
    open var shadowImage: UIImage?

    /// The default appearance for `idiom`. Modelled: `configureWithDefaultBackground()`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// The default appearance for the headless phone. Modelled.
    public override convenience init() { self.init(idiom: .phone) }

    /// A copy of `barAppearance`'s values. Modelled.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyValues(from: barAppearance)
    }

    /// An appearance decoded from an archive. Shape only: the default one.
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// The chrome material blur and a hairline shadow, as UIKit's default. Modelled.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// The system background colour, no blur, and the shadow, as UIKit's. Modelled.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// A clear background, no blur and no shadow, as UIKit's. Modelled.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy: the same class with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// A copy of the appearance's own type, as the SDK declares it (`func copy() -> Self`), so that
    /// `bar.standardAppearance.copy()` is a navigation bar appearance. Modelled: the same class with
    /// the same values.
    public func copy() -> Self { type(of: self).init(barAppearance: self) }

    /// NSObject's `copy()`, typed `Any`: the same copy. Swift on Linux cannot override it with the
    /// SDK's `Self` return, so both are declared and this one is disfavoured: `copy()` and
    /// `copy() as? UINavigationBarAppearance` both take the one above, as they do on iOS. NSObject's
    /// is nonisolated; an appearance is the main actor's, as in UIKit, so this is called there.
    @_disfavoredOverload
    nonisolated open override func copy() -> Any {
        MainActor.assumeIsolated { UncheckedSendable(copy(with: nil)) }.value
    }

    /// Copies the background and shadow; subclasses add their own values.
    func copyValues(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationBarAppearance`: a navigation bar's background, shadow, titles and items.
/// Modelled as `UIBarAppearance` (the `configureWith…` methods, copies), with its title
/// attributes and item appearances stored and copied; nothing draws a bar.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// Shape only: stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Shape only: stored.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Shape only: stored.
    open var titlePositionAdjustment = UIOffset.zero
    /// The plain items' appearance. Shape only.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The done items' appearance. Shape only.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's appearance. Shape only.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back indicator. Modelled: set with its mask by `setBackIndicatorImage(_:transitionMaskImage:)`.
    open private(set) var backIndicatorImage: UIImage?
    /// The back indicator's transition mask. Modelled.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// The default appearance for `idiom`. Modelled.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance`'s values (a navigation bar appearance's titles and items too).
    /// Modelled.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    /// An appearance decoded from an archive. Shape only: the default one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the back indicator and its mask together, as UIKit requires. Modelled.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? other.backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}
#endif

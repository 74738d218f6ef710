#if !canImport(UIKit)
import Foundation

/// UIKit's `UIToolbarAppearance`. Modelled as `UIBarAppearance`, with its item appearances stored.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    /// The plain items' appearance. Shape only.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The done items' appearance. Shape only.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// The default appearance for `idiom`. Modelled.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`'s values. Modelled.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// An appearance decoded from an archive. Shape only: the default one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? other.doneButtonAppearance
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UIButton.Configuration {
    /// The title as the button would draw it (an addition for tests): `attributedTitle`, else
    /// `title`, with every run's attributes passed through `titleTextAttributesTransformer`, as
    /// UIKit applies it when it resolves the configuration. Modelled; nil without a title.
    public func resolvedAttributedTitle() -> AttributedString? {
        guard var text = attributedTitle ?? title.map({ AttributedString($0) }) else { return nil }
        guard let transformer = titleTextAttributesTransformer else { return text }
        for run in text.runs {
            text[run.range].setAttributes(transformer(run.attributes))
        }
        return text
    }
}
#endif

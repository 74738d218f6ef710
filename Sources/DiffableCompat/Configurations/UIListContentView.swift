#if !canImport(UIKit)
import Foundation

/// UIKit's `UIListContentView`: the content view a `UIListContentConfiguration` makes. Modelled:
/// holds its configuration (a test reads the text a cell shows from it); shape only otherwise.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown. Modelled.
    open var listConfiguration: UIListContentConfiguration
    /// The configuration shown. Modelled: setting a list configuration replaces `listConfiguration`;
    /// another kind is ignored, as `supports` says.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    /// A view showing `configuration`. Modelled.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Decoding is not supported, as UIKit's.
    public required init?(coder: NSCoder) { return nil }

    /// Whether `configuration` is a list configuration. Modelled.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Shape only: no layout guides are computed.
    open var textLayoutGuide: UILayoutGuide? { nil }
}
#endif

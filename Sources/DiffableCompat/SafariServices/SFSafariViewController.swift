#if !canImport(UIKit)
import Foundation

/// SafariServices' `SFSafariViewController`: Safari's browser in a controller. Modelled as any
/// controller here: made with its URL, presented and dismissed as `UIViewController`'s are; its
/// delegate and bar colours and dismiss button style are stored. Nothing loads: the delegate is
/// never told of a load, and no Done button is tapped. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// Told of the Done button and actions. Modelled: stored, weak, as SafariServices'; nothing calls it.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' colour. Modelled: stored.
    open var preferredBarTintColor: UIColor?
    /// The controls' colour. Modelled: stored.
    open var preferredControlTintColor: UIColor?
    /// The dismiss button's style. Modelled: stored; `.close` from init, as SafariServices sets it.
    open var dismissButtonStyle: DismissButtonStyle = .close
    /// A copy of the configuration it was made with. Modelled: a copy on each read, as SafariServices' (`@NSCopying`).
    open var configuration: Configuration { storedConfiguration.copy() as! Configuration }
    private let storedConfiguration: Configuration
    /// The URL it was made with (an addition: SafariServices keeps it private). Modelled.
    public let initialURL: URL

    /// A Safari controller for `URL` (an `http` or `https` URL) with `configuration` (copied).
    /// Modelled. The designated initializer, as in the SDK.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        storedConfiguration = configuration.copy() as! Configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A Safari controller for `URL` with a default configuration. Modelled.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A Safari controller that enters Reader if it can. Modelled; deprecated in iOS 11, as in the SDK.
    @available(*, deprecated, renamed: "init(url:configuration:)", message: "Use init(url:configuration:) with Configuration.entersReaderIfAvailable")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Unavailable: a Safari controller is made with a URL.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }
}

extension SFSafariViewController {
    /// SafariServices' `SFSafariViewController.DismissButtonStyle`. Modelled: stored; its raw values.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done". Modelled.
        case done = 0
        /// "Close", the default. Modelled.
        case close = 1
        /// "Cancel". Modelled.
        case cancel = 2
    }

    /// SafariServices' `SFSafariViewController.Configuration`. Shape only: stored; the controller
    /// keeps a copy. Main-actor isolated, as in the SDK.
    @MainActor @preconcurrency
    open class Configuration: NSObject, @preconcurrency NSCopying {
        /// Whether Reader is entered when available. Shape only: stored (default false).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls. Shape only: stored (default true).
        open var barCollapsingEnabled = true

        /// A default configuration. Shape only.
        public override init() { super.init() }

        /// A copy. Shape only.
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }
}
#endif

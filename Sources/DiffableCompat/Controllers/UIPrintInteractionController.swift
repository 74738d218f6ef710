#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPrintInfo`: a print job's settings. Shape only: stored and read back.
@MainActor @preconcurrency
open class UIPrintInfo: NSObject {
    /// UIKit's `UIPrintInfo.OutputType`. Shape only: UIKit's raw values.
    public enum OutputType: Int, Sendable {
        /// Text and graphics. Shape only.
        case general = 0
        /// Photos. Shape only.
        case photo = 1
        /// Black-and-white text and graphics. Shape only.
        case grayscale = 2
        /// Black-and-white photos. Shape only.
        case photoGrayscale = 3
    }
    /// UIKit's `UIPrintInfo.Orientation`. Shape only: UIKit's raw values.
    public enum Orientation: Int, Sendable {
        /// Shape only.
        case portrait = 0
        /// Shape only.
        case landscape = 1
    }
    /// UIKit's `UIPrintInfo.Duplex`. Shape only: UIKit's raw values.
    public enum Duplex: Int, Sendable {
        /// Shape only.
        case none = 0
        /// Shape only.
        case longEdge = 1
        /// Shape only.
        case shortEdge = 2
    }

    /// The job's name. Shape only: stored (UIKit's default: the app's name; empty here).
    open var jobName = ""
    /// The kind of content. Shape only: stored.
    open var outputType = OutputType.general
    /// The orientation. Shape only: stored.
    open var orientation = Orientation.portrait
    /// Two-sided printing. Shape only: stored.
    open var duplex = Duplex.none
    /// The printer's identifier. Shape only: stored.
    open var printerID: String?

    /// The default settings. Shape only.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }
    /// Settings from a dictionary. Shape only: the default ones.
    public convenience init(dictionary: [AnyHashable: Any]?) { self.init() }
    /// The settings as a dictionary. Shape only: empty.
    open func dictionaryRepresentation() -> [AnyHashable: Any] { [:] }
}

/// UIKit's `UIPrintInteractionControllerDelegate`. Shape only: nothing prints, so nothing asks it.
@MainActor @preconcurrency
public protocol UIPrintInteractionControllerDelegate: NSObjectProtocol {}

/// UIKit's `UIPrintInteractionController`: the system print sheet. Shape only: there is no printer,
/// so `isPrintingAvailable` is false, nothing can be printed, and presenting shows nothing, calls
/// the completion with `completed` false and no error (as a user cancelling), and answers false.
/// The page renderer, formatters, papers and printers are not here.
@MainActor @preconcurrency
open class UIPrintInteractionController: NSObject {
    /// UIKit's completion: the controller, whether the job completed, and an error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// Whether the device can print. Shape only: false.
    open class var isPrintingAvailable: Bool { false }
    /// The types that can be printed. Shape only: none.
    open class var printableUTIs: Set<String> { [] }
    /// Whether the file at `url` can be printed. Shape only: false.
    open class func canPrint(_ url: URL) -> Bool { false }
    /// Whether `data` can be printed. Shape only: false.
    open class func canPrint(_ data: Data) -> Bool { false }
    /// The shared controller. Modelled: one per process, as UIKit's.
    open class var shared: UIPrintInteractionController { sharedController }
    private static let sharedController = UIPrintInteractionController()

    /// The job's settings. Shape only: stored.
    open var printInfo: UIPrintInfo?
    /// The delegate. Modelled: held weakly, as UIKit's.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// Shape only: stored (UIKit's default true).
    open var showsPageRange = true
    /// Shape only: stored (UIKit's default true).
    open var showsNumberOfCopies = true
    /// Shape only: stored (UIKit's default false).
    open var showsPaperSelectionForLoadedPapers = false
    /// The item to print (a URL, data, an image). Shape only: stored.
    open var printingItem: Any?
    /// The items to print. Shape only: stored.
    open var printingItems: [Any]?

    /// Shows the print sheet. Shape only (see the type): false.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// Shows the print sheet from `rect` in `view`. Shape only, as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// Shows the print sheet from `item`. Shape only, as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// Closes the print sheet. Shape only: none is shown.
    open func dismiss(animated: Bool) {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStoryboard`. Modelled as UIKit behaves when the storyboard file is missing, which
/// it always is here (there are no storyboard archives on Linux): making one raises UIKit's
/// `Could not find a storyboard named '…' in bundle NSBundle <…> (loaded)` (recorded inside
/// `DiffableFailures.record`, where an empty storyboard is returned); an empty storyboard has no
/// initial controller, and asking it for a controller by identifier raises UIKit's text and
/// returns a plain `UIViewController`. Build the controller in code instead.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// The name it was asked for. Modelled; an addition.
    public let name: String

    /// The storyboard `name` in `bundle` (nil: the main bundle). Modelled: raises UIKit's text, as
    /// no storyboard file exists here.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        let bundle = storyboardBundleOrNil ?? .main
        DiffableFailures.raise(DiffableFailure(reason: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)",
                                               name: "NSInvalidArgumentException"))
    }

    /// The storyboard's initial controller. Modelled: nil, as the storyboard is empty.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller with `identifier`. Modelled: raises UIKit's `Storyboard (<UIStoryboard: 0x0>)
    /// doesn't contain a view controller with identifier '…'` and returns a plain controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        DiffableFailures.raise(DiffableFailure(reason: "Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier '\(identifier)'",
                                               name: "NSInvalidArgumentException"))
        return UIViewController()
    }
}

/// UIKit's `UIStoryboardSegue`. Shape only: its identifier and controllers are stored; nothing
/// performs a segue (there are no storyboards).
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    /// Shape only.
    public let identifier: String?
    /// Shape only.
    public let source: UIViewController
    /// Shape only.
    public let destination: UIViewController

    /// A segue. Shape only.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Performs the transition. Shape only: does nothing.
    open func perform() {}
}
#endif

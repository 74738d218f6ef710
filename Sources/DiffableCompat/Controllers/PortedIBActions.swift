#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): the `@IBAction` methods of a class, as `diffbench-port` writes
/// them in the class's own file (so that private actions can be named): a class
/// `DiffbenchIBActions_<Class>` conforming to this protocol, whose `selectors` carry the methods.
/// A storyboard's action finds its method here, on the destination's class or a superclass. Modelled.
public protocol PortedIBActions {
    /// The selectors of the class's `@IBAction` methods, each carrying its method.
    @MainActor static var selectors: [Selector] { get }
}
#endif

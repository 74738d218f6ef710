#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): the `@IBOutlet` properties with `didSet` or `willSet` observers
/// of a class, as `diffbench-port` writes them in the class's own file: a class
/// `DiffbenchObservedOutlets_<Class>` conforming to this protocol. When a ported storyboard or nib
/// connects such an outlet, the property is read then, which connects it and runs its observers, as
/// iOS's nib loader sets outlets (and so runs their `didSet`) while it loads, before `awakeFromNib()`
/// and `viewDidLoad()`. Modelled.
public protocol PortedObservedOutlets {
    /// Reads `property` of `object` (an instance of the class), when it is one of its observed outlets.
    @MainActor static func connected(_ property: String, of object: AnyObject)
}
#endif

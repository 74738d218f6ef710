#if !canImport(UIKit)
import Foundation

/// UIKit's `UIApplicationMain`: makes the application and its delegate from their class names and
/// runs the app's event loop, never returning. Shape only: there is no event loop to run an app in
/// headlessly, and Linux cannot make an object from a class name (`NSObject` has no required
/// initializer there), so it makes nothing and returns 0 at once: a ported executable ends
/// instead of hanging. A test launches the app's delegates it made itself with
/// `UIApplication.shared.launch(delegate:sceneDelegate:launchOptions:connectionOptions:)` (an extra).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    0
}
#endif

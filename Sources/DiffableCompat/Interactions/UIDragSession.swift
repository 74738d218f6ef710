#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragSession`: a drag in progress, seen from its source. Shape only (see
/// `UIDragDropSession`). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
    /// The source's own data about the drag, seen only inside the app. Shape only.
    var localContext: Any? { get set }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Photos' `PHChange`: what changed in the library. Shape only: the headless library never
/// changes, so none is ever made (fetch results, and so `changeDetails(for:)`, are not modelled).
open class PHChange: NSObject, @unchecked Sendable {}
#endif

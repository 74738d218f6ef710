#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVAsyncProperty`: a property of `Root` whose loaded value is a `Value`, as
/// `asset.load(.duration)` names it. Modelled; `Sendable`.
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    override init(key: String) { super.init(key: key) }
}
#endif

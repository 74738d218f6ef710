#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKCategoryType`: the type of category samples (sleep analysis, mindful sessions),
/// whose value is one of a small set of integers. Modelled. `Sendable`, as in the SDK.
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The category type of `identifier`. Modelled; any identifier is kept as given.
    public convenience init(_ identifier: HKCategoryTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}
#endif

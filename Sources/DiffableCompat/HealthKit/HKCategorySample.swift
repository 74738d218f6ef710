#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKCategorySample`: a sample whose value is one of a category's integers (a sleep
/// stage). Modelled: the value is kept as given (HealthKit checks it against the category; not
/// here). `Sendable`, as in the SDK.
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The sample's category type. Modelled.
    open var categoryType: HKCategoryType { type }
    /// Its value. Modelled.
    open var value: Int { categoryValue }
    private let type: HKCategoryType
    private let categoryValue: Int

    /// A sample of `value` of `type` from `startDate` to `endDate`, measured by `device`, with
    /// `metadata`. Modelled.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        let start = startDate, end = endDate
        self.type = type
        categoryValue = value
        super.init(type: type, start: start, end: end, device: device, metadata: metadata)
    }

    /// A sample of `value` of `type` from `startDate` to `endDate`. Modelled.
    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.init(type: type, value: value, start: startDate, end: endDate, device: nil, metadata: nil)
    }

    /// The same, with `metadata`. Modelled.
    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.init(type: type, value: value, start: startDate, end: endDate, device: nil, metadata: metadata)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKQuantitySample`: a sample holding one quantity (a heart rate, energy burned over a
/// span). Modelled: its quantity must be compatible with its type, else it raises
/// `NSInvalidArgumentException`, as the SDK documents (the reason's text is a guess; the sample
/// keeps the quantity). Start and end are kept as given. Deviation: HealthKit makes an
/// `HKCumulativeQuantitySample` or `HKDiscreteQuantitySample` whichever class is asked; here the
/// object is of the class the initializer belongs to. `Sendable`, as in the SDK.
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's quantity type. Modelled.
    open var quantityType: HKQuantityType { type }
    /// Its quantity. Modelled.
    open var quantity: HKQuantity { value }
    /// How many quantities it holds: 1 (series samples are not modelled). Modelled.
    open var count: Int { 1 }
    private let type: HKQuantityType
    private let value: HKQuantity

    /// A sample of `quantity` of `quantityType` from `startDate` to `endDate`, measured by `device`,
    /// with `metadata`. Modelled.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        let type = quantityType, start = startDate, end = endDate
        if !quantity.is(compatibleWith: type.canonicalUnit) {
            DiffableFailures.raise(DiffableFailure(reason: "HKQuantitySample \(quantity) is not compatible with quantity type \(type.identifier)", name: "NSInvalidArgumentException"))
        }
        self.type = type
        value = quantity
        super.init(type: type, start: start, end: end, device: device, metadata: metadata)
    }

    /// A sample of `quantity` of `quantityType` from `startDate` to `endDate`. Modelled.
    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, device: nil, metadata: nil)
    }

    /// The same, with `metadata`. Modelled.
    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, device: nil, metadata: metadata)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKSample`: an object with a type and a time span. Modelled: queries match samples
/// by type and dates and sort them by `HKSampleSortIdentifierStartDate`/`EndDate`. `Sendable`, as in
/// the SDK.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type. Modelled.
    open var sampleType: HKSampleType { type }
    /// When the sample starts. Modelled.
    open var startDate: Date { start }
    /// When it ends. Modelled.
    open var endDate: Date { end }
    /// Whether it has no end yet (its end is `Date.distantFuture`). Modelled.
    open var hasUndeterminedDuration: Bool { end == .distantFuture }
    private let type: HKSampleType
    private let start: Date
    private let end: Date

    init(type: HKSampleType, start: Date, end: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.type = type
        self.start = start
        self.end = end
        super.init(device: device, metadata: metadata)
    }
}

/// The sort key of a sample's start date, for `NSSortDescriptor(key:ascending:)`. Modelled: the SDK's string.
public let HKSampleSortIdentifierStartDate: String = "startDate"
/// The sort key of a sample's end date. Modelled: the SDK's string.
public let HKSampleSortIdentifierEndDate: String = "endDate"
#endif

#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKStatisticsQuery`: statistics of one quantity type's matching samples. Modelled:
/// executed by `HKHealthStore.execute(_:)`, it answers its handler on a background queue with the
/// statistics of every matching sample (from the earliest start to the latest end; nil when none
/// matched, a guess), or nil and `HKError(.errorAuthorizationNotDetermined)` for a type the app never
/// asked for. Options that do not fit the type raise when it is made (see `HKStatisticsOptions`).
/// `Sendable`, as in the SDK.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let options: HKStatisticsOptions
    private let handler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query for the `options` statistics of `quantityType`'s samples matching
    /// `quantitySamplePredicate` (nil for all), answered to `handler`. Modelled.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        options.validate(for: quantityType)
        self.options = options
        self.handler = handler
        super.init(type: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in store: HeadlessHealthData) {
        guard let type = sampleType as? HKQuantityType else { return }
        switch matchingSamples(in: store) {
        case .failure(let error):
            handler(self, nil, error)
        case .success(let found):
            let samples = found.compactMap { $0 as? HKQuantitySample }
            guard let start = samples.map(\.startDate).min(), let end = samples.map(\.endDate).max() else {
                handler(self, nil, nil)
                return
            }
            handler(self, HKStatistics(type: type, start: start, end: end, options: options, samples: samples), nil)
        }
    }
}
#endif

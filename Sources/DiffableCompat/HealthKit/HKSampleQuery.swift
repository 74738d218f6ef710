#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKSampleQuery`: the saved samples of one type that match a predicate, sorted, up to
/// a limit. Modelled: executed by `HKHealthStore.execute(_:)`, it answers its results handler on a
/// background queue with the samples of its type that match its predicate, sorted by its sort
/// descriptors (by `startDate` or `endDate` keys, or Swift key paths; other keys leave the order
/// as saved) and cut to its limit (`HKObjectQueryNoLimit`, 0, for all); for a type the app never
/// asked to read or share it answers nil and `HKError(.errorAuthorizationNotDetermined)`
/// "Authorization not determined", as HealthKit does. `Sendable`, as in the SDK.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// The maximum number of samples answered; 0 for all. Modelled.
    open var limit: Int { maximum }
    /// The order of the samples answered. Modelled.
    open var sortDescriptors: [NSSortDescriptor]? { descriptors }
    private let maximum: Int
    private let descriptors: [NSSortDescriptor]?
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query for samples of `sampleType` matching `predicate` (nil for all), at most `limit` of
    /// them (`HKObjectQueryNoLimit` for all), sorted by `sortDescriptors`, answered to `resultsHandler`. Modelled.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        maximum = limit
        descriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(type: sampleType, predicate: predicate)
    }

    override func run(in store: HeadlessHealthData) {
        switch matchingSamples(in: store) {
        case .failure(let error):
            resultsHandler(self, nil, error)
        case .success(let samples):
            let sorted = SampleOrder.sorted(samples, by: descriptors ?? [])
            resultsHandler(self, limit > 0 ? Array(sorted.prefix(limit)) : sorted, nil)
        }
    }
}

/// HealthKit's `HKObjectQueryNoLimit`: a limit meaning all the matching samples. Modelled: 0, the SDK's value.
public let HKObjectQueryNoLimit: Int = 0
#endif

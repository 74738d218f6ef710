#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// HealthKit's `HKStatisticsCollectionQuery`: statistics of one quantity type per interval (a day, an
/// hour) from an anchor date. Modelled: executed by `HKHealthStore.execute(_:)`, it answers its
/// `initialResultsHandler` on a background queue with an `HKStatisticsCollection` of the matching
/// samples, summed (cumulative types) or averaged (discrete ones) per interval as its options ask;
/// for a type the app never asked for, nil and `HKError(.errorAuthorizationNotDetermined)`; for
/// interval components that do not move a date forward, nil and `HKError(.errorInvalidArgument)` (a
/// guess: HealthKit may raise instead). Options that do not fit the type raise when it is made.
/// `statisticsUpdateHandler` is shape only: it is kept, never called (the store's later changes
/// are not watched), and the query stops after its initial results. `Sendable`, as in the SDK.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// The date the intervals are counted from. Modelled.
    open var anchorDate: Date { intervals.anchor }
    /// The statistics calculated. Modelled.
    open var options: HKStatisticsOptions { statisticsOptions }
    /// The length of each interval. Modelled.
    open var intervalComponents: DateComponents { intervals.components }
    /// Called once with the collection (or an error) after `execute(_:)`. Modelled.
    open var initialResultsHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)? {
        get { handlers.value.initial }
        set { handlers.withLock { $0.initial = newValue } }
    }
    /// Would be called as the store changes. Shape only: kept, never called.
    open var statisticsUpdateHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)? {
        get { handlers.value.update }
        set { handlers.withLock { $0.update = newValue } }
    }
    private let intervals: StatisticsIntervals
    private let statisticsOptions: HKStatisticsOptions
    private let handlers = Guarded(Handlers())

    private struct Handlers: Sendable {
        var initial: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
        var update: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    }

    /// A query for the `options` statistics of `quantityType`'s samples matching
    /// `quantitySamplePredicate` (nil for all), per interval of `intervalComponents` counted from
    /// `anchorDate`. Modelled.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        options.validate(for: quantityType)
        intervals = StatisticsIntervals(anchor: anchorDate, components: intervalComponents)
        statisticsOptions = options
        super.init(type: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in store: HeadlessHealthData) {
        guard let handler = initialResultsHandler, let type = sampleType as? HKQuantityType else { return }
        guard intervals.isValid else {
            handler(self, nil, HKError(.errorInvalidArgument))
            return
        }
        switch matchingSamples(in: store) {
        case .failure(let error):
            handler(self, nil, error)
        case .success(let found):
            let samples = found.compactMap { $0 as? HKQuantitySample }
            handler(self, HKStatisticsCollection(type: type, options: options, intervals: intervals, samples: samples), nil)
        }
    }
}
#endif

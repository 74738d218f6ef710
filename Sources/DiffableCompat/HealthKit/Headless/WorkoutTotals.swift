#if !canImport(UIKit)
import Foundation

/// What a finished workout reports of its builder's samples: per quantity type, the sum (cumulative
/// types) or average, minimum, maximum and most recent (discrete ones); the energy burned and
/// distance totals.
struct WorkoutTotals {
    let statistics: [HKQuantityType: HKStatistics]
    let energyBurned: HKQuantity?
    let distance: HKQuantity?

    init(samples: [HKSample], start: Date, end: Date) {
        let byType = Dictionary(grouping: samples.compactMap { $0 as? HKQuantitySample }) { $0.quantityType }
        var statistics: [HKQuantityType: HKStatistics] = [:]
        for (type, samples) in byType {
            let options: HKStatisticsOptions = type.aggregationStyle == .cumulative
                ? [.cumulativeSum, .mostRecent] : [.discreteAverage, .discreteMin, .discreteMax, .mostRecent]
            statistics[type] = HKStatistics(type: type, start: start, end: end, options: options, samples: samples)
        }
        self.statistics = statistics
        energyBurned = statistics[HKQuantityType(.activeEnergyBurned)]?.sumQuantity()
        let distances: [HKQuantityTypeIdentifier] = [.distanceWalkingRunning, .distanceCycling, .distanceSwimming]
        distance = distances.lazy.compactMap { statistics[HKQuantityType($0)]?.sumQuantity() }.first
    }
}
#endif

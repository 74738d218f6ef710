import DiffableCompat
import Foundation
import Testing

/// A health-data helper as rehabilitation and fitness apps write one: authorization for energy and
/// heart rate, the most recent sample, daily statistics, workouts saved with a builder.
private final class RehabHealthData: Sendable {
    let store = HKHealthStore()

    func authorize() async -> (Bool, (any Error)?) {
        let types: Set<HKSampleType> = [HKQuantityType(.activeEnergyBurned), HKQuantityType(.heartRate), HKObjectType.workoutType()]
        return await withCheckedContinuation { continuation in
            store.requestAuthorization(toShare: types, read: types) { continuation.resume(returning: ($0, $1)) }
        }
    }

    func save(_ objects: [HKObject]) async -> (Bool, (any Error)?) {
        await withCheckedContinuation { continuation in
            store.save(objects) { continuation.resume(returning: ($0, $1)) }
        }
    }

    /// Runs a sample query; answers the samples, the error and whether the handler ran on the main queue.
    func samples(of type: HKSampleType, _ predicate: NSPredicate?, limit: Int = HKObjectQueryNoLimit,
                 sortedBy sort: [NSSortDescriptor]? = nil) async -> ([HKSample]?, (any Error)?, Bool) {
        await withCheckedContinuation { continuation in
            store.execute(HKSampleQuery(sampleType: type, predicate: predicate, limit: limit, sortDescriptors: sort) { _, samples, error in
                continuation.resume(returning: (samples, error, isOnMainQueue()))
            })
        }
    }

    func dailyStatistics(_ identifier: HKQuantityTypeIdentifier, options: HKStatisticsOptions, from start: Date) async -> (HKStatisticsCollection?, (any Error)?) {
        let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(identifier), quantitySamplePredicate: nil, options: options,
                                                anchorDate: start, intervalComponents: DateComponents(day: 1))
        return await withCheckedContinuation { continuation in
            query.initialResultsHandler = { _, collection, error in continuation.resume(returning: (collection, error)) }
            store.execute(query)
        }
    }
}

private func quantity(_ identifier: HKQuantityTypeIdentifier, _ value: Double, _ unit: HKUnit, at start: Date, minutes: Double = 10) -> HKQuantitySample {
    HKQuantitySample(type: HKQuantityType(identifier), quantity: HKQuantity(unit: unit, doubleValue: value), start: start,
                     end: start.addingTimeInterval(minutes * 60))
}

private let bpm = HKUnit.count().unitDivided(by: .minute())

/// Serialized: the health data is one in-memory store per process, and each test starts it afresh.
@Suite("DiffableCompat: HealthKit's names a health app calls, over an in-memory store per process", .serialized, .timeLimit(.minutes(1)))
struct HealthKitTests {
    private let day = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000))

    init() { HKHealthStore.removeAllHeadlessData() }

    @Test("saved samples come back from a sample query of their type, sorted by its descriptor, on a background queue")
    func saveThenQuery() async throws {
        let health = RehabHealthData()
        #expect(HKHealthStore.isHealthDataAvailable())
        let (authorized, authorizationError) = await health.authorize()
        #expect(authorized && authorizationError == nil)
        #expect(health.store.authorizationStatus(for: HKQuantityType(.heartRate)) == .sharingAuthorized)
        let rates = [(72.0, 0.0), (95, 60), (64, 30)].map { quantity(.heartRate, $0.0, bpm, at: day.addingTimeInterval($0.1 * 60)) }
        let energy = quantity(.activeEnergyBurned, 120, .kilocalorie(), at: day)
        let (saved, saveError) = await health.save(rates + [energy])
        #expect(saved && saveError == nil)

        let newestFirst = [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
        let (samples, error, onMain) = await health.samples(of: HKQuantityType(.heartRate), nil, sortedBy: newestFirst)
        #expect(error == nil && !onMain)
        let values = try #require(samples as? [HKQuantitySample]).map { $0.quantity.doubleValue(for: bpm) }
        #expect(values == [95, 64, 72])
        let byEnd = await health.samples(of: HKQuantityType(.heartRate), nil, sortedBy: [NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: true)])
        #expect(byEnd.0?.map(\.uuid) == [rates[0], rates[2], rates[1]].map(\.uuid))
        let unsorted = await health.samples(of: HKQuantityType(.activeEnergyBurned), nil)
        #expect(unsorted.0?.map(\.uuid) == [energy.uuid] && unsorted.0?.first?.sourceRevision.source == HKSource.default())
    }

    @Test("a query answers only the samples its date predicate matches (strict start, strict end, overlap), up to its limit")
    func predicateAndLimit() async throws {
        let health = RehabHealthData()
        _ = await health.authorize()
        let hour: TimeInterval = 3600
        // Samples of one hour starting at 0 h, 1 h, 2 h and 3 h; the target span is 1 h to 3 h.
        let samples = (0..<4).map { quantity(.activeEnergyBurned, Double($0 + 1), .kilocalorie(), at: day.addingTimeInterval(Double($0) * hour), minutes: 60) }
        _ = await health.save(samples)
        let type = HKQuantityType(.activeEnergyBurned)
        func values(_ predicate: NSPredicate, limit: Int = HKObjectQueryNoLimit) async -> [Double] {
            let answer = await health.samples(of: type, predicate, limit: limit, sortedBy: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: true)])
            return (answer.0 as? [HKQuantitySample] ?? []).map { $0.quantity.doubleValue(for: .kilocalorie()) }
        }
        let start = day.addingTimeInterval(hour), end = day.addingTimeInterval(3 * hour)
        #expect(await values(HKQuery.predicateForSamples(withStart: start, end: end)) == [1, 2, 3])
        #expect(await values(HKQuery.predicateForSamples(withStart: start, end: end, options: .strictStartDate)) == [2, 3])
        #expect(await values(HKQuery.predicateForSamples(withStart: start, end: end, options: .strictEndDate)) == [1, 2])
        #expect(await values(HKQuery.predicateForSamples(withStart: start, end: end, options: [.strictStartDate, .strictEndDate])) == [2])
        #expect(await values(HKQuery.predicateForSamples(withStart: start, end: end.addingTimeInterval(1), options: [.strictStartDate, .strictEndDate])) == [2, 3])
        #expect(await values(HKQuery.predicateForSamples(withStart: nil, end: nil), limit: 2) == [1, 2])
        let mine = NSCompoundPredicate(andPredicateWithSubpredicates: [
            HKQuery.predicateForSamples(withStart: Date.distantPast, end: Date(), options: .strictEndDate),
            HKQuery.predicateForObjects(from: .default()),
        ])
        #expect(await values(mine, limit: 1) == [1])
        #expect(await values(HKQuery.predicateForObjects(from: Set<HKSource>())) == [])
    }

    @Test("a statistics collection sums a cumulative type and averages a discrete one per day from its anchor; empty days enumerate with nil")
    func statisticsPerDay() async throws {
        let health = RehabHealthData()
        _ = await health.authorize()
        let next = Calendar.current.date(byAdding: .day, value: 1, to: day)!
        let third = Calendar.current.date(byAdding: .day, value: 2, to: day)!
        _ = await health.save([
            quantity(.activeEnergyBurned, 100, .kilocalorie(), at: day.addingTimeInterval(3600)),
            quantity(.activeEnergyBurned, 50, .kilocalorie(), at: day.addingTimeInterval(7200)),
            quantity(.activeEnergyBurned, 100, .largeCalorie(), at: third.addingTimeInterval(60)),
            quantity(.heartRate, 100, bpm, at: day.addingTimeInterval(600)),
            quantity(.heartRate, 120, bpm, at: day.addingTimeInterval(1200)),
        ])
        let (energy, energyError) = await health.dailyStatistics(.activeEnergyBurned, options: .cumulativeSum, from: day)
        #expect(energyError == nil)
        let collection = try #require(energy)
        #expect(collection.statistics().map { $0.sumQuantity()?.doubleValue(for: .kilocalorie()) } == [150, 100])
        #expect(collection.statistics().map(\.startDate) == [day, third])
        var enumerated: [(Date, Double?)] = []
        collection.enumerateStatistics(from: day, to: third.addingTimeInterval(3600)) { statistics, _ in
            enumerated.append((statistics.startDate, statistics.sumQuantity()?.doubleValue(for: .kilocalorie())))
        }
        #expect(enumerated.map(\.0) == [day, next, third] && enumerated.map(\.1) == [150, nil, 100])
        #expect(collection.statistics(for: next.addingTimeInterval(5))?.sumQuantity() == nil)
        #expect(collection.statistics().first?.averageQuantity() == nil, "only the options asked for are calculated")

        let (rates, _) = await health.dailyStatistics(.heartRate, options: [.discreteAverage, .discreteMax], from: day)
        let first = try #require(rates?.statistics().first)
        #expect(first.averageQuantity()?.doubleValue(for: bpm) == 110 && first.maximumQuantity()?.doubleValue(for: bpm) == 120)
        #expect(first.sumQuantity() == nil && first.endDate == next)
    }

    @Test("a type the app never asked for: queries answer HKError.errorAuthorizationNotDetermined, saves fail, status is notDetermined")
    func unauthorizedType() async throws {
        let health = RehabHealthData()
        _ = await health.authorize()
        let steps = HKQuantityType(.stepCount)
        #expect(health.store.authorizationStatus(for: steps) == .notDetermined)
        let (samples, error, _) = await health.samples(of: steps, nil)
        #expect(samples == nil)
        let hkError = try #require(error as? HKError)
        #expect(hkError.code == .errorAuthorizationNotDetermined && hkError.code.rawValue == 5)
        let nsError = hkError as NSError
        #expect(nsError.domain == "com.apple.healthkit" && nsError.code == 5 && nsError.localizedDescription == "Authorization not determined")
        let (collection, statisticsError) = await health.dailyStatistics(.stepCount, options: .cumulativeSum, from: day)
        #expect(collection == nil && (statisticsError as? HKError)?.code == .errorAuthorizationNotDetermined)
        let (saved, saveError) = await health.save([quantity(.stepCount, 10, .count(), at: day)])
        #expect(!saved && (saveError as? HKError)?.code == .errorAuthorizationNotDetermined)
        do {
            try await health.store.save(quantity(.stepCount, 10, .count(), at: day))
            Issue.record("an unauthorized save succeeded")
        } catch HKError.errorAuthorizationNotDetermined {
        } catch {
            Issue.record("unexpected \(error)")
        }
        try await health.store.requestAuthorization(toShare: [], read: [steps])
        let (afterRead, readError, _) = await health.samples(of: steps, nil)
        #expect(afterRead?.isEmpty == true && readError == nil, "asked to read: no error, and nothing saved by this app")
        #expect(health.store.authorizationStatus(for: steps) == .notDetermined, "reading says nothing of sharing")
    }

    @Test("units convert within a dimension, compound units read from strings equal built ones, incompatible units raise HealthKit's exception")
    func unitConversion() {
        func converted(_ value: Double, _ from: HKUnit, _ to: HKUnit) -> Double { HKQuantity(unit: from, doubleValue: value).doubleValue(for: to) }
        #expect(abs(converted(1, .kilocalorie(), .jouleUnit(with: .kilo)) - 4.184) < 1e-12)
        #expect(converted(2, .largeCalorie(), .kilocalorie()) == 2 && abs(converted(1000, .smallCalorie(), .kilocalorie()) - 1) < 1e-12)
        #expect(abs(converted(60, bpm, HKUnit.count().unitDivided(by: .second())) - 1) < 1e-12)
        #expect(converted(1609.344, .meter(), .mile()) == 1 && converted(1.5, .meterUnit(with: .kilo), .meter()) == 1500)
        #expect(converted(2, .minute(), .second()) == 120 && converted(1, .hour(), .minute()) == 60 && converted(1, .day(), .hour()) == 24)
        #expect(abs(converted(37, .degreeCelsius(), .degreeFahrenheit()) - 98.6) < 1e-9)
        #expect(abs(converted(1, .pound(), .gramUnit(with: .kilo)) - 0.45359237) < 1e-12)
        #expect(converted(0.97, .percent(), .percent()) == 0.97 && converted(12, .count(), .count()) == 12)
        #expect(HKUnit(from: "count/min") == bpm && bpm.unitString == "count/min" && HKUnit(from: "kcal") == .kilocalorie())
        #expect(HKUnit(from: "mL/kg·min").unitString == "mL/kg·min" && HKUnit.meter().unitRaised(toPower: 2).unitString == "m^2")
        #expect(HKUnit.minute().reciprocal().unitString == "1/min" && HKUnit.minute().reciprocal().unitMultiplied(by: .minute()).isNull())
        #expect(HKQuantityType(.heartRate).is(compatibleWith: bpm) && !HKQuantityType(.heartRate).is(compatibleWith: .count()))
        #expect(HKQuantity(unit: .count(), doubleValue: 3).compare(HKQuantity(unit: .count(), doubleValue: 4)) == .orderedAscending)
        #expect(!HKQuantity(unit: .count(), doubleValue: 1).is(compatibleWith: .percent()))
        let report = DiffableFailures.record {
            #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .count()).isNaN)
            _ = HKUnit(from: "furlongs")
        }
        #expect(report.failures.map(\.name) == ["NSInvalidArgumentException", "NSInvalidArgumentException"])
        #expect(report.failures.first?.reason == "Attempt to convert incompatible units: kcal, count")
    }

    @Test("statistics options that do not fit the type raise HealthKit's exception when the query is made")
    func mismatchedStatisticsOptions() {
        let report = DiffableFailures.record {
            _ = HKStatisticsQuery(quantityType: HKQuantityType(.heartRate), quantitySamplePredicate: nil, options: .cumulativeSum) { _, _, _ in }
            _ = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.activeEnergyBurned), quantitySamplePredicate: nil,
                                            options: .discreteAverage, anchorDate: day, intervalComponents: DateComponents(day: 1))
            _ = HKStatisticsQuery(quantityType: HKQuantityType(.activeEnergyBurned), quantitySamplePredicate: nil, options: .cumulativeSum) { _, _, _ in }
        }
        #expect(report.failures.map(\.reason) == [
            "Statistics option HKStatisticsOptionCumulativeSum is not compatible with discrete data type HKQuantityTypeIdentifierHeartRate",
            "Statistics option HKStatisticsOptionDiscreteAverage is not compatible with cumulative data type HKQuantityTypeIdentifierActiveEnergyBurned",
        ])
    }

    @Test("a workout builder saves the workout with its samples; a workout query by activity finds it; steps out of order fail")
    func workoutBuilder() async throws {
        let health = RehabHealthData()
        _ = await health.authorize()
        let configuration = HKWorkoutConfiguration()
        configuration.activityType = .other
        let builder = HKWorkoutBuilder(healthStore: health.store, configuration: configuration, device: .local())
        let start = day.addingTimeInterval(3600), end = start.addingTimeInterval(45 * 60)
        await #expect(throws: HKError.self) { try await builder.addSamples([]) }
        try await builder.beginCollection(at: start)
        let energy = HKCumulativeQuantitySample(type: HKQuantityType(.activeEnergyBurned), quantity: HKQuantity(unit: .kilocalorie(), doubleValue: 337.5),
                                                start: start, end: end)
        try await builder.addSamples([energy, quantity(.heartRate, 110, bpm, at: start, minutes: 45)])
        try await builder.endCollection(at: end)
        let workout = try #require(try await builder.finishWorkout())
        #expect(workout.workoutActivityType == .other && workout.duration == 45 * 60 && workout.startDate == start)
        #expect(workout.totalEnergyBurned?.doubleValue(for: .kilocalorie()) == 337.5)
        #expect(workout.statistics(for: HKQuantityType(.heartRate))?.averageQuantity()?.doubleValue(for: bpm) == 110)
        await #expect(throws: HKError.self) { try await builder.finishWorkout() }

        let running = await health.samples(of: .workoutType(), HKQuery.predicateForWorkouts(with: .running))
        #expect(running.0?.isEmpty == true)
        let found = await health.samples(of: .workoutType(), NSCompoundPredicate(andPredicateWithSubpredicates: [
            HKQuery.predicateForWorkouts(with: .other), HKQuery.predicateForObjects(from: .default()),
        ]))
        #expect((found.0 as? [HKWorkout])?.map(\.uuid) == [workout.uuid])
        let energySaved = await health.samples(of: HKQuantityType(.activeEnergyBurned), nil)
        #expect(energySaved.0?.first is HKCumulativeQuantitySample && energySaved.0?.count == 1)
        #expect(HKWorkoutActivityType.other.rawValue == 3000 && HKWorkoutActivityType.running.rawValue == 37)
    }
}

#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// HealthKit's `HKWorkoutBuilder`: builds a workout step by step (begin, add samples, end, finish)
/// and saves it. Modelled: each step answers its completion on a background queue; finishing makes
/// an `HKWorkout` of the configuration's activity, the collection's dates, the added samples'
/// statistics (energy burned and distance totals), and saves it with the samples to the store. A
/// step out of order (adding before beginning, finishing before ending, anything after finishing or
/// discarding) fails with `HKError(.errorInvalidArgument)` (HealthKit's code and text for these
/// were not checked: guesses); saving fails as `HKHealthStore.save` does when the app never asked
/// to share workouts or a sample's type. The samples are saved when the workout is (HealthKit may
/// save them as they are added). `Sendable` here (its state is behind a lock).
open class HKWorkoutBuilder: NSObject, @unchecked Sendable {
    /// The device the workout is recorded on. Modelled.
    open var device: HKDevice? { builderDevice }
    /// A copy of the configuration it was made with. Modelled.
    open var workoutConfiguration: HKWorkoutConfiguration { configuration.copy() as! HKWorkoutConfiguration }
    /// When collection began, nil before. Modelled.
    open var startDate: Date? { state.value.start }
    /// When collection ended, nil before. Modelled.
    open var endDate: Date? { state.value.end }
    /// The metadata added. Modelled.
    open var metadata: [String: Any] { state.value.metadata.storage }
    /// The time from the start to the end (or to now while collecting), 0 before beginning. Modelled.
    open var elapsedTime: TimeInterval {
        let state = self.state.value
        guard let start = state.start else { return 0 }
        return (state.end ?? Date()).timeIntervalSince(start)
    }
    private let store: HKHealthStore
    private let configuration: HKWorkoutConfiguration
    private let builderDevice: HKDevice?
    private let state = Guarded(BuilderState())

    private struct Metadata: @unchecked Sendable { var storage: [String: Any] = [:] }

    private struct BuilderState: Sendable {
        enum Phase: Sendable { case ready, collecting, ended, finished, discarded }
        var phase = Phase.ready
        var start: Date?
        var end: Date?
        var samples: [HKSample] = []
        var metadata = Metadata()
    }

    /// A builder saving to `healthStore` a workout of `configuration`, recorded on `device`. Modelled.
    public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration, device: HKDevice?) {
        store = healthStore
        self.configuration = configuration.copy() as! HKWorkoutConfiguration
        builderDevice = device
        super.init()
    }

    /// Runs `step` on the state under the lock, then answers `completion` on a background queue.
    private func answer(_ completion: @escaping @Sendable (Bool, (any Error)?) -> Void, _ step: (inout BuilderState) -> HKError?) {
        let error = state.withLock { step(&$0) }
        DispatchQueue.global().async { completion(error == nil, error) }
    }

    private static let outOfOrder = HKError(.errorInvalidArgument, userInfo: [NSLocalizedDescriptionKey: "The workout builder is not in a state for this step"])

    /// Begins collecting at `startDate`. Modelled; only once, before anything else.
    open func beginCollection(withStart startDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        answer(completion) { state in
            guard state.phase == .ready else { return Self.outOfOrder }
            state.phase = .collecting
            state.start = startDate
            return nil
        }
    }

    /// Adds `samples` to the workout. Modelled; while collecting.
    open func add(_ samples: [HKSample], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        answer(completion) { state in
            guard state.phase == .collecting else { return Self.outOfOrder }
            state.samples += samples
            return nil
        }
    }

    /// Adds `metadata` to the workout's. Modelled; before finishing.
    open func addMetadata(_ metadata: [String: Any], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let added = Metadata(storage: metadata)
        answer(completion) { state in
            guard state.phase == .ready || state.phase == .collecting || state.phase == .ended else { return Self.outOfOrder }
            state.metadata.storage.merge(added.storage) { $1 }
            return nil
        }
    }

    /// Ends collecting at `endDate`. Modelled; after beginning, once.
    open func endCollection(withEnd endDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        answer(completion) { state in
            guard state.phase == .collecting else { return Self.outOfOrder }
            state.phase = .ended
            state.end = endDate
            return nil
        }
    }

    /// Makes the workout and saves it with its samples; `completion` gets the workout, or nil and
    /// the error. Modelled; after ending, once.
    open func finishWorkout(completion: @escaping @Sendable (HKWorkout?, (any Error)?) -> Void) {
        let result = finish()
        DispatchQueue.global().async {
            switch result {
            case .success(let workout): completion(workout, nil)
            case .failure(let error): completion(nil, error)
            }
        }
    }

    /// Drops the workout and its samples; later steps fail. Modelled.
    open func discardWorkout() {
        state.withLock { $0.phase = .discarded; $0.samples = [] }
    }

    /// The statistics of the added samples of `quantityType`, nil when none was added. Modelled.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? {
        let state = self.state.value
        return WorkoutTotals(samples: state.samples, start: state.start ?? Date(), end: state.end ?? Date()).statistics[quantityType]
    }

    /// The `async` form of `beginCollection(withStart:completion:)`. Modelled.
    open func beginCollection(at startDate: Date) async throws { try await step { self.beginCollection(withStart: startDate, completion: $0) } }
    /// The `async` form of `add(_:completion:)`. Modelled.
    open func addSamples(_ samples: [HKSample]) async throws { try await step { self.add(samples, completion: $0) } }
    /// The `async` form of `addMetadata(_:completion:)`. Modelled.
    open func addMetadata(_ metadata: [String: Any]) async throws {
        let added = Metadata(storage: metadata)
        try await step { self.addMetadata(added.storage, completion: $0) }
    }
    /// The `async` form of `endCollection(withEnd:completion:)`. Modelled.
    open func endCollection(at endDate: Date) async throws { try await step { self.endCollection(withEnd: endDate, completion: $0) } }
    /// The `async` form of `finishWorkout(completion:)`. Modelled.
    open func finishWorkout() async throws -> HKWorkout? { try finish().get() }

    private func step(_ call: (@escaping @Sendable (Bool, (any Error)?) -> Void) -> Void) async throws {
        let error: (any Error)? = await withCheckedContinuation { continuation in call { _, error in continuation.resume(returning: error) } }
        if let error { throw error }
    }

    private func finish() -> Result<HKWorkout, HKError> {
        let taken: Result<BuilderState, HKError> = state.withLock { state in
            guard state.phase == .ended else { return .failure(Self.outOfOrder) }
            return .success(state)
        }
        guard case .success(let finished) = taken, let start = finished.start, let end = finished.end else {
            return .failure(Self.outOfOrder)
        }
        let totals = WorkoutTotals(samples: finished.samples, start: start, end: end)
        let workout = HKWorkout(activityType: configuration.activityType, start: start, end: end, duration: end.timeIntervalSince(start),
                                totalEnergyBurned: totals.energyBurned, totalDistance: totals.distance, statistics: totals.statistics,
                                device: builderDevice, metadata: finished.metadata.storage.isEmpty ? nil : finished.metadata.storage)
        if let error = HeadlessHealthData.shared.save([workout] + finished.samples) { return .failure(error) }
        state.withLock { $0.phase = .finished }
        return .success(workout)
    }
}
#endif

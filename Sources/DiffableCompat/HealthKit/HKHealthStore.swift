#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKHealthStore`: the app's access to health data. Modelled as one in-memory store per
/// process, shared by every `HKHealthStore`: health data is available; the headless user allows
/// every authorization request (the types asked to share become `.sharingAuthorized`); `save` keeps
/// samples of types the app asked to share (else `HKError(.errorAuthorizationNotDetermined)`);
/// `execute(_:)` runs sample and statistics queries against what was saved. Completion handlers and
/// query handlers run on a background queue, as HealthKit's. Nothing persists between processes.
/// `Sendable`, as in the SDK.
open class HKHealthStore: NSObject, @unchecked Sendable {
    private let data = HeadlessHealthData.shared

    /// A store. Modelled: every store of the process reads and writes the same data.
    public override init() { super.init() }

    /// Whether HealthKit is available on the device: true (the headless device is an iPhone). Modelled.
    open class func isHealthDataAvailable() -> Bool { true }

    /// Whether the device supports clinical records: false. Modelled.
    open func supportsHealthRecords() -> Bool { false }

    /// Asks to save `typesToShare` and read `typesToRead`: the headless user allows every type, so
    /// `completion` gets true and no error, on a background queue, and the share types become
    /// `.sharingAuthorized`. Modelled (a request with no types succeeds too; HealthKit's answer to
    /// one was not checked).
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        data.authorize(share: typesToShare ?? [], read: typesToRead ?? [])
        DispatchQueue.global().async { completion(true, nil) }
    }

    /// The `async` form of `requestAuthorization(toShare:read:completion:)`. Modelled; never throws here.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        data.authorize(share: typesToShare, read: typesToRead)
    }

    /// Whether asking for these types would show the permission sheet: `.unnecessary` once every
    /// one was asked for, else `.shouldRequest`; on a background queue. Modelled.
    open func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                               completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        let all = Array(typesToShare) as [HKObjectType] + Array(typesToRead)
        let status: HKAuthorizationRequestStatus = all.allSatisfy(data.isDetermined) ? .unnecessary : .shouldRequest
        DispatchQueue.global().async { completion(status, nil) }
    }

    /// Whether the app may save `type`: `.sharingAuthorized` once asked to share it, else
    /// `.notDetermined`. Modelled.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        data.isSharingAuthorized(type) ? .sharingAuthorized : .notDetermined
    }

    /// The earliest date samples may have: `Date.distantPast` (no limit here). Modelled.
    open func earliestPermittedSampleDate() -> Date { .distantPast }

    /// Saves `object`: true and no error on a background queue, or false and
    /// `HKError(.errorAuthorizationNotDetermined)` when the app never asked to share its type
    /// (nothing saved; HealthKit's text for a save is a guess). Saving it again keeps one. Modelled.
    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        save([object], withCompletion: completion)
    }

    /// Saves `objects`, all or none, as `save(_:withCompletion:)` does one. Modelled.
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = data.save(objects)
        DispatchQueue.global().async { completion(error == nil, error) }
    }

    /// The `async` form of saving `object`. Modelled.
    open func save(_ object: HKObject) async throws {
        if let error = data.save([object]) { throw error }
    }

    /// The `async` form of saving `objects`. Modelled.
    open func save(_ objects: [HKObject]) async throws {
        if let error = data.save(objects) { throw error }
    }

    /// Deletes `object` from the store, as `save` answers (the app may delete what it may save). Modelled.
    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        delete([object], withCompletion: completion)
    }

    /// Deletes `objects`, as `delete(_:withCompletion:)` one. Modelled.
    open func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = data.delete(objects)
        DispatchQueue.global().async { completion(error == nil, error) }
    }

    /// The `async` form of deleting `object`. Modelled.
    open func delete(_ object: HKObject) async throws {
        if let error = data.delete([object]) { throw error }
    }

    /// Runs `query` on a background queue; it answers its handler there (see each query). Modelled
    /// for `HKSampleQuery`, `HKStatisticsQuery` and `HKStatisticsCollectionQuery`.
    open func execute(_ query: HKQuery) {
        let data = self.data
        query.isStopped = false
        DispatchQueue.global().async {
            guard !query.isStopped else { return }
            query.run(in: data)
        }
    }

    /// Stops `query`: one not yet run answers nothing. Modelled (no query here runs long).
    open func stop(_ query: HKQuery) { query.isStopped = true }

    /// Forgets every saved sample and every authorization, process-wide: a test's fresh start.
    /// Modelled; an addition for tests, not HealthKit API.
    public static func removeAllHeadlessData() { HeadlessHealthData.shared.removeAll() }
}
#endif

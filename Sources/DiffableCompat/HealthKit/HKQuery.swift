#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// HealthKit's `HKQuery`: the abstract query an `HKHealthStore` executes. Modelled by its subclasses
/// (`HKSampleQuery`, `HKStatisticsQuery`, `HKStatisticsCollectionQuery`), which answer from the
/// process's in-memory store. `Sendable`, as in the SDK.
open class HKQuery: NSObject, @unchecked Sendable {
    /// The type the query reads. Modelled.
    open var objectType: HKObjectType? { queriedType }
    /// The type the query reads, when a sample type. Modelled.
    open var sampleType: HKSampleType? { queriedType as? HKSampleType }
    /// The predicate samples must match, nil for all. Modelled.
    open var predicate: NSPredicate? { queryPredicate }
    private let queriedType: HKObjectType?
    private let queryPredicate: NSPredicate?
    private let stopped = Guarded(false)

    init(type: HKObjectType?, predicate: NSPredicate?) {
        queriedType = type
        queryPredicate = predicate
        super.init()
    }

    /// Whether `stop(_:)` was called: a stopped query delivers nothing more.
    var isStopped: Bool {
        get { stopped.value }
        set { stopped.set(newValue) }
    }

    /// Runs the query against `store`, on a background queue; each subclass answers its handler.
    func run(in store: HeadlessHealthData) {}

    /// The samples of the query's type that match its predicate, in save order, or the error
    /// HealthKit answers when the app never asked to read or share the type.
    func matchingSamples(in store: HeadlessHealthData) -> Result<[HKSample], HKError> {
        guard let type = sampleType else { return .success([]) }
        guard store.isDetermined(type) else { return .failure(HKError(.errorAuthorizationNotDetermined)) }
        let predicate = self.predicate
        return .success(store.samples(of: type).filter { predicate?.evaluate(with: $0) ?? true })
    }
}
#endif

#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// The process's health data, in memory: the samples saved, in save order, and which types the app
/// asked to share and to read. Every `HKHealthStore` reads and writes this one, as every store of an
/// app reads HealthKit's one database. Thread-safe.
final class HeadlessHealthData: Sendable {
    /// The one per process.
    static let shared = HeadlessHealthData()

    private struct State: Sendable {
        var samples: [HKSample] = []
        var shared: Set<String> = []
        var requested: Set<String> = []
    }
    private let state = Guarded(State())

    /// Records a request: the share types become authorized, and every type determined.
    func authorize(share: Set<HKSampleType>, read: Set<HKObjectType>) {
        state.withLock { state in
            state.shared.formUnion(share.map(\.identifier))
            state.requested.formUnion(share.map(\.identifier))
            state.requested.formUnion(read.map(\.identifier))
        }
    }

    /// Whether the app asked to share `type`.
    func isSharingAuthorized(_ type: HKObjectType) -> Bool { state.value.shared.contains(type.identifier) }

    /// Whether the app asked to read or share `type`.
    func isDetermined(_ type: HKObjectType) -> Bool { state.value.requested.contains(type.identifier) }

    /// Saves `objects` (samples; each once), or answers the error HealthKit answers when one's type
    /// was never asked to share (nothing is saved then).
    func save(_ objects: [HKObject]) -> HKError? {
        shared(objects) { state, samples in
            for sample in samples where !state.samples.contains(where: { $0 === sample }) { state.samples.append(sample) }
        }
    }

    /// Deletes `objects`, or answers the error for a type never asked to share.
    func delete(_ objects: [HKObject]) -> HKError? {
        shared(objects) { state, samples in
            let identifiers = Set(samples.map(\.uuid))
            state.samples.removeAll { identifiers.contains($0.uuid) }
        }
    }

    /// Runs `change` on the samples among `objects` under the lock when the app asked to share every
    /// one's type; else changes nothing and answers HealthKit's error.
    private func shared(_ objects: [HKObject], _ change: (inout State, [HKSample]) -> Void) -> HKError? {
        let samples = objects.compactMap { $0 as? HKSample }
        return state.withLock { state in
            guard samples.allSatisfy({ state.shared.contains($0.sampleType.identifier) }) else { return HKError(.errorAuthorizationNotDetermined) }
            change(&state, samples)
            return nil
        }
    }

    /// The saved samples of `type`, in save order.
    func samples(of type: HKSampleType) -> [HKSample] { state.value.samples.filter { $0.sampleType == type } }

    /// Forgets every sample and authorization.
    func removeAll() { state.set(State()) }
}
#endif

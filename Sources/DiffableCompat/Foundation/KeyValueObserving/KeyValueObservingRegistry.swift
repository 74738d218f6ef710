#if !canImport(UIKit)
import DiffBenchSupport
import Foundation
import Synchronization

/// What an observation matches announcements by: the property's name when one is known (from the
/// name tables of the properties DiffableCompat announces, or from the key path's own description),
/// and the key path itself (an app's `willChangeValue(for: \.x)` reaches an observer of `\.x`).
struct KeyValueObservedKey: @unchecked Sendable {
    /// The property's name (`"contentSize"`), when known.
    let name: String?
    /// The key path observed or announced; nil for an announcement by name.
    let keyPath: AnyKeyPath?

    /// Whether an announcement of `other` is a change of this observed property.
    func matches(_ other: KeyValueObservedKey) -> Bool {
        if let name, name == other.name { return true }
        if let keyPath, let otherPath = other.keyPath { return keyPath == otherPath }
        return false
    }
}

/// Every live observation, by observed object. The announcements (`willChange` / `didChange`)
/// cost one atomic load while nothing is observed anywhere, and one dictionary lookup under a lock
/// while something is: `UIView.frame` is set a lot during layout. Handlers are called outside the
/// lock, so they may invalidate observations and register new ones.
enum KeyValueObservingRegistry {
    private struct Filed: @unchecked Sendable {
        let id: ObjectIdentifier
        weak var observation: NSKeyValueObservation?
    }

    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        var observations: [Filed] = []
    }

    private static let entries = Guarded([ObjectIdentifier: Entry]())
    /// How many objects are observed: zero makes an announcement free.
    private static let observedObjects = Atomic<Int>(0)

    /// Whether any object is observed (one atomic load).
    static var isObservingAnything: Bool { observedObjects.load(ordering: .acquiring) > 0 }

    /// Files `observation` under `object`.
    static func add(_ observation: NSKeyValueObservation, to object: AnyObject) {
        let id = ObjectIdentifier(object)
        let filed = Filed(id: ObjectIdentifier(observation), observation: observation)
        let count = entries.withLock { entries -> Int in
            // An entry whose object is gone belongs to an earlier object at the same address.
            if var entry = entries[id], entry.object === object {
                entry.observations.append(filed)
                entries[id] = entry
            } else {
                entries[id] = Entry(object: object, observations: [filed])
            }
            return entries.count
        }
        observedObjects.store(count, ordering: .releasing)
    }

    /// Removes `observation` (called by `invalidate()`, also from its deinit).
    static func remove(_ observation: NSKeyValueObservation) {
        guard let objectID = observation.objectID else { return }
        let observationID = ObjectIdentifier(observation)
        let count = entries.withLock { entries -> Int in
            guard var entry = entries[objectID] else { return entries.count }
            entry.observations.removeAll { $0.id == observationID || $0.observation == nil }
            entries[objectID] = entry.observations.isEmpty || entry.object == nil ? nil : entry
            return entries.count
        }
        observedObjects.store(count, ordering: .releasing)
    }

    /// The live observations of `object` that `key` is a change of.
    private static func observations(of object: AnyObject, matching key: KeyValueObservedKey) -> [NSKeyValueObservation] {
        guard isObservingAnything else { return [] }
        let id = ObjectIdentifier(object)
        return entries.withLock { entries in
            guard let entry = entries[id] else { return [] }
            guard entry.object === object else {
                entries[id] = nil
                return []
            }
            return entry.observations.compactMap { filed in
                filed.observation.flatMap { $0.key.matches(key) ? $0 : nil }
            }
        }
    }

    /// Tells the observers of `key` on `object` that it is about to change.
    static func willChange(_ object: AnyObject, _ key: KeyValueObservedKey) {
        for observation in observations(of: object, matching: key) { observation.willChange(object) }
    }

    /// Tells the observers of `key` on `object` that it changed.
    static func didChange(_ object: AnyObject, _ key: KeyValueObservedKey) {
        for observation in observations(of: object, matching: key) { observation.didChange(object) }
    }
}

extension NSObject {
    /// Announces that the property named `key` (as in the name tables) is about to change: what
    /// DiffableCompat's instrumented setters call before the change.
    nonisolated func announceWillChange(_ key: String) {
        KeyValueObservingRegistry.willChange(self, KeyValueObservedKey(name: key, keyPath: nil))
    }

    /// Announces that the property named `key` changed: what the instrumented setters call after it.
    nonisolated func announceDidChange(_ key: String) {
        KeyValueObservingRegistry.didChange(self, KeyValueObservedKey(name: key, keyPath: nil))
    }
}
#endif

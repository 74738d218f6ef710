#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// Photos' `PHPhotoLibrary`. Modelled for authorization, as a headless device on which the app has
/// never asked and a user who does not grant access:
/// - each access level is `.notDetermined` until the app asks; asking (`requestAuthorization`)
///   then gives the user's answer, `.denied` unless a test set another with
///   `simulateUserAnswer(_:for:)` (an addition), calling the handler later on another queue, as
///   Photos does; asking once decided answers with the decision and changes nothing.
/// - `.readWrite` granted (`.authorized` or `.limited`) also authorizes `.addOnly`.
/// - the deprecated `authorizationStatus()` and `requestAuthorization(_:)` are `.readWrite`'s,
///   with `.limited` reported as `.authorized`, as Photos reports it to them.
/// The library itself holds no photos and never changes; change observers are kept, never called.
/// `Sendable`; the app's authorization is one table for the process, behind a lock.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private struct Authorization: Sendable {
        var status: [PHAccessLevel: PHAuthorizationStatus] = [:]
        var answer: [PHAccessLevel: PHAuthorizationStatus] = [:]
    }

    private static let library = PHPhotoLibrary()
    private static let authorization = Guarded(Authorization())
    private let observers = Guarded<[ObjectIdentifier]>([])

    private override init() { super.init() }

    /// The app's photo library. Modelled: one object for the process.
    open class func shared() -> PHPhotoLibrary { library }

    /// The app's authorization for `accessLevel`. Modelled (see the type's note).
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        authorization.withLock { Self.status(for: accessLevel, in: $0) }
    }

    /// Asks the user for `accessLevel` when undecided; calls `handler` with the result later on
    /// another queue. Modelled (see the type's note).
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let status = decide(accessLevel)
        DispatchQueue.global().async { handler(status) }
    }

    /// Asks the user for `accessLevel` when undecided; returns the result. Modelled.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        decide(accessLevel)
    }

    /// The app's `.readWrite` authorization, `.limited` reported as `.authorized`. Modelled.
    /// Deprecated in iOS 14, as in the SDK.
    @available(*, deprecated, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { legacy(authorizationStatus(for: .readWrite)) }

    /// Asks for `.readWrite`, reporting `.limited` as `.authorized`. Modelled. Deprecated in iOS 14, as in the SDK.
    @available(*, deprecated, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        let status = legacy(decide(.readWrite))
        let box = MainQueueDelivery(value: handler)
        DispatchQueue.global().async { box.value(status) }
    }

    /// Sets what the user answers when the app next asks for `accessLevel`, and makes that level
    /// undecided again, as on a fresh install (an addition). One table for the process: tests that
    /// use it should not run at once. Modelled.
    public static func simulateUserAnswer(_ answer: PHAuthorizationStatus, for accessLevel: PHAccessLevel) {
        authorization.withLock { state in
            state.answer[accessLevel] = answer
            state.status[accessLevel] = nil
        }
    }

    /// Registers `observer` for library changes. Shape only: kept (by identity), never called.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
        observers.withLock { $0.append(ObjectIdentifier(observer)) }
    }

    /// Unregisters `observer`. Shape only.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        observers.withLock { $0.removeAll { $0 == ObjectIdentifier(observer) } }
    }

    private static func status(for level: PHAccessLevel, in state: Authorization) -> PHAuthorizationStatus {
        let own = state.status[level] ?? .notDetermined
        if level == .addOnly, own == .notDetermined, [.authorized, .limited].contains(state.status[.readWrite]) { return .authorized }
        return own
    }

    /// Decides `level` with the user's answer when undecided; the decision.
    private static func decide(_ level: PHAccessLevel) -> PHAuthorizationStatus {
        authorization.withLock { state in
            let current = status(for: level, in: state)
            guard current == .notDetermined else { return current }
            let answer = state.answer[level] ?? .denied
            state.status[level] = answer
            return answer
        }
    }

    private static func legacy(_ status: PHAuthorizationStatus) -> PHAuthorizationStatus { status == .limited ? .authorized : status }
}
#endif

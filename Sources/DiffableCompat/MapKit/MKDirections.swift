#if !canImport(UIKit)
import Foundation

/// MapKit's `MKDirections`: asks Apple's servers for routes between two map items. Modelled as a
/// headless device with no network directions service:
/// - `calculate(completionHandler:)` and `calculateETA(completionHandler:)` complete later on the
///   main queue (MapKit calls completion handlers on the main thread) with no response and
///   `MKError.directionsNotFound` ("Directions Not Available"), what MapKit gives when it cannot
///   find directions; `isCalculating` is true in between;
/// - asking again while a request is in process completes the new handler with `MKError.unknown`
///   (MapKit documents only "an error"; its code is a guess) and leaves the first request running;
/// - `cancel()` drops the pending request: its handler is not called (a guess: MapKit documents
///   only that the request is cancelled); `isCalculating` becomes false.
/// The `async` forms throw the same errors at once.
open class MKDirections: NSObject {
    /// MapKit's `MKDirections.DirectionsHandler`: a response, or an error. Modelled.
    public typealias DirectionsHandler = @Sendable (MKDirections.Response?, (any Error)?) -> Void
    /// MapKit's `MKDirections.ETAHandler`: an ETA response, or an error. Modelled.
    public typealias ETAHandler = @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void

    private let request: MKDirections.Request
    private let lock = NSLock()
    /// The number of the request in process, if any; a delivery for another number was cancelled.
    private var pending: Int?
    private var lastRequest = 0

    /// Directions for `request`. Modelled: the request is copied as MapKit copies it, so later
    /// changes to it do not change these directions.
    public init(request: MKDirections.Request) {
        self.request = request.copied()
        super.init()
    }

    /// Whether a request is in process. Modelled.
    open var isCalculating: Bool { lock.withLock { pending != nil } }

    /// Asks for routes. Modelled: completes later on the main queue with nil and
    /// `MKError.directionsNotFound` (see `MKDirections`).
    open func calculate(completionHandler: @escaping MKDirections.DirectionsHandler) {
        submit { completionHandler(nil, $0) }
    }

    /// Asks for the travel time. Modelled: as `calculate(completionHandler:)`.
    open func calculateETA(completionHandler: @escaping MKDirections.ETAHandler) {
        submit { completionHandler(nil, $0) }
    }

    /// Asks for routes. Modelled: throws `MKError.directionsNotFound`.
    open func calculate() async throws -> MKDirections.Response { throw MKError.noDirections }

    /// Asks for the travel time. Modelled: throws `MKError.directionsNotFound`.
    open func calculateETA() async throws -> MKDirections.ETAResponse { throw MKError.noDirections }

    /// Cancels the request in process, if any. Modelled: its handler is not called (see `MKDirections`).
    open func cancel() { lock.withLock { pending = nil } }

    private func submit(_ complete: @escaping @Sendable (MKError) -> Void) {
        let number: Int? = lock.withLock {
            guard pending == nil else { return nil }
            lastRequest += 1
            pending = lastRequest
            return lastRequest
        }
        guard let number else {
            MainQueueDelivery(value: complete).async { complete in
                complete(MKError(.unknown, userInfo: [NSLocalizedDescriptionKey: "Directions Not Available",
                                                      NSLocalizedFailureReasonErrorKey: "A directions request is already in process."]))
            }
            return
        }
        MainQueueDelivery(value: self).async { directions in
            let current = directions.lock.withLock {
                defer { if directions.pending == number { directions.pending = nil } }
                return directions.pending == number
            }
            if current { complete(MKError.noDirections) }
        }
    }
}
#endif

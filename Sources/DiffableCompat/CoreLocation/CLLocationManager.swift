#if !canImport(UIKit)
import Foundation

/// CoreLocation's `CLAuthorizationStatus`, with its raw values. Modelled.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not chosen yet: the headless app's status until it asks. Modelled.
    case notDetermined = 0
    /// Restricted, as by parental controls. Modelled (never reached headlessly).
    case restricted = 1
    /// Denied: the headless app's status once it has asked, as no user is there to allow it. Modelled.
    case denied = 2
    /// Authorized at any time. Modelled (never reached headlessly).
    case authorizedAlways = 3
    /// Authorized while the app is in use. Modelled (never reached headlessly).
    case authorizedWhenInUse = 4
    /// CoreLocation's `kCLAuthorizationStatusAuthorized`, deprecated since iOS 8: the same raw value
    /// as `.authorizedAlways`, so Swift sees it as a static member. Modelled.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// CoreLocation's error domain, `kCLErrorDomain`. Modelled.
public let kCLErrorDomain = "kCLErrorDomain"

/// CoreLocation's `CLError`: its codes and domain, with the framework's raw values (as
/// LocalAuthentication's `LAError` is modelled). Modelled.
public struct CLError: Error, Hashable, Sendable, CustomNSError {
    /// CoreLocation's error codes. Modelled.
    public enum Code: Int, Sendable {
        /// The location is unknown for now. Modelled.
        case locationUnknown = 0
        /// Access to location was denied: what the headless manager reports. Modelled.
        case denied = 1
        /// The network was unavailable: what the headless geocoder reports. Modelled.
        case network = 2
        /// Modelled.
        case headingFailure = 3
        /// Modelled.
        case regionMonitoringDenied = 4
        /// Modelled.
        case regionMonitoringFailure = 5
        /// Modelled.
        case regionMonitoringSetupDelayed = 6
        /// Modelled.
        case regionMonitoringResponseDelayed = 7
        /// Modelled.
        case geocodeFoundNoResult = 8
        /// Modelled.
        case geocodeFoundPartialResult = 9
        /// A geocoding request was cancelled: what `CLGeocoder.cancelGeocode()` reports. Modelled.
        case geocodeCanceled = 10
        /// Modelled.
        case deferredFailed = 11
        /// Modelled.
        case deferredNotUpdatingLocation = 12
        /// Modelled.
        case deferredAccuracyTooLow = 13
        /// Modelled.
        case deferredDistanceFiltered = 14
        /// Modelled.
        case deferredCanceled = 15
        /// Modelled.
        case rangingUnavailable = 16
        /// Modelled.
        case rangingFailure = 17
        /// Modelled.
        case promptDeclined = 18
        /// Modelled.
        case historicalLocationError = 19
    }
    /// CoreLocation's error domain, `kCLErrorDomain`. Modelled.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code. Modelled.
    public let code: Code
    /// An error with `code`. Modelled.
    public init(_ code: Code) { self.code = code }
    /// The code's raw value, as `NSError.code`. Modelled.
    public var errorCode: Int { code.rawValue }

    /// Modelled.
    public static let locationUnknown = Code.locationUnknown
    /// Modelled.
    public static let denied = Code.denied
    /// Modelled.
    public static let network = Code.network
    /// Modelled.
    public static let headingFailure = Code.headingFailure
    /// Modelled.
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    /// Modelled.
    public static let geocodeCanceled = Code.geocodeCanceled
    /// Modelled.
    public static let promptDeclined = Code.promptDeclined
}

/// CoreLocation's `CLLocationManagerDelegate`. Its methods are optional in the SDK; here each has
/// a default that does nothing, so a delegate implements only what it needs. Not main-actor
/// isolated, as in the SDK.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, oldest first. Modelled: never called, as the headless device has no location.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A failure. Modelled: `CLError.denied` after `requestLocation()` or `startUpdatingLocation()`
    /// on the headless device, which never authorizes.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization, when the manager is made and when it changes (iOS 14). Modelled:
    /// see `CLLocationManager`.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The app's authorization, deprecated in iOS 14. Modelled: called, as CoreLocation calls it,
    /// only when the delegate does not implement `locationManagerDidChangeAuthorization(_:)`.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    /// Does nothing. Modelled.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing. Modelled.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing, and so tells the manager to call the deprecated
    /// `locationManager(_:didChangeAuthorization:)` instead, as CoreLocation does for a delegate
    /// without this method. Modelled.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        manager.delegateLacksAuthorizationCallback = true
    }
    /// Does nothing. Modelled.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// A value sent to the main queue that the compiler cannot prove `Sendable`: the manager and
/// geocoder deliver on the main queue, as CoreLocation delivers on the run loop of the thread that
/// made them (the main thread, in apps).
struct MainQueueDelivery<Value>: @unchecked Sendable {
    let value: Value
    /// Runs `body` with the value later on the main queue.
    func async(_ body: @escaping (Value) -> Void) {
        let box = MainQueueDelivery<(Value) -> Void>(value: body)
        DispatchQueue.main.async { box.value(self.value) }
    }
}

/// CoreLocation's `CLLocationManager`. Modelled as a headless device with no location hardware
/// and no user to answer the authorization prompt:
/// - the app's authorization (shared by every manager, as it is the app's) is `.notDetermined`
///   until a manager asks; `requestWhenInUseAuthorization()` or `requestAlwaysAuthorization()`
///   then makes it `.denied`, as a user declining would, later on the main queue, where every
///   manager's delegate is told (`locationManagerDidChangeAuthorization(_:)`, or the deprecated
///   form for a delegate without it). Asking again once determined does nothing, as CoreLocation's.
/// - a new manager tells its delegate the current authorization once, later on the main queue, as
///   CoreLocation does when an app makes a manager (set `delegate` right after making it).
/// - `requestLocation()` and `startUpdatingLocation()` report `CLError.denied` to
///   `locationManager(_:didFailWithError:)` later on the main queue, as the app is never
///   authorized; `location` stays nil and no location is ever delivered.
/// Not main-actor isolated, as in the SDK; delegate calls come on the main queue.
open class CLLocationManager: NSObject {
    /// The app's authorization and the live managers to tell when it changes.
    private final class AppAuthorization: @unchecked Sendable {
        private let lock = NSLock()
        private var status = CLAuthorizationStatus.notDetermined
        private var managers: [WeakManager] = []
        private struct WeakManager { weak var manager: CLLocationManager? }

        var current: CLAuthorizationStatus { lock.withLock { status } }

        func add(_ manager: CLLocationManager) {
            lock.withLock {
                managers.removeAll { $0.manager == nil }
                managers.append(WeakManager(manager: manager))
            }
        }

        /// Moves `.notDetermined` to `.denied`; the managers to tell, or none when it was determined.
        func deny() -> [CLLocationManager] {
            lock.withLock {
                guard status == .notDetermined else { return [] }
                status = .denied
                return managers.compactMap(\.manager)
            }
        }
    }

    private static let app = AppAuthorization()
    private let lock = NSLock()
    private var lacksAuthorizationCallback = false
    /// Set by the default `locationManagerDidChangeAuthorization(_:)`: the delegate lacks it.
    var delegateLacksAuthorizationCallback: Bool {
        get { lock.withLock { lacksAuthorizationCallback } }
        set { lock.withLock { lacksAuthorizationCallback = newValue } }
    }

    /// The delegate. Modelled: weak, as CoreLocation's; told on the main queue.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for. Shape only: stored (CoreLocation's default `kCLLocationAccuracyBest`).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement in metres between updates. Shape only: stored (default `kCLDistanceFilterNone`).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background. Shape only: stored (default false).
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates may pause automatically. Shape only: stored (default true).
    open var pausesLocationUpdatesAutomatically = true
    /// The most recent location. Modelled: always nil, as the headless device has none.
    open var location: CLLocation? { nil }
    /// The app's authorization (iOS 14). Modelled: `.notDetermined`, then `.denied` once asked.
    open var authorizationStatus: CLAuthorizationStatus { Self.app.current }

    /// The app's authorization, deprecated in iOS 14. Modelled: as `authorizationStatus`.
    open class func authorizationStatus() -> CLAuthorizationStatus { app.current }
    /// Whether location services are on. Modelled: true, so an app goes on to ask and is denied.
    open class func locationServicesEnabled() -> Bool { true }

    /// A manager. Modelled: its delegate is told the app's authorization once, later on the main queue.
    public override init() {
        super.init()
        Self.app.add(self)
        MainQueueDelivery(value: self).async { $0.tellAuthorization() }
    }

    /// Tells the delegate the app's authorization: the iOS 14 method, or the deprecated one when the
    /// delegate lacks it.
    private func tellAuthorization() {
        guard let delegate else { return }
        delegateLacksAuthorizationCallback = false
        delegate.locationManagerDidChangeAuthorization(self)
        if delegateLacksAuthorizationCallback {
            delegate.locationManager(self, didChangeAuthorization: authorizationStatus)
        }
    }

    /// Asks for authorization while in use. Modelled: if undetermined, the app's authorization
    /// becomes `.denied` later on the main queue and every manager's delegate is told; otherwise nothing.
    open func requestWhenInUseAuthorization() { requestAuthorization() }

    /// Asks for authorization at any time. Modelled: as `requestWhenInUseAuthorization()`.
    open func requestAlwaysAuthorization() { requestAuthorization() }

    private func requestAuthorization() {
        guard authorizationStatus == .notDetermined else { return }
        MainQueueDelivery(value: ()).async { _ in
            for manager in Self.app.deny() { manager.tellAuthorization() }
        }
    }

    /// Asks for one location. Modelled: reports `CLError.denied` later on the main queue.
    open func requestLocation() { failDenied() }

    /// Starts location updates. Modelled: reports `CLError.denied` later on the main queue.
    open func startUpdatingLocation() { failDenied() }

    /// Stops location updates. Modelled: nothing is updating.
    open func stopUpdatingLocation() {}

    private func failDenied() {
        MainQueueDelivery(value: self).async { manager in
            manager.delegate?.locationManager(manager, didFailWithError: CLError(.denied))
        }
    }
}
#endif

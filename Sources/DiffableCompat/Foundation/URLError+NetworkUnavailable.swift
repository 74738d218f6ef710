#if !canImport(UIKit)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLError {
    /// Foundation's `URLError.NetworkUnavailableReason` (iOS 13): why a request was refused because
    /// of the device's network settings. Modelled.
    public enum NetworkUnavailableReason: Int, Sendable {
        /// The request was refused because it would use the cellular network and the request or
        /// session does not allow it.
        case cellular = 0
        /// The network is expensive (cellular, a personal hotspot) and the request does not allow it.
        case expensive = 1
        /// The network is in Low Data Mode and the request does not allow constrained access.
        case constrained = 2
    }

    /// Foundation's `networkUnavailableReason`: why the network was unavailable, for an error
    /// carrying `NSURLErrorNetworkUnavailableReasonKey` in its user info. Modelled: read from the
    /// user info (an `NetworkUnavailableReason`, or its raw value as a number); nil otherwise, which
    /// on Linux is always so for the errors its URLSession makes (it does not know the device's
    /// network settings).
    public var networkUnavailableReason: NetworkUnavailableReason? {
        switch userInfo[NSURLErrorNetworkUnavailableReasonKey] {
        case let reason as NetworkUnavailableReason: return reason
        case let raw as Int: return NetworkUnavailableReason(rawValue: raw)
        case let number as NSNumber: return NetworkUnavailableReason(rawValue: number.intValue)
        default: return nil
        }
    }
}

/// Foundation's `NSURLErrorNetworkUnavailableReasonKey`: the user-info key of an error's
/// `URLError.NetworkUnavailableReason`. Modelled: Foundation's string.
public let NSURLErrorNetworkUnavailableReasonKey: String = "NSURLErrorNetworkUnavailableReasonKey"

extension URLRequest {
    /// Foundation's `allowsConstrainedNetworkAccess` (iOS 13): whether the request may use the
    /// network in Low Data Mode (default true). Shape only: always true; setting it is ignored.
    /// Linux's `URLRequest` has no room to keep it: each copy keeps only Foundation's own fields (a
    /// `URLProtocol` property set on it is gone from the next copy), and a header would be sent.
    /// Nothing is lost by that: Linux's URLSession does not read it and never refuses a request for
    /// the network's cost (the device has no Low Data Mode here).
    public var allowsConstrainedNetworkAccess: Bool {
        get { true }
        set {}  // Not kept: see above.
    }

    /// Foundation's `allowsExpensiveNetworkAccess` (iOS 13): whether the request may use an
    /// expensive network (cellular, a hotspot; default true). Shape only, as
    /// `allowsConstrainedNetworkAccess`: always true, as Linux's URLSession does not read it.
    public var allowsExpensiveNetworkAccess: Bool {
        get { true }
        set {}  // Not kept: see allowsConstrainedNetworkAccess.
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Foundation's `NSErrorPointer` on Apple's platforms, which Foundation on Linux lacks: where an
/// Objective-C method reports an error through its last argument (`error: &error`, or `nil`). An
/// `UnsafeMutablePointer` here (Apple's is autoreleasing), so the same call sites compile. Modelled.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// LocalAuthentication's `LABiometryType`, with its raw values. Modelled.
public enum LABiometryType: Int, Sendable {
    /// No biometry: the headless device's. Modelled.
    case none = 0
    /// Touch ID. Modelled.
    case touchID = 1
    /// Face ID. Modelled.
    case faceID = 2
    /// Optic ID. Modelled.
    case opticID = 4
}

/// LocalAuthentication's `LAPolicy`, with its raw values. Modelled.
public enum LAPolicy: Int, Sendable {
    /// Biometry alone. Modelled.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry, else the device passcode. Modelled.
    case deviceOwnerAuthentication = 2
}

/// LocalAuthentication's `LAError`: its codes and domain, with the framework's raw values. Modelled.
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// LocalAuthentication's error codes. Modelled.
    public enum Code: Int, Sendable {
        /// Modelled.
        case authenticationFailed = -1
        /// Modelled.
        case userCancel = -2
        /// Modelled.
        case userFallback = -3
        /// Modelled.
        case systemCancel = -4
        /// No passcode is set: the headless device's answer to `.deviceOwnerAuthentication`. Modelled.
        case passcodeNotSet = -5
        /// No biometry: the headless device's answer to `.deviceOwnerAuthenticationWithBiometrics`. Modelled.
        case biometryNotAvailable = -6
        /// Modelled.
        case biometryNotEnrolled = -7
        /// Modelled.
        case biometryLockout = -8
        /// Modelled.
        case appCancel = -9
        /// The context was invalidated. Modelled.
        case invalidContext = -10
        /// Modelled.
        case notInteractive = -1004
    }
    /// LocalAuthentication's error domain. Modelled.
    public static let errorDomain = "com.apple.LocalAuthentication"
    /// The code. Modelled.
    public let code: Code
    /// An error with `code`. Modelled.
    public init(_ code: Code) { self.code = code }
    /// The code's raw value, as `NSError.code`. Modelled.
    public var errorCode: Int { code.rawValue }

    /// Modelled.
    public static let authenticationFailed = Code.authenticationFailed
    /// Modelled.
    public static let userCancel = Code.userCancel
    /// Modelled.
    public static let userFallback = Code.userFallback
    /// Modelled.
    public static let systemCancel = Code.systemCancel
    /// Modelled.
    public static let passcodeNotSet = Code.passcodeNotSet
    /// Modelled.
    public static let biometryNotAvailable = Code.biometryNotAvailable
    /// Modelled.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    /// Modelled.
    public static let biometryLockout = Code.biometryLockout
    /// Modelled.
    public static let appCancel = Code.appCancel
    /// Modelled.
    public static let invalidContext = Code.invalidContext
    /// Modelled.
    public static let notInteractive = Code.notInteractive
}

/// LocalAuthentication's `LAContext`. Modelled as a headless device with neither biometry nor a
/// passcode: `biometryType` is `.none`, `canEvaluatePolicy` is false with LocalAuthentication's
/// error for that device (`.biometryNotAvailable`, or `.passcodeNotSet` for
/// `.deviceOwnerAuthentication`), and `evaluatePolicy` replies with that error, off the calling
/// thread as the framework does; after `invalidate()`, `.invalidContext`.
open class LAContext: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var invalidated = false

    /// Shape only: stored.
    open var localizedFallbackTitle: String?
    /// Shape only: stored.
    open var localizedCancelTitle: String?
    /// Shape only: stored.
    open var localizedReason: String = ""
    /// Shape only: stored.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// The device's biometry: none, headless. Modelled.
    open var biometryType: LABiometryType { .none }
    /// Shape only: nil, as for a device without biometry.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// A context. Modelled.
    public override init() { super.init() }

    /// Why `policy` cannot be evaluated here, as LocalAuthentication reports it.
    private func failure(for policy: LAPolicy) -> LAError {
        if lock.withLock({ invalidated }) { return LAError(.invalidContext) }
        return LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }

    /// Whether `policy` can be evaluated: never on the headless device; `error` gets the reason as
    /// an `NSError` in LocalAuthentication's domain. Modelled.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        let reason = failure(for: policy)
        error?.pointee = NSError(domain: LAError.errorDomain, code: reason.errorCode)
        return false
    }

    /// Evaluates `policy`: replies `false` with the reason, on another thread. Modelled.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let reason = failure(for: policy)
        DispatchQueue.global().async { reply(false, reason) }
    }

    /// Evaluates `policy`: throws the reason. Modelled.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw failure(for: policy)
    }

    /// Invalidates the context: later evaluations fail with `.invalidContext`. Modelled.
    open func invalidate() { lock.withLock { invalidated = true } }
}
#endif

#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKSource`: the app or device that saved samples. Modelled: equal when the bundle
/// identifiers are; `HKSource.default()` is this process, the source of everything it saves.
/// `Sendable`, as in the SDK.
open class HKSource: NSObject, @unchecked Sendable {
    /// The source's name. Modelled.
    open var name: String { sourceName }
    /// The source's bundle identifier. Modelled.
    open var bundleIdentifier: String { identifier }
    private let sourceName: String
    private let identifier: String

    init(name: String, bundleIdentifier: String) {
        sourceName = name
        identifier = bundleIdentifier
        super.init()
    }

    /// This app's source. Modelled: named after the process, its bundle identifier the main
    /// bundle's, or the process name when there is none (a guess for a test process).
    open class func `default`() -> HKSource {
        let process = ProcessInfo.processInfo.processName
        return HKSource(name: process, bundleIdentifier: Bundle.main.bundleIdentifier ?? process)
    }

    /// Equal when the bundle identifiers are. Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? HKSource)?.bundleIdentifier == bundleIdentifier
    }

    /// Hashes the bundle identifier. Modelled.
    open override var hash: Int { bundleIdentifier.hashValue }
}
#endif

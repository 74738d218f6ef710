#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKSourceRevision`: a source at one version. Modelled: what it is made with; the
/// samples this process saves carry `HKSource.default()` with no version. `Sendable`, as in the SDK.
open class HKSourceRevision: NSObject, @unchecked Sendable {
    /// The source. Modelled.
    open var source: HKSource { revisionSource }
    /// The source's version, if known. Modelled.
    open var version: String? { revisionVersion }
    /// The product type of the device the source ran on (`iPhone15,2`), if known. Modelled.
    open var productType: String? { revisionProductType }
    /// The operating system version the source ran on. Modelled: as given, zeros by default.
    open var operatingSystemVersion: OperatingSystemVersion { revisionSystemVersion }
    private let revisionSource: HKSource
    private let revisionVersion: String?
    private let revisionProductType: String?
    private let revisionSystemVersion: OperatingSystemVersion

    /// A revision of `source` at `version`. Modelled.
    public convenience init(source: HKSource, version: String?) {
        self.init(source: source, version: version, productType: nil, operatingSystemVersion: OperatingSystemVersion(majorVersion: 0, minorVersion: 0, patchVersion: 0))
    }

    /// A revision of `source` at `version`, on `productType` running `operatingSystemVersion`. Modelled.
    public init(source: HKSource, version: String?, productType: String?, operatingSystemVersion: OperatingSystemVersion) {
        revisionSource = source
        revisionVersion = version
        revisionProductType = productType
        revisionSystemVersion = operatingSystemVersion
        super.init()
    }
}
#endif

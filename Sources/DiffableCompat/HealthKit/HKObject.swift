#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKObject`: a piece of data the HealthKit store keeps. Modelled: immutable, with a
/// unique identifier, its metadata, device and source revision (this app, `HKSource.default()`).
/// `Sendable`, as in the SDK.
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's unique identifier. Modelled: a new one per object.
    open var uuid: UUID { identifier }
    /// The metadata it was made with. Modelled.
    open var metadata: [String: Any]? { objectMetadata }
    /// The device it was made with, if any. Modelled.
    open var device: HKDevice? { objectDevice }
    /// The app that made it: this one. Modelled.
    open var sourceRevision: HKSourceRevision { revision }
    private let identifier = UUID()
    private let objectMetadata: [String: Any]?
    private let objectDevice: HKDevice?
    private let revision = HKSourceRevision(source: .default(), version: nil)

    init(device: HKDevice?, metadata: [String: Any]?) {
        objectDevice = device
        objectMetadata = metadata
        super.init()
    }
}
#endif

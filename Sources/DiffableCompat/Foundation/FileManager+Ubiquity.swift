#if !canImport(UIKit)
import Foundation

extension FileManager {
    /// The token of the iCloud account signed in, or nil when none is (Linux's Foundation lacks
    /// it). Modelled: always nil, as iOS answers on a device with no iCloud account or with iCloud
    /// Drive off, so an app takes its local-storage path (a Core Data stack without CloudKit).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

    /// The folder of an iCloud container, or nil when iCloud is not available (Linux's Foundation
    /// lacks it). Modelled: always nil, as iOS answers with no iCloud account signed in.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
}
#endif

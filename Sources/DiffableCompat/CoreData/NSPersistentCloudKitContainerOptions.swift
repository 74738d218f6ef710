#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentCloudKitContainerOptions`: the CloudKit container a store mirrors to.
/// Shape only: nothing syncs here (the database scope, a CloudKit type, is not declared).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier (`iCloud.com.example.App`). Shape only.
    public let containerIdentifier: String

    /// Options for the CloudKit container `containerIdentifier`. Shape only.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}
#endif

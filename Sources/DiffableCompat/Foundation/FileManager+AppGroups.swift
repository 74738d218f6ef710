#if !canImport(UIKit)
import Foundation

extension FileManager {
    /// The shared container directory of an app group (Linux's Foundation lacks it). Modelled: a
    /// directory named for the group under the temporary directory's `AppGroups` folder, created on
    /// first use so an app can write into it at once (a guess: iOS returns nil for a group the app is
    /// not entitled to; here every group exists); nil when it cannot be created, and nil for an
    /// identifier no entitlement can name (empty, `.`, `..`, or holding a `/` or a NUL), as iOS
    /// answers for a group the app is not entitled to, so no identifier reaches outside `AppGroups`.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..",
              !groupIdentifier.contains("/"), !groupIdentifier.contains("\u{0}") else { return nil }
        let url = temporaryDirectory.appendingPathComponent("AppGroups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return url
    }
}
#endif

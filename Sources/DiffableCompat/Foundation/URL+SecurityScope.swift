#if !canImport(UIKit)
import Foundation

extension URL {
    /// Asks for access to a security-scoped URL (a document the user picked outside the app's
    /// container). Modelled as iOS answers for a URL that carries no security scope: false, and
    /// no access to stop; nothing on Linux is security-scoped, so reading the URL needs no more.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// Gives up access `startAccessingSecurityScopedResource()` gained. Modelled: nothing to give up.
    public func stopAccessingSecurityScopedResource() {}
}
#endif

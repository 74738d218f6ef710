#if !canImport(UIKit)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Security's `SecTrust`: the trust a server's certificate chain is evaluated with, which a
/// server-trust authentication challenge carries (`protectionSpace.serverTrust`). Shape only:
/// Linux's URLSession evaluates TLS itself and never issues a server-trust challenge, so no
/// `SecTrust` is ever made here; code that answers such challenges (certificate pinning, image
/// loaders' trusted hosts) compiles and its branch is not taken.
public final class SecTrust: Hashable, @unchecked Sendable {
    private init() {}

    /// The same object. Shape only.
    public static func == (lhs: SecTrust, rhs: SecTrust) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Foundation's `NSURLAuthenticationMethodServerTrust`, the authentication method of a challenge to
/// evaluate the server's certificate chain. Modelled: the string Foundation's constant holds. Linux's
/// Foundation declares it unavailable; this one compiles, and a challenge never has it here.
public let NSURLAuthenticationMethodServerTrust: String = "NSURLAuthenticationMethodServerTrust"

/// Foundation's `NSURLAuthenticationMethodClientCertificate`, the authentication method of a challenge
/// for a client certificate. Modelled as `NSURLAuthenticationMethodServerTrust`: the string, never met here.
public let NSURLAuthenticationMethodClientCertificate: String = "NSURLAuthenticationMethodClientCertificate"

extension URLProtectionSpace {
    /// Foundation's `serverTrust`: the trust of a server-trust challenge's protection space.
    /// Modelled: nil, as for every protection space that is not a server-trust one, and Linux's
    /// URLSession never issues one (its Foundation declares this unavailable).
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// Foundation's `URLCredential(trust:)`: a credential that accepts the server's trust. Shape
    /// only: no `SecTrust` exists here (see ``SecTrust``); the credential has an empty user and no
    /// password, not persisted.
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}
#endif

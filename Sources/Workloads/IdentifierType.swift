import Foundation

/// The identifier type a workload's snapshots use: what apps use, `Int`, `String` or `UUID`.
///
/// Workloads are generated over `Int`s and mapped injectively to the chosen type, so the same seed
/// gives the same list shape whatever the type.
public enum IdentifierType: String, Codable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Int` identifiers.
    case int
    /// `String` identifiers (`"item-42"`).
    case string
    /// `UUID` identifiers, derived from the integer ones.
    case uuid

    public var description: String { rawValue }

    /// `n` as a string identifier: "item-n", "section-n".
    public static func string(_ n: Int, section: Bool) -> String { (section ? "section-" : "item-") + String(n) }

    /// `n` as a UUID whose 128 bits are a bijective mix of `n` (and whether it names a section).
    public static func uuid(_ n: Int, section: Bool) -> UUID {
        var mix = SplitMix64(seed: UInt64(bitPattern: Int64(n)))
        let high = mix.next(), low = UInt64(bitPattern: Int64(n)) ^ (section ? 0x8000_0000_0000_0000 : 0)
        // The two words' bytes in memory order, without an array per identifier.
        return UUID(uuid: unsafeBitCast((high, low), to: uuid_t.self))
    }

    /// Calls `visitor` with this type's section and item mappings from `Int`: one place for the
    /// three-way switch every generic workload consumer would otherwise repeat. Inlinable, so that the
    /// visitor's generic work is specialized for each concrete type where it is called (an
    /// unspecialized diff or floor over `Int` runs several times slower).
    @inlinable
    public func accept<Visitor: IdentifierVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .int: visitor.visit(section: { $0 }, item: { $0 })
        case .string: visitor.visit(section: { Self.string($0, section: true) }, item: { Self.string($0, section: false) })
        case .uuid: visitor.visit(section: { Self.uuid($0, section: true) }, item: { Self.uuid($0, section: false) })
        }
    }
}

/// Work to do over concrete identifier types, given injective mappings from `Int`
/// (see ``IdentifierType/accept(_:)``).
public protocol IdentifierVisitor {
    /// What the visitor returns.
    associatedtype Result
    /// Does the work with `section` and `item` mapping `Int`s to the chosen types.
    func visit<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        section: @escaping (Int) -> SectionID, item: @escaping (Int) -> ItemID
    ) -> Result
}

/// Identifier types with a broken `Hashable`, as apps write them by mistake (uikit-semantics.md §5):
/// what UIKit's identifier checks, and ours, must catch.

/// An identifier whose `==` is never true, not even for itself.
public struct NeverEqual: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    /// An identifier not equal even to itself.
    public init(id: Int) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { false }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { "NeverEqual(\(id))" }
}

/// A class identifier whose hash follows a mutable field.
public final class MutableHash: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What it hashes; changing it after insertion breaks the snapshot's index, as in UIKit.
    public var key: Int
    /// An identifier whose hash is `key` until `key` changes.
    public init(_ key: Int) { self.key = key }
    public static func == (lhs: MutableHash, rhs: MutableHash) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public var description: String { "MutableHash(\(key))" }
}

/// An identifier whose `==` looks at `id` only while its hash also mixes in `name`.
public struct IDOnlyEquality: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    /// Ignored by `==` but printed: what makes two equal identifiers look different.
    public var name: String
    /// An identifier equal to any other with the same `id`, whatever its `name`.
    public init(id: Int, name: String) { self.id = id; self.name = name }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(name) }
    public var description: String { "\(id)/\(name)" }
}


import Foundation

/// A case the plan holds but the run did not measure, and why: one entry of a run file's `capped`,
/// written `ID: not run (REASON)`.
public struct CappedCase: Hashable, Sendable, CustomStringConvertible {
    /// The case not run.
    public var id: CaseID
    /// Why not, e.g. `stdlib-myers is capped at n ≤ 20000`.
    public var reason: String

    /// A case not run, and why.
    public init(id: CaseID, reason: String) {
        self.id = id
        self.reason = reason
    }

    /// The entry `description` writes, or nil when `entry` is not one (its id does not parse).
    public init?(_ entry: String) {
        guard let separator = entry.range(of: Self.separator), entry.hasSuffix(")"),
              let id = CaseID(String(entry[..<separator.lowerBound])) else { return nil }
        self.id = id
        reason = String(entry[separator.upperBound...].dropLast())
    }

    /// `diff/stdlib-myers/standard/n100000/s1/int: not run (stdlib-myers is capped at n ≤ 20000)`.
    public var description: String { "\(id)\(Self.separator)\(reason))" }

    static let separator = ": not run ("
}

extension RunResult {
    /// The cases not run, read from `capped` (entries that do not read as one are left out).
    public var cappedCases: [CappedCase] { capped.compactMap(CappedCase.init) }
}

import Fuzzing

/// The Swift Testing test that replays a sequence: what a failure's report and a crash seed carry.
public enum GeneratedTest {
    /// A `@Test` calling `ViewModelFuzzing.replay` with `events` as Swift literals (their
    /// `String(reflecting:)` form; give your event type a `CustomDebugStringConvertible` conformance
    /// if that does not read as Swift) and, when the sequence ran under the seeded scheduler, the
    /// schedule that replays its interleaving exactly, printed above it as columns.
    public static func text<T: ViewModelFuzzTarget>(
        for target: T.Type, events: [T.Event], schedule: FuzzSchedule? = nil, interleaving: Interleaving? = nil
    ) -> String {
        let name = T.name.filter { $0.isLetter || $0.isNumber }
        let lines = events.map { "        \(String(reflecting: $0))," }.joined(separator: "\n")
        let comment = interleaving.map { interleaving in
            "    // The interleaving that failed, a column per queue (>> raised it):\n"
                + interleaving.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    // \($0)" }.joined(separator: "\n") + "\n"
        } ?? ""
        let close = schedule.map { "    ], schedule: \($0.swiftLiteral))" } ?? "    ])"
        return """
            @Test func \(name)Reproduction() async throws {
            \(comment)    try await ViewModelFuzzing.replay(\(String(reflecting: T.self)).self, events: [
            \(lines)
            \(close)
            }
            """
    }
}

extension FuzzSchedule {
    /// The schedule as a Swift expression, for generated tests.
    public var swiftLiteral: String {
        var arguments = ["strategy: .\(strategy.rawValue)", "seed: \(seed)"]
        if let depth { arguments.append("depth: \(depth)") }
        if let budget { arguments.append("budget: \(budget)") }
        if let decisions { arguments.append("decisions: [\(decisions.map(String.init).joined(separator: ", "))]") }
        return "FuzzSchedule(\(arguments.joined(separator: ", ")))"
    }
}

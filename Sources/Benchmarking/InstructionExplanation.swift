/// A function's count as a profile recorded it: exactly, or, for a function the profile left out (not
/// among its hottest), at most its cutoff.
public enum RecordedCount: Sendable, Hashable, CustomStringConvertible {
    /// Recorded: this many instructions.
    case exactly(Int)
    /// Left out of the profile: at most this many.
    case atMost(Int)

    /// The figure: the count, or its bound.
    public var value: Int {
        switch self {
        case let .exactly(value), let .atMost(value): value
        }
    }

    /// Whether the profile left the function out, so `value` is a bound.
    public var isBound: Bool { if case .atMost = self { true } else { false } }

    /// `1,234,567` or `≤ 1,234`.
    public var description: String {
        switch self {
        case let .exactly(value): RecordedCount.grouped(value)
        case let .atMost(value): "≤ " + RecordedCount.grouped(value)
        }
    }

    /// `value` with thousands separated by commas.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}

/// One function's instructions in the baseline's build and in this one: self and inclusive.
public struct FunctionChange: Sendable, Hashable {
    /// The symbol both profiles key it by (``FunctionCost/symbol``).
    public var symbol: String
    /// The function's name in words (the symbol demangled; the symbol itself until ``FunctionNames`` names it).
    public var name: String
    /// Its self instructions in the baseline.
    public var baselineSelf: RecordedCount
    /// Its self instructions now.
    public var currentSelf: RecordedCount
    /// Its inclusive instructions in the baseline.
    public var baselineInclusive: RecordedCount
    /// Its inclusive instructions now.
    public var currentInclusive: RecordedCount

    /// How much its self instructions grew at least (exact when both counts were recorded).
    public var selfGrowth: Int { currentSelf.value - baselineSelf.value }
    /// Whether ``selfGrowth`` is a lower bound (the baseline's count is a bound).
    public var selfGrowthIsBound: Bool { baselineSelf.isBound || currentSelf.isBound }
    /// How much its inclusive instructions grew at least.
    public var inclusiveGrowth: Int { currentInclusive.value - baselineInclusive.value }
    /// Whether ``inclusiveGrowth`` is a bound.
    public var inclusiveGrowthIsBound: Bool { baselineInclusive.isBound || currentInclusive.isBound }

    /// `+412,300`, `≥ +412,300` (a bound), or `-12`.
    public static func signed(_ growth: Int, bound: Bool) -> String {
        (bound ? "≥ " : "") + (growth >= 0 ? "+" : "") + RecordedCount.grouped(growth)
    }
}

/// Why a case's instructions grew: the functions whose self instructions grew most between the
/// baseline's profile and this run's, most first, each with its inclusive change too, as the gate
/// prints under a case that regressed in instructions.
///
/// Ranked by self growth, the instructions a function's own code executes, so the function whose
/// code changed comes first rather than its callers (whose inclusive counts grow with it). A function
/// one profile left out is bounded by that profile's cutoff (`≤ N`), so its growth is a lower bound
/// (`≥ +N`), and a function new in this build reads as grown from at most the baseline's cutoff.
public struct InstructionExplanation: Sendable, Hashable {
    /// The functions that grew, most self growth first.
    public var functions: [FunctionChange]
    /// How much the case's instructions grew in all.
    public var totalGrowth: Int
    /// Why no function can be named, when none is (a profile missing, or none grew).
    public var unavailable: String?

    /// The at most `limit` functions whose self instructions grew most from `baseline` to `current`.
    /// - Complexity: O(f log f) for the f functions the two profiles record.
    public init(baseline: CaseResult, current: CaseResult, limit: Int = 5) {
        totalGrowth = (current.instructions ?? 0) - (baseline.instructions ?? 0)
        functions = []
        guard let was = baseline.instructionProfile else {
            unavailable = "the baseline has no per-function counts (recorded before diffbench kept them): record it again with "
                + "`ci/diffbench run --runs 3 --instructions --output Results/baseline.json` to have the gate name the functions"
            return
        }
        guard let isNow = current.instructionProfile else {
            unavailable = "this run has no per-function counts (measured by a diffbench that did not keep them)"
            return
        }
        let symbols = Set(was.functions.map(\.symbol)).union(isNow.functions.map(\.symbol))
        let changes = symbols.map { symbol in
            let before = was.function(symbol), after = isNow.function(symbol)
            return FunctionChange(
                symbol: symbol, name: symbol,
                baselineSelf: before.map { .exactly($0.selfInstructions) } ?? .atMost(was.selfCutoff),
                currentSelf: after.map { .exactly($0.selfInstructions) } ?? .atMost(isNow.selfCutoff),
                baselineInclusive: before.map { .exactly($0.inclusiveInstructions) } ?? .atMost(was.inclusiveCutoff),
                currentInclusive: after.map { .exactly($0.inclusiveInstructions) } ?? .atMost(isNow.inclusiveCutoff))
        }
        // A function this run left out can only be said to have grown by at most its bound: not named.
        functions = changes.filter { !$0.currentSelf.isBound && $0.selfGrowth > 0 }
            .sorted { ($0.selfGrowth, $1.symbol) > ($1.selfGrowth, $0.symbol) }
            .prefix(limit).map { $0 }
        if functions.isEmpty {
            unavailable = "no recorded function's self instructions grew: the growth is spread below the profiles' cutoffs "
                + "(keep the callgrind files with --keep-profiles and compare them with callgrind_annotate)"
        }
    }

    /// A function's share of the case's growth, e.g. `97%`; nil when the case did not grow.
    public func share(of function: FunctionChange) -> Double? {
        totalGrowth > 0 ? Double(function.selfGrowth) / Double(totalGrowth) : nil
    }

    /// The explanation with each function's name in words, from `names` (symbol → name).
    public func named(_ names: [String: String]) -> InstructionExplanation {
        var named = self
        for index in named.functions.indices { named.functions[index].name = names[named.functions[index].symbol] ?? named.functions[index].name }
        return named
    }
}

extension Gate {
    /// Under the gate's table, for each case that regressed in instructions, the functions that grew
    /// most: self and inclusive, baseline and now, the change, and the share of the case's growth.
    /// Empty when no case has an explanation.
    public static func renderExplanations(_ rows: [GateRow]) -> String {
        rows.compactMap { row -> String? in
            guard let explanation = row.explanation else { return nil }
            let heading = "\(row.id): instructions grew by \(RecordedCount.grouped(explanation.totalGrowth)); the functions that grew most"
            guard explanation.unavailable == nil else { return heading + ": " + (explanation.unavailable ?? "") }
            let body = explanation.functions.map { f -> [String] in
                [FunctionNames.shortened(f.name), f.baselineSelf.description, f.currentSelf.description, FunctionChange.signed(f.selfGrowth, bound: f.selfGrowthIsBound),
                 explanation.share(of: f).map { String(format: "%.0f%%", $0 * 100) } ?? "-",
                 f.baselineInclusive.description, f.currentInclusive.description,
                 FunctionChange.signed(f.inclusiveGrowth, bound: f.inclusiveGrowthIsBound)]
            }
            return heading + " (self instructions, then inclusive):\n"
                + RunTables.table(["function", "self base", "self now", "self change", "of growth", "incl. base", "incl. now", "incl. change"], body)
        }.joined(separator: "\n\n")
    }

    /// `rows` with every explained function's name in words (one demangling for all of them).
    public static func namingFunctions(_ rows: [GateRow]) -> [GateRow] {
        let symbols = rows.flatMap { $0.explanation?.functions.map(\.symbol) ?? [] }
        guard !symbols.isEmpty else { return rows }
        let names = FunctionNames.readable(symbols)
        return rows.map { row in
            var row = row
            row.explanation = row.explanation?.named(names)
            return row
        }
    }
}

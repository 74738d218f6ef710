/// One function's instructions in a counted case: its own code's (`self`) and with everything it
/// called (`inclusive`), as callgrind attributes them.
public struct FunctionCost: Codable, Sendable, Hashable {
    /// The symbol as the binary's symbol table names it (mangled, for Swift), with callgrind's
    /// recursion suffix (`'2`) and LLVM's clone suffix (`.68`) removed: what matches a function across
    /// two builds. ``FunctionNames`` turns it into words.
    public var symbol: String
    /// Instructions executed in the function's own code.
    public var selfInstructions: Int
    /// Instructions executed in it and in everything it called.
    public var inclusiveInstructions: Int

    /// A function's counts.
    public init(symbol: String, selfInstructions: Int, inclusiveInstructions: Int) {
        self.symbol = symbol
        self.selfInstructions = selfInstructions
        self.inclusiveInstructions = inclusiveInstructions
    }

    private enum CodingKeys: String, CodingKey {
        case symbol
        case selfInstructions = "self"
        case inclusiveInstructions = "inclusive"
    }
}

/// Where a counted case's instructions went: the functions with the most instructions of their own
/// and the most inclusive ones, as a run file records them (`instructionProfile`), so that the gate
/// can say which functions grew between the baseline's build and this one.
public struct InstructionProfile: Codable, Sendable, Hashable {
    /// The top ``kept`` functions by self instructions and the top ``kept`` by inclusive ones, by self
    /// instructions, most first.
    public var functions: [FunctionCost]
    /// A function left out had at most this many self instructions (0 when none was left out).
    public var selfCutoff: Int
    /// A function left out had at most this many inclusive instructions (0 when none was left out).
    public var inclusiveCutoff: Int

    /// How many functions each ranking keeps: enough to name what grew in a case whose few hottest
    /// functions hold almost all of its instructions, small enough that a baseline stays readable.
    public static let kept = 20

    /// A profile of `functions`, with what was left out bounded by the cutoffs.
    public init(functions: [FunctionCost], selfCutoff: Int, inclusiveCutoff: Int) {
        self.functions = functions
        self.selfCutoff = selfCutoff
        self.inclusiveCutoff = inclusiveCutoff
    }

    /// The top `kept` of `all` by self and by inclusive instructions.
    /// - Complexity: O(n log n) for n functions.
    public init(all: [FunctionCost], kept: Int = InstructionProfile.kept) {
        let bySelf = all.sorted { ($0.selfInstructions, $1.symbol) > ($1.selfInstructions, $0.symbol) }
        let byInclusive = all.sorted { ($0.inclusiveInstructions, $1.symbol) > ($1.inclusiveInstructions, $0.symbol) }
        var chosen = Set(bySelf.prefix(kept).map(\.symbol))
        chosen.formUnion(byInclusive.prefix(kept).map(\.symbol))
        functions = bySelf.filter { chosen.contains($0.symbol) }
        selfCutoff = bySelf.count > kept ? bySelf[kept - 1].selfInstructions : 0
        inclusiveCutoff = byInclusive.count > kept ? byInclusive[kept - 1].inclusiveInstructions : 0
    }

    /// The function recorded under `symbol`.
    public func function(_ symbol: String) -> FunctionCost? { functions.first { $0.symbol == symbol } }
}

/// Reads callgrind's output format (valgrind's `callgrind_out` files): per function, its self and
/// inclusive instructions, as `callgrind_annotate` and `callgrind_annotate --inclusive=yes` print them.
///
/// The format: `fn=(id) name` starts a function's block (a later `fn=(id)` refers to the name by its
/// id alone; `cfn=`, `jfn=` share that table); a cost line (`position cost…`, positions possibly
/// relative, `+3`, `-2`, `*`) adds to the current function's self cost, unless it follows a
/// `calls=COUNT TARGET` line, when it is the inclusive cost of that call to the function named by
/// the last `cfn=`. A function's inclusive cost is what its callers' calls to it cost (callgrind
/// measures it at the call), or, for a function nothing called within the collected region, its self
/// cost plus its calls'. As `callgrind_annotate`, a recursive function's calls to itself count at each level.
public enum CallgrindProfile {
    /// Each function's costs in `text`, keyed by the name as callgrind wrote it; nil when `text` is not
    /// a callgrind file with an `Ir` event.
    /// - Complexity: O(lines).
    public static func functionCosts(_ text: String) -> (functions: [String: (selfCost: Int, inclusive: Int)], total: Int)? {
        var names: [String: String] = [:]
        var positionColumns = 1, eventIndex: Int?
        var selfCost: [String: Int] = [:], outgoing: [String: Int] = [:], incoming: [String: Int] = [:]
        var current: String?, callee: String?, inCall = false, totals: Int?, summary: Int?

        func name(_ spec: Substring) -> String {
            // `(id) name` defines id; `(id)` refers to it; a name without an id stands alone.
            guard spec.hasPrefix("("), let close = spec.firstIndex(of: ")") else { return String(spec) }
            let id = String(spec[spec.index(after: spec.startIndex) ..< close])
            let rest = spec[spec.index(after: close)...].drop { $0 == " " }
            if rest.isEmpty { return names[id] ?? "(\(id))" }
            names[id] = String(rest)
            return String(rest)
        }
        func cost(_ line: Substring) -> Int {
            guard let eventIndex else { return 0 }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let index = positionColumns + eventIndex
            return index < fields.count ? Int(fields[index]) ?? 0 : 0
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                guard let function = current else { continue }
                let value = cost(line)
                if inCall {
                    inCall = false
                    outgoing[function, default: 0] += value
                    if let callee { incoming[callee, default: 0] += value }
                } else {
                    selfCost[function, default: 0] += value
                }
            } else if line.hasPrefix("fn=") {
                current = name(line.dropFirst(3))
                if let current, selfCost[current] == nil { selfCost[current] = 0 }
            } else if line.hasPrefix("cfn=") {
                callee = name(line.dropFirst(4))
            } else if line.hasPrefix("jfn=") {
                _ = name(line.dropFirst(4))  // only for its id
            } else if line.hasPrefix("calls=") {
                inCall = true
            } else if line.hasPrefix("positions:") {
                positionColumns = max(1, line.dropFirst(10).split(separator: " ").count)
            } else if line.hasPrefix("events:") {
                eventIndex = line.dropFirst(7).split(separator: " ").firstIndex(of: "Ir")
            } else if line.hasPrefix("totals:") {
                totals = line.dropFirst(7).split(separator: " ").first.flatMap { Int($0) }
            } else if line.hasPrefix("summary:") {
                summary = line.dropFirst(8).split(separator: " ").first.flatMap { Int($0) }
            }
        }
        guard eventIndex != nil else { return nil }
        var functions: [String: (selfCost: Int, inclusive: Int)] = [:]
        for (function, own) in selfCost {
            functions[function] = (own, incoming[function] ?? own + (outgoing[function] ?? 0))
        }
        // `totals:` sums what was collected; `summary:` is the end-of-run counter, 0 when collection
        // was switched off by then.
        let total = totals ?? summary ?? selfCost.values.reduce(0, +)
        return (functions, total)
    }

    /// The profile a run file records for `text`: names keyed as ``FunctionCost/symbol`` (recursion
    /// levels and clones of one function merged: self instructions summed, the largest inclusive kept),
    /// the top ``InstructionProfile/kept`` by each count; with the case's total.
    public static func profile(_ text: String, kept: Int = InstructionProfile.kept) -> (profile: InstructionProfile, total: Int)? {
        guard let parsed = functionCosts(text) else { return nil }
        var merged: [String: FunctionCost] = [:]
        for (name, costs) in parsed.functions {
            let symbol = matchingSymbol(name)
            var entry = merged[symbol] ?? FunctionCost(symbol: symbol, selfInstructions: 0, inclusiveInstructions: 0)
            entry.selfInstructions += costs.selfCost
            entry.inclusiveInstructions = max(entry.inclusiveInstructions, costs.inclusive)
            merged[symbol] = entry
        }
        return (InstructionProfile(all: Array(merged.values), kept: kept), parsed.total)
    }

    /// `name` without callgrind's recursion level (`'2`) and LLVM's numbered clone suffixes (`.68`),
    /// which a change elsewhere in the binary renumbers.
    public static func matchingSymbol(_ name: String) -> String {
        var symbol = Substring(name)
        func dropSuffix(after marker: Character) -> Bool {
            guard let at = symbol.lastIndex(of: marker), at > symbol.startIndex else { return false }
            let digits = symbol[symbol.index(after: at)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return false }
            symbol = symbol[..<at]
            return true
        }
        while dropSuffix(after: "'") || dropSuffix(after: ".") {}
        return String(symbol)
    }
}

import ApplyPipeline
import Workloads

/// Why a string is not a case id: what was expected where, with the form its kind's ids take.
public enum CaseIDError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first component is not a kind of case.
    case unknownKind(id: String)
    /// A component of a `kind` id is missing (`found` nil) or is not what `expected` says.
    case malformed(id: String, kind: CaseKind, expected: String, found: String?)
    /// The id reads, but diffbench writes it `canonical` (a leading zero, a `w1`, `r30.0`, …): ids
    /// match as strings, so only that spelling names the case.
    case notCanonical(id: String, canonical: String)

    public var description: String {
        switch self {
        case let .unknownKind(id):
            "'\(id)' is not a case id: it starts with its kind, one of \(CaseKind.allCases.map(\.rawValue).joined(separator: ", ")) "
                + "(e.g. \(CaseKind.diff.idForm.example))"
        case let .malformed(id, kind, expected, found):
            "'\(id)' is not a \(kind.rawValue) case id: expected \(expected), "
                + (found.map { "found '\($0)'" } ?? "but the id ends") + "; \(kind.rawValue) ids read \(kind.idForm.form), e.g. \(kind.idForm.example)"
        case let .notCanonical(id, canonical): "'\(id)' names the case diffbench writes '\(canonical)': write it that way"
        }
    }
}

extension CaseKind {
    /// How ids of this kind are written, and one of them.
    public var idForm: (form: String, example: String) {
        switch self {
        case .build: ("build/IDS/nN", "build/int/n100000")
        case .diff: ("diff/DIFFER/CHURN/nN/sS/IDS[/wW] (a trace's: diff/DIFFER/trace-NAME/nN/pairsP/string)", "diff/linear/standard/n100000/s1/int")
        case .validate: ("validate/DIFFER/CHURN/nN/sS/IDS (a trace's: …/pairsP/string)", "validate/linear/standard/n100000/s1/int")
        case .pipeline: ("pipeline/DIFFER/CHURN/nN/wW", "pipeline/linear/standard/n100000/w2")
        case .soak: ("soak/DIFFER[/derived]/nN/aA/wW", "soak/linear/n1000/a1000000/w2")
        case .load: ("load/DIFFER[/derived]/churnPpct/nN/wW/every|latest/pP/rHz (or …/max)", "load/linear/churn1pct/n100000/w2/every/p1/r30")
        }
    }
}

extension CaseID {
    /// Reads the id `description` writes. - Throws: ``CaseIDError``, naming what was expected where,
    /// when `text` is not one, or is one written another way than diffbench writes it.
    public init(parsing text: String) throws(CaseIDError) {
        var reader = CaseIDReader(id: text)
        guard let first = reader.next(), let kind = CaseKind(rawValue: String(first)) else { throw .unknownKind(id: text) }
        reader.kind = kind
        switch kind {
        case .build:
            self = .build(ids: try reader.identifierType(), n: try reader.number("n", "the size, nN"))
        case .diff: self = .diff(differ: try reader.name("the differ"), try reader.diffWorkload())
        case .validate: self = .validate(differ: try reader.name("the differ"), try reader.diffWorkload())
        case .pipeline:
            self = .pipeline(differ: try reader.name("the differ"), churn: try reader.churn(), n: try reader.number("n", "the size, nN"),
                             workers: try reader.number("w", "the workers, wW"))
        case .soak:
            let differ = try reader.name("the differ")
            let derived = reader.skip("derived")
            self = .soak(differ: differ, derived: derived, n: try reader.number("n", "the size, nN"),
                         applies: try reader.number("a", "the applies, aA"), workers: try reader.number("w", "the workers, wW"))
        case .load: self = .load(try reader.load())
        }
        try reader.end()
        guard description == text else { throw .notCanonical(id: text, canonical: description) }
    }
}

/// Reads an id's components, left to right, one `/` at a time.
struct CaseIDReader {
    let id: String
    var kind = CaseKind.build
    /// What is left to read; nil once the last component was read.
    private var rest: Substring?

    init(id: String) {
        self.id = id
        rest = id[...]
    }

    /// The next component, or nil at the end.
    mutating func next() -> Substring? {
        guard let text = rest else { return nil }
        guard let slash = text.firstIndex(of: "/") else {
            rest = nil
            return text
        }
        rest = text[text.index(after: slash)...]
        return text[..<slash]
    }

    /// The next component, which must be there.
    mutating func component(_ expected: String) throws(CaseIDError) -> Substring {
        guard let component = next() else { throw malformed(expected, found: nil) }
        return component
    }

    /// Whether the next component is `literal`, reading it when it is.
    mutating func skip(_ literal: String) -> Bool {
        var ahead = self
        guard ahead.next() == literal[...] else { return false }
        self = ahead
        return true
    }

    /// A non-empty name: a differ's or a trace's.
    mutating func name(_ expected: String) throws(CaseIDError) -> String {
        let name = try component(expected)
        guard !name.isEmpty else { throw malformed(expected, found: "") }
        return String(name)
    }

    /// `prefix` then decimal digits: `n100000`, `w2`.
    mutating func number(_ prefix: String, _ expected: String) throws(CaseIDError) -> Int {
        let component = try component(expected)
        guard let value = Self.digits(component, after: prefix) else { throw malformed(expected, found: String(component)) }
        return value
    }

    /// The decimal digits after `prefix` in `component`, as a number.
    static func digits(_ component: Substring, after prefix: String) -> Int? {
        guard component.hasPrefix(prefix) else { return nil }
        let digits = component.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `prefix`, a finite non-negative decimal, `suffix`: `churn1pct`, `r7.5`.
    mutating func decimal(_ prefix: String, _ suffix: String, _ expected: String) throws(CaseIDError) -> Double {
        let component = try component(expected)
        guard component.hasPrefix(prefix), component.hasSuffix(suffix), component.count > prefix.count + suffix.count,
              let value = Double(component.dropFirst(prefix.count).dropLast(suffix.count)), value.isFinite, value >= 0 else {
            throw malformed(expected, found: String(component))
        }
        return value
    }

    /// `int`, `string` or `uuid`.
    mutating func identifierType() throws(CaseIDError) -> IdentifierType {
        let expected = "an identifier type: int, string or uuid"
        let component = try component(expected)
        guard let ids = IdentifierType(rawValue: String(component)) else { throw malformed(expected, found: String(component)) }
        return ids
    }

    /// `standard`, `append`, `reverse`, `shuffle`, `few` or `trace-NAME`.
    mutating func churn() throws(CaseIDError) -> CaseChurn {
        let expected = "a churn: standard, append, reverse, shuffle, few, dkmix or trace-NAME"
        let component = try component(expected)
        if component.hasPrefix("trace-"), component.count > "trace-".count { return .trace(String(component.dropFirst("trace-".count))) }
        guard let shape = ChurnShape(rawValue: String(component)) else { throw malformed(expected, found: String(component)) }
        return .shape(shape)
    }

    /// `CHURN/nN/sS/IDS` or `…/pairsP/IDS`, then `wW` when one diff splits.
    mutating func diffWorkload() throws(CaseIDError) -> DiffWorkload {
        let churn = try churn(), n = try number("n", "the size, nN")
        let expected = "the sections, sS (or a trace's pairs, pairsP)"
        let grouping = try component(expected)
        let layout: DiffWorkload.Layout
        if let pairs = Self.digits(grouping, after: "pairs") {
            layout = .tracePairs(pairs)
        } else if let sections = Self.digits(grouping, after: "s") {
            layout = .sections(sections)
        } else {
            throw malformed(expected, found: String(grouping))
        }
        let ids = try identifierType()
        var workers = 1
        if rest != nil { workers = try number("w", "the workers of a split diff, wW, or the end") }
        return DiffWorkload(churn: churn, n: n, layout: layout, ids: ids, workers: workers)
    }

    /// `DIFFER[/derived]/churnPpct/nN`, then the group: `wW/every|latest/pP/rHz` or `…/max`.
    mutating func load() throws(CaseIDError) -> LoadCaseID {
        let differ = try name("the differ")
        let workload: LoadWorkload = skip("derived") ? .derived : .rebuilt
        let churn = try decimal("churn", "pct", "the churn, churnPpct")
        let n = try number("n", "the size, nN")
        guard rest != nil || workload == .derived else { return LoadCaseID(differ: differ, churnPercent: churn, n: n, group: nil) }
        let workers = try number("w", "the workers, wW")
        let coalescingText = try component("the coalescing, every or latest")
        let coalescing: CoalescingPolicy
        switch coalescingText {
        case "every": coalescing = .everySnapshot
        case "latest": coalescing = .latestOnly
        default: throw malformed("the coalescing, every or latest", found: String(coalescingText))
        }
        let measure: LoadCaseID.Measure
        if skip("max") {
            measure = .highestRate
        } else {
            let producers = try number("p", "the producers, pP (or max)")
            measure = .fixedRate(producers: producers, rateHz: try decimal("r", "", "the rate, rHz"))
        }
        let group = LoadCaseID.Group(workload: workload, workers: workers, coalescing: coalescing, measure: measure)
        return LoadCaseID(differ: differ, churnPercent: churn, n: n, group: group)
    }

    /// Nothing may follow.
    mutating func end() throws(CaseIDError) {
        if let extra = next() { throw malformed("the end of the id", found: String(extra)) }
    }

    /// The error for this id: `expected`, found `found`.
    func malformed(_ expected: String, found: String?) -> CaseIDError {
        .malformed(id: id, kind: kind, expected: expected, found: found)
    }
}

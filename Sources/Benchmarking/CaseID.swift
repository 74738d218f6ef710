import Workloads

/// A case's identity: what was measured (its kind, and the differ) and on what (churn, size,
/// sections, identifier type, workers, …), the same across runs, so that the gate, the report and the
/// history match a case of one run with the same case of another.
///
/// Its ``description`` is the id run files hold, e.g. `diff/linear/standard/n100000/s100/int`, and
/// ``init(parsing:)`` reads one back (``CaseIDError`` says what is wrong with one that does not read).
/// Every id a case can have prints and parses back to itself, and every string the parser accepts is
/// exactly the description of the id it returns, so matching ids is matching strings, as it always was.
/// One case per kind of case, so an id cannot hold what its kind does not have.
public enum CaseID: Hashable, Sendable {
    /// `build/IDS/nN`: building a snapshot of `n` identifiers of type `ids`.
    case build(ids: IdentifierType, n: Int)
    /// `diff/DIFFER/WORKLOAD`: `differ`'s diff of a workload's pair (a split diff's ends in `/wW`).
    case diff(differ: String, DiffWorkload)
    /// `validate/DIFFER/WORKLOAD`: the headless view validating and applying `differ`'s update.
    case validate(differ: String, DiffWorkload)
    /// `pipeline/DIFFER/CHURN/nN/wW`: a stream of applies through the data source with `workers`
    /// diff workers.
    case pipeline(differ: String, churn: CaseChurn, n: Int, workers: Int)
    /// `soak/DIFFER[/derived]/nN/aA/wW`: `applies` applies into one data source of `n` items,
    /// memory watched; `derived`, of snapshots taken from the data source and edited.
    case soak(differ: String, derived: Bool, n: Int, applies: Int, workers: Int)
    /// `load/DIFFER[/derived]/churnPpct/nN/…`: open-loop updates (``LoadCaseID``).
    case load(LoadCaseID)

    /// What the case measures.
    public var kind: CaseKind {
        switch self {
        case .build: .build
        case .diff: .diff
        case .validate: .validate
        case .pipeline: .pipeline
        case .soak: .soak
        case .load: .load
        }
    }

    /// The differ measured; nil for a build case.
    public var differ: String? {
        switch self {
        case .build: nil
        case let .diff(differ, _), let .validate(differ, _), let .pipeline(differ, _, _, _), let .soak(differ, _, _, _, _): differ
        case let .load(load): load.differ
        }
    }

    /// The workload of a diff or validate case: what every differ's case of it shares.
    public var diffWorkload: DiffWorkload? {
        switch self {
        case let .diff(_, workload), let .validate(_, workload): workload
        case .build, .pipeline, .soak, .load: nil
        }
    }
}

/// Where a diff or pipeline case's snapshots come from: a generated churn shape, or a user's trace.
public enum CaseChurn: Hashable, Sendable, CustomStringConvertible {
    /// Pairs generated with a churn shape: `standard`, `append`, `reverse`, `shuffle`, `few`.
    case shape(ChurnShape)
    /// A recorded trace's snapshots: `trace-NAME`, NAME the file's base name.
    case trace(String)

    /// `standard`, …, or `trace-NAME`: as the id and the figures' `churn` write it.
    public var description: String {
        switch self {
        case let .shape(shape): shape.rawValue
        case let .trace(name): "trace-" + name
        }
    }
}

/// What a diff or validate case diffs, which every differ's case of it shares: `CHURN/nN/sS/IDS`,
/// or a trace's `trace-NAME/nN/pairsP/string`, and `/wW` when one diff splits across threads.
public struct DiffWorkload: Hashable, Sendable, CustomStringConvertible {
    /// The churn shape, or the trace.
    public var churn: CaseChurn
    /// Items in the (largest) snapshot.
    public var n: Int
    /// Sections of a generated pair, or the consecutive pairs of a trace.
    public var layout: Layout
    /// The identifier type.
    public var ids: IdentifierType
    /// Threads one diff splits across; 1 (the default) when it does not split.
    public var workers: Int

    /// How a workload's items are grouped.
    public enum Layout: Hashable, Sendable {
        /// One pair, its items spread over this many sections (`sS`).
        case sections(Int)
        /// A trace's consecutive pairs, this many, diffed one after another (`pairsP`).
        case tracePairs(Int)
    }

    /// A workload; `workers` 1 for a diff that does not split.
    public init(churn: CaseChurn, n: Int, layout: Layout, ids: IdentifierType, workers: Int = 1) {
        self.churn = churn
        self.n = n
        self.layout = layout
        self.ids = ids
        self.workers = workers
    }

    /// `standard/n100000/s100/int`, `trace-NAME/n6/pairs5/string`, a split's `…/w2`.
    public var description: String {
        let layout = switch layout {
        case let .sections(sections): "s\(sections)"
        case let .tracePairs(pairs): "pairs\(pairs)"
        }
        return "\(churn)/n\(n)/\(layout)/\(ids)" + (workers == 1 ? "" : "/w\(workers)")
    }
}

extension CaseID: CustomStringConvertible {
    /// The id as run files, tables and options write it, e.g. `diff/linear/standard/n100000/s100/int`.
    public var description: String {
        switch self {
        case let .build(ids, n): "build/\(ids)/n\(n)"
        case let .diff(differ, workload): "diff/\(differ)/\(workload)"
        case let .validate(differ, workload): "validate/\(differ)/\(workload)"
        case let .pipeline(differ, churn, n, workers): "pipeline/\(differ)/\(churn)/n\(n)/w\(workers)"
        case let .soak(differ, derived, n, applies, workers): "soak/\(differ)/\(derived ? "derived/" : "")n\(n)/a\(applies)/w\(workers)"
        case let .load(load): load.description
        }
    }
}

extension CaseID: LosslessStringConvertible {
    /// The id `description` writes, or nil when it is not one (``init(parsing:)`` says why).
    public init?(_ description: String) {
        guard let id = try? CaseID(parsing: description) else { return nil }
        self = id
    }
}

// On disk an id is its description, as every run file has held it.
extension CaseID: Codable {
    /// Reads an id from its string; one that does not parse fails with the parser's reason.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try CaseID(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the id as its description.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

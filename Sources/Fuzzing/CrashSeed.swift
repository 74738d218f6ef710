import DiffableSnapshots
import Diffing
import Foundation
import Workloads
import DiffBenchSupport

/// A crash a campaign found, minimized, as written to `Results/crashes/<scenario>-<seed>-<case>.json`.
public struct CrashSeed: Codable, Sendable, Hashable {
    /// How the case failed.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// An oracle disagreed (or a valid call threw).
        case disagreement
        /// The process died running the case (a trap, a precondition, a sanitizer report).
        case trap
    }

    /// The diffbench version that found it.
    public var toolVersion: String
    /// The scenario that found it.
    public var scenario: ScenarioName
    /// The campaign's seed.
    public var seed: UInt64
    /// The case's index in the campaign.
    public var caseIndex: Int
    /// A disagreement or a trap.
    public var kind: Kind
    /// The differ the case runs, when it names one: reproducing it needs that differ registered.
    public var differ: String?
    /// The case, shrunk: the smallest found that still fails.
    public var `case`: FuzzCase
    /// Its size, as text ("12 operations", "300 → 280 items").
    public var size: String
    /// What the oracle expected.
    public var expected: String
    /// What the system did.
    public var actual: String
    /// What disagreed, in a line.
    public var message: String
    /// Under the seeded scheduler: the interleaving that failed (the case holds its schedule).
    public var interleaving: Interleaving?

    /// A seed for an oracle disagreement.
    public init(toolVersion: String, seed: UInt64, caseIndex: Int, case fuzzCase: FuzzCase, disagreement: Disagreement) {
        self.init(toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: fuzzCase, kind: .disagreement,
                  expected: disagreement.expected, actual: disagreement.actual,
                  message: "step \(disagreement.step) \(disagreement.operation): \(disagreement.message)")
        interleaving = disagreement.interleaving
    }

    /// A seed for a case that killed its process; `message` is how it died and what it printed last.
    public init(toolVersion: String, seed: UInt64, caseIndex: Int, case fuzzCase: FuzzCase, trap message: String) {
        self.init(toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: fuzzCase, kind: .trap,
                  expected: "the case runs to the end", actual: "the process died", message: message)
    }

    private init(toolVersion: String, seed: UInt64, caseIndex: Int, case fuzzCase: FuzzCase, kind: Kind,
                 expected: String, actual: String, message: String) {
        self.toolVersion = toolVersion
        scenario = fuzzCase.scenario
        self.seed = seed
        self.caseIndex = caseIndex
        self.kind = kind
        differ = fuzzCase.differ
        self.case = fuzzCase
        size = fuzzCase.size
        self.expected = expected
        self.actual = actual
        self.message = message
    }

    /// The message without its step and operation, to group crashes.
    public var headline: String {
        kind == .trap ? message.split(separator: "\n").first.map(String.init) ?? message
            : message.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
    }

    /// The file name for this seed.
    public var fileName: String { "\(scenario)-\(seed)-\(caseIndex).json" }

    /// What makes two crashes the same bug: scenario, kind, and the headline with its numbers,
    /// hexadecimal addresses and quoted identifiers normalized, so the same failure found at other
    /// indexes or with other identifiers counts once.
    public var signature: String {
        "\(scenario)|\(kind.rawValue)|" + Self.normalized(headline)
    }

    /// `text` with runs of digits (and `0x` addresses) as `#`.
    public static func normalized(_ text: String) -> String {
        var result = ""
        var inNumber = false
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if CharacterSet.decimalDigits.contains(scalar) {
                if !inNumber { result += "#" }
                inNumber = true
                continue
            }
            // `0x…` addresses read as a number followed by hex letters: swallow the letters too.
            if inNumber && (scalar == "x" || CharacterSet(charactersIn: "abcdefABCDEF").contains(scalar)) { continue }
            inNumber = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// Why a crash-seed file could not be read or written.
public enum CrashSeedError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a crash seed.
    case notACrashSeed(path: String, reason: String)
    /// The seed names a scenario this executable does not register.
    case unknownScenario(path: String, scenario: String)
    /// The seed names a differ this executable does not register.
    case unknownDiffer(path: String, differ: String, known: [String])
    /// The file is not a fuzz timing record (or one of another schema).
    case notARecord(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read crash seed \(path): \(reason)"
        case let .notACrashSeed(path, reason): "\(path) is not a crash-seed file: \(reason)"
        case let .unknownScenario(path, scenario):
            "\(path) is for scenario '\(scenario)', which this diffbench cannot replay (it knows: \(Scenarios.names.joined(separator: ", "))); run the executable that registers it (DiffBench.main(scenarios:))"
        case let .unknownDiffer(path, differ, known):
            "\(path) names the differ '\(differ)', which is not registered here (registered: \(known.joined(separator: ", "))); run the executable that registers it (DiffBench.main(differs:))"
        case let .notARecord(path, reason): "\(path) is not a fuzz timing record: \(reason)"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Reading, writing and replaying crash seeds.
public enum CrashSeeds {
    /// Reads a crash seed, refusing one of a scenario this executable does not register.
    public static func read(_ path: String) throws(CrashSeedError) -> CrashSeed {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .unreadable(path: path, reason: error.localizedDescription) }
        struct Header: Decodable { var scenario: String }
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            guard Scenarios.named(ScenarioName(rawValue: header.scenario)) != nil else {
                throw CrashSeedError.unknownScenario(path: path, scenario: header.scenario)
            }
            return try JSONDecoder().decode(CrashSeed.self, from: data)
        } catch let error as CrashSeedError {
            throw error
        } catch {
            throw .notACrashSeed(path: path, reason: "\(error)")
        }
    }

    /// Writes `seed` into `directory` under its deduplicating name; the path.
    public static func write(_ seed: CrashSeed, in directory: String) throws(CrashSeedError) -> String {
        try writeJSON(seed, named: seed.fileName, in: directory)
    }

    /// Writes `value` as sorted, pretty JSON to `directory/name` (creating the directory); the path.
    static func writeJSON(_ value: some Encodable, named name: String, in directory: String) throws(CrashSeedError) -> String {
        let path = (directory as NSString).appendingPathComponent(name)
        do throws(VersionedJSONError) { try VersionedJSON.write(value, to: path) } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        return path
    }

    /// Every readable crash seed in `directory` (none when it does not exist).
    public static func readAll(in directory: String) -> [CrashSeed] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { try? read((directory as NSString).appendingPathComponent($0)) }
    }

    /// One seed per signature: of each, the one with the smallest case (shortest encoding), ties to
    /// the lowest seed and case index, so merging shards in any order keeps the same seeds.
    public static func deduplicated(_ seeds: [CrashSeed]) -> [CrashSeed] {
        var best: [String: CrashSeed] = [:]
        func weight(_ seed: CrashSeed) -> (Int, UInt64, Int) { ((try? VersionedJSON.lineEncoder().encode(seed.case).count) ?? .max, seed.seed, seed.caseIndex) }
        for seed in seeds {
            if let kept = best[seed.signature], weight(kept) <= weight(seed) { continue }
            best[seed.signature] = seed
        }
        return best.values.sorted { ($0.scenario.rawValue, $0.seed, $0.caseIndex) < ($1.scenario.rawValue, $1.seed, $1.caseIndex) }
    }

    /// Reads a seed and checks that `differs` holds the differ it names.
    public static func read(_ path: String, differs: DifferRegistry) throws(CrashSeedError) -> CrashSeed {
        let seed = try read(path)
        if let differ = seed.case.differ, differs.differ(named: differ) == nil {
            throw .unknownDiffer(path: path, differ: differ, known: differs.names)
        }
        return seed
    }

    /// Replays a seed in this process: the disagreement it still shows, or nil once fixed. A case
    /// that carries its schedule replays exactly, once; one whose failure depends on how threads
    /// happen to interleave (a `queues` or view-model seed from before schedules, or one found with
    /// `--free-running`) is run up to 20 times. A seed whose case traps traps here too: run it in a
    /// child process (`diffbench reproduce` does) to survive that.
    public static func reproduce(
        _ seed: CrashSeed, context: ScenarioContext = ScenarioContext(), runner: Campaign.Runner? = nil
    ) -> Disagreement? {
        let run = runner ?? { $0.run(context) }
        let attempts = seed.case.isTimingDependent ? 20 : 1
        for _ in 0 ..< attempts {
            if let disagreement = run(seed.case).disagreement { return disagreement }
        }
        return nil
    }
}


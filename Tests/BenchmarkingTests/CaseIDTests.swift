@testable import Benchmarking
import DiffBenchSupport
import DiffableSnapshots
import Diffing
import Foundation
import Testing
import Workloads

@Suite("A case's identity: one description, one parser")
struct CaseIDTests {
    /// The JSON object of a run file.
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("every id and capped entry of every committed run file parses, to its case's kind, and prints back as it was")
    func committedIDsRoundTrip() throws {
        let files = CaseKindTests.committedRunFiles()
        #expect(files.count >= 14, "baseline.json and Results/runs/*.json were found")
        var ids = 0
        for path in files {
            let object = try Self.object(try #require(FileManager.default.contents(atPath: path)))
            for entry in try #require(object["cases"] as? [[String: Any]]) {
                let text = try #require(entry["id"] as? String)
                let id = try CaseID(parsing: text)
                #expect(id.description == text, "\(path)")
                #expect(id.kind.rawValue == entry["kind"] as? String, "\(path): \(text)")
                #expect(CaseID(id.description) == id)
                ids += 1
            }
            for entry in try #require(object["capped"] as? [String]) {
                let capped = try #require(CappedCase(entry), "\(path): \(entry)")
                #expect(capped.description == entry)
            }
        }
        #expect(ids >= 300)
    }

    /// Where two JSON values first differ (`cases[3].id`), or nil when they are equal.
    static func difference(_ a: Any, _ b: Any, at path: String = "") -> String? {
        switch (a, b) {
        case let (a as [String: Any], b as [String: Any]):
            guard Set(a.keys) == Set(b.keys) else { return "\(path): keys \(a.keys.sorted()) vs \(b.keys.sorted())" }
            return a.keys.sorted().lazy.compactMap { difference(a[$0]!, b[$0]!, at: path.isEmpty ? $0 : "\(path).\($0)") }.first
        case let (a as [Any], b as [Any]):
            guard a.count == b.count else { return "\(path): \(a.count) vs \(b.count) elements" }
            return zip(a, b).enumerated().lazy.compactMap { difference($1.0, $1.1, at: "\(path)[\($0)]") }.first
        case let (a as String, b as String): return a == b ? nil : "\(path): \(a) vs \(b)"
        case let (a as NSNumber, b as NSNumber): return a == b ? nil : "\(path): \(a) vs \(b)"
        default: return "\(path): \(a) vs \(b)"
        }
    }

    @Test("every committed run file decodes and encodes back to the same JSON (the same bytes), ids as the same strings")
    func committedFilesReencodeUnchanged() throws {
        for path in CaseKindTests.committedRunFiles() {
            let original = try #require(FileManager.default.contents(atPath: path))
            let run = try ResultFiles.read(path)
            let written = try VersionedJSON.encoder().encode(run)
            // Same meaning: equal as JSON values (numbers compared as numbers); and, since every
            // committed file was written by this encoder, the same bytes.
            let difference = Self.difference(try Self.object(original), try Self.object(written))
            #expect(difference == nil, "\(path)")
            #expect(written == original, "\(path): \(difference ?? "the same JSON in other bytes")")
            #expect(try JSONDecoder().decode(RunResult.self, from: written) == run, "\(path)")
        }
    }

    @Test("every id a plan builds prints and parses back to itself: each kind, churn, identifier type, split and trace")
    func plannedIDsRoundTrip() throws {
        var plans = try ["quick", "full", "soak", "load"].map { try #require(BenchmarkPlan.named($0)) }
        var wide = try #require(BenchmarkPlan.named("quick"))
        wide.sizes = [60_000]
        wide.ids = IdentifierType.allCases
        wide.workers = [1, 2, 3]
        plans.append(wide)
        var traced = try #require(BenchmarkPlan.named("quick"))
        traced.parts = [.trace]
        traced.trace = TraceWorkload(name: "my app.v2", steps: try Trace.load(repository.appendingPathComponent("Results/traces/example.jsonl").path))
        plans.append(traced)
        var kinds = Set<CaseKind>()
        for plan in plans {
            for planned in BenchmarkMatrix.plannedCases(plan) {
                for id in [planned.id] + planned.operations.map(\.id) {
                    #expect(try CaseID(parsing: id.description) == id, "\(id)")
                    kinds.insert(id.kind)
                }
            }
        }
        #expect(kinds == Set(CaseKind.allCases))
        #expect(BenchmarkMatrix.plannedCases(traced).map(\.id.description).contains("diff/linear/trace-my app.v2/n6/pairs5/string"))
    }

    @Test("the quick and million profiles measure String and UUID identifiers too: standard churn, our differ, one thread and split")
    func profilesCoverEveryIdentifierType() throws {
        for name in ["quick", "million"] {
            let plan = try #require(BenchmarkPlan.named(name))
            let ids = Set(BenchmarkMatrix.plannedCases(plan).map(\.id.description))
            let largest = try #require(plan.sizes.max())
            for type in ["string", "uuid"] {
                for n in plan.sizes {
                    for sections in [1, 100] { #expect(ids.contains("diff/linear/standard/n\(n)/s\(sections)/\(type)"), "\(name) \(type) \(n)") }
                }
                for sections in [1, 100] { #expect(ids.contains("diff/linear/standard/n\(largest)/s\(sections)/\(type)/w2"), "\(name) \(type)") }
            }
            // DifferenceKit's published mix at the largest size, one thread, every identifier type.
            for type in ["int", "string", "uuid"] { #expect(ids.contains("diff/linear/dkmix/n\(largest)/s1/\(type)"), "\(name) \(type)") }
            // Only our differ, and only the standard churn and DifferenceKit's mix: the peers' cases stay Int.
            #expect(!ids.contains { $0.hasSuffix("/string") && !$0.hasPrefix("diff/linear/standard/") && !$0.hasPrefix("diff/linear/dkmix/") })
            #expect(!ids.contains { $0.hasPrefix("diff/orderedset/dkmix/") })
            #expect(!ids.contains { $0.contains("orderedset") && $0.contains("uuid") })
        }
        // Naming the types replaces the profile's: exactly those run.
        var only = try #require(BenchmarkPlan.named("quick"))
        only.ids = [.string]
        only.standardChurnIDs = []
        #expect(!BenchmarkMatrix.plannedCases(only).contains { $0.id.description.hasSuffix("/uuid") })
    }

    @Test("a load group's ids, at any rate and churn, equal the same ids read back")
    func loadIDsRoundTrip() throws {
        for (churn, rate) in [(0.01, 30.0), (0.10, 120), (0.123456789, 33.33), (0.005, 7.5), (0.5, 10_000)] {
            for workload in LoadWorkload.allCases {
                let group = LoadGroup(n: 1_000, churn: churn, workers: 2, coalescing: .latestOnly, workload: workload)
                for id in [group.id(.fixedRate(producers: 3, rateHz: rate)), group.id(.highestRate)] {
                    #expect(try CaseID(parsing: id.description) == id, "\(id)")
                }
            }
        }
        let id = LoadGroup(n: 100_000, churn: 0.01, workers: 2, coalescing: .everySnapshot, workload: .derived).id(.fixedRate(producers: 1, rateHz: 30))
        #expect(id.description == "load/linear/derived/churn1pct/n100000/w2/every/p1/r30")
    }

    @Test("the README's and the error messages' example ids parse")
    func examples() throws {
        for kind in CaseKind.allCases {
            #expect(try CaseID(parsing: kind.idForm.example).kind == kind)
        }
        let id = try CaseID(parsing: "diff/linear/standard/n100000/s100/int/w2")
        guard case let .diff(differ, workload) = id else { Issue.record("not a diff id: \(id)"); return }
        #expect(differ == "linear" && workload.n == 100_000 && workload.layout == .sections(100) && workload.ids == .int && workload.workers == 2)
        #expect(try CaseID(parsing: "load/linear/churn1pct/n100000") == .load(LoadCaseID(differ: "linear", churnPercent: 1, n: 100_000, group: nil)))
    }

    @Test("a string that is not an id says what was expected where, with its kind's form")
    func malformed() {
        #expect(throws: CaseIDError.unknownKind(id: "")) { try CaseID(parsing: "") }
        #expect(throws: CaseIDError.unknownKind(id: "benchmark/linear")) { try CaseID(parsing: "benchmark/linear") }
        let churn = "a churn: standard, append, reverse, shuffle, few, dkmix or trace-NAME"
        #expect(throws: CaseIDError.malformed(id: "diff/linear/x", kind: .diff, expected: churn, found: "x")) { try CaseID(parsing: "diff/linear/x") }
        #expect(throws: CaseIDError.malformed(id: "diff/linear/standard", kind: .diff, expected: "the size, nN", found: nil)) {
            try CaseID(parsing: "diff/linear/standard")
        }
        #expect(throws: CaseIDError.malformed(id: "build/int/n1x", kind: .build, expected: "the size, nN", found: "n1x")) { try CaseID(parsing: "build/int/n1x") }
        #expect(throws: CaseIDError.malformed(id: "build/int/n1/", kind: .build, expected: "the end of the id", found: "")) { try CaseID(parsing: "build/int/n1/") }
        #expect(throws: CaseIDError.malformed(id: "diff//standard/n1/s1/int", kind: .diff, expected: "the differ", found: "")) {
            try CaseID(parsing: "diff//standard/n1/s1/int")
        }
        #expect(throws: CaseIDError.self) { try CaseID(parsing: "load/linear/derived/churn1pct/n1000") }
        #expect(throws: CaseIDError.self) { try CaseID(parsing: "load/linear/churn-1pct/n1000") }
        let error = CaseIDError.malformed(id: "pipeline/linear/standard/n1", kind: .pipeline, expected: "the workers, wW", found: nil)
        #expect(error.description == "'pipeline/linear/standard/n1' is not a pipeline case id: expected the workers, wW, but the id ends; "
            + "pipeline ids read pipeline/DIFFER/CHURN/nN/wW, e.g. pipeline/linear/standard/n100000/w2")
    }

    @Test("an id written another way than diffbench writes it is refused, naming the way it is written")
    func notCanonical() {
        for (text, canonical) in [("build/int/n0100", "build/int/n100"), ("diff/linear/standard/n10/s1/int/w1", "diff/linear/standard/n10/s1/int"),
                                  ("load/linear/churn01pct/n10", "load/linear/churn1pct/n10"),
                                  ("load/linear/churn1pct/n10/w1/every/p1/r30.0", "load/linear/churn1pct/n10/w1/every/p1/r30")] {
            #expect(throws: CaseIDError.notCanonical(id: text, canonical: canonical)) { try CaseID(parsing: text) }
            #expect(CaseID(text) == nil)
        }
    }

    @Test("a differ whose name would break its case ids (a slash) is refused when registered; one that would not, is not")
    func differNames() throws {
        #expect(throws: DifferRegistryError.invalidName("my/differ")) { try DifferRegistry(adding: [RenamedDiffer(name: "my/differ")]) }
        let registry = try DifferRegistry(adding: [RenamedDiffer(name: "my-differ")])
        #expect(registry.names.last == "my-differ")
        let id = CaseID.diff(differ: "my-differ", DiffWorkload(churn: .shape(.fewChanges), n: 10, layout: .sections(1), ids: .uuid))
        #expect(try CaseID(parsing: id.description) == id)
    }

    @Test("in a run file an id is its string; one that does not parse is refused with the file and the field named")
    func coding() throws {
        let id = CaseID.pipeline(differ: "linear", churn: .trace("app"), n: 6, workers: 2)
        #expect(String(decoding: try JSONEncoder().encode([id]), as: UTF8.self) == #"["pipeline\/linear\/trace-app\/n6\/w2"]"#)
        var object = try Self.object(try VersionedJSON.encoder().encode(sampleRun()))
        var cases = try #require(object["cases"] as? [[String: Any]])
        cases[1]["id"] = "build/int"
        object["cases"] = cases
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-bad-id-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try ResultFiles.read(path)
        } throws: { error in
            guard case let .notJSON(errorPath, reason) = error as? ResultFileError else { return false }
            return errorPath == path && reason.contains("cases[1].id") && reason.contains("expected the size, nN")
        }
    }
}

/// The linear differ under another name.
struct RenamedDiffer: Differ {
    let name: String
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        LinearDiffer().diff(from: old, to: new, options: options)
    }
}

/// The package's root (this file is Tests/BenchmarkingTests/CaseIDTests.swift).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

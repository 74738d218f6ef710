@testable import Benchmarking
import DiffBenchSupport
import Diffing
import Foundation
import Testing

@Suite("Each kind of case carries exactly its figures, in both schemas")
struct CaseKindTests {
    /// Every run file committed under Results/, of either schema (found, not listed: a new file is
    /// checked too).
    static func committedRunFiles() -> [String] {
        let results = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Results")
        let files = FileManager.default.enumerator(at: results, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".json") } ?? []
        return files.filter { path in
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return VersionedJSON.schema(of: data).map(RunResult.readableSchemas.contains) ?? false
        }
    }

    /// The keys of each case object of a run file, in order.
    static func caseKeys(_ data: Data) throws -> [Set<String>] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        return cases.map { Set($0.keys) }
    }

    @Test("every committed run file, of schema /1 or /2, reads into typed figures and writes back without losing a field")
    func committedFiles() throws {
        let files = Self.committedRunFiles()
        #expect(files.count >= 10, "the committed run files were found")
        #expect(files.contains { path in
            FileManager.default.contents(atPath: path).flatMap(VersionedJSON.schema(of:)) == "diffbench.run/1"
        }, "schema /1 files are among them")
        for path in files {
            let run = try ResultFiles.read(path)
            let written = try VersionedJSON.encoder().encode(run)
            let original = try #require(FileManager.default.contents(atPath: path))
            // Lossless: every field of every case has a home in its kind's figures (a figure of
            // another kind would be dropped here), and reading what was written gives the same run.
            #expect(try Self.caseKeys(written) == Self.caseKeys(original), "\(path)")
            #expect(try JSONDecoder().decode(RunResult.self, from: written) == run, "\(path)")
        }
    }

    @Test("a fresh run's cases carry their kind's figures and survive a write and read in schema /2")
    func freshRun() throws {
        var plan = try #require(BenchmarkPlan.named("quick"))
        plan.parts = [.build, .diff, .pipeline]
        plan.sizes = [300]
        plan.sections = [1]
        plan.differs = [LinearDiffer()]
        plan.workers = [1, 2]
        plan.repetitions = 1
        plan.streamLength = 4
        let (cases, _) = BenchmarkMatrix.run(plan, memory: NoMemoryProbe()) { _, _, _ in }
        #expect(Set(cases.map(\.kind)).isSuperset(of: [.build, .diff, .validate, .pipeline]))
        // Scaling is set once the run knows its first case of the workload.
        #expect(cases.compactMap(\.pipeline).first?.scaling == 1)
        var run = sampleRun()
        run.cases = cases
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-case-kinds-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ResultFiles.write(run, to: path)
        let read = try ResultFiles.read(path)
        #expect(read.schema == "diffbench.run/2" && read.cases == cases)
    }

    @Test("a case lacking a figure of its kind is refused with the file and the field named, in either schema")
    func missingFigureIsNamed() throws {
        var run = sampleRun()
        run.schema = "diffbench.run/1"
        let data = try VersionedJSON.encoder().encode(run)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var cases = try #require(object["cases"] as? [[String: Any]])
        let index = try #require(cases.firstIndex { $0["kind"] as? String == "pipeline" })
        cases[index]["scaling"] = nil
        object["cases"] = cases
        for schema in ["diffbench.run/1", "diffbench.run/2"] {
            object["schema"] = schema
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-missing-\(UUID()).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
            #expect {
                _ = try ResultFiles.read(path)
            } throws: { error in
                guard case let .notJSON(errorPath, reason) = error as? ResultFileError else { return false }
                return errorPath == path && reason.contains("scaling") && reason.contains("cases")
            }
        }
    }

    @Test("a run read from schema /1 is written as /2")
    func upgradeOnWrite() throws {
        var run = sampleRun()
        run.schema = "diffbench.run/1"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-upgrade-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ResultFiles.write(run, to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(VersionedJSON.schema(of: data) == RunResult.currentSchema)
    }

    @Test("kinds are stored as the strings run files have always held")
    func encoding() throws {
        #expect(CaseKind.allCases.map(\.rawValue) == ["build", "diff", "validate", "pipeline", "soak", "load"])
        let data = try JSONEncoder().encode([CaseKind.pipeline])
        #expect(String(decoding: data, as: UTF8.self) == "[\"pipeline\"]")
    }
}

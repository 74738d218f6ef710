@testable import Benchmarking
import Diffing
import Foundation
import Testing

@Suite("Each kind of case carries its figures")
struct CaseKindTests {
    /// Every run file committed under Results/ (found, not listed: a new file is checked too).
    static func committedRunFiles() -> [String] {
        let results = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Results")
        let files = FileManager.default.enumerator(at: results, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".json") } ?? []
        return files.filter { path in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return false }
            return text.contains("\"schema\" : \"\(RunResult.currentSchema)\"")
        }
    }

    @Test("every case in every committed run file reads with its kind and carries that kind's figures")
    func committedFiles() throws {
        let files = Self.committedRunFiles()
        #expect(files.count >= 10, "the committed run files were found")
        for path in files {
            let run = try ResultFiles.read(path)
            for c in run.cases { #expect(c.missingFigures.isEmpty, "\(path): \(c.id) lacks \(c.missingFigures)") }
        }
    }

    @Test("a fresh run's cases carry their figures; a case without them is named")
    func freshRun() throws {
        var plan = try #require(BenchmarkPlan.named("quick"))
        plan.parts = [.build, .diff, .pipeline]
        plan.sizes = [300]
        plan.sections = [1]
        plan.differs = [LinearDiffer()]
        plan.workers = [1]
        plan.repetitions = 1
        plan.streamLength = 4
        let (cases, _) = BenchmarkMatrix.run(plan, memory: NoMemoryProbe()) { _, _, _ in }
        #expect(Set(cases.map(\.kind)).isSuperset(of: [.build, .diff, .validate, .pipeline]))
        for c in cases { #expect(c.missingFigures.isEmpty, "\(c.id) lacks \(c.missingFigures)") }
        var broken = try #require(cases.first { $0.kind == .pipeline })
        broken.scaling = nil
        broken.latencyP99Seconds = nil
        #expect(broken.missingFigures == ["latencyP99Seconds", "scaling"])
    }

    @Test("kinds are stored as the strings run files have always held")
    func encoding() throws {
        #expect(CaseKind.allCases.map(\.rawValue) == ["build", "diff", "validate", "pipeline", "soak", "load"])
        let data = try JSONEncoder().encode([CaseKind.pipeline])
        #expect(String(decoding: data, as: UTF8.self) == "[\"pipeline\"]")
    }
}

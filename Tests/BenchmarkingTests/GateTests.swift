@testable import Benchmarking
import Foundation
import Testing
import Workloads

func sampleRun(_ edit: (inout [CaseResult]) -> Void = { _ in }) -> RunResult {
    var diff = CaseResult(
        id: .diff(differ: "linear", DiffWorkload(churn: .shape(.standard), n: 100_000, layout: .sections(1), ids: .int)), n: 100_000, sections: 1, ids: "int", timing: TimingSummary(samples: [0.004, 0.005]),
        peakResidentBytes: 1,
        figures: .diff(DiffFigures(differ: "linear", churn: "standard", floorRatio: 0.9, moves: 10_000, minimalMoves: 10_000, roundTrips: true)))
    diff.bytesAllocated = 3_400_000
    let tiny = CaseResult(
        id: .build(ids: .int, n: 100), n: 100, sections: 1, ids: "int", timing: TimingSummary(samples: [0.00001]), peakResidentBytes: 1,
        figures: .build(BuildFigures(floorRatio: 1.0)))
    let pipeline = CaseResult(
        id: .pipeline(differ: "linear", churn: .shape(.standard), n: 100_000, workers: 2), n: 100_000, sections: 1, ids: "int", timing: TimingSummary(samples: [0.006]),
        peakResidentBytes: 1,
        figures: .pipeline(PipelineFigures(
            differ: "linear", churn: "standard", workers: 2, appliesPerSecond: 100, latencyP50Seconds: 0.01, latencyP99Seconds: 0.02,
            scaling: 1.8, roundTrips: true)))
    var cases = [diff, tiny, pipeline]
    edit(&cases)
    return RunResult(toolVersion: "test", profile: "quick", startedAt: "2026-11-22T00:00:00Z", commit: nil, dirty: nil,
                     machine: MachineInfo(hostname: "h", cores: 2, memoryBytes: 1, operatingSystem: "linux"), toolchain: nil,
                     repetitions: 2, cases: cases, capped: [])
}

@Suite("The regression gate")
struct GateTests {
    func verdicts(_ current: RunResult) -> [String: GateVerdict] {
        Dictionary(uniqueKeysWithValues: Gate.compare(baseline: sampleRun(), current: current).map { ($0.id.description, $0.verdict) })
    }

    @Test("an unchanged run passes")
    func unchangedPasses() {
        #expect(Gate.passes(Gate.compare(baseline: sampleRun(), current: sampleRun())))
    }

    @Test("time against the floor beyond the tolerance is a regression; within it is not")
    func timeTolerance() {
        #expect(verdicts(sampleRun { $0[0].editDiff { $0.floorRatio = 0.9 * 1.2 } })["diff/linear/standard/n100000/s1/int"] == .ok)
        #expect(verdicts(sampleRun { $0[0].editDiff { $0.floorRatio = 0.9 * 1.3 } })["diff/linear/standard/n100000/s1/int"] == .regression)
    }

    @Test("cases under 2 ms get the wider tolerance; a per-case tolerance overrides")
    func noisyCases() {
        #expect(verdicts(sampleRun { $0[1].editBuild { $0.floorRatio = 1.5 } })["build/int/n100"] == .ok)
        #expect(verdicts(sampleRun { $0[1].editBuild { $0.floorRatio = 1.7 } })["build/int/n100"] == .regression)
        var tolerances = GateTolerances()
        tolerances.perCase[.build(ids: .int, n: 100)] = 1.0
        let rows = Gate.compare(baseline: sampleRun(), current: sampleRun { $0[1].editBuild { $0.floorRatio = 1.7 } }, tolerances: tolerances)
        #expect(Gate.passes(rows))
    }

    @Test("bytes allocated beyond 10% is a regression")
    func bytes() {
        #expect(verdicts(sampleRun { $0[0].bytesAllocated = 3_700_000 })["diff/linear/standard/n100000/s1/int"] == .ok)
        #expect(verdicts(sampleRun { $0[0].bytesAllocated = 3_800_000 })["diff/linear/standard/n100000/s1/int"] == .regression)
    }

    @Test("losing move minimality or the round trip is a regression")
    func correctness() {
        #expect(verdicts(sampleRun { $0[0].editDiff { $0.moves = 10_001 } })["diff/linear/standard/n100000/s1/int"] == .regression)
        #expect(verdicts(sampleRun { $0[0].editDiff { $0.roundTrips = false } })["diff/linear/standard/n100000/s1/int"] == .regression)
        #expect(verdicts(sampleRun { $0[2].editPipeline { $0.roundTrips = false } })["pipeline/linear/standard/n100000/w2"] == .regression)
    }

    @Test("pipeline scaling that falls beyond the tolerance is a regression")
    func scaling() {
        #expect(verdicts(sampleRun { $0[2].editPipeline { $0.scaling = 1.5 } })["pipeline/linear/standard/n100000/w2"] == .ok)
        #expect(verdicts(sampleRun { $0[2].editPipeline { $0.scaling = 1.2 } })["pipeline/linear/standard/n100000/w2"] == .regression)
    }

    @Test("advisory wall time: time vs floor, scaling and rate are reported beside the case and fail nothing; bytes, moves, round trips and counts still fail")
    func advisoryWallTime() {
        var tolerances = GateTolerances()
        tolerances.wallTime = .advisory
        let slow = sampleRun { cases in
            cases[0].editDiff { $0.floorRatio = 0.9 * 3 }
            cases[2].editPipeline { $0.scaling = 0.9 }
        }
        let rows = Gate.compare(baseline: sampleRun(), current: slow, tolerances: tolerances)
        #expect(Gate.passes(rows))
        let diff = rows.first { $0.id.description == "diff/linear/standard/n100000/s1/int" }
        #expect(diff?.verdict == .ok && diff?.reasons.isEmpty == true)
        #expect(diff?.advisories.first?.hasPrefix("time vs floor slower by 200% (tolerance 25%; judged by the tolerance alone") == true)
        #expect(rows.first { $0.id.description == "pipeline/linear/standard/n100000/w2" }?.advisories.first?.hasPrefix("scaling fell 50%") == true)
        #expect(Gate.render(rows).contains("ok (advisory: time vs floor slower by 200%"))
        // The same figures gate by default.
        #expect(!Gate.passes(Gate.compare(baseline: sampleRun(), current: slow)))
        // What repeats still fails under advisory.
        for broken in [sampleRun { $0[0].bytesAllocated = 3_800_000 }, sampleRun { $0[0].editDiff { $0.moves = 10_001 } },
                       sampleRun { $0[2].editPipeline { $0.roundTrips = false } }, sampleRun { $0.removeFirst() }] {
            #expect(!Gate.passes(Gate.compare(baseline: sampleRun(), current: broken, tolerances: tolerances)))
        }
        let counted = Gate.compare(baseline: sampleRun { $0[0].instructions = 1_000_000 },
                                   current: sampleRun { $0[0].instructions = 1_050_000 }, tolerances: tolerances)
        #expect(!Gate.passes(counted))
    }

    @Test("a case that no longer runs fails the gate; a new case does not")
    func missingAndNew() {
        let rows = Gate.compare(baseline: sampleRun(), current: sampleRun { $0.removeFirst() })
        #expect(!Gate.passes(rows))
        #expect(rows.first { $0.id.description == "diff/linear/standard/n100000/s1/int" }?.verdict == .missing)
        let grown = Gate.compare(baseline: sampleRun { $0.removeFirst() }, current: sampleRun())
        #expect(Gate.passes(grown) && grown.contains { $0.verdict == .new })
    }

    @Test("run files round-trip, and files of another schema are refused with a typed error")
    func files() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-gate-\(UUID()).json").path
        try ResultFiles.write(sampleRun(), to: path)
        #expect(try ResultFiles.read(path) == sampleRun())
        try Data(#"{"schema":"diffbench.run/0"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ResultFileError.unknownSchema(path: path, found: "diffbench.run/0")) { try ResultFiles.read(path) }
        #expect(throws: ResultFileError.self) { try ResultFiles.read(path + ".missing") }
    }
}

@Suite("The soak case")
struct SoakTests {
    @Test("a short soak applies every snapshot from two producers, ends on the last, and keeps a bounded history")
    func shortSoak() {
        var plan = SoakPlan()
        plan.applies = 3_000
        plan.items = 200
        let m = SoakBenchmark.measure(plan, memory: NoMemoryProbe())
        #expect(m.applies == 3_000 && m.endedOnLast)
        #expect(m.recordsKept <= 10_000)
        #expect(m.residentBytesEarly > 0 && m.residentBytesLate > 0)
        #expect(m.allocatedBytesEarly == nil)
        // Memory is read at every tenth, the last at the end; early and late are the first and last.
        #expect(m.readings.map(\.applies) == Array(stride(from: 300, through: 3_000, by: 300)))
        #expect(m.readings.first?.residentBytes == m.residentBytesEarly && m.readings.last?.residentBytes == m.residentBytesLate)
    }

    func soakCase(early: Int, late: Int, residentEarly: Int = 100, residentLate: Int = 100) -> CaseResult {
        CaseResult(
            id: .soak(differ: "linear", derived: false, n: 1_000, applies: 1_000_000, workers: 2), n: 1_000, sections: 1, ids: "int",
            timing: TimingSummary(samples: [1]), peakResidentBytes: 1,
            figures: .soak(SoakFigures(
                differ: "linear", churn: nil, workers: 2, applies: 1_000_000, appliesPerSecond: 1, residentBytesEarly: residentEarly,
                residentBytesLate: residentLate, allocatedBytesEarly: early, allocatedBytesLate: late, latencyP50Seconds: 0.001,
                latencyP99Seconds: 0.002, roundTrips: true)))
    }

    @Test("memory is flat within 2% allocated and 5% resident from the first tenth to the end; past either, the gate fails")
    func flatVerdict() throws {
        #expect(try #require(soakCase(early: 1_000, late: 1_020).soak).growthReasons.isEmpty)
        #expect(try #require(soakCase(early: 1_000, late: 990, residentLate: 105).soak).growthReasons.isEmpty)
        let grew = try #require(soakCase(early: 1_000, late: 1_021).soak)
        #expect(grew.growthReasons.count == 1 && grew.growthReasons[0].hasPrefix("allocated bytes grew 2.1%"))
        #expect(try #require(soakCase(early: 1_000, late: 1_000, residentLate: 106).soak).growthReasons.count == 1)
        let baseline = sampleRun { $0 = [soakCase(early: 1_000, late: 1_000)] }
        #expect(Gate.passes(Gate.compare(baseline: baseline, current: sampleRun { $0 = [soakCase(early: 1_000, late: 1_010)] })))
        let rows = Gate.compare(baseline: baseline, current: sampleRun { $0 = [soakCase(early: 1_000, late: 1_100)] })
        #expect(!Gate.passes(rows) && rows[0].reasons.contains { $0.hasPrefix("allocated bytes grew 10.0%") })
    }

    @Test("the soak profile holds the soak case and the derived soak, and --soak-applies shapes the first")
    func profile() throws {
        let plan = try #require(BenchmarkPlan.named("soak"))
        let cases = BenchmarkMatrix.plannedCases(plan)
        #expect(cases.map(\.id.description) == ["soak/linear/n1000/a1000000/w2", "soak/linear/derived/n1000000/a10000/w2"])
    }

    @Test("a short derived soak takes, edits and applies every snapshot and ends on the last")
    func shortDerivedSoak() {
        var plan = DerivedSoakPlan()
        plan.items = 2_000
        plan.applies = 60
        plan.churn = 0.01
        let m = SoakBenchmark.measureDerived(plan, memory: NoMemoryProbe())
        #expect(m.applies == 60 && m.endedOnLast)
        #expect(m.residentBytesEarly > 0 && m.residentBytesLate > 0)
    }
}

@Suite("The gate on instruction counts")
struct InstructionGateTests {
    func counted(_ instructions: Int?) -> RunResult {
        sampleRun { $0[0].instructions = instructions }
    }

    @Test("instructions beyond 3% are a regression, within it not; time noise alone does not trip it")
    func threePercent() throws {
        let base = counted(1_000_000)
        #expect(Gate.passes(Gate.compare(baseline: base, current: counted(1_029_000))))
        let rows = Gate.compare(baseline: base, current: counted(1_031_000))
        #expect(!Gate.passes(rows))
        #expect(rows.first { $0.id.description == "diff/linear/standard/n100000/s1/int" }?.reasons.first?.hasPrefix("instructions grew 3.1%") == true)
        var tolerances = GateTolerances()
        tolerances.perCaseInstructions[try #require(CaseID("diff/linear/standard/n100000/s1/int"))] = 0.05
        #expect(Gate.passes(Gate.compare(baseline: base, current: counted(1_031_000), tolerances: tolerances)))
    }

    @Test("time against the floor is a loose check for counted cases: 100% by default, 25% without counts")
    func countedTimeIsLoose() {
        func run(_ instructions: Int?, ratio: Double) -> RunResult {
            sampleRun { $0[0].instructions = instructions; $0[0].editDiff { $0.floorRatio = ratio } }
        }
        let base = run(1_000_000, ratio: 1.0)
        #expect(Gate.passes(Gate.compare(baseline: base, current: run(1_000_000, ratio: 1.9))))
        #expect(!Gate.passes(Gate.compare(baseline: base, current: run(1_000_000, ratio: 2.1))))
        #expect(!Gate.passes(Gate.compare(baseline: run(nil, ratio: 1.0), current: run(nil, ratio: 1.3))))
        var strict = GateTolerances()
        strict.countedTime = 0.25
        #expect(!Gate.passes(Gate.compare(baseline: base, current: run(1_000_000, ratio: 1.3), tolerances: strict)))
    }

    @Test("only differs whose counts repeat are counted: orderedset's hash tables seed from addresses")
    func countedDiffers() throws {
        var plan = try #require(BenchmarkPlan.named("quick"))
        plan.sizes = [1_000]
        let counted = Set(BenchmarkMatrix.plannedCases(plan).flatMap(\.operations).map(\.id.description))
        #expect(counted.contains("diff/linear/standard/n1000/s1/int"))
        #expect(counted.contains("diff/stdlib-myers/standard/n1000/s1/int"))
        #expect(!counted.contains { $0.hasPrefix("diff/orderedset/") })
        #expect(counted.contains("build/int/n1000"))
    }

    @Test("a run without counts is judged on time as before; counts never compare against nothing")
    func onlyWhenBoth() {
        #expect(Gate.passes(Gate.compare(baseline: counted(1_000_000), current: counted(nil))))
        #expect(Gate.passes(Gate.compare(baseline: counted(nil), current: counted(9_000_000))))
    }

    @Test("callgrind's totals line is what a count reads")
    func callgrindOutput() {
        #expect(InstructionCounting.totalInstructions("events: Ir\nsummary: 0\ntotals: 27996450\n") == 27_996_450)
        #expect(InstructionCounting.totalInstructions("events: Ir\nsummary: 512\n") == 512)
        #expect(InstructionCounting.totalInstructions("garbage") == nil)
    }
}

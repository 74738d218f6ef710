@testable import Benchmarking
import Foundation
import Testing

/// A profile of `functions` (symbol, self, inclusive), every function recorded.
func profile(_ functions: [(String, Int, Int)], selfCutoff: Int = 0, inclusiveCutoff: Int = 0) -> InstructionProfile {
    InstructionProfile(functions: functions.map { FunctionCost(symbol: $0.0, selfInstructions: $0.1, inclusiveInstructions: $0.2) },
                       selfCutoff: selfCutoff, inclusiveCutoff: inclusiveCutoff)
}

@Suite("The gate explains: functions that grew, and wall time judged by a test")
struct GateExplanationTests {
    let diffID = "diff/linear/standard/n100000/s1/int"

    /// The sample run with the diff case counted at `total` and profiled as `functions`.
    func counted(_ total: Int, _ functions: InstructionProfile?) -> RunResult {
        sampleRun { cases in
            cases[0].instructions = total
            cases[0].instructionProfile = functions
        }
    }

    @Test("a planted function is named first, by self growth, with its share of the growth; its callers' inclusive growth does not outrank it")
    func plantedFunctionFirst() throws {
        let base = counted(1_000_000, profile([("diff", 700_000, 1_000_000), ("lis", 250_000, 250_000), ("memcpy", 50_000, 50_000)],
                                              selfCutoff: 2_000, inclusiveCutoff: 2_000))
        let now = counted(1_060_000, profile([("diff", 701_000, 1_060_000), ("planted", 58_000, 59_000), ("lis", 250_000, 250_000),
                                              ("memcpy", 50_000, 50_000)], selfCutoff: 1_500, inclusiveCutoff: 1_500))
        let rows = Gate.compare(baseline: base, current: now)
        let row = try #require(rows.first { $0.id.description == diffID })
        #expect(row.verdict == .regression)
        let explanation = try #require(row.explanation)
        #expect(explanation.totalGrowth == 60_000)
        #expect(explanation.functions.map(\.symbol) == ["planted", "diff"])
        let planted = explanation.functions[0]
        #expect(planted.baselineSelf == .atMost(2_000) && planted.currentSelf == .exactly(58_000))
        #expect(planted.selfGrowth == 56_000 && planted.selfGrowthIsBound)
        #expect(explanation.share(of: planted).map { ($0 * 100).rounded() } == 93)
        let text = Gate.renderExplanations(rows)
        #expect(text.contains("\(diffID): instructions grew by 60,000; the functions that grew most"))
        #expect(text.contains("≤ 2,000") && text.contains("≥ +56,000") && text.contains("93%"))
        let lines = text.split(separator: "\n")
        #expect(lines.firstIndex { $0.hasPrefix("planted") }! < lines.firstIndex { $0.hasPrefix("diff ") }!)
        // Named in words where the symbol is Swift's; as it is otherwise.
        let named = row.explanation!.named(["planted": "specialized plantedHashingPass<A>(_:)"])
        #expect(named.functions[0].name == "specialized plantedHashingPass<A>(_:)" && named.functions[1].name == "diff")
    }

    @Test("names in words: Swift symbols demangled, others as they are, long ones cut for tables")
    func names() {
        let symbol = "$s7Diffing18plantedHashingPassyySayxGlFSi_Tg5"
        let names = FunctionNames.readable([symbol, "__memcpy_avx_unaligned_erms"])
        #expect(names[symbol] == "specialized plantedHashingPass<A>(_:)" || names[symbol]?.contains("plantedHashingPass") == true)
        #expect(names["__memcpy_avx_unaligned_erms"] == "__memcpy_avx_unaligned_erms", "not Swift: left alone")
        let long = String(repeating: "std::pair<swift::X>", count: 20)
        #expect(FunctionNames.shortened(long).count == 100 && FunctionNames.shortened(long).hasSuffix("…"))
        #expect(FunctionNames.shortened("short") == "short")
    }

    @Test("without a profile on either side the explanation says why; an unchanged count explains nothing")
    func missingProfile() throws {
        let rows = Gate.compare(baseline: counted(1_000_000, nil), current: counted(1_100_000, profile([("f", 1, 1)])))
        let explanation = try #require(rows.first { $0.id.description == diffID }?.explanation)
        #expect(explanation.functions.isEmpty && explanation.unavailable?.hasPrefix("the baseline has no per-function counts") == true)
        #expect(Gate.renderExplanations(rows).contains("the baseline has no per-function counts"))
        let same = Gate.compare(baseline: counted(1_000_000, profile([("f", 1, 1)])), current: counted(1_000_000, profile([("f", 1, 1)])))
        #expect(same.allSatisfy { $0.explanation == nil } && Gate.renderExplanations(same).isEmpty)
    }

    @Test("Mann–Whitney U: exact p matches a count over every arrangement; the normal approximation is close for larger samples")
    func mannWhitney() throws {
        // Complete separation of 5 and 5: only one arrangement of C(10, 5) = 252 is as extreme.
        let separated = try #require(MannWhitneyU.testing([6, 7, 8, 9, 10], greaterThan: [1, 2, 3, 4, 5]))
        #expect(separated.u == 25 && separated.exact && abs(separated.p - 1.0 / 252) < 1e-12)
        #expect(abs(MannWhitneyU.smallestP(5, 5) - 1.0 / 252) < 1e-12 && abs(MannWhitneyU.smallestP(3, 3) - 0.05) < 1e-12)
        // Against brute force: every way to choose which 4 of 4+3 ranks are the baseline's.
        let baseline = [1.0, 3.5, 4.2, 7.0], current = [3.9, 5.0, 8.1]
        let test = try #require(MannWhitneyU.testing(current, greaterThan: baseline))
        let pooled = (baseline + current).sorted()
        var atLeast = 0, total = 0
        func u(_ c: [Double], _ b: [Double]) -> Double { c.reduce(0.0) { sum, x in sum + Double(b.filter { x > $0 }.count) } }
        for mask in 0 ..< (1 << pooled.count) where mask.nonzeroBitCount == baseline.count {
            let b = pooled.indices.filter { mask & (1 << $0) != 0 }.map { pooled[$0] }
            let c = pooled.indices.filter { mask & (1 << $0) == 0 }.map { pooled[$0] }
            total += 1
            if u(c, b) >= test.u { atLeast += 1 }
        }
        #expect(test.u == u(current, baseline) && abs(test.p - Double(atLeast) / Double(total)) < 1e-12)
        // Larger samples with ties: the approximation, near the exact figure for untied ones.
        let big = MannWhitneyU.testing((0 ..< 30).map { Double($0 % 10) + 1.5 }, greaterThan: (0 ..< 30).map { Double($0 % 10) })
        #expect(big?.exact == false && big!.p < 0.05)
        let exact = MannWhitneyU.exactUpperTail(520, n: 30, m: 30)
        let approximate = MannWhitneyU.normalUpperTail(520, pooled: (0 ..< 60).map(Double.init), n: 30, m: 30)
        #expect(abs(exact - approximate) < 0.005)
    }

    /// The diff case with `ratios` per repetition against a floor of 1 ms, and the minimum's floor ratio.
    func timed(_ ratios: [Double]) -> RunResult {
        sampleRun { cases in
            cases[0].samples = ratios.map { $0 * 0.001 }
            cases[0].floorSamples = ratios.map { _ in 0.001 }
            cases[0].editDiff { $0.floorRatio = ratios.min()! }
        }
    }

    @Test("time vs floor past its tolerance fails only when the test over the repetitions finds it significant, and the verdict says which judged it")
    func wallTimeByTest() throws {
        let base = timed([0.90, 0.92, 0.95, 0.91, 0.93])
        // Every repetition slower: significant (p = 1/252).
        let slow = try #require(Gate.compare(baseline: base, current: timed([1.20, 1.25, 1.22, 1.30, 1.21])).first { $0.id.description == diffID })
        #expect(slow.verdict == .regression)
        #expect(slow.reasons == ["time vs floor slower by 33% (p=0.004, Mann–Whitney U over 5+5 repetitions; tolerance 25%)"])
        #expect(slow.wallTime.first?.judgedBy == "mann-whitney-u+tolerance")
        // The minimum moved past the tolerance by one lucky baseline repetition; the repetitions overlap: noise.
        let noisy = try #require(Gate.compare(baseline: timed([0.70, 1.20, 1.25, 1.18, 1.22]), current: timed([0.95, 1.19, 1.21, 1.24, 1.17]))
            .first { $0.id.description == diffID })
        #expect(noisy.verdict == .ok && noisy.reasons.isEmpty)
        #expect(noisy.notes.first?.hasPrefix("time vs floor slower by 36%, not significant (p=") == true)
        #expect(noisy.verdictText.contains("(noise: time vs floor slower by 36%, not significant"))
        // Three and three repetitions cannot reach p < 0.05: the tolerance judges alone, and says so.
        let few = try #require(Gate.compare(baseline: timed([0.90, 0.92, 0.95]), current: timed([1.20, 1.25, 1.22])).first { $0.id.description == diffID })
        #expect(few.verdict == .regression)
        #expect(few.reasons == ["time vs floor slower by 33% (tolerance 25%; judged by the tolerance alone: 3+3 repetitions are too few for Mann–Whitney U at p<0.05)"])
        // A baseline recorded before repetitions were kept: the tolerance alone.
        let old = try #require(Gate.compare(baseline: sampleRun(), current: timed([1.20, 1.25, 1.22, 1.30, 1.21])).first { $0.id.description == diffID })
        #expect(old.reasons.first?.hasSuffix("judged by the tolerance alone: the baseline has no per-repetition samples)") == true)
    }

    @Test("under --wall-time advisory the statistical verdict is still computed and shown, failing nothing")
    func advisoryStillTested() throws {
        var tolerances = GateTolerances()
        tolerances.wallTime = .advisory
        let rows = Gate.compare(baseline: timed([0.90, 0.92, 0.95, 0.91, 0.93]), current: timed([1.20, 1.25, 1.22, 1.30, 1.21]), tolerances: tolerances)
        #expect(Gate.passes(rows))
        let row = try #require(rows.first { $0.id.description == diffID })
        #expect(row.advisories == ["time vs floor slower by 33% (p=0.004, Mann–Whitney U over 5+5 repetitions; tolerance 25%)"])
    }

    @Test("a baseline of several runs keeps every run's repetitions")
    func medianKeepsRepetitions() {
        let merged = RunResult.median(of: [timed([1, 1.1]), timed([1.2, 1.3]), timed([0.9, 0.95])])
        #expect(merged.cases[0].samples?.count == 6 && merged.cases[0].floorRatioSamples?.count == 6)
    }
}

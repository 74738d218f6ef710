import Foundation

/// How the gate judged one wall-time figure past its tolerance: by the tolerance and a Mann–Whitney U
/// test over both runs' repetitions (each repetition's time over its floor's, measured interleaved), or
/// by the tolerance alone when there are no repetitions to test or too few for the test to tell.
///
/// A figure past its tolerance is a slowdown only when the test finds it significant too: on a busy
/// machine the minimum of five repetitions moves by tens of percent, while a real slowdown moves every
/// repetition, which the ranks show.
public struct WallTimeJudgement: Sendable, Hashable, CustomStringConvertible {
    /// What was judged, e.g. `time vs floor`.
    public var figure: String
    /// The relative change of the figure (`0.31`: 31% slower; for scaling and rates, 31% lower).
    public var change: Double
    /// How the change reads, e.g. `time vs floor slower by 31%` (the default from `figure` and
    /// `change`) or `highest rate within a frame fell from 120 Hz to 30 Hz`.
    public var headline: String?
    /// The figure's tolerance.
    public var tolerance: Double
    /// The test over the repetitions, when both runs kept enough of them.
    public var test: MannWhitneyU?
    /// The significance level the test's p is held to.
    public var significance: Double
    /// Why the tolerance judged alone, when it did.
    public var toleranceAloneBecause: String?

    /// Whether the figure counts as a slowdown: past its tolerance and, when tested, significant.
    public var slower: Bool {
        guard let test else { return true }
        return test.p < significance
    }

    /// What judged it, in words: `mann-whitney-u+tolerance` or `tolerance`.
    public var judgedBy: String { test == nil ? "tolerance" : "mann-whitney-u+tolerance" }

    /// E.g. "time vs floor slower by 31% (p=0.004, Mann–Whitney U over 5+5 repetitions; tolerance 25%)",
    /// "…, not significant (p=0.21, …)", or "… (tolerance 25%; judged by the tolerance alone: …)".
    public var description: String {
        let size = String(format: "%.0f%%", change * 100), allowed = String(format: "%.0f%%", tolerance * 100)
        let head = headline ?? (figure == "time vs floor" ? "\(figure) slower by \(size)" : "\(figure) fell \(size)")
        guard let test else {
            return "\(head) (tolerance \(allowed); judged by the tolerance alone: \(toleranceAloneBecause ?? "no repetitions to test"))"
        }
        let tested = "p=\(Self.pValue(test.p)), Mann–Whitney U over \(test.baselineCount)+\(test.currentCount) repetitions; tolerance \(allowed)"
        return slower ? "\(head) (\(tested))" : "\(head), not significant (\(tested))"
    }

    /// A judgement of `figure`, which changed by `change` past `tolerance`; untested until `test` is set.
    public init(figure: String, change: Double, headline: String? = nil, tolerance: Double, test: MannWhitneyU? = nil,
                significance: Double = 0.05, toleranceAloneBecause: String? = nil) {
        self.figure = figure
        self.change = change
        self.headline = headline
        self.tolerance = tolerance
        self.test = test
        self.significance = significance
        self.toleranceAloneBecause = toleranceAloneBecause
    }

    /// `0.004`, `0.21`, `<0.0001`: two significant digits.
    static func pValue(_ p: Double) -> String {
        p < 0.0001 ? "<0.0001" : String(format: "%.2g", p)
    }

    /// The judgement of a floor-ratio figure that grew by `change` past `tolerance`, testing the
    /// per-repetition ratios of `base` and `now` when both have enough of them.
    public static func floorRatio(_ base: CaseResult, _ now: CaseResult, change: Double, tolerance: Double, significance: Double) -> WallTimeJudgement {
        var judgement = WallTimeJudgement(figure: "time vs floor", change: change, tolerance: tolerance, significance: significance)
        guard let was = base.floorRatioSamples else {
            judgement.toleranceAloneBecause = "the baseline has no per-repetition samples"
            return judgement
        }
        guard let isNow = now.floorRatioSamples else {
            judgement.toleranceAloneBecause = "this run has no per-repetition samples"
            return judgement
        }
        guard MannWhitneyU.smallestP(was.count, isNow.count) < significance else {
            judgement.toleranceAloneBecause = "\(was.count)+\(isNow.count) repetitions are too few for Mann–Whitney U at p<\(Self.pValue(significance))"
            return judgement
        }
        judgement.test = MannWhitneyU.testing(isNow, greaterThan: was)
        return judgement
    }
}

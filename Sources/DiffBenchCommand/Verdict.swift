import Foundation

/// What a judging subcommand (`gate`, `fuzz`, `reproduce`, `replay`) decided, in a form CI tools
/// read: the JSON document (`diffbench.verdict/1`), JUnit XML and the markdown summary all render
/// this one value, so the four subcommands and the three formats stay in step.
struct Verdict: Codable, Sendable, Equatable {
    /// The schema name and version of the JSON document; a reader checks it before anything else.
    static let schemaName = "diffbench.verdict/1"

    var schema = Verdict.schemaName
    /// The subcommand that judged: gate, fuzz, reproduce or replay.
    var command: String
    /// The verdict in words, e.g. "3 regressions, 41 unchanged, 2 improved".
    var summary: String
    /// The process's exit status: 0 clean, 1 a problem found, 2 bad input.
    var exitStatus: Int32
    /// Links a reader follows: the report, the run's artifacts.
    var links: [Link] = []
    /// Where the files entries name live (e.g. the repository's blob URL at this commit): file links
    /// are this and the path; without it, the path alone.
    var fileLinkBase: String?
    /// One entry per gate case, fuzz scenario or crash seed, reproduced seed, or trace line.
    var entries: [Entry]

    /// Whether the verdict passed (exit status 0).
    var passed: Bool { exitStatus == 0 }

    /// A named link.
    struct Link: Codable, Sendable, Equatable {
        var title: String
        var url: String
    }

    /// How one entry came out.
    enum Status: String, Codable, Sendable, CaseIterable {
        /// Within its threshold (a gate case unchanged, a scenario without new crashes, a seed fixed,
        /// a trace line UIKit accepts).
        case passed
        /// Better than its threshold (a gate case whose figure fell by more than its tolerance).
        case improved
        /// Within every repeatable figure's tolerance, with a wall-time figure past its own, reported
        /// and not failing (`gate --wall-time advisory`).
        case advisory
        /// A regression, a new crash, a seed still failing, a trace line UIKit would crash on.
        case failed
        /// A crash already in the crash directory: reported, not failing.
        case known
        /// A case only the current run has.
        case new
        /// Not judged: an unreadable file.
        case error
    }

    /// One measured figure: its baseline (when compared with one) and its current value.
    struct Figure: Codable, Sendable, Equatable {
        var name: String
        var baseline: Double?
        var current: Double?

        /// The relative change from the baseline, when both are there and the baseline is not 0.
        var change: Double? {
            guard let baseline, let current, baseline != 0 else { return nil }
            return current / baseline - 1
        }
    }

    /// One judged case, scenario, seed or trace line.
    struct Entry: Codable, Sendable, Equatable {
        /// What was judged: a case id, `scenario operations`, a seed's path, `line 3`.
        var id: String
        /// The group it belongs to (JUnit's class name): `gate`, `fuzz.operations`, `reproduce`, the trace.
        var group: String
        var status: Status
        var figures: [Figure] = []
        /// The threshold the status was judged against, in words (e.g. "instructions +3%").
        var threshold: String?
        /// Why, for anything but passed.
        var reason: String?
        /// The command that reproduces a failure.
        var reproduce: String?
        /// A file the entry produced or read (a crash seed).
        var artifact: String?
        /// A gate case that regressed in instructions: the functions whose self instructions grew most.
        var functions: [FunctionFigure]?
        /// Why such a case names no function (a run file without per-function counts).
        var functionsUnavailable: String?
        /// The case's callgrind output, kept by `gate --keep-profiles`.
        var profile: String?
        /// How each wall-time figure past its tolerance was judged.
        var wallTime: [WallTimeFigure]?
    }

    /// One function's instructions in the baseline's build and in this one. A figure named in
    /// `bounds` is a bound: a count the profile left out (not among its hottest) is at most that, and
    /// a change from one is at least that.
    struct FunctionFigure: Codable, Sendable, Equatable {
        /// The function in words (demangled).
        var name: String
        /// The symbol both run files key it by.
        var symbol: String
        var selfBaseline: Int
        var selfCurrent: Int
        var selfChange: Int
        var inclusiveBaseline: Int
        var inclusiveCurrent: Int
        var inclusiveChange: Int
        /// The function's self change over the case's instruction growth.
        var shareOfGrowth: Double?
        /// Which of the figures above are bounds (`selfBaseline`, `inclusiveCurrent`, …); absent when none is.
        var bounds: [String]?
    }

    /// How a wall-time figure past its tolerance was judged: `judgedBy` is `mann-whitney-u+tolerance`
    /// (with `p` and both runs' repetitions) or `tolerance` (with why the test could not judge).
    struct WallTimeFigure: Codable, Sendable, Equatable {
        var figure: String
        /// The relative change: slower for time against the floor, lower for scaling and rates.
        var change: Double
        var tolerance: Double
        var judgedBy: String
        /// Whether it counts as a slowdown (failing the case unless wall time is advisory).
        var slower: Bool
        var p: Double?
        var baselineRepetitions: Int?
        var currentRepetitions: Int?
        var toleranceAloneBecause: String?
    }

    /// How many entries have `status`.
    func count(_ status: Status) -> Int { entries.filter { $0.status == status }.count }

    /// "3 regressions, 41 unchanged, 2 improved": the counts named by `words` (status → singular,
    /// plural), in that order, leaving out zero counts but the first.
    static func summary(_ entries: [Entry], _ words: [(Status, String, String)]) -> String {
        let parts = words.enumerated().compactMap { index, word -> String? in
            let n = entries.filter { $0.status == word.0 }.count
            guard n > 0 || index == 0 else { return nil }
            return "\(n) \(n == 1 ? word.1 : word.2)"
        }
        return parts.joined(separator: ", ")
    }

    /// A fraction as a signed percentage, e.g. `+3.0%`.
    static func percent(_ fraction: Double) -> String {
        String(format: "%+.1f%%", fraction * 100)
    }

    /// `words` quoted for a POSIX shell when they hold anything but safe characters.
    static func shellQuoted(_ words: [String]) -> String {
        words.map { word in
            let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0) }
            return safe ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }.joined(separator: " ")
    }
}

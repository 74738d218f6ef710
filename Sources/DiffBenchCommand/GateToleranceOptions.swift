import ArgumentParser
import Benchmarking

/// The gate's tolerances as options, shared by `gate` and `report`, so the report's verdict is the
/// gate's when both are given the same flags (as the copied pull-request workflow does).
struct GateToleranceOptions: ParsableArguments {
    @Option(help: "Relative growth allowed in time vs floor, for every case (default 0.25, and 1.0 for cases both runs counted).")
    var tolerance: Double?

    @Option(help: "Relative growth allowed in bytes allocated (default 0.10).")
    var bytesTolerance: Double = 0.10

    @Option(name: .customLong("case-tolerance"), help: "A per-case time tolerance, ID=FRACTION; repeatable.")
    var caseTolerances: [String] = []

    @Option(help: "Relative growth allowed in instructions when both runs counted them (default 0.03).")
    var instructionTolerance: Double = 0.03

    @Option(name: .customLong("case-instruction-tolerance"), help: "A per-case instruction tolerance, ID=FRACTION; repeatable.")
    var caseInstructionTolerances: [String] = []

    @Option(help: "Relative loss allowed in a load group's highest rate within a frame (default 0.5).")
    var rateTolerance: Double = 0.5

    @Option(help: ArgumentHelp(
        "Whether wall-time figures (time vs floor, scaling, highest rate) fail a case: gate, or advisory (reported, never failing; for shared or busy runners).",
        valueName: "gate|advisory"))
    var wallTime = WallTimeVerdict.gate.rawValue

    func validate() throws {
        guard (tolerance ?? 0) >= 0, bytesTolerance >= 0, instructionTolerance >= 0, rateTolerance >= 0, rateTolerance < 1 else {
            throw ValidationError("tolerances are fractions ≥ 0, e.g. --tolerance 0.25 or --instruction-tolerance 0.03")
        }
        _ = try tolerances()
    }

    /// The tolerances these options set; a malformed `ID=FRACTION` entry is a validation error.
    func tolerances() throws -> GateTolerances {
        var tolerances = GateTolerances()
        if let tolerance {
            tolerances.time = tolerance
            tolerances.countedTime = tolerance
        }
        tolerances.bytes = bytesTolerance
        tolerances.perCase = try Self.parsed(caseTolerances, option: "case-tolerance")
        tolerances.instructions = instructionTolerance
        tolerances.maxRate = rateTolerance
        guard let wallTime = WallTimeVerdict(rawValue: wallTime) else {
            throw ValidationError("--wall-time takes gate or advisory, not '\(self.wallTime)'")
        }
        tolerances.wallTime = wallTime
        tolerances.perCaseInstructions = try Self.parsed(caseInstructionTolerances, option: "case-instruction-tolerance")
        return tolerances
    }

    /// `ID=FRACTION` entries by case id: an entry without a fraction ≥ 0, or whose id does not parse
    /// (``CaseIDError`` says what is wrong with it), is a validation error (exit 2).
    static func parsed(_ entries: [String], option: String) throws -> [CaseID: Double] {
        var result: [CaseID: Double] = [:]
        for entry in entries {
            // The fraction follows the last `=`; the id is everything before it.
            guard let equals = entry.lastIndex(of: "="), let value = Double(entry[entry.index(after: equals)...]), value >= 0 else {
                throw ValidationError("--\(option) takes ID=FRACTION, e.g. --\(option) diff/linear/shuffle/n100000/s1/int=0.5")
            }
            do {
                result[try CaseID(parsing: String(entry[..<equals]))] = value
            } catch {
                throw ValidationError("--\(option) \(entry): \(error)")
            }
        }
        return result
    }
}

import ArgumentParser
import Benchmarking
import CInstructionCount
import Foundation

/// `diffbench count-instructions --case ID` (hidden): what `run --instructions` runs under callgrind
/// for each case: prepares the case's inputs, executes its operation once to warm the runtime's
/// caches, then once more between the client requests that switch instrumentation and collection on
/// and off.
struct CountInstructions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-instructions", abstract: "Run one case's operation once, bracketed for callgrind (internal).", shouldDisplay: false)

    @OptionGroup var matrix: MatrixOptions
    @Option(name: .customLong("case"), help: "The case id.") var caseID: String
    @Flag(help: """
        Count a diff case's end-to-end operation instead (its `cold vs floor`: the old snapshot built \
        from identifier arrays, then the diff, split across a `wW` case's helpers) on every thread: \
        run under `valgrind --tool=callgrind --instr-atstart=no --separate-threads=yes` (collection \
        on at start). ci/split-critical-path does.
        """)
    var endToEnd = false

    func run() throws {
        let plan = try matrix.plan()
        let caseID = try CaseID(parsing: caseID)
        if endToEnd {
            guard let prepare = BenchmarkMatrix.endToEndOperation(caseID, plan: plan) else {
                throw BadInput("--end-to-end counts a generated churn's diff case, e.g. diff/linear/standard/n1000000/s1/string/w2")
            }
            let execute = prepare()
            guard diffbench_count_available() == 1 else { throw BadInput("count-instructions runs under valgrind's callgrind") }
            execute()
            diffbench_count_begin_all_threads()
            execute()
            diffbench_count_end_all_threads()
            return
        }
        guard let operation = BenchmarkMatrix.plannedCases(plan).flatMap(\.operations).first(where: { $0.id == caseID }) else {
            throw BadInput("no case \(caseID) in this plan")
        }
        let execute = operation.prepare()
        guard diffbench_count_available() == 1 else {
            throw BadInput("count-instructions runs under valgrind's callgrind, from a diffbench built with valgrind's headers (run ci/bootstrap, then rebuild)")
        }
        // Once uninstrumented first: the runtime instantiates generic metadata and resolves
        // conformances on first use (about 0.4 M instructions of demangling), a one-time cost that
        // would otherwise sit in every count and hide a change of a few percent in the small cases.
        execute()
        diffbench_count_begin()
        execute()
        diffbench_count_end()
    }
}

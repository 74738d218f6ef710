import ApplyPipeline
import Benchmarking
import Dispatch
import Foundation
import JemallocProbe
import Workloads
import DiffBenchSupport

/// Runs a plan's benchmark matrix into a run result: what `run` does, and `gate` when it needs a
/// fresh run. (Not `Measurement`, which would hide Foundation's type of that name.)
enum MatrixRunner {
    /// Runs `plan` `runs` times (the median per case is kept) and, with `instructions`, counts each
    /// countable case's instructions in children given `matrixArguments`, keeping callgrind's output
    /// files in `keepProfiles` when given.
    static func run(
        _ plan: BenchmarkPlan, matrixArguments: [String], runs: Int, instructions: Bool, keepProfiles: String? = nil, started: Date, git: GitInfo?
    ) throws -> RunResult {
        let progress = ProgressBar()
        let toolchain = GitInfo.toolchain()
        let results = (0 ..< max(1, runs)).map { _ in
            let (cases, capped) = BenchmarkMatrix.run(plan, memory: JemallocStatistics()) { progress.show(done: $0, total: $1, label: $2) }
            return RunResult(
                toolVersion: DiffBenchVersion.current, profile: plan.profile, startedAt: ResultDates.iso8601(started),
                commit: git?.commit, dirty: git?.dirty, machine: MachineInfo.current(), toolchain: toolchain,
                repetitions: plan.repetitions, cases: cases, capped: capped)
        }
        var result = RunResult.median(of: results)
        if instructions { try countInstructions(into: &result, plan: plan, matrixArguments: matrixArguments, keepProfiles: keepProfiles) }
        return result
    }

    /// Counts every countable case's instructions in children under callgrind, one per core at a time,
    /// with each case's hottest functions; callgrind's files are kept in `keepProfiles` when given.
    static func countInstructions(into result: inout RunResult, plan: BenchmarkPlan, matrixArguments: [String], keepProfiles: String? = nil) throws {
        let ids = BenchmarkMatrix.plannedCases(plan).filter { $0.cappedBecause == nil }.flatMap(\.operations).map(\.id)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let shared = ["count-instructions"] + matrixArguments
        if let keepProfiles {
            do { try FileManager.default.createDirectory(atPath: keepProfiles, withIntermediateDirectories: true) } catch {
                throw BadInput("cannot write --keep-profiles \(keepProfiles): \(error.localizedDescription)")
            }
        }
        let counts = Guarded([CaseID: Result<InstructionCount, InstructionCountError>]())
        let next = Guarded(0)
        let started = MonotonicClock.now()
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
            while true {
                let index = next.withLock { value in defer { value += 1 }; return value }
                guard index < ids.count else { return }
                let id = ids[index].description
                let kept = keepProfiles.map { ($0 as NSString).appendingPathComponent(InstructionCounting.profileFileName(caseID: id)) }
                let count = InstructionCounting.count(executable: executable, childArguments: shared + ["--case", id], caseID: id, keepingProfileAt: kept)
                counts.withLock { $0[ids[index]] = count }
                FileHandle.standardError.write(Data("instructions \(index + 1)/\(ids.count): \(id) \((try? count.get()).map { String($0.total) } ?? "failed")\n".utf8))
            }
        }
        InstructionCounting.removeStrippedCopies()
        for (id, count) in counts.value {
            guard let index = result.cases.firstIndex(where: { $0.id == id }) else { continue }
            switch count {
            case let .success(count):
                result.cases[index].instructions = count.total
                result.cases[index].instructionProfile = count.profile
            case let .failure(error): throw BadInput(error.description)
            }
        }
        result.instructionMethod = InstructionCounting.method
        FileHandle.standardError.write(Data(String(format: "instructions: %d cases counted in %.0f s\n", ids.count, MonotonicClock.seconds(since: started)).utf8))
    }
}

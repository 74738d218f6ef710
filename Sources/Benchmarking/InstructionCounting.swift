import DiffBenchSupport
import Foundation

/// Counts the instructions of one case's measured operation: a child process per case runs under
/// valgrind's callgrind with instrumentation and collection off, prepares the inputs, and turns both
/// on only around one execution of the operation (client requests, `CInstructionCount`). Repeatable
/// to about 0.05% whatever else the machine does, where time drifts by tens of percent.
public enum InstructionCounting {
    /// What run files record as the method.
    public static let method = "callgrind client requests: one child process per case under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`, SWIFT_DETERMINISTIC_HASHING=1; inputs prepared and the operation run once uninstrumented (warming the runtime's metadata caches), then instrumentation and collection on only around a second execution of the measured operation; per-function self and inclusive counts from callgrind's output (the symbol table of a copy stripped of debug information)"

    /// Counts the operation `caseID` with `childArguments` (which make `executable` run it and
    /// bracket it). With `keepingProfileAt`, callgrind's output file is moved there (for
    /// `callgrind_annotate`, KCachegrind or QCachegrind); else it is removed.
    /// - Returns: the instructions and where they went, or why not.
    public static func count(
        executable: String, childArguments: [String], caseID: String, keepingProfileAt kept: String? = nil
    ) -> Result<InstructionCount, InstructionCountError> {
        guard let valgrind = which("valgrind") else { return .failure(.valgrindMissing) }
        guard let executable = strippedCopy(of: executable) else { return .failure(.childFailed(caseID: caseID, status: -1, tail: "cannot copy \(executable) without its debug information")) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-callgrind-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // Hashing is seeded per process; seeded alike, probe lengths (and so counts) repeat exactly.
        let child = ChildProcess(
            valgrind, ["--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--callgrind-out-file=\(output)", executable] + childArguments,
            environment: ["SWIFT_BACKTRACE": "enable=no", "SWIFT_DETERMINISTIC_HASHING": "1"]
        ).run()
        guard child.succeeded else {
            let status: Int32 = if case let .exited(status) = child.termination { status } else { -1 }
            let tail = child.errorTail.split(separator: "\n").filter { !$0.hasPrefix("==") }.suffix(3).joined(separator: "\n")
            return .failure(.childFailed(caseID: caseID, status: status, tail: tail.isEmpty ? child.termination.description : tail))
        }
        guard let text = try? String(contentsOfFile: output, encoding: .utf8), let total = totalInstructions(text), total > 0 else {
            return .failure(.noCount(caseID: caseID))
        }
        if let kept {
            try? FileManager.default.removeItem(atPath: kept)
            do { try FileManager.default.moveItem(atPath: output, toPath: kept) } catch {
                return .failure(.unkeptProfile(caseID: caseID, path: kept, reason: "\(error)"))
            }
        }
        return .success(InstructionCount(total: total, profile: CallgrindProfile.profile(text)?.profile))
    }

    /// The file name `--keep-profiles` gives a case's callgrind output: its id with `/` as `_`, and
    /// the `callgrind.out.` prefix KCachegrind looks for.
    public static func profileFileName(caseID: String) -> String {
        "callgrind.out." + caseID.replacingOccurrences(of: "/", with: "_")
    }

    /// The `summary:` (or `totals:`) figure of a callgrind output file.
    static func totalInstructions(_ text: String) -> Int? {
        // `totals:` sums what was collected (the bracketed region); `summary:` is the end-of-run
        // counter, 0 with collection switched off by then.
        for prefix in ["totals:", "summary:"] {
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
               let value = line.dropFirst(prefix.count).split(separator: " ").first.flatMap({ Int($0) }) {
                return value
            }
        }
        return nil
    }

    /// A copy of `executable` without debug information, made once per process: valgrind 3.19 cannot
    /// read the DWARF 5 that Swift 6.3 emits ("Possibly corrupted debuginfo file"), and counting
    /// instructions needs none. `--strip-debug` keeps the symbol table (`.symtab`), which is where
    /// callgrind's per-function names come from.
    static func strippedCopy(of executable: String) -> String? {
        strippedCopies.withLock { copies in
            if let copy = copies[executable] { return copy }
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-stripped-\(UUID().uuidString)").path
            guard ChildProcess(which("objcopy") ?? "/usr/bin/objcopy", ["--strip-debug", executable, copy]).run().succeeded else { return nil }
            copies[executable] = copy
            return copy
        }
    }

    static let strippedCopies = Guarded<[String: String]>([:])

    /// Removes the stripped copies this process made (call once its counting is done).
    public static func removeStrippedCopies() {
        strippedCopies.withLock { copies in
            for copy in copies.values { try? FileManager.default.removeItem(atPath: copy) }
            copies = [:]
        }
    }

    static func which(_ tool: String) -> String? { ChildProcess.resolve(tool) }
}

/// One case's instruction count, and where the instructions went.
public struct InstructionCount: Sendable, Hashable {
    /// Instructions one execution of the operation took.
    public var total: Int
    /// Its hottest functions; nil when callgrind's output named none.
    public var profile: InstructionProfile?

    /// A count and its profile.
    public init(total: Int, profile: InstructionProfile?) {
        self.total = total
        self.profile = profile
    }
}

/// Why an instruction count could not be taken.
public enum InstructionCountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// valgrind is not on PATH (`ci/bootstrap` installs it).
    case valgrindMissing
    /// The counting child failed: its status and the end of its standard error.
    case childFailed(caseID: String, status: Int32, tail: String)
    /// callgrind wrote no count for the case.
    case noCount(caseID: String)
    /// The case was counted, but its callgrind output could not be kept where `--keep-profiles` said.
    case unkeptProfile(caseID: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .valgrindMissing: "valgrind is not installed: run ci/bootstrap (it installs Debian's valgrind), then rebuild"
        case let .childFailed(id, status, tail): "counting \(id) failed (status \(status)): \(tail)"
        case let .noCount(id): "callgrind reported no instructions for \(id): was diffbench built without valgrind's headers? Run ci/bootstrap, then rebuild"
        case let .unkeptProfile(id, path, reason): "cannot keep the callgrind output of \(id) as \(path): \(reason)"
        }
    }
}

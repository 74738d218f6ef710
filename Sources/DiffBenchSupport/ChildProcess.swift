import Foundation

/// The one way the tool runs another program: the fuzz supervisor's workers, callgrind's counting
/// children, `git` and `swift --version`. Output is captured, a time-out ends the child, and how it
/// ended is classified.
///
/// Built on Foundation's `Process`, not swift-subprocess 1.0.2 (which is in the package list and
/// builds cold in 8 s): its `run` is `async` only, and every caller here is synchronous code on a
/// plain thread (a campaign's job, a counting loop), so each call would block a thread on a
/// semaphore for the child anyway, for a dependency in every one of ci/test's seven cold builds.
package struct ChildProcess: Sendable {
    /// The program: an absolute path, or a name looked up on `PATH`.
    package var executable: String
    /// The arguments, after the program.
    package var arguments: [String]
    /// Variables set (or, with nil, removed) on top of this process's environment.
    package var environment: [String: String?]
    /// Seconds after which the child is killed (`SIGKILL`) and reported as timed out; nil waits.
    package var timeout: Double?
    /// Keep at most this many bytes of standard error (its end), which is all a report shows.
    package var errorLimit = 64 * 1024

    /// A child to run: the program, its arguments, environment changes and an optional time-out.
    package init(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:], timeout: Double? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
    }

    /// How a child ended.
    package enum Termination: Sendable, Hashable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a trap is `SIGILL` or `SIGTRAP`).
        case signalled(Int32)
        /// It ran past the time-out and was killed.
        case timedOut(seconds: Double)
        /// It never started.
        case couldNotStart(reason: String)

        package var description: String {
            switch self {
            case let .exited(status): "exited with status \(status)"
            case let .signalled(signal): "killed by signal \(signal)"
            case let .timedOut(seconds): "timed out after \(MonotonicClock.describe(seconds: seconds))"
            case let .couldNotStart(reason): "could not start: \(reason)"
            }
        }
    }

    /// What a run produced.
    package struct Result: Sendable {
        /// How it ended.
        package var termination: Termination
        /// Everything written to standard output.
        package var output: Data
        /// The end of standard error (at most `errorLimit` bytes).
        package var errorTail: String

        /// Whether it exited with status 0.
        package var succeeded: Bool { termination == .exited(0) }
        /// Whether it died (a signal, or killed at the time-out) rather than exiting.
        package var died: Bool {
            switch termination {
            case .signalled, .timedOut: true
            case .exited, .couldNotStart: false
            }
        }
        /// Standard output as text.
        package var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs the child to its end and collects what it wrote. Never throws: a child that cannot
    /// start is a `Termination`.
    package func run() -> Result {
        guard let path = Self.resolve(executable) else {
            return Result(termination: .couldNotStart(reason: "\(executable) is not on PATH"), output: Data(), errorTail: "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return Result(termination: .couldNotStart(reason: "\(error)"), output: Data(), errorTail: "")
        }
        // Both pipes are drained at once, so a child filling one while we read the other never stalls.
        let collected = Guarded<(output: Data, errors: Data)>((Data(), Data()))
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0.output = data }
        }
        DispatchQueue.global().async(group: readers) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0.errors = data }
        }
        var timedOut = false
        if let timeout {
            if readers.wait(timeout: .now() + timeout) == .timedOut {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        readers.wait()
        process.waitUntilExit()
        let (data, errorData) = collected.value
        let tail = String(decoding: errorData.suffix(errorLimit), as: UTF8.self)
        let termination: Termination =
            if timedOut { .timedOut(seconds: timeout ?? 0) }
            else if process.terminationReason == .uncaughtSignal { .signalled(process.terminationStatus) }
            else { .exited(process.terminationStatus) }
        return Result(termination: termination, output: data, errorTail: tail)
    }

    /// The path of `tool`: itself when it contains a slash, else the first executable on `PATH`.
    package static func resolve(_ tool: String) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

import CChildProcess
import Foundation

/// The one way the tool runs another program: the fuzz supervisor's workers, callgrind's counting
/// children, `git`, `swift --version` and `swift demangle`. Output is captured, a time-out ends the
/// child, and how it ended is classified.
///
/// No child outlives the tool: each starts in a process group of its own with a parent-death signal
/// (`SIGKILL` when the thread that started it ends, so when the tool dies, even by `SIGKILL`), set in
/// the child between fork and exec by `CChildProcess` (Foundation's `Process` and `posix_spawn` have
/// no hook there; the child also exits at once if the tool is already gone). ``ToolStop`` ends every
/// running child and refuses new ones when the tool is stopped from outside. The child's group is
/// its own, so a terminal's Ctrl-C reaches the tool alone, which ends its children itself.
///
/// Not swift-subprocess 1.0.2 (which is in the package list and builds cold in 8 s): its `run` is
/// `async` only, every caller here is synchronous code on a plain thread (a campaign's job, a counting
/// loop), and it has no parent-death signal either.
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
        /// The tool is stopping (``ToolStop``): the child was ended, or not started.
        case stopped(signal: Int32)

        package var description: String {
            switch self {
            case let .exited(status): "exited with status \(status)"
            case let .signalled(signal): "killed by signal \(signal)"
            case let .timedOut(seconds): "timed out after \(MonotonicClock.describe(seconds: seconds))"
            case let .couldNotStart(reason): "could not start: \(reason)"
            case let .stopped(signal): "ended: diffbench was stopped (\(ToolStop.name(signal)))"
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
            case .exited, .couldNotStart, .stopped: false
            }
        }
        /// Whether the tool's stop ended it (or kept it from starting): how it ended says nothing of it.
        package var stopped: Bool { if case .stopped = termination { true } else { false } }
        /// Standard output as text.
        package var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs the child to its end and collects what it wrote. Never throws: a child that cannot
    /// start is a `Termination`.
    package func run() -> Result {
        switch start() {
        case let .running(running): running.wait()
        case let .notStarted(termination): Result(termination: termination, output: Data(), errorTail: "")
        }
    }

    /// A child started, or how it could not start.
    package enum Start: Sendable {
        /// It runs: wait for it.
        case running(Running)
        /// It did not start (`couldNotStart`, or `stopped` while the tool stops).
        case notStarted(Termination)
    }

    /// Starts the child and returns it running, or how it could not start. The child ends when the
    /// thread that started it ends (its parent-death signal), so wait for it on this thread.
    package func start() -> Start {
        guard let path = Self.resolve(executable) else { return .notStarted(.couldNotStart(reason: "\(executable) is not on PATH")) }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let argv = [path] + arguments, envp = variables.map { "\($0.key)=\($0.value)" }
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard diffbench_pipe(&output) == 0 else { return .notStarted(.couldNotStart(reason: String(cString: strerror(errno)))) }
        guard diffbench_pipe(&errors) == 0 else {
            close(output[0]); close(output[1])
            return .notStarted(.couldNotStart(reason: String(cString: strerror(errno))))
        }
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let started = Self.withCStrings(argv) { argv in
            Self.withCStrings(envp) { envp in
                ToolStop.spawn { diffbench_spawn(path, argv, envp, input, output[1], errors[1], SIGKILL) }
            }
        }
        close(input); close(output[1]); close(errors[1])
        guard let pid = started.pid else {
            close(output[0]); close(errors[0])
            return .notStarted(started.refusedBy.map { .stopped(signal: $0) } ?? .couldNotStart(reason: String(cString: strerror(started.errno))))
        }
        return .running(Running(pid: pid, output: output[0], errors: errors[0], timeout: timeout, errorLimit: errorLimit))
    }

    /// A started child: wait for it to end.
    package struct Running: Sendable {
        /// The child's process id (and its process group's).
        package let pid: pid_t
        let output: Int32, errors: Int32
        let timeout: Double?
        let errorLimit: Int

        /// Reads both pipes to their end (at once, so a child filling one never stalls), kills the
        /// child's group at the time-out, and reaps it.
        package func wait() -> Result {
            let deadline = timeout.map { MonotonicClock.now() + UInt64($0 * 1e9) }
            var data = Data(), errorData = Data(), timedOut = false
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while fds.contains(where: { $0.fd >= 0 }) {
                var wait: Int32 = -1
                if let deadline, !timedOut {
                    let now = MonotonicClock.now()
                    if now >= deadline {
                        timedOut = true
                        kill(-pid, SIGKILL)
                        continue
                    }
                    wait = Int32(min(1_000, (deadline - now) / 1_000_000 + 1))
                }
                guard poll(&fds, nfds_t(fds.count), wait) >= 0 || errno == EINTR else { break }
                for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                    let count = read(fds[index].fd, &buffer, buffer.count)
                    if count > 0 {
                        if index == 0 { data.append(contentsOf: buffer[..<count]) } else {
                            errorData.append(contentsOf: buffer[..<count])
                            if errorData.count > 2 * errorLimit { errorData = Data(errorData.suffix(errorLimit)) }
                        }
                    } else if count == 0 || errno != EINTR && errno != EAGAIN {
                        close(fds[index].fd)
                        fds[index].fd = -1
                    }
                }
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            ToolStop.forget(pid)
            let tail = String(decoding: errorData.suffix(errorLimit), as: UTF8.self)
            let signal = status & 0x7f
            let termination: Termination =
                if timedOut { .timedOut(seconds: timeout ?? 0) }
                else if signal != 0, let stop = ToolStop.requested { .stopped(signal: stop) }
                else if signal != 0 { .signalled(signal) }
                else { .exited((status >> 8) & 0xff) }
            return Result(termination: termination, output: data, errorTail: tail)
        }
    }

    /// Runs `body` with `strings` as a NULL-terminated array of C strings.
    static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
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

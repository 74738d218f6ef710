import CChildProcess
import Foundation

/// A stop asked of the whole tool from outside (`SIGTERM` from CI cancelling a job or `timeout`,
/// `SIGINT` from a terminal): every running child ends (`SIGKILL` to its process group), none starts,
/// and long loops (a fuzz campaign) end at their next step and write what they have. The children are
/// tracked here, so the stop reaches each of them; their parent-death signal covers the tool dying
/// without a stop (`SIGKILL`).
package enum ToolStop {
    private static let state = Guarded<(children: Set<pid_t>, signal: Int32?)>(([], nil))

    /// The signal that stopped the tool, once one has.
    package static var requested: Int32? { state.value.signal }

    /// Stops the tool: records `signal`, ends every running child and its group, refuses new ones.
    /// Idempotent: a second request keeps the first signal.
    package static func request(signal: Int32) {
        state.withLock { state in
            if state.signal == nil { state.signal = signal }
            for child in state.children { kill(-child, SIGKILL) }
        }
    }

    /// Turns `signals` into a stop (``request(signal:)``) instead of the default death, so that a
    /// long command can end its children and write what it has: a thread reads what the handler
    /// writes to a pipe (all a signal handler can safely do). `announce` is told the first signal. A
    /// second signal a second or more after the first (a person pressing Ctrl-C again), or the
    /// command still running `grace` seconds after the first, ends the process at once with status
    /// 128 + the first signal, as the shell reports a death by it. Repeats within that second are
    /// one stop: `timeout` signals the command and then its whole process group, so the tool gets
    /// its `SIGTERM` twice at once.
    package static func stopOnSignals(_ signals: [Int32] = [SIGTERM, SIGINT, SIGHUP], grace: Double = 30,
                                      announce: @escaping @Sendable (Int32) -> Void = { _ in }) {
        var fds: [Int32] = [-1, -1]
        guard diffbench_pipe(&fds) == 0 else { return }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        // Handlers first (and the signals unblocked in this thread), then the reader.
        _ = signals.withUnsafeBufferPointer { diffbench_forward_signals(fds[1], $0.baseAddress, Int32($0.count)) }
        let reader = fds[0]
        let thread = Thread {
            var byte: UInt8 = 0
            var first: (signal: Int32, at: UInt64)?
            while true {
                let count = read(reader, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                let signal = Int32(byte)
                if let first {
                    guard MonotonicClock.seconds(since: first.at) >= 1 else { continue }
                    FileHandle.standardError.write(Data("diffbench: \(name(signal)) again: ending now\n".utf8))
                    _exit(128 + first.signal)
                }
                first = (signal, MonotonicClock.now())
                announce(signal)
                request(signal: signal)
                DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
                    FileHandle.standardError.write(Data("diffbench: still running \(Int(grace)) s after \(name(signal)): ending now\n".utf8))
                    _exit(128 + signal)
                }
            }
        }
        thread.name = "diffbench.stop"
        thread.start()
    }

    /// What starting a child came to.
    struct Spawned {
        /// The child's pid, when it started.
        var pid: pid_t?
        /// The start's `errno`, when it did not.
        var errno: Int32 = 0
        /// The stop's signal, when the tool was stopping.
        var refusedBy: Int32?
    }

    /// Runs `spawn` (which returns a pid, or -1 with `errno`) unless the tool is stopping, and tracks
    /// the child: under the lock, so a stop cannot fall between the start and the tracking.
    static func spawn(_ spawn: () -> pid_t) -> Spawned {
        state.withLock { state in
            if let signal = state.signal { return Spawned(pid: nil, refusedBy: signal) }
            let pid = spawn()
            guard pid > 0 else { return Spawned(pid: nil, errno: Foundation.errno) }
            state.children.insert(pid)
            return Spawned(pid: pid)
        }
    }

    /// Stops tracking `pid`, which has been reaped.
    static func forget(_ pid: pid_t) {
        state.withLock { _ = $0.children.remove(pid) }
    }

    /// `SIGTERM`, `SIGINT`, … for a signal number.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}

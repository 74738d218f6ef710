import Foundation
import Testing

/// The running processes whose parent is `parent` and whose command line contains `marker`.
func children(of parent: pid_t, containing marker: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, Int32(fields[1]) == parent, fields[0] != "Z" else { return false }
        let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return command.contains(marker)
    }
}

/// Whether `pid` is still running (not gone, not a zombie).
func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state != "Z" && state != "X"
}

/// Polls `condition` every 20 ms for up to `seconds`; whether it came true.
func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

/// The tool started with `arguments`, its output to files in `directory`.
func startTool(_ arguments: [String], in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["GITHUB_STEP_SUMMARY"] = nil
    process.environment = environment
    _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("out.txt").path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("out.txt"))
    process.standardError = process.standardOutput
    try process.run()
    return process
}

@Suite("No child outlives the tool: stopped or killed, its workers and counting children end", .serialized)
struct ChildrenEndWithTheToolTests {
    /// A campaign of one case too long to finish (the issue's `--steps 100000000 --iterations 1`).
    func startLongCampaign(_ directory: URL) throws -> (supervisor: Process, worker: pid_t) {
        let supervisor = try startTool(["fuzz", "--steps", "100000000", "--iterations", "1", "--crash-directory",
                                        directory.appendingPathComponent("crashes").path, "--record-directory",
                                        directory.appendingPathComponent("fuzz").path, "--output-json",
                                        directory.appendingPathComponent("verdict.json").path], in: directory)
        var worker: pid_t?
        _ = eventually(60) {
            worker = children(of: supervisor.processIdentifier, containing: "fuzz-worker").first
            return worker != nil
        }
        guard let worker else {
            supervisor.terminate()
            throw CancellationError()
        }
        return (supervisor, worker)
    }

    @Test("SIGTERM or SIGINT to a campaign ends its worker and writes what it had: the record and a verdict marked stopped, exit 128 + the signal",
          arguments: [SIGTERM, SIGINT])
    func stopEndsTheWorkers(signal: Int32) throws {
        let directory = try scratch()
        let (supervisor, worker) = try startLongCampaign(directory)
        usleep(300_000)
        kill(supervisor.processIdentifier, signal)
        #expect(eventually(60) { !supervisor.isRunning }, "the supervisor did not end")
        supervisor.waitUntilExit()
        let output = (try? String(contentsOfFile: directory.appendingPathComponent("out.txt").path, encoding: .utf8)) ?? ""
        #expect(supervisor.terminationReason == .exit && supervisor.terminationStatus == 128 + signal, "\(output)")
        #expect(eventually(5) { !isRunning(worker) }, "fuzz-worker \(worker) outlived its campaign")
        let records = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("fuzz").path)) ?? []
        #expect(records.count == 1, "the campaign's timing record: \(records); \(output)")
        struct Verdict: Decodable { var summary: String; var exitStatus: Int32 }
        let verdict = try JSONDecoder().decode(Verdict.self, from: Data(contentsOf: directory.appendingPathComponent("verdict.json")))
        let name = signal == SIGTERM ? "SIGTERM" : "SIGINT"
        #expect(verdict.summary.hasPrefix("stopped by \(name): 0 new crashes") && verdict.exitStatus == 128 + signal)
        #expect(output.contains("fuzz: stopped by \(name); every worker ended"))
        // The worker's death was the stop's doing, not a crash: no seed was written.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("crashes").path)) ?? []).isEmpty)
    }

    @Test("SIGTERM twice at once, as `timeout` sends it (to the command, then to its group), is one stop: what the campaign had is still written")
    func timeoutsDoubleSignalIsOneStop() throws {
        let directory = try scratch()
        let (supervisor, worker) = try startLongCampaign(directory)
        usleep(300_000)
        kill(supervisor.processIdentifier, SIGTERM)
        kill(supervisor.processIdentifier, SIGTERM)
        supervisor.waitUntilExit()
        #expect(supervisor.terminationReason == .exit && supervisor.terminationStatus == 143)
        #expect(eventually(5) { !isRunning(worker) })
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("verdict.json").path))
    }

    @Test("SIGKILL to a campaign, which no handler sees: its worker still ends (parent-death signal)")
    func killEndsTheWorkers() throws {
        let directory = try scratch()
        let (supervisor, worker) = try startLongCampaign(directory)
        kill(supervisor.processIdentifier, SIGKILL)
        supervisor.waitUntilExit()
        #expect(eventually(5) { !isRunning(worker) }, "fuzz-worker \(worker) outlived its killed supervisor")
    }

    @Test("SIGKILL to `run --instructions` while it counts: the valgrind child ends too (skipped without valgrind)",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")))
    func killEndsTheCountingChildren() throws {
        let directory = try scratch()
        let run = try startTool(["run", "--instructions", "--sizes", "2000", "--differs", "linear", "--churn", "standard", "--sections", "1",
                                 "--workers", "1", "--repetitions", "1", "--no-record"], in: directory)
        var counting: pid_t?
        let found = eventually(120) {
            counting = children(of: run.processIdentifier, containing: "--tool=callgrind").first
            return counting != nil || !run.isRunning
        }
        guard found, let counting else {
            run.terminate()
            Issue.record("no counting child seen")
            return
        }
        kill(run.processIdentifier, SIGKILL)
        run.waitUntilExit()
        #expect(eventually(5) { !isRunning(counting) }, "the counting child \(counting) outlived the killed run")
    }
}

import DiffBenchSupport
import Foundation
import Testing

@Suite("The support layer: one clock, one child-process runner, one versioned JSON file type")
struct DiffBenchSupportTests {
    @Test("a child's exit status, output and standard error are collected")
    func exitAndOutput() {
        let result = ChildProcess("sh", ["-c", "echo out; echo err >&2; exit 3"]).run()
        #expect(result.termination == .exited(3) && !result.succeeded && !result.died)
        #expect(result.outputText == "out\n" && result.errorTail == "err\n")
        #expect(ChildProcess("sh", ["-c", "true"]).run().succeeded)
    }

    @Test("a child killed by a signal is told apart from one that exits")
    func signalled() {
        let result = ChildProcess("sh", ["-c", "kill -ILL $$"]).run()
        #expect(result.termination == .signalled(SIGILL) && result.died)
    }

    @Test("a child past its time-out is killed and reported as timed out")
    func timesOut() {
        let result = ChildProcess("sh", ["-c", "echo started; exec sleep 30"], timeout: 0.2).run()
        #expect(result.termination == .timedOut(seconds: 0.2) && result.died)
        #expect(result.outputText == "started\n")
    }

    @Test("a program that is not there is a termination, not a throw; environment changes reach the child")
    func missingAndEnvironment() {
        if case .couldNotStart = ChildProcess("no-such-diffbench-tool").run().termination {} else { Issue.record("started a missing tool") }
        let result = ChildProcess("sh", ["-c", "echo \"$DIFFBENCH_SUPPORT_TEST\""], environment: ["DIFFBENCH_SUPPORT_TEST": "set"]).run()
        #expect(result.outputText == "set\n")
        // Executable but not a program: exec fails in the child, and the parent hears why.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-not-a-program-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Written by a child, not here: a file this process holds open for writing can be inherited
        // by a child another test forks at that moment, and exec then fails with "Text file busy".
        let written = ChildProcess("sh", ["-c", "printf '\\000\\001\\002\\003' > \"$1\" && chmod 755 \"$1\"", "sh", path]).run()
        #expect(written.termination == .exited(0))
        #expect(ChildProcess(path).run().termination == .couldNotStart(reason: "Exec format error"))
    }

    @Test("a child starts in a process group of its own, so one kill ends it and what it started")
    func ownProcessGroup() throws {
        let result = ChildProcess("sh", ["-c", "echo $$; cut -d' ' -f5 /proc/$$/stat"]).run()
        let lines = result.outputText.split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == lines[1], "pid and process group: \(lines)")
        // At the time-out the whole group is killed: the grandchild too.
        let timed = ChildProcess("sh", ["-c", "sleep 30 & echo $!; wait"], timeout: 0.3).run()
        let grandchild = try #require(Int32(timed.outputText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(waitUntilEnded(grandchild), "the grandchild \(grandchild) outlived the time-out")
    }

    @Test("a child is killed when the thread that started it ends (its parent-death signal), as when the tool dies")
    func endsWithItsParent() throws {
        let started = Guarded<pid_t?>(nil)
        let thread = Thread {
            if case let .running(child) = ChildProcess("sleep", ["30"]).start() { started.set(child.pid) }
        }
        thread.start()
        var pid: pid_t?
        for _ in 0 ..< 500 where pid == nil {
            usleep(10_000)
            pid = started.value
        }
        let child = try #require(pid)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while waitpid(child, &status, WNOHANG) == 0 && Date() < deadline { usleep(10_000) }
        #expect(status & 0x7f == SIGKILL, "the child was not killed when its thread ended (status \(status))")
    }

    struct Document: VersionedJSONDocument, Equatable {
        static let readableSchemas = ["test.document/2", "test.document/1"]
        var schema = "test.document/2"
        var items: [Item]
        struct Item: Codable, Equatable { var name: String; var count: Int }
    }

    @Test("a versioned file round-trips, pretty and key-sorted, written atomically")
    func roundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("support-\(UUID().uuidString)/doc.json").path
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let document = Document(items: [Document.Item(name: "a/b", count: 2)])
        try VersionedJSON.write(document, to: path)
        #expect(try VersionedJSON.read(Document.self, from: path) == document)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"a/b\"") && text.contains("\n  \"items\""))
        // Only the document is left in the folder: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["doc.json"])
    }

    @Test("reading names the file, the schema it found, and the field that failed")
    func typedErrors() {
        func error(_ json: String) -> VersionedJSONError? {
            do throws(VersionedJSONError) { _ = try VersionedJSON.decode(Document.self, from: Data(json.utf8), path: "x.json") } catch { return error }
            return nil
        }
        #expect(error(#"{"schema":"test.document/1","items":[]}"#) == nil)
        #expect(error(#"{"schema":"test.document/9","items":[]}"#) == .unknownSchema(path: "x.json", found: "test.document/9", readable: Document.readableSchemas))
        if case let .badField(path, field, _)? = error(#"{"schema":"test.document/2","items":[{"name":"a","count":1},{"name":"b"}]}"#) {
            #expect(path == "x.json" && field == "items[1].count")
        } else { Issue.record("a missing field was not named") }
        if case .notADocument(path: "x.json", _, _)? = error("[1, 2]") {} else { Issue.record("not a document") }
        do throws(VersionedJSONError) { _ = try VersionedJSON.read(Document.self, from: "/no/such/file.json") } catch {
            if case .unreadable(path: "/no/such/file.json", _) = error {} else { Issue.record("\(error)") }
        }
    }

    @Test("the clock runs forwards; durations read as a person reads them")
    func clock() {
        let start = MonotonicClock.now()
        #expect(MonotonicClock.now() >= start && MonotonicClock.seconds(since: start) >= 0)
        #expect(MonotonicClock.describe(seconds: 0.00085) == "850 µs")
        #expect(MonotonicClock.describe(seconds: 0.0123) == "12.3 ms")
        #expect(MonotonicClock.describe(seconds: 4.24) == "4.2 s")
        #expect(MonotonicClock.describe(seconds: 185) == "3 min 05 s")
    }
}

/// Whether `pid` has ended (gone, or a zombie no one reaped) within `seconds`.
func waitUntilEnded(_ pid: pid_t, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(close, offsetBy: 2)]
        if state == "Z" || state == "X" { return true }
        usleep(20_000)
    }
    return false
}

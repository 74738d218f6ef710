import DiffableCompat
import Foundation
import Testing

@Suite("os's Logger on Linux: a screen's logging compiles and reads as the unified log shows it without a debugger")
struct LoggerTests {
    private func shown(_ message: OSLogMessage) -> String { message.interpolation.text }

    @Test("under .auto strings and objects are redacted, numbers, Booleans and types shown; .public shows, .private redacts")
    func privacy() {
        let name = "Ada", count = 3
        #expect(shown("user \(name) has \(count) items") == "user <private> has 3 items")
        #expect(shown("user \(name, privacy: .public) is \(true) \(String.self)") == "user Ada is true String")
        #expect(shown("id \(count, privacy: .private) \(URL(string: "https://x.y")!, privacy: .sensitive)") == "id <private> <private>")
        struct Failure: Error {}
        #expect(shown("failed: \(Failure(), privacy: .public)") == "failed: Failure()")
    }

    @Test("alignment, integer and float formats")
    func formats() {
        #expect(shown("[\(7, align: .right(columns: 3))][\("ab", align: .left(columns: 4), privacy: .public)]") == "[  7][ab  ]")
        #expect(shown("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(3.14159, format: .fixed(precision: 2))") == "ff 0xFF 3.14")
        #expect(shown("\(true, format: .answer)") == "YES")
    }

    @Test("os_log's printf format: public values shown, %@ without public redacted, %% kept")
    func osLogFormat() {
        #expect(OSLogFormat.render("%{public}@ did %d at 100%% %@ %{private}d", ["load" as NSString, 2, "x" as NSString, 5]) == "load did 2 at 100% <private> <private>")
    }

    private func count(_ value: Int) -> Int { value }

    @Test("a logger writes at every level without trapping; a disabled log is off")
    func levels() {
        let logger = Logger(subsystem: "com.example.app", category: "list")
        logger.debug("debug \(1)")
        logger.log(level: .error, "error")
        Logger(OSLog.disabled).fault("never shown")
        #expect(OSLog.disabled.isEnabled(type: .fault) == false && OSLog(subsystem: "a", category: "b").isEnabled(type: .debug))
        os_log("loaded %d rows", log: .default, type: .info, 10)
        // The level-first forms as apps write them: a format with arguments, a constant, an interpolation.
        let log = OSLog(subsystem: "com.example.app", category: "list")
        os_log(.info, log: log, "%{public}s[%{public}ld], %{public}s", "List.swift", 42, "load()")
        os_log(.error, "constant message")
        os_log(.debug, log: log, "interpolated \(count(3))")
        #expect(OSLogType.fault.rawValue == 0x11 && OSLogType.error.rawValue == 0x10)
    }
}

@Suite("Bad input to the log and to associated objects: no trap, nothing lost")
struct LoggerAndAssociationBadInputTests {
    @Test("os_log's format with too few arguments, a lone %, an unclosed {, an unknown conversion: rendered as written")
    func malformedFormats() {
        #expect(OSLogFormat.render("%d and %d", [1]) == "1 and %d")
        #expect(OSLogFormat.render("100%", []) == "100%")
        #expect(OSLogFormat.render("%{public", [1]) == "%{public")
        #expect(OSLogFormat.render("%{public}q! %{public}d", [1]) == "%{public}q! 1")
    }

    @Test("a value type given as the object is boxed, as on Apple's platforms: nothing reads back, nothing traps")
    func valueTypeObject() {
        nonisolated(unsafe) var key: UInt8 = 0
        objc_setAssociatedObject(42, &key, "x", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(42, &key) == nil)
        objc_removeAssociatedObjects(42)
    }
}

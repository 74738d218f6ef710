import Foundation
@testable import PortToLinux
import Testing

@Suite("Rule nserror-catch: catch let e as NSError catches every error, as on Apple's systems", .serialized)
struct NSErrorCatchTests {
    @Test("without where: the clause binds every error and converts it on the body's first line; lines do not move")
    func plainClause() throws {
        let source = """
            do {
                try load()
            } catch let error as NSError {
                print(error.code)
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            do {
                try load()
            } catch let diffbenchCaughtError { let error = diffbenchCaughtError as NSError;
                print(error.code)
            }

            """)
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:3: nserror-catch: catch let error as NSError { → catch let diffbenchCaughtError { let error = diffbenchCaughtError as NSError;")
        #expect(entry.detail?.contains("every error is an NSError") == true)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty && second.left.isEmpty)
    }

    @Test("with where: the condition sees the converted error, under its own name; var and Foundation.NSError too; a name the body does not use is not bound")
    func whereClause() throws {
        let source = """
            do { try load() } catch let e as NSError where e.domain == NSURLErrorDomain && e.code == NSURLErrorCancelled {
                print(e)
            } catch var failure as Foundation.NSError {
                failure = NSError(domain: "x", code: 1)
            } catch let unused as NSError {
                log()
            } catch {}

            """
        let (text, report) = try port(source)
        #expect(text == """
            do { try load() } catch let diffbenchCaughtError where { (e: NSError) in e.domain == NSURLErrorDomain && e.code == NSURLErrorCancelled }(diffbenchCaughtError as NSError) { let e = diffbenchCaughtError as NSError;
                print(e)
            } catch let diffbenchCaughtError { var failure = diffbenchCaughtError as NSError;
                failure = NSError(domain: "x", code: 1)
            } catch let diffbenchCaughtError {
                log()
            } catch {}

            """)
        #expect(report.rewrites.map(\.rule) == [.nsErrorCatch, .nsErrorCatch, .nsErrorCatch])
        #expect(report.rewrites.map(\.line) == [1, 3, 5])
        #expect(report.rewrites[2].after == "catch let diffbenchCaughtError {", "an unused name is not bound: Swift would warn")
    }

    @Test("left and named: several patterns in one clause, a where condition with try or await; other casts untouched")
    func leftAsWritten() throws {
        let source = """
            do { try load() } catch let e as NSError, let e as NSError {
            } catch let e as NSError where try check(e) {
            } catch let e as URLError {
            } catch let e as CocoaError where e.code == .fileNoSuchFile {
            } catch is NSError {
            }

            """
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.rewrites.isEmpty)
        #expect(report.left.map(\.construct) == ["catch … as NSError", "catch … as NSError"])
        #expect(report.left.map(\.line) == [1, 2])
        #expect(report.left[1].reason.contains("`try` or `await`"))
    }

    @Test("error as? NSError and as! NSError are noted, not rewritten, in a folded or unfolded expression")
    func castsNoted() throws {
        let source = """
            let a = error as? NSError
            let b = (error as? NSError)?.code ?? 0
            let c = error as! NSError
            let d = error as NSError
            let e = value as? NSString

            """
        let (text, report) = try port(source)
        #expect(text == source && report.rewrites.isEmpty)
        #expect(report.notes.map(\.line) == [1, 2, 3])
        #expect(report.notes[0].reason.contains("gives nil") && report.notes[2].reason.contains("a trap"))
    }

    /// Compiles `source` with swiftc as an executable (module `Screen`) and runs it: its output.
    private func run(_ source: String) throws -> String {
        let folder = try fixture(["main.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("program")
        let compiled = try BuiltModules().swiftc(["-module-name", "Screen", "-o", binary.path],
                                                  files: [folder.appendingPathComponent("main.swift")], mode: "6")
        try #require(compiled.status == 0, "\(compiled.output)")
        let program = Process()
        program.executableURL = binary
        let output = Pipe()
        program.standardOutput = output
        try program.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        program.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("ported and run on Linux, a URLError and an app's error are caught as NSError with their domain and code, as on iOS")
    func portedProgramCatchesEveryError() throws {
        let source = """
            import Foundation

            enum AppError: Error { case empty, full }

            func classify(_ thrown: any Error) -> String {
                do {
                    throw thrown
                } catch let error as NSError where error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                    return "cancelled"
                } catch let error as NSError {
                    return "\\(error.domain) \\(error.code)"
                } catch {
                    return "not an NSError"
                }
            }

            print(classify(URLError(.cancelled)))
            print(classify(URLError(.badURL)))
            print(classify(AppError.full))
            print(classify(NSError(domain: "Mine", code: 7)))

            """
        let (text, report) = try port(source)
        #expect(report.rewrites.filter { $0.rule == .nsErrorCatch }.count == 2)
        let ported = try run(text), unported = try run(source)
        #expect(ported == "cancelled\nNSURLErrorDomain -1000\nScreen.AppError 1\nMine 7\n", "\(text)")
        // As written, Linux's casts let the URLErrors and the app's error through to the last clause.
        #expect(unported == "not an NSError\nnot an NSError\nnot an NSError\nMine 7\n")
    }
}

import Foundation
@testable import PortToLinux
import Testing

@Suite("Rules 5 and 6: #keyPath becomes its string; UIKit imports take the #if canImport(UIKit) form; Foundation gains its networking")
struct KeyPathAndImportTests {
    @Test("#keyPath(a.b) → \"a.b\", a leading type name dropped as Swift does")
    func keyPath() throws {
        let (text, report) = try port("let a = #keyPath(player.score)\nlet b = #keyPath(Person.friends.name)\n")
        #expect(text == "let a = \"player.score\"\nlet b = \"friends.name\"\n")
        #expect(report.rewrites.map(line) == [
            #"Screen.swift:1: key-path: #keyPath(player.score) → "player.score""#,
            #"Screen.swift:2: key-path: #keyPath(Person.friends.name) → "friends.name""#,
        ])
    }

    @Test("import UIKit and import Combine → the README's form; Foundation stays; a guarded import is left alone")
    func imports() throws {
        let source = "import Foundation\nimport UIKit\nimport Combine // publishers\n"
        let (text, report) = try port(source)
        #expect(text == """
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #else
            import DiffableCompat
            #endif
            #if canImport(UIKit)
            import Combine
            #else
            import DiffableCompat
            #endif // publishers

            """)
        #expect(report.rewrites.map(line) == [
            "Screen.swift:2: import: import UIKit → #if canImport(UIKit) import UIKit #else import DiffableCompat #endif",
            "Screen.swift:3: import: import Combine → #if canImport(UIKit) import Combine #else import DiffableCompat #endif",
        ])
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("import Foundation alone gains FoundationNetworking (URLSession's module on Linux), once, whatever the file uses (a submodule import beside it loses the submodule); ported again, unchanged")
    func foundationGainsNetworking() throws {
        let source = "import Foundation\nimport Foundation.NSURL\n\nstruct Item: Codable { let id: Int }\n"
        let (text, report) = try port(source)
        #expect(text == """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(Darwin)
            import Foundation.NSURL
            #else
            import Foundation
            #endif

            struct Item: Codable { let id: Int }

            """)
        #expect(report.rewrites.count == 2)
        let entry = try #require(report.rewrites.first)
        #expect(line(entry) == "Screen.swift:1: import: import Foundation → import Foundation #if canImport(FoundationNetworking) import FoundationNetworking #endif")
        #expect(entry.detail == "on Linux, URLSession and URLRequest are in FoundationNetworking")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("a file whose #selector was rewritten needs DiffableCompat's Selector: import Foundation takes the README's form")
    func foundationWithSelectors() throws {
        let source = "import Foundation\n\nfinal class Syncer {\n    func start() { NotificationCenter.default.addObserver(self, selector: #selector(sync), name: .init(\"Sync\"), object: nil) }\n    @objc func sync() {}\n}\n"
        let (text, report) = try port(source)
        #expect(text.hasPrefix("#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n\nfinal class Syncer {\n"))
        #expect(report.rewrites.first { $0.rule == .importGuard }?.detail == "on Linux, Selector (a #selector rewritten here) and URLSession come from DiffableCompat")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("a file naming what only DiffableCompat declares on Linux of Foundation's names (Darwin's NSEC_PER_SEC, NSPredicate, CVarArg) takes the README's form; a string or comment naming them does not")
    func foundationWithDarwinNames() throws {
        let source = "import Foundation\n\nlet delay = Double(NSEC_PER_SEC) * 0.3\nlet p = NSPredicate(format: \"id = %@\", UUID() as CVarArg)\n"
        let (text, report) = try port(source)
        #expect(text.hasPrefix("#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n\nlet delay"))
        #expect(report.rewrites.first { $0.rule == .importGuard }?.detail == "on Linux, CVarArg, NSEC_PER_SEC, NSPredicate (Foundation's on Apple's systems) and URLSession come from DiffableCompat")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
        let (plain, _) = try port("import Foundation\n// NSEC_PER_SEC\nlet name = \"NSPredicate\"\n")
        #expect(plain.hasPrefix("import Foundation\n#if canImport(FoundationNetworking)\n"))
        // A challenge handler's server-trust names are Foundation's on Apple's systems (Linux's marks them unavailable).
        let (trust, trustReport) = try port("import Foundation\n\nfunc ok(_ c: URLAuthenticationChallenge) -> Bool {\n    c.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust && c.protectionSpace.serverTrust != nil\n}\n")
        #expect(trust.hasPrefix("#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n"))
        #expect(trustReport.rewrites.first { $0.rule == .importGuard }?.detail == "on Linux, NSURLAuthenticationMethodServerTrust, serverTrust (Foundation's on Apple's systems) and URLSession come from DiffableCompat")
    }

    @Test("a file timing with Darwin's mach_absolute_time and mach_timebase_info (Foundation brings them on Apple's systems) takes the README's form")
    func foundationWithMachTime() throws {
        let source = "import Foundation\n\nprivate let timeBase: mach_timebase_info = {\n    var info = mach_timebase_info()\n    mach_timebase_info(&info)\n    return info\n}()\nlet start = mach_absolute_time()\n"
        let (text, report) = try port(source)
        #expect(text.hasPrefix("#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n\nprivate let timeBase"))
        #expect(report.rewrites.first { $0.rule == .importGuard }?.detail == "on Linux, mach_absolute_time, mach_timebase_info (Foundation's on Apple's systems) and URLSession come from DiffableCompat")
    }

    @Test("an import of a submodule of Darwin's Foundation (a scoped one too) loses the submodule, which Linux's Foundation does not have; Linux's own form is left alone")
    func foundationSubmoduleImports() throws {
        let (scoped, report) = try port("import class Foundation.NSLock.NSRecursiveLock\n\nlet lock = NSRecursiveLock()\n")
        #expect(scoped == "#if canImport(Darwin)\nimport class Foundation.NSLock.NSRecursiveLock\n#else\nimport class Foundation.NSRecursiveLock\n#endif\n\nlet lock = NSRecursiveLock()\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard])
        #expect(report.rewrites.first?.detail == "Foundation.NSLock is a submodule of Darwin's Foundation; Linux's Foundation has none")
        let (again, second) = try port(scoped)
        #expect(again == scoped && second.rewrites.isEmpty)
        let (whole, wholeReport) = try port("import Foundation.NSObjCRuntime\n")
        #expect(whole == "#if canImport(Darwin)\nimport Foundation.NSObjCRuntime\n#else\nimport Foundation\n#endif\n")
        #expect(wholeReport.rewrites.first?.detail == "Foundation.NSObjCRuntime is a submodule of Darwin's Foundation; Linux's Foundation has none")
        for source in ["import class Foundation.NSRecursiveLock\n", "import struct Foundation.Date\n"] {
            let (text, report) = try port(source)
            #expect(text == source && report.rewrites.isEmpty)
        }
    }

    @Test("every Foundation name the port sends to DiffableCompat is one DiffableCompat declares")
    func foundationNamesAreDeclared() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/DiffableCompat").standardized
        var text = ""
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" { text += try String(contentsOf: file, encoding: .utf8) }
        var declarations = Set(text.matches(of: /(?:class|struct|enum|protocol|typealias|func|let|var|extension)\s+(\w+)/).map { String($0.output.1) })
        // Darwin's mach time, which DiffableCompat re-exports from its C module (CMachTime).
        let header = try String(contentsOf: sources.appendingPathComponent("../CMachTime/include/CMachTime.h").standardized, encoding: .utf8)
        declarations.formUnion(header.matches(of: /(?:struct|#define)\s+(\w+)|(\w+)\(|(\w+);/).compactMap { match in
            (match.output.1 ?? match.output.2 ?? match.output.3).map(String.init)
        })
        let missing = ImportRewriter.foundationNamesFromDiffableCompat.subtracting(declarations).subtracting(["CVarArg", "Selector"])
        #expect(missing.isEmpty, "not declared in DiffableCompat: \(missing.sorted())")
        #expect(text.contains("extension UUID: @retroactive CVarArg") && text.contains("public struct Selector"))
    }

    @Test("Foundation is left as written where networking comes another way on Linux: UIKit or Combine, DiffableCompat or FoundationNetworking, an #if")
    func foundationLeftAlone() throws {
        for source in [
            "import Foundation\nimport Combine\n",
            "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#else\nimport DiffableCompat\n#endif\n",
            "import Foundation\n#if os(iOS) || os(Linux)\nimport FoundationNetworking\n#endif\n",
            "#if os(Linux)\nimport Foundation\n#endif\n",
            "import Foundation\nimport DiffableCompat\n",
        ] {
            let (text, report) = try port(source)
            #expect(!text.contains("canImport(FoundationNetworking)") && report.rewrites.allSatisfy { $0.before != "import Foundation" }, "\(source)")
        }
    }

    @Test("an import in an #if clause Linux does not take gives the file nothing: #if os(macOS) import AppKit still needs DiffableCompat's Selector")
    func conditionalImports() throws {
        let source = "#if os(macOS)\nimport AppKit\n#endif\nimport Foundation\n\nfinal class Account {\n    func start() { NotificationCenter.default.addObserver(self, selector: #selector(sync), name: .init(\"Sync\"), object: nil) }\n    @objc func sync() {}\n}\n"
        let (text, _) = try port(source)
        #expect(text.hasPrefix("#if os(macOS)\nimport AppKit\n#endif\n#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n"))
        // A condition it cannot decide counts for nothing: the import it may not need is harmless.
        let (debug, _) = try port("#if DEBUG\nimport FoundationNetworking\n#endif\nimport Foundation\n")
        #expect(debug.hasSuffix("import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        let (again, second) = try port(debug)
        #expect(again == debug && second.rewrites.isEmpty)
    }

    @Test("import CoreData → the README's form, as import UIKit: DiffableCompat stands in for Core Data's names; Foundation beside it gains nothing; ported again, unchanged")
    func coreDataImport() throws {
        let (text, report) = try port("import Foundation\nimport CoreData\n")
        #expect(text == "import Foundation\n#if canImport(UIKit)\nimport CoreData\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard] && report.left.isEmpty)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("import CryptoKit → swift-crypto's Crypto on Linux, at top level and in an #if, with the package named; ported again, unchanged")
    func cryptoKitImport() throws {
        let (text, report) = try port("import Foundation\nimport CryptoKit\n#if DEBUG\n    import CryptoKit\n#endif\n")
        #expect(text == """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(CryptoKit)
            import CryptoKit
            #else
            import Crypto
            #endif
            #if DEBUG
                #if canImport(CryptoKit)
                import CryptoKit
                #else
                import Crypto
                #endif
            #endif

            """)
        let crypto = report.rewrites.filter { $0.before == "import CryptoKit" }
        #expect(crypto.count == 2 && report.left.isEmpty)
        #expect(crypto.first?.detail == "on Linux, CryptoKit's API is Crypto, from https://github.com/apple/swift-crypto: add that package to the one that builds the ported copy")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("a module only Apple's systems have, and DiffableCompat does not stand in for, is left and named")
    func appleOnlyModule() throws {
        let (text, report) = try port("import CoreMotion\n")
        #expect(text == "import CoreMotion\n")
        #expect(report.left.map(\.construct) == ["import CoreMotion"] && report.exitStatus == 1)
    }

    @Test("import HealthKit → the README's form: DiffableCompat stands in for HKHealthStore and its queries (an in-memory store per process), and canImport(HealthKit) holds in the copy")
    func healthKitImport() throws {
        let (text, report) = try port("import Foundation\nimport HealthKit\n#if canImport(HealthKit)\nlet tracked = true\n#endif\n")
        #expect(text == "import Foundation\n#if canImport(UIKit)\nimport HealthKit\n#else\nimport DiffableCompat\n#endif\n#if canImport(HealthKit) || canImport(DiffableCompat)\nlet tracked = true\n#endif\n")
        #expect(report.left.isEmpty && report.exitStatus == 0)
        #expect(!ImportRewriter.appleOnly.contains("HealthKit") && ImportRewriter.providedByDiffableCompat.contains("HealthKit"))
    }

    @Test("import MapKit and import CoreLocation → the README's form: DiffableCompat stands in for the map view and the location manager; ported again, unchanged")
    func mapKitAndCoreLocationImports() throws {
        let (text, report) = try port("import MapKit\nimport CoreLocation\n")
        #expect(text == "#if canImport(UIKit)\nimport MapKit\n#else\nimport DiffableCompat\n#endif\n#if canImport(UIKit)\nimport CoreLocation\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard, .importGuard] && report.left.isEmpty && report.exitStatus == 0)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("import Network, MobileCoreServices and CoreServices → the README's form: DiffableCompat stands in for the path monitor and the type-identifier functions; a Foundation beside them gains nothing")
    func networkImport() throws {
        let (text, report) = try port("import Foundation\nimport Network\n")
        #expect(text == "import Foundation\n#if canImport(UIKit)\nimport Network\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard] && report.left.isEmpty && report.exitStatus == 0)
        // MobileCoreServices' and CoreServices' type-identifier functions are DiffableCompat's too.
        let (services, servicesReport) = try port("import MobileCoreServices\nimport CoreServices\n")
        #expect(services == "#if canImport(UIKit)\nimport MobileCoreServices\n#else\nimport DiffableCompat\n#endif\n#if canImport(UIKit)\nimport CoreServices\n#else\nimport DiffableCompat\n#endif\n")
        #expect(servicesReport.left.isEmpty)
    }

    @Test("the media and system frameworks DiffableCompat now stands in for take the README's form, and their canImport holds in the copy", arguments: [
        "AVFoundation", "AVKit", "CoreMedia", "Photos", "PhotosUI", "UserNotifications", "MessageUI", "StoreKit",
    ])
    func frameworkImports(module: String) throws {
        let (text, report) = try port("import \(module)\n#if canImport(\(module))\nlet available = true\n#endif\n")
        #expect(text == "#if canImport(UIKit)\nimport \(module)\n#else\nimport DiffableCompat\n#endif\n#if canImport(\(module)) || canImport(DiffableCompat)\nlet available = true\n#endif\n")
        #expect(report.left.isEmpty && report.exitStatus == 0)
    }

    @Test("import CloudKit → the README's form: DiffableCompat stands in for CKContainer and its records (a headless device has no iCloud account), and canImport(CloudKit) holds in the copy")
    func cloudKitImport() throws {
        let (text, report) = try port("import CoreData\nimport CloudKit\n#if canImport(CloudKit)\nlet synced = true\n#endif\n")
        #expect(text == "#if canImport(UIKit)\nimport CoreData\n#else\nimport DiffableCompat\n#endif\n#if canImport(UIKit)\nimport CloudKit\n#else\nimport DiffableCompat\n#endif\n#if canImport(CloudKit) || canImport(DiffableCompat)\nlet synced = true\n#endif\n")
        #expect(report.left.isEmpty && report.exitStatus == 0)
        #expect(!ImportRewriter.appleOnly.contains("CloudKit"))
    }

    @Test("import ImageIO → the README's form: DiffableCompat stands in for image sources and destinations")
    func imageIOImport() throws {
        let (text, report) = try port("import ImageIO\n")
        #expect(text == "#if canImport(UIKit)\nimport ImageIO\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard] && report.left.isEmpty && report.exitStatus == 0)
    }

    @Test("import Accelerate and import CommonCrypto → the README's form: DiffableCompat stands in for vImage's box convolution and the digests; CoreVideo is Apple's only")
    func accelerateAndCommonCryptoImports() throws {
        let (text, report) = try port("import Accelerate\nimport CommonCrypto\n")
        #expect(text == "#if canImport(UIKit)\nimport Accelerate\n#else\nimport DiffableCompat\n#endif\n#if canImport(UIKit)\nimport CommonCrypto\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard, .importGuard] && report.left.isEmpty && report.exitStatus == 0)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
        let (video, videoReport) = try port("import CoreVideo\n")
        #expect(video == "import CoreVideo\n" && videoReport.left.map(\.construct) == ["import CoreVideo"])
    }
}

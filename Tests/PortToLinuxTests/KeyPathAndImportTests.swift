import PortToLinux
import Testing

@Suite("Rules 5 and 6: #keyPath becomes its string; UIKit imports take the #if canImport(UIKit) form")
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

    @Test("a module only Apple's systems have, and DiffableCompat does not stand in for, is left and named")
    func appleOnlyModule() throws {
        let (text, report) = try port("import SwiftUI\n")
        #expect(text == "import SwiftUI\n")
        #expect(report.left.map(\.construct) == ["import SwiftUI"] && report.exitStatus == 1)
    }
}

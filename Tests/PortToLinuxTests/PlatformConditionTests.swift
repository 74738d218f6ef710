import PortToLinux
import Testing

@Suite("Rules 8 and 9: iOS's compilation conditions hold in the ported copy; a class's +description becomes NSStringFromClass")
struct PlatformConditionTests {
    @Test("#if canImport(UIKit) … #else AppKit: the UIKit branch is taken, and its import takes the README's form")
    func libraryChoosingUIKit() throws {
        let source = """
            import Foundation
            #if canImport(UIKit)
                import UIKit
                public typealias ConstraintView = UIView
            #else
                import AppKit
                public typealias ConstraintView = NSView
            #endif

            """
        let (text, report) = try port(source)
        #expect(text == """
            import Foundation
            #if canImport(UIKit) || canImport(DiffableCompat)
                #if canImport(UIKit)
                import UIKit
                #else
                import DiffableCompat
                #endif
                public typealias ConstraintView = UIView
            #else
                import AppKit
                public typealias ConstraintView = NSView
            #endif

            """)
        #expect(report.rewrites.map(line) == [
            "Screen.swift:2: platform-condition: #if canImport(UIKit) → #if canImport(UIKit) || canImport(DiffableCompat)",
            "Screen.swift:3: import: import UIKit → #if canImport(UIKit) import UIKit #else import DiffableCompat #endif",
        ])
        #expect(report.rewrites[0].detail == "Linux compiles the branch iOS compiles, against DiffableCompat")
        #expect(report.left.isEmpty)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("os(iOS) inside a larger condition is parenthesized; #elseif clauses too; other platforms' tests stay")
    func compoundConditions() throws {
        let source = """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif
            #if os(iOS) && !targetEnvironment(macCatalyst)
            let b = 1
            #endif
            #if !os(iOS)
            let c = 1
            #endif
            #if os(macOS) || targetEnvironment(macCatalyst) || canImport(SwiftUI) || os(Linux)
            let d = 1
            #endif
            #if canImport(Combine)
            let e = 1
            #elseif canImport(UIKit.UIGeometry)
            let e = 2
            #endif

            """
        let (text, report) = try port(source)
        #expect(text == """
            #if (os(iOS) || canImport(DiffableCompat)) || os(tvOS)
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif
            #if (os(iOS) || canImport(DiffableCompat)) && !targetEnvironment(macCatalyst)
            let b = 1
            #endif
            #if !(os(iOS) || canImport(DiffableCompat))
            let c = 1
            #endif
            #if os(macOS) || targetEnvironment(macCatalyst) || canImport(SwiftUI) || os(Linux)
            let d = 1
            #endif
            #if canImport(Combine) || canImport(DiffableCompat)
            let e = 1
            #elseif canImport(UIKit.UIGeometry) || canImport(DiffableCompat)
            let e = 2
            #endif

            """)
        #expect(report.rewrites.map(\.rule) == Array(repeating: .platformCondition, count: 5))
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("nested #if: each clause is rewritten once; the README's own import form is left as it is")
    func nested() throws {
        let source = "#if DEBUG\n#if os(iOS)\nimport UIKit\n#endif\n#endif\n#if canImport(UIKit)\nimport UIKit\n#else\nimport DiffableCompat\n#endif\n"
        let (text, report) = try port(source)
        // Under any condition (DEBUG, which the port cannot decide) import UIKit takes the README's form, which means the same on iOS.
        #expect(text == "#if DEBUG\n#if os(iOS) || canImport(DiffableCompat)\n#if canImport(UIKit)\nimport UIKit\n#else\nimport DiffableCompat\n#endif\n#endif\n#endif\n#if canImport(UIKit)\nimport UIKit\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.platformCondition, .importGuard])
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
        // Other imports under #if were chosen by the authors: left, and not named (their #if guards them).
        let (guarded, guardedReport) = try port("#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n#if os(Linux)\nimport Foundation\n#endif\n")
        #expect(guarded == "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n#if os(Linux)\nimport Foundation\n#endif\n" && guardedReport.left.isEmpty)
    }

    @Test("type(of: x).description() → NSStringFromClass(type(of: x)); other description calls stay")
    func classDescription() throws {
        let source = "func name(_ o: AnyObject) -> String { type(of: o).description() + o.description + \"\\(type(of: o))\" + String(describing: type(of: o).self) }\n"
        let (text, report) = try port(source)
        #expect(text == "func name(_ o: AnyObject) -> String { NSStringFromClass(type(of: o)) + o.description + \"\\(type(of: o))\" + String(describing: type(of: o).self) }\n")
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:1: class-description: type(of: o).description() → NSStringFromClass(type(of: o))")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("a name qualified by UIKit, CoreData or another stood-in module loses the qualifier, in types and expressions; others stay")
    func moduleQualifiedNames() throws {
        let source = """
        final class Target: UIKit.UIControl {
            let app = UIKit.UIApplication.shared
            var objects: [CoreData.NSManagedObject] = []
            var items: Swift.Array<Foundation.URL> = []
            func f(_ layer: QuartzCore.CALayer) -> Swift.Int { Swift.max(1, 2) }
        }

        """
        let (text, report) = try port(source)
        #expect(text.contains("class Target: UIControl {") && text.contains("let app = UIApplication.shared"))
        #expect(text.contains("var objects: [NSManagedObject] = []") && text.contains("func f(_ layer: CALayer)"))
        #expect(text.contains("Swift.Array<Foundation.URL>") && text.contains("-> Swift.Int { Swift.max(1, 2) }"), "modules Linux has stay qualified")
        let entries = report.rewrites.filter { $0.rule == .moduleQualified }
        #expect(entries.count == 4)
        #expect(entries.map(line).contains("Screen.swift:1: module-qualified: UIKit.UIControl → UIControl"))
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.allSatisfy { $0.rule != .moduleQualified })
    }

    @Test("Progress() (NSObject's init(), which Linux's Progress lacks) becomes Progress(parent: nil); a Progress type of the app's own is left alone")
    func progressInitializer() throws {
        let (text, report) = try port("import Foundation\n\nlet progress = Progress()\nlet counted = Progress(totalUnitCount: 4)\n")
        #expect(text.contains("let progress = Progress(parent: nil)\nlet counted = Progress(totalUnitCount: 4)\n"))
        let entries = report.rewrites.filter { $0.rule == .foundationInitializer }
        #expect(entries.map(line) == ["Screen.swift:3: foundation-init: Progress() → Progress(parent: nil)"])
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
        let (own, ownReport) = try port("struct Progress { var done = 0 }\nlet progress = Progress()\n")
        #expect(own.contains("let progress = Progress()\n") && ownReport.rewrites.isEmpty)
    }

    @Test("Foundation's networking names qualified by Foundation lose the qualifier (FoundationNetworking's on Linux); its other names stay qualified")
    func foundationNetworkingQualifiedNames() throws {
        let source = """
        import Foundation

        func request(_ url: URL) -> Foundation.URLRequest {
            var request = Foundation.URLRequest(url: url)
            request.timeoutInterval = Foundation.TimeInterval(5)
            let session: Foundation.URLSession = .shared
            _ = session
            return request
        }

        """
        let (text, report) = try port(source)
        #expect(text.contains("-> URLRequest {\n    var request = URLRequest(url: url)"))
        #expect(text.contains("let session: URLSession = .shared") && text.contains("Foundation.TimeInterval(5)"))
        let entries = report.rewrites.filter { $0.rule == .moduleQualified }
        #expect(entries.count == 3)
        #expect(entries.first?.detail == "on Linux the name is FoundationNetworking's, not Foundation's; unqualified, it is the same declaration on Apple's systems")
        #expect(text.contains("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("an Apple-only import in a clause Linux takes (#if os(iOS), which rule 8 makes hold) is named as left; under its own canImport it is not")
    func importsInTakenClauses() throws {
        let (_, taken) = try port("#if os(iOS)\nimport CoreMotion\n#if DEBUG\nimport ObjectiveC\n#endif\n#endif\n")
        #expect(taken.left.map(\.construct) == ["import CoreMotion"], "under DEBUG, unknown on Linux, nothing is named")
        let (_, guarded) = try port("#if canImport(CoreMotion)\nimport CoreMotion\n#endif\n#if os(macOS)\nimport AppKit\n#endif\n")
        #expect(guarded.left.isEmpty)
    }

    @Test("associated objects are no longer named as left: DiffableCompat answers them")
    func associatedObjectsNotLeft() throws {
        let (_, report) = try port("private var key: UInt8 = 0\nfunc f(_ o: AnyObject) { objc_setAssociatedObject(o, &key, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC); _ = objc_getAssociatedObject(o, &key) }\n")
        #expect(report.left.isEmpty)
    }
}

@Suite("Rule 10: previews, SwiftUI's bridges to UIKit and import SwiftUI go under #if canImport(SwiftUI)")
struct PreviewTests {
    @Test("#Preview and a PreviewProvider with its representable: each wrapped where it stands; the import noted")
    func previews() throws {
        let source = """
            import UIKit
            import SwiftUI

            final class ListViewController: UIViewController {}

            struct ListRepresentable: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ListViewController { ListViewController() }
                func updateUIViewController(_ controller: ListViewController, context: Context) {}
            }

            struct List_Previews: PreviewProvider {
                static var previews: some SwiftUI.View { ListRepresentable() }
            }

            #Preview {
                ListViewController()
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            #if canImport(UIKit)
            import UIKit
            #else
            import DiffableCompat
            #endif
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            final class ListViewController: UIViewController {}

            #if canImport(SwiftUI)
            struct ListRepresentable: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ListViewController { ListViewController() }
                func updateUIViewController(_ controller: ListViewController, context: Context) {}
            }
            #endif

            #if canImport(SwiftUI)
            struct List_Previews: PreviewProvider {
                static var previews: some SwiftUI.View { ListRepresentable() }
            }
            #endif

            #if canImport(SwiftUI)
            #Preview {
                ListViewController()
            }
            #endif

            """)
        #expect(report.rewrites.filter { $0.rule == .previewOnly }.map(\.before) == [
            "import SwiftUI", "ListRepresentable: UIViewControllerRepresentable", "List_Previews: PreviewProvider", "#Preview",
        ])
        #expect(report.left.isEmpty && report.notes.count == 1 && report.exitStatus == 0)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("inside #if DEBUG: wrapped with its indentation; already under canImport(SwiftUI): left as it is")
    func conditional() throws {
        let source = "#if DEBUG\n    import SwiftUI\n    struct P: PreviewProvider { static var previews: some View { Text(\"\") } }\n#endif\n#if canImport(SwiftUI)\n#Preview { V() }\n#endif\n"
        let (text, _) = try port(source)
        #expect(text == "#if DEBUG\n    #if canImport(SwiftUI)\n    import SwiftUI\n    #endif\n    #if canImport(SwiftUI)\n    struct P: PreviewProvider { static var previews: some View { Text(\"\") } }\n    #endif\n#endif\n#if canImport(SwiftUI)\n#Preview { V() }\n#endif\n")
    }
}

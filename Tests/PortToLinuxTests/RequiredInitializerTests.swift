import Foundation
@testable import PortToLinux
import Testing

/// Hand-written Core Data classes as apps write them (hidden initializers, unavailable ones, their
/// own designated initializers), which iOS compiles and DiffableCompat's `required` initializers
/// did not.
private let coreDataClasses = """
    import CoreData
    import UIKit

    @objc(Bread)
    public class Bread: NSManagedObject {
        @objc
        override private init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            super.init(entity: entity, insertInto: context)
        }

        @available(*, unavailable)
        public init() {
            fatalError("\\(#function) not implemented")
        }

        @available(*, unavailable)
        public convenience init(context: NSManagedObjectContext) {
            fatalError("\\(#function) not implemented")
        }
    }

    final class Tab: NSManagedObject {
      private override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init(entity: entity, insertInto: context)
      }

      public init(context: NSManagedObjectContext, title: String) {
        super.init(entity: Tab.entity(), insertInto: context)
      }
    }

    class Note: NSManagedObject {
        init(text: String, context: NSManagedObjectContext) {
            super.init(entity: Note.entity(), insertInto: context)
        }
    }

    class Draft: Tagged {
        internal override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            super.init(entity: entity, insertInto: context)
        }
    }

    class Tagged: NSManagedObject {
        override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            super.init(entity: entity, insertInto: context)
        }

        init(tag: String, context: NSManagedObjectContext) {
            super.init(entity: Tagged.entity(), insertInto: context)
        }
    }

    open class Shared: NSManagedObject { fileprivate override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) } }

    final class Cell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { fatalError() }
    }

    func make<T: NSManagedObject>(_ type: T.Type, in context: NSManagedObjectContext) -> T { T(context: context) }

    """

@Suite("Rule required-init: Core Data classes' initializers made required, as DiffableCompat declares them")
struct RequiredInitializerTests {
    @Test("overrides gain required (private dropped, public in an open class); convenience init(context:) too; nothing else moves")
    func overridesMadeRequired() throws {
        let (text, report) = try port(coreDataClasses)
        #expect(text.contains("""
                @objc(Bread)
            """) == false)
        #expect(text.contains("""
            public class Bread: NSManagedObject {
                required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            """))
        #expect(text.contains("""
                @available(*, unavailable)
                public required convenience init(context: NSManagedObjectContext) {
            """))
        #expect(text.contains("""
            final class Tab: NSManagedObject {
              required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            """))
        #expect(text.contains("    internal required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {"))
        #expect(text.contains("open class Shared: NSManagedObject { public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) } }"))
        #expect(text.contains("""
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            """), "a class outside Core Data is untouched")
        let entries = report.rewrites.filter { $0.rule == .requiredInit }
        #expect(entries.map(\.line) == [6, 16, 23, 32, 38, 39, 45, 54])
        let bread = try #require(entries.first)
        #expect(line(bread) == "Screen.swift:6: required-init: override private init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {"
                + " → required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {")
        #expect(bread.detail?.contains("so `private` goes") == true)
        #expect(entries.last?.detail?.contains("`public`, in an open class") == true)
    }

    @Test("a class with its own designated initializers gets init(entity:insertInto:) that stops with Swift's message; one that would not inherit init(context:) gets it")
    func stubsAdded() throws {
        let (text, report) = try port(coreDataClasses)
        #expect(text.contains("""
            class Note: NSManagedObject {
                init(text: String, context: NSManagedObjectContext) {
                    super.init(entity: Note.entity(), insertInto: context)
                }

                // Added by the port step: DiffableCompat's NSManagedObject.init(entity:insertInto:) is required and this class would not inherit it.
                required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                    fatalError("Use of unimplemented initializer 'init(entity:insertInto:)' for class '\\(String(reflecting: Self.self))'")
                }
            }
            """))
        // Draft overrides init(entity:insertInto:) but not Tagged's init(tag:context:): it inherits no
        // convenience initializer, so init(context:) is added, doing what NSManagedObject's does.
        #expect(text.contains("""
                    super.init(entity: entity, insertInto: context)
                }

                // Added by the port step: DiffableCompat's NSManagedObject.init(context:) is required and this class would not inherit it.
                required convenience init(context moc: NSManagedObjectContext) {
                    self.init(entity: Self.entity(), insertInto: moc)
                }
            }

            class Tagged: NSManagedObject {
            """))
        // Tab and Tagged implement init(entity:insertInto:): they inherit init(context:), nothing is added.
        #expect(text.components(separatedBy: "// Added by the port step").count == 3)
        let note = try #require(report.rewrites.first { $0.rule == .requiredInit && $0.line == 32 })
        #expect(note.before == "class Note: NSManagedObject {")
        #expect(note.detail?.contains("Swift's message for an initializer an Objective-C class does not implement") == true)
    }

    @Test("ported again, nothing changes")
    func idempotent() throws {
        let (text, _) = try port(coreDataClasses)
        let (again, report) = try port(text)
        #expect(again == text)
        #expect(report.rewrites.filter { $0.rule == .requiredInit }.isEmpty)
    }

    @Test("init(context:) declared in an extension of a subclass is left and named: a required initializer belongs in the class")
    func extensionLeft() throws {
        let (text, report) = try port("""
            import CoreData
            final class Item: NSManagedObject {}
            extension Item {
                convenience init(context: NSManagedObjectContext) { self.init(entity: Item.entity(), insertInto: context) }
                convenience init(context: NSManagedObjectContext, name: String) { self.init(context: context) }
            }
            extension NSManagedObject {
                convenience init(context: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: context) }
            }

            """)
        #expect(text.contains("    convenience init(context: NSManagedObjectContext) { self.init(entity: Item.entity(), insertInto: context) }"))
        #expect(report.left.map(\.construct) == ["init(context:) in an extension"])
        #expect(report.left.first?.line == 4)
        #expect(report.left.first?.reason.contains("move it into Item's body") == true)
    }

    @Test("the ported classes type-check against DiffableCompat, generic T(context:) among them", arguments: ["5", "6"])
    func portedClassesCompile(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let (text, report) = try port(coreDataClasses, path: "Model.swift")
        #expect(report.left.isEmpty, "\(report.text)")
        let folder = try fixture(["Model.swift": text])
        let result = try built.swiftc(["-typecheck"], files: [folder.appendingPathComponent("Model.swift")], mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}

import Foundation
@testable import PortToLinux
import Testing

/// A model as Xcode's editor saves it: two versions, the second current; entities with Xcode's
/// default code generation, one with Category/Extension, one with Manual/None, an entity with a
/// parent, a module-qualified class name, and every kind of property Xcode types differently.
private let currentVersion = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="pinned" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="rank" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="score" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
            <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="link" optional="YES" attributeType="URI"/>
            <attribute name="photo" optional="YES" attributeType="Binary"/>
            <attribute name="colors" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="notes" inverseEntity="Tag"/>
            <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Tag"/>
        </entity>
        <entity name="Folder" representedClassName=".Folder" syncable="YES" codeGenerationType="category">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="label" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Checklist" representedClassName="Checklist" parentEntity="Note" syncable="YES" codeGenerationType="class">
            <attribute name="done" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        </entity>
    </model>
    """

private let oldVersion = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Legacy" representedClassName="Legacy" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

private let currentVersionMarker = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>_XCCurrentVersionName</key>
        <string>Notes 2.xcdatamodel</string>
    </dict>
    </plist>
    """

/// The app's own files: the Category/Extension entity's class, a Tag class written by hand, and a
/// screen that uses the generated classes as the app's code does.
private let appFiles: [String: String] = [
    "App/Model/Notes.xcdatamodeld/Notes.xcdatamodel/contents": oldVersion,
    "App/Model/Notes.xcdatamodeld/Notes 2.xcdatamodel/contents": currentVersion,
    "App/Model/Notes.xcdatamodeld/.xccurrentversion": currentVersionMarker,
    "App/Model/Folder.swift": """
        import CoreData

        @objc(Folder)
        public class Folder: NSManagedObject {
            var displayName: String { name ?? "Untitled" }
        }
        """,
    "App/Model/Tag.swift": """
        import CoreData

        @objc(Tag)
        public final class Tag: NSManagedObject {
            @NSManaged public var label: String?
        }
        """,
    "App/Screens/NotesStore.swift": """
        import UIKit
        import CoreData

        final class NotesStore {
            let context: NSManagedObjectContext
            init(context: NSManagedObjectContext) { self.context = context }

            func add(_ title: String, tag: Tag, in folder: Folder) -> Note {
                let note = Note(context: context)
                note.title = title
                note.pinned = true
                note.rank = 3
                note.folder = folder
                note.addToTags(tag)
                return note
            }

            func notes() throws -> [Note] {
                let request: NSFetchRequest<Note> = Note.fetchRequest()
                return try context.fetch(request)
            }

            func checklist() -> Checklist {
                let list = Checklist(context: context)
                list.done = false
                list.title = "Groceries"
                return list
            }
        }
        """,
]

@Suite("Rule core-data-codegen: Xcode's Core Data classes generated from the app's model and ported", .serialized)
struct CoreDataCodegenTests {
    private func portApp() throws -> (folder: URL, output: URL, run: PortRun) {
        let folder = try fixture(appFiles)
        let output = folder.appendingPathComponent("Ported")
        let run = try LinuxPort.port(inputs: [folder.appendingPathComponent("App").path], output: output.path)
        return (folder, output, run)
    }

    @Test("Class Definition gives the class and its properties, Category/Extension the properties, Manual/None nothing; the current version only")
    func generatedAsXcodeDoes() throws {
        let (_, output, run) = try portApp()
        let text = try read(output, "DiffbenchCoreDataClasses.swift")
        #expect(text.contains("public class Note: NSManagedObject {"))
        #expect(text.contains("public class Checklist: Note {"), "a child entity's class derives from its parent's")
        #expect(!text.contains("class Folder"), "Category/Extension: the app writes the class")
        #expect(text.contains("extension Folder {"))
        #expect(!text.contains("Tag {") && !text.contains("Legacy"), "Manual/None, and a version that is not current, generate nothing")
        #expect(!text.contains("@objc") && !text.contains("@NSManaged"), "ported: the properties have accessors")
        #expect(text.contains("@nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {"))
        #expect(text.contains("return NSFetchRequest<Note>(entityName: \"Note\")"))
        for (name, type) in [("title", "String?"), ("createdAt", "Date?"), ("pinned", "Bool"), ("rank", "Int64"), ("score", "NSNumber?"),
                             ("identifier", "UUID?"), ("link", "URL?"), ("photo", "Data?"), ("colors", "[String]?"), ("folder", "Folder?"),
                             ("tags", "NSSet?"), ("steps", "NSOrderedSet?"), ("notes", "NSSet?")] {
            #expect(text.contains("    public var \(name): \(type) { get { managedValue(forKey: \"\(name)\") }"), "\(name): \(type)")
        }
        #expect(text.contains("public func addToTags(_ value: Tag) { addManagedObjects(value, toKey: \"tags\") }"))
        #expect(text.contains("public func removeFromNotes(_ values: NSSet) { removeManagedObjects(values, fromKey: \"notes\") }"))
        #expect(!text.contains("addToSteps"), "an ordered relationship's accessors are left out")
        #expect(text.contains("extension Note : Identifiable {"))
        #expect(!text.contains("extension Checklist : Identifiable"), "a child entity's class inherits it")
        let entries = run.report.rewrites.filter { $0.rule == .coreDataCodegen }
        #expect(entries.map { line($0) } == [
            "App/Model/Notes.xcdatamodeld:1: core-data-codegen: entity Note (codegen Class Definition) → class Note and its properties in DiffbenchCoreDataClasses.swift",
            "App/Model/Notes.xcdatamodeld:1: core-data-codegen: entity Folder (codegen Category/Extension) → the properties of Folder in DiffbenchCoreDataClasses.swift",
            "App/Model/Notes.xcdatamodeld:1: core-data-codegen: entity Checklist (codegen Class Definition) → class Checklist and its properties in DiffbenchCoreDataClasses.swift",
        ])
        #expect(!run.report.rewrites.contains { $0.file == "DiffbenchCoreDataClasses.swift" }, "the generated file's own rewrites are the codegen's")
        #expect(run.report.left.isEmpty, "\(run.report.text)")
    }

    @Test("the generated classes and the app's files that use them type-check against DiffableCompat", arguments: ["5", "6"])
    func compiles(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let (_, output, _) = try portApp()
        let files = ["DiffbenchCoreDataClasses.swift", "App/Model/Folder.swift", "App/Model/Tag.swift", "App/Screens/NotesStore.swift"]
        let result = try built.swiftc(["-typecheck"], files: files.map { output.appendingPathComponent($0) }, mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
    }

    @Test("a second run writes the same bytes; a folder without a model gets no file")
    func stableAndOnlyWithAModel() throws {
        let (folder, output, _) = try portApp()
        let first = try read(output, "DiffbenchCoreDataClasses.swift")
        _ = try LinuxPort.port(inputs: [folder.appendingPathComponent("App").path], output: output.path)
        #expect(try read(output, "DiffbenchCoreDataClasses.swift") == first)
        let plain = try fixture(["App/List.swift": "import UIKit\nfinal class List: UIViewController {}\n"])
        let plainOutput = plain.appendingPathComponent("Ported")
        let run = try LinuxPort.port(inputs: [plain.appendingPathComponent("App").path], output: plainOutput.path)
        #expect(!FileManager.default.fileExists(atPath: plainOutput.appendingPathComponent("DiffbenchCoreDataClasses.swift").path))
        #expect(!run.report.rewrites.contains { $0.rule == .coreDataCodegen })
    }

    @Test("bad input: a model that is not XML, a version marker naming no version, a lone xcdatamodel; nothing traps")
    func badModels() throws {
        let folder = try fixture([
            "App/Broken.xcdatamodeld/Broken.xcdatamodel/contents": "not xml <<<",
            "App/Marked.xcdatamodeld/A.xcdatamodel/contents": oldVersion,
            "App/Marked.xcdatamodeld/B.xcdatamodel/contents": currentVersion,
            "App/Marked.xcdatamodeld/.xccurrentversion": "garbage",
            "App/Lone.xcdatamodel/contents": oldVersion.replacingOccurrences(of: "Legacy", with: "Loner"),
            "App/List.swift": "import UIKit\nfinal class List: UIViewController {}\n",
        ])
        let output = folder.appendingPathComponent("Ported")
        let run = try LinuxPort.port(inputs: [folder.appendingPathComponent("App").path], output: output.path)
        let text = try read(output, "DiffbenchCoreDataClasses.swift")
        #expect(text.contains("public class Loner: NSManagedObject {"), "a lone model is read")
        #expect(!text.contains("class Note") && !text.contains("class Legacy"), "two versions and no readable marker: neither is taken")
        #expect(run.report.rewrites.filter { $0.rule == .coreDataCodegen }.map(\.file) == ["App/Lone.xcdatamodel"])
    }
}

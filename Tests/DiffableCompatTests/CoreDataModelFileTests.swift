import DiffableCompat
import Foundation
import Testing

/// The classes of the model in the ported bundle of this module (PortedBundleTests' `Pantry.momd`):
/// entity `Jar` is class `JarObject`, entity `Lid` class `Lid`; nothing else touches them.
final class JarObject: NSManagedObject {
    var label: String? { get { managedValue(forKey: "label") } set { setManagedValue(newValue, forKey: "label") } }
}
final class Lid: NSManagedObject {}
final class Ladle: NSManagedObject {}

@Suite("The app's Core Data model, as the port copies it into the app's bundle, read for its entities and their classes")
struct CoreDataModelFileTests {
    @Test("NSPersistentContainer(name:) reads the model of its name at its current version: the entities, their properties, their classes")
    func containerReadsTheModel() throws {
        let container = NSPersistentContainer(name: "Pantry")
        let entities = container.managedObjectModel.entities
        #expect(entities.map(\.name) == ["Jar", "Lid"])
        #expect(entities.map(\.managedObjectClassName) == ["JarObject", "Lid"])
        #expect(entities.first?.properties.map(\.name) == ["label", "lid"])
        #expect(entities.first?.properties.map(\.isOptional) == [true, false])
        #expect(container.managedObjectModel.entitiesByName["Lid"]?.name == "Lid")
        let context = container.viewContext
        let jar = try #require(NSEntityDescription.insertNewObject(forEntityName: "Jar", into: context) as? JarObject)
        jar.label = "Honey"
        try context.save()
        #expect(try context.fetch(NSFetchRequest<JarObject>(entityName: "Jar")).map(\.label) == ["Honey"])
        #expect(NSEntityDescription.insertNewObject(forEntityName: "Lid", into: context) is Lid)
        #expect(NSManagedObjectModel.mergedModel(from: nil)?.entities.map(\.name) == ["Jar", "Lid"])
    }

    @Test("a model file read from any place: a version file, a folder without a current version (its newest, as Xcode numbers them), XML's escapes; no model is nil")
    func modelsAtURLs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let momd = folder.appendingPathComponent("Kitchen.momd")
        try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
        let v1 = #"<model><entity name="Ladle" representedClassName="Ladle" isAbstract="YES"/></model>"#
        let v2 = #"<model><entity name="Ladle" representedClassName="Ladle"><attribute name="size &amp; shape" optional="YES"/></entity><entity name="Pot"/></model>"#
        try Data(v1.utf8).write(to: momd.appendingPathComponent("Kitchen.mom"))
        try Data(v2.utf8).write(to: momd.appendingPathComponent("Kitchen 2.mom"))
        let latest = try #require(NSManagedObjectModel(contentsOf: momd))
        #expect(latest.entities.map(\.name) == ["Ladle", "Pot"])
        #expect(latest.entities.map(\.managedObjectClassName) == ["Ladle", "NSManagedObject"])
        #expect(latest.entities.first?.properties.map(\.name) == ["size & shape"])
        let first = try #require(NSManagedObjectModel(contentsOf: momd.appendingPathComponent("Kitchen.mom")))
        #expect(first.entities.first?.isAbstract == true)
        let context = NSPersistentContainer(name: "Kitchen", managedObjectModel: latest).viewContext
        #expect(NSEntityDescription.insertNewObject(forEntityName: "Ladle", into: context) is Ladle)
        #expect(type(of: NSEntityDescription.insertNewObject(forEntityName: "Pot", into: context)) == NSManagedObject.self)

        let notAModel = folder.appendingPathComponent("notes.mom")
        try Data("just text".utf8).write(to: notAModel)
        #expect(NSManagedObjectModel(contentsOf: notAModel) == nil)
        #expect(NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Missing.momd")) == nil)
        let empty = folder.appendingPathComponent("Empty.momd")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(NSManagedObjectModel(contentsOf: empty) == nil)
        #expect(NSPersistentContainer(name: "NoSuchModel").managedObjectModel.entities.isEmpty)
    }
}

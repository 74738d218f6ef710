import DiffableCompat
import Foundation
import Testing

/// Entity classes nothing in these tests touches before inserting by entity name: as an app's
/// `Task` is when its first use is `insertNewObject(forEntityName: "Task", into:) as! Task`.
final class Chore: NSManagedObject {
    var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
}
final class ErrandObject: NSManagedObject {}
final class Parcel: NSManagedObject {}
final class Crate: NSManagedObject {}

@Suite("Inserting by entity name finds the entity's class, as a model file names it")
struct CoreDataEntityClassTests {
    @Test("an entity's class, named as the entity, is found in the caller's module before anything touched it")
    func classNamedAsTheEntity() throws {
        let context = NSPersistentContainer(name: "Chores").viewContext
        let chore = try #require(NSEntityDescription.insertNewObject(forEntityName: "Chore", into: context) as? Chore)
        chore.title = "Sweep"
        try context.save()
        let fetched = try context.fetch(NSFetchRequest<Chore>(entityName: "Chore"))
        #expect(fetched.map(\.title) == ["Sweep"])
        #expect(Chore.entity().name == "Chore")
    }

    @Test("an entity whose class has another name: managedObjectClassName, bare (the caller's module), dotted or module-qualified")
    func classNamedOtherwise() throws {
        let context = NSPersistentContainer(name: "Errands").viewContext
        let errand = try #require(NSEntityDescription.entity(forEntityName: "Errand", in: context))
        errand.managedObjectClassName = "ErrandObject"
        #expect(NSEntityDescription.insertNewObject(forEntityName: "Errand", into: context) is ErrandObject)
        let parcel = try #require(NSEntityDescription.entity(forEntityName: "Package", in: context))
        parcel.managedObjectClassName = "DiffableCompatTests.Parcel"
        #expect(NSEntityDescription.insertNewObject(forEntityName: "Package", into: context) is Parcel)
    }

    @Test("an entity with no class of its name, an empty name or a class that is no managed object: a plain NSManagedObject, never a trap")
    func noClass() {
        let context = NSPersistentContainer(name: "Nothing").viewContext
        for name in ["NoSuchEntityClass", "", "CoreDataEntityClassTests"] {
            let object = NSEntityDescription.insertNewObject(forEntityName: name, into: context)
            #expect(type(of: object) == NSManagedObject.self)
            #expect(object.entity.name == name)
        }
        // Without a module to look in, a class no one registered is not found; with one, it is.
        #expect(type(of: NSEntityDescription.insertNewObject(forEntityName: "Crate", into: context, fileID: "")) == NSManagedObject.self)
        #expect(NSEntityDescription.insertNewObject(forEntityName: "Crate", into: context) is Crate)
    }
}

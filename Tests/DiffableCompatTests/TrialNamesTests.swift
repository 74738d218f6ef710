import DiffableCompat
import Foundation
import Testing

// The names a newcomer's port of FoodPin (YamamotoDesu/UITableViewDiffableDataSource) met missing:
// NSObject's init() on a swipe configuration and a managed object, NSObject's class awakeFromNib,
// a table's separator effect, and MapKit's directions and overlays.

/// A cell as FoodPin declares it: `override class func awakeFromNib()` calling super compiles on iOS.
private final class RestaurantCell: UITableViewCell {
    nonisolated(unsafe) static var classAwakes = 0
    override class func awakeFromNib() {
        super.awakeFromNib()
        classAwakes += 1
    }
}

/// A Core Data entity class, its `@NSManaged` property as the port step writes it.
private final class TrialRestaurant: NSManagedObject {
    var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
}

/// A hand-written Core Data class (the corpus's MemoryBread writes its own): it declares `init()`
/// without `override` and makes it unavailable, as compiles on iOS, where NSObject's `init()` is a
/// convenience initializer of NSManagedObject. That this file compiles is the test.
private final class HandWrittenBread: NSManagedObject {
    @available(*, unavailable)
    public init() {
        fatalError("\(#function) not implemented")
    }

    required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init(entity: entity, insertInto: context)
    }
}

@MainActor
@Suite("A first try (FoodPin): NSObject's init() where apps call it, class awakeFromNib, separatorEffect")
struct TrialNamesTests {
    @Test("UISwipeActionsConfiguration() is an empty configuration that performs its first action on a full swipe")
    func emptySwipeConfiguration() {
        let configuration = UISwipeActionsConfiguration()
        #expect(configuration.actions.isEmpty)
        #expect(configuration.performsFirstActionWithFullSwipe)
        configuration.performsFirstActionWithFullSwipe = false
        #expect(!configuration.performsFirstActionWithFullSwipe)
    }

    @Test("NSManagedObject() logs Core Data's designated-initializer error and gives an unsaved object of the class's entity")
    func managedObjectPlainInit() throws {
        var made: TrialRestaurant?
        let report = DiffableFailures.record { made = TrialRestaurant() }
        #expect(report.warnings == ["CoreData: error: Failed to call designated initializer on NSManagedObject class 'TrialRestaurant'"])
        #expect(report.failures.isEmpty)
        let restaurant = try #require(made)
        #expect(restaurant.managedObjectContext == nil)
        #expect(restaurant.entity.name == "TrialRestaurant")
        #expect(restaurant.entity === TrialRestaurant.entity())
        #expect(!restaurant.isInserted && !restaurant.hasChanges)
        restaurant.name = "Cafe Deadend"
        #expect(restaurant.value(forKey: "name") as? String == "Cafe Deadend" && restaurant.name == "Cafe Deadend")
        #expect(restaurant.value(forKey: "") == nil)
    }

    @Test("a Core Data class may declare init() without override, as on iOS, and is still made by entity")
    func handWrittenManagedObjectInit() {
        let bread = HandWrittenBread(entity: HandWrittenBread.entity(), insertInto: nil)
        #expect(bread.entity.name == "HandWrittenBread" && bread.managedObjectContext == nil)
    }

    @Test("an object made with init() can be inserted into a context later, as an unsaved object")
    func managedObjectPlainInitInserted() throws {
        let container = NSPersistentContainer(name: "TrialNames")
        let context = container.viewContext
        var made: TrialRestaurant?
        _ = DiffableFailures.record { made = TrialRestaurant() }
        let restaurant = try #require(made)
        context.insert(restaurant)
        #expect(restaurant.managedObjectContext === context && restaurant.isInserted)
        try context.save()
        let fetched = try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "TrialRestaurant"))
        #expect(fetched.count == 1 && (fetched.first as? TrialRestaurant) === restaurant)
    }

    @Test("override class func awakeFromNib() { super.awakeFromNib() } compiles on a cell and does nothing in UIKit's part")
    func classAwakeFromNib() {
        RestaurantCell.awakeFromNib()
        #expect(RestaurantCell.classAwakes == 1)
        UIView.awakeFromNib()
        UIViewController.awakeFromNib()
        let cell = RestaurantCell(style: .default, reuseIdentifier: "datacell")
        cell.awakeFromNib()
        #expect(RestaurantCell.classAwakes == 1)
    }

    @Test("UITableView.separatorEffect is stored: nil by default, set and read back, set to nil again")
    func separatorEffect() {
        let table = UITableView()
        #expect(table.separatorEffect == nil)
        let effect = UIBlurEffect(style: .light)
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
        table.separatorEffect = .none
        #expect(table.separatorEffect == nil)
    }
}

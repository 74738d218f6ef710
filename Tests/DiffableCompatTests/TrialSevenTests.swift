import DiffableCompat
import Foundation
import Testing

/// What a newcomer's trial of a Core Data to-do app with a search controller met
/// (MhndMousa/MiniTodo, session 50).
@MainActor
@Suite("Trial 7: NSObject's init() on a fetched results controller, a collection view assigned to its controller, a scene's coordinate space")
struct TrialSevenTests {
    @Test("NSFetchedResultsController() compiles as a placeholder, as NSObject's init() does on iOS; fetching with it raises Core Data's exception and fetches nothing")
    func placeholderController() throws {
        let placeholder = NSFetchedResultsController<NSManagedObject>()
        #expect(placeholder.fetchedObjects == nil && placeholder.sections == nil && placeholder.sectionNameKeyPath == nil)
        let report = try DiffableFailures.record { try placeholder.performFetch() }
        #expect(report.failures.map(\.name) == ["NSInternalInconsistencyException"])
        #expect(report.failures.first?.reason == "An instance of NSFetchedResultsController requires a non-nil fetchRequest and managedObjectContext")
        #expect(placeholder.fetchedObjects == nil)
    }

    @Test("a collection view assigned to a UICollectionViewController gets the controller as its delegate and data source where they are not yet set, as UIKit documents")
    func assignedCollectionViewIsWired() {
        final class Lists: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
        }
        let lists = Lists(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(lists.collectionView.delegate === lists && lists.collectionView.dataSource === lists)

        final class Other: NSObject, UICollectionViewDelegate {}
        let other = Other()
        let own = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        own.delegate = other
        lists.collectionView = own
        #expect(own.delegate === other && own.dataSource === lists, "a delegate already set is kept; only the unset data source is the controller")
    }

    @Test("a window scene's coordinate space is the screen's, so the scene template's UIWindow(frame: windowScene.coordinateSpace.bounds) fills the screen")
    func sceneCoordinateSpace() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
        #expect(UIWindow(frame: scene.coordinateSpace.bounds).frame == UIScreen.main.bounds)
    }
}

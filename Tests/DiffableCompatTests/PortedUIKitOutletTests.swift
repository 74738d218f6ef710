import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "PortedPlaces" whose scene wires, as Interface Builder
// apps do, its table view's dataSource and delegate, its text field's delegate and its search bar's
// delegate to the scene's controller (which adopts all but the search bar's protocol).
final class DiffbenchPortedStoryboard_PortedPlaces: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "places",
            scenes: [
                .init(id: "places", storyboardIdentifier: nil, className: "PortedPlacesViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "table", element: "tableView"),
                          PortedStoryboardContents.View(id: "field", element: "textField"),
                          PortedStoryboardContents.View(id: "search", element: "searchBar"),
                      ]),
                      outlets: [
                          .init(owner: "places", property: "tableView", destination: "table"),
                          .init(owner: "places", property: "nameField", destination: "field"),
                          .init(owner: "places", property: "searchBar", destination: "search"),
                          .init(owner: "table", property: "dataSource", destination: "places"),
                          .init(owner: "table", property: "delegate", destination: "places"),
                          .init(owner: "field", property: "delegate", destination: "places"),
                          .init(owner: "search", property: "delegate", destination: "places"),
                          .init(owner: "table", property: "delegate", destination: "nowhere"),
                      ]),
            ])
    }
}

final class PortedPlacesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    @HeadlessOutlet(.weak) var tableView: UITableView!
    @HeadlessOutlet(.weak) var nameField: UITextField!
    @HeadlessOutlet(.weak) var searchBar: UISearchBar!
    let places = ["Lisbon", "Porto"]
    var selected: [String] = []
    var delegateWasSetBeforeViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegateWasSetBeforeViewDidLoad = tableView.delegate === self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = places[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(places[indexPath.row]) }
}

@MainActor
@Suite("Ported storyboards set the outlets Interface Builder wires to UIKit's own properties (dataSource, delegate)")
struct PortedUIKitOutletTests {
    @Test("a table view's dataSource and delegate and a text field's delegate wired to the controller are set before viewDidLoad; a tap reaches didSelectRowAt")
    func dataSourceAndDelegateWiredInTheFile() throws {
        let controller = try #require(UIStoryboard(name: "PortedPlaces", bundle: nil).instantiateInitialViewController() as? PortedPlacesViewController)
        controller.loadViewIfNeeded()
        #expect(controller.delegateWasSetBeforeViewDidLoad)
        #expect(controller.tableView.dataSource === controller && controller.nameField.delegate === controller)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        controller.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(controller.selected == ["Porto"])
    }

    @Test("a destination that does not adopt the protocol leaves the property nil; an outlet to a missing object changes nothing")
    func nonConformingDestination() throws {
        let controller = try #require(UIStoryboard(name: "PortedPlaces", bundle: nil).instantiateInitialViewController() as? PortedPlacesViewController)
        controller.loadViewIfNeeded()
        #expect(controller.searchBar.delegate == nil)
        #expect(controller.tableView.delegate === controller, "the outlet to a missing object is skipped, not a nil delegate")
    }
}

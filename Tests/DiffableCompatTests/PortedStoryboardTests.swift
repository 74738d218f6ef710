import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard file named "PortedShop" (DiffbenchPortedStoryboards.swift):
// a navigation controller (initial) whose root is a product list with a prototype cell that
// triggers "showProduct", a manual "checkout" segue presenting a tab bar controller, and a scene
// whose custom class this module does not have.
final class DiffbenchPortedStoryboard_PortedShop: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "nav",
            scenes: [
                .init(id: "nav", storyboardIdentifier: nil, className: "PortedShopNavigation", kind: .navigationController, children: ["list"]),
                .init(id: "list", storyboardIdentifier: "Products", className: "PortedProductsViewController", kind: .tableViewController),
                .init(id: "detail", storyboardIdentifier: "Product", className: "PortedProductViewController", kind: .viewController),
                .init(id: "tabs", storyboardIdentifier: "Checkout", className: nil, kind: .tabBarController, children: ["detail", "missing"]),
                .init(id: "ghost", storyboardIdentifier: "Ghost", className: "NoSuchClassAnywhere", kind: .tableViewController),
                .init(id: "loop", storyboardIdentifier: "Loop", className: nil, kind: .navigationController, children: ["loop"]),
                .init(id: "toSettings", storyboardIdentifier: nil, className: nil, kind: .viewController,
                      referencedStoryboard: "PortedSettings", referencedIdentifier: "Prefs"),
                .init(id: "settingsNav", storyboardIdentifier: "Settings", className: nil, kind: .navigationController, children: ["toSettings"]),
            ],
            segues: [
                .init(identifier: "showProduct", source: "list", destination: "detail", kind: "show", prototype: "ProductCell"),
                .init(identifier: "checkout", source: "list", destination: "tabs", kind: "presentation"),
                .init(identifier: "toNowhere", source: "list", destination: "missing", kind: "show"),
            ],
            prototypes: [
                .init(scene: "list", reuseIdentifier: "ProductCell", className: "PortedProductCell"),
                .init(scene: "list", reuseIdentifier: "Plain", className: nil),
            ])
    }
}

final class DiffbenchPortedStoryboard_PortedSettings: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(initialScene: nil, scenes: [
            .init(id: "prefs", storyboardIdentifier: "Prefs", className: "PortedProductViewController", kind: .viewController),
        ])
    }
}

final class PortedShopNavigation: UINavigationController {}
final class PortedProductCell: UITableViewCell {}
final class PortedProductViewController: UIViewController {
    var product: String?
}

final class PortedProductsViewController: UITableViewController {
    var products = ["Tea", "Cups"]
    var prepared: [(String?, Any?)] = []
    var selected: [IndexPath] = []
    var allowsSegues = true

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { products.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "ProductCell" : "Plain", for: indexPath)
        cell.textLabel?.text = products[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsSegues }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
        if let detail = segue.destination as? PortedProductViewController, let cell = sender as? UITableViewCell {
            detail.product = cell.textLabel?.text
        }
    }
}

@MainActor
@Suite("A storyboard file the port step read: its scenes, initial controller, segues and prototype cells, with nothing declared")
struct PortedStoryboardTests {
    @Test("the initial scene is the file's navigation controller (its custom class) with its root scene; both belong to the storyboard")
    func initialScene() throws {
        let storyboard = UIStoryboard(name: "PortedShop", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? PortedShopNavigation)
        let list = try #require(navigation.topViewController as? PortedProductsViewController)
        #expect(navigation.viewControllers.count == 1 && list.storyboard === storyboard && navigation.storyboard === storyboard)
        let typed: PortedShopNavigation? = storyboard.instantiateInitialViewController()
        #expect(typed != nil && typed !== navigation)
    }

    @Test("Storyboard IDs make the file's scenes; an unknown custom class is the element's UIKit class; an unknown ID still raises UIKit's text")
    func scenesByIdentifier() throws {
        let storyboard = UIStoryboard(name: "PortedShop", bundle: nil)
        #expect(storyboard.instantiateViewController(withIdentifier: "Products") is PortedProductsViewController)
        let product: PortedProductViewController = storyboard.instantiateViewController(identifier: "Product")
        #expect(product.storyboard === storyboard)
        let ghost = storyboard.instantiateViewController(withIdentifier: "Ghost")
        #expect(type(of: ghost) == UITableViewController.self)
        // A relationship cycle in a broken file ends; the scene is still made.
        #expect(storyboard.instantiateViewController(withIdentifier: "Loop") is UINavigationController)
        // A storyboard reference: the other storyboard's scene, which belongs to that storyboard.
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? UINavigationController)
        let prefs = try #require(settings.topViewController as? PortedProductViewController)
        #expect(prefs.storyboard?.name == "PortedSettings" && settings.storyboard === storyboard)
        let failures = DiffableFailures.record {
            _ = storyboard.instantiateViewController(withIdentifier: "Nowhere")
        }
        #expect(failures.failures.map(\.reason) == ["Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier 'Nowhere'"])
    }

    @Test("a tap on a prototype's cell runs the segue it triggers (shouldPerformSegue, prepare with the cell, push) before didSelectRowAt; a plain prototype's cell does not")
    func triggeredSegue() throws {
        let storyboard = UIStoryboard(name: "PortedShop", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? PortedProductsViewController)
        list.loadViewIfNeeded()
        list.tableView.reloadData()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is PortedProductCell)
        #expect(type(of: try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))) == UITableViewCell.self)

        #expect(list.tableView.tapRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(navigation.topViewController as? PortedProductViewController)
        #expect(detail.product == "Tea" && list.prepared.map(\.0) == ["showProduct"] && list.prepared[0].1 is PortedProductCell)
        #expect(list.selected == [IndexPath(row: 0, section: 0)])

        #expect(list.tableView.tapRow(at: IndexPath(row: 1, section: 0)))
        #expect(navigation.viewControllers.count == 2 && list.prepared.count == 1)

        list.allowsSegues = false
        #expect(list.tableView.tapRow(at: IndexPath(row: 0, section: 0)))
        #expect(navigation.viewControllers.count == 2 && list.prepared.count == 1 && list.selected.count == 3)
    }

    @Test("performSegue runs the file's manual segue (presentation: presented); a segue to a scene the file lacks raises UIKit's no-segue text")
    func manualSegues() throws {
        let storyboard = UIStoryboard(name: "PortedShop", bundle: nil)
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "Products") as? PortedProductsViewController)
        list.performSegue(withIdentifier: "checkout", sender: "cart")
        let tabs = try #require(list.presentedViewController as? UITabBarController)
        #expect(tabs.viewControllers?.count == 1 && tabs.viewControllers?.first is PortedProductViewController)
        #expect(list.prepared.count == 1 && list.prepared[0].0 == "checkout" && list.prepared[0].1 as? String == "cart")
        let failures = DiffableFailures.record {
            list.performSegue(withIdentifier: "toNowhere", sender: nil)
            list.performSegue(withIdentifier: "", sender: nil)
        }
        #expect(failures.failures.map(\.reason) == [
            "Receiver (<PortedProductsViewController: 0x0>) has no segue with identifier 'toNowhere'",
            "Receiver (<PortedProductsViewController: 0x0>) has no segue with identifier ''",
        ])
    }

    @Test("what a test declares comes before the file; a storyboard of another name, or made in another module, has no file")
    func declarationsFirst() throws {
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: "PortedShop", identifier: "Product", PortedProductsViewController.self)
        defer { UIStoryboard.removeHeadlessContents(ofStoryboardNamed: "PortedShop") }
        let storyboard = UIStoryboard(name: "PortedShop", bundle: nil)
        #expect(storyboard.instantiateViewController(withIdentifier: "Product") is PortedProductsViewController)
        #expect(UIStoryboard(name: "PortedShop2", bundle: nil).instantiateInitialViewController() == nil)
        #expect(UIStoryboard(name: "PortedShop", bundle: nil, fileID: "OtherModule/File.swift").instantiateInitialViewController() == nil)
    }
}

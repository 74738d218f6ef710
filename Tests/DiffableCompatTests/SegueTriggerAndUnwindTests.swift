import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "SegueFood" (after FoodPin's Main.storyboard): a list
// in a navigation controller whose "+" bar button item presents a form in a navigation controller,
// whose close item unwinds to the list; a detail scene (shown from the list) whose "Rate it" button
// presents a review scene, whose buttons unwind to the detail, to the list, to an action no scene
// registers, and with no action.
final class DiffbenchPortedStoryboard_SegueFood: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "listNav",
            scenes: [
                .init(id: "listNav", storyboardIdentifier: nil, className: nil, kind: .navigationController, children: ["list"]),
                .init(id: "list", storyboardIdentifier: "List", className: "SegueListViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "listRoot", element: "view"),
                      navigationItem: .init(title: "FoodPin", rightItems: [PortedStoryboardContents.View(id: "add", element: "barButtonItem",
                                                                                                           attributes: ["systemItem": "add"])])),
                .init(id: "formNav", storyboardIdentifier: nil, className: nil, kind: .navigationController, children: ["form"]),
                .init(id: "form", storyboardIdentifier: nil, className: "SegueFormViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "formRoot", element: "view"),
                      navigationItem: .init(title: "New", leftItems: [PortedStoryboardContents.View(id: "close", element: "barButtonItem",
                                                                                                      attributes: ["image": "xmark"])])),
                .init(id: "detail", storyboardIdentifier: "Detail", className: "SegueDetailViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "detailRoot", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "rate", element: "button", attributes: ["title": "Rate it"]),
                          PortedStoryboardContents.View(id: "toggle", element: "switch"),
                      ])),
                .init(id: "review", storyboardIdentifier: nil, className: "SegueReviewViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "reviewRoot", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "love", element: "button"),
                          PortedStoryboardContents.View(id: "home", element: "button"),
                          PortedStoryboardContents.View(id: "ghost", element: "button"),
                          PortedStoryboardContents.View(id: "blank", element: "button"),
                      ])),
            ],
            segues: [
                .init(identifier: "addRestaurant", source: "list", destination: "formNav", kind: "presentation", trigger: "add"),
                .init(identifier: "showDetail", source: "list", destination: "detail", kind: "show"),
                .init(identifier: nil, source: "form", destination: "exit1", kind: "unwind", trigger: "close", unwindAction: "unwindToHomeWithSegue:"),
                .init(identifier: "showReview", source: "detail", destination: "review", kind: "presentation", trigger: "rate"),
                .init(identifier: "toggled", source: "detail", destination: "review", kind: "presentation", trigger: "toggle"),
                .init(identifier: "awesome", source: "review", destination: "exit2", kind: "unwind", trigger: "love",
                      unwindAction: "rateRestaurantWithSeque:"),
                .init(identifier: "home", source: "review", destination: "exit2", kind: "unwind", trigger: "home", unwindAction: "unwindToHomeWithSegue:"),
                .init(identifier: "ghost", source: "review", destination: "exit2", kind: "unwind", trigger: "ghost", unwindAction: "noSuchAction:"),
                .init(identifier: "blank", source: "review", destination: "exit2", kind: "unwind", trigger: "blank"),
            ])
    }
}

/// What the segues' callbacks saw, in order.
@MainActor var segueLog: [String] = []

@MainActor
private func logged(_ controller: UIViewController, _ event: String, _ identifier: String?, _ sender: Any?) {
    let name = String(describing: type(of: controller)).replacingOccurrences(of: "Segue", with: "").replacingOccurrences(of: "ViewController", with: "")
    let senderName = sender.map { String(describing: type(of: $0)) } ?? "nil"
    segueLog.append("\(name).\(event)(\(identifier ?? "-"), \(senderName))")
}

class SegueLoggingViewController: UIViewController {
    var refuses: Set<String> = []
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        logged(self, "should", identifier, sender)
        return !refuses.contains(identifier)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { logged(self, "prepare", segue.identifier, sender) }
}

final class SegueListViewController: SegueLoggingViewController {
    var unwoundFrom: UIViewController?
    @IBAction func unwindToHome(segue: UIStoryboardSegue) {
        logged(self, "unwindToHome", segue.identifier, nil)
        unwoundFrom = segue.source
    }
}

final class SegueFormViewController: SegueLoggingViewController {}

final class SegueDetailViewController: SegueLoggingViewController {
    var rating: String?
    @IBAction func rateRestaurant(seque: UIStoryboardSegue) {
        logged(self, "rate", seque.identifier, nil)
        rating = seque.identifier
    }
}

final class SegueReviewViewController: SegueLoggingViewController {}

// What the port writes in each class's own file for its @IBActions.
extension SegueListViewController {
    static var diffbenchIBActions: [Selector] { [Selector("unwindToHomeWithSegue:", SegueListViewController.unwindToHome(segue:))] }
}

final class DiffbenchIBActions_SegueListViewController: PortedIBActions {
    static var selectors: [Selector] { SegueListViewController.diffbenchIBActions }
}

extension SegueDetailViewController {
    static var diffbenchIBActions: [Selector] { [Selector("rateRestaurantWithSeque:", SegueDetailViewController.rateRestaurant(seque:))] }
}

final class DiffbenchIBActions_SegueDetailViewController: PortedIBActions {
    static var selectors: [Selector] { SegueDetailViewController.diffbenchIBActions }
}

@MainActor
@Suite("Segues a ported scene's bar button items and controls trigger, unwind segues, and presentation through ancestors")
struct SegueTriggerAndUnwindTests {
    /// The list (in its navigation controller), made from the storyboard with its view loaded.
    private func list() throws -> (UINavigationController, SegueListViewController) {
        segueLog = []
        let navigation = try #require(UIStoryboard(name: "SegueFood", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? SegueListViewController)
        list.loadViewIfNeeded()
        return (navigation, list)
    }

    /// The detail shown from the list, and the review its "Rate it" button presents.
    private func review() throws -> (UINavigationController, SegueListViewController, SegueDetailViewController, SegueReviewViewController) {
        let (navigation, list) = try list()
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        let detail = try #require(navigation.topViewController as? SegueDetailViewController)
        try #require(detail.view.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        let review = try #require(detail.presentedViewController as? SegueReviewViewController)
        segueLog = []
        return (navigation, list, detail, review)
    }

    @Test("a bar button item's segue is its target and action: sending it asks shouldPerformSegue, prepares with the item, presents")
    func barButtonItemPresents() throws {
        let (_, list) = try list()
        let add = try #require(list.navigationItem.rightBarButtonItem)
        let action = try #require(add.action)
        #expect(add.target != nil)
        #expect(UIApplication.shared.sendAction(action, to: add.target, from: add, for: nil))
        let presented = try #require(list.presentedViewController as? UINavigationController)
        let form = try #require(presented.viewControllers.first as? SegueFormViewController)
        #expect(segueLog == ["List.should(addRestaurant, UIBarButtonItem)", "List.prepare(addRestaurant, UIBarButtonItem)"])
        // Presentation through ancestors: the form, root of the presented navigation controller.
        #expect(form.presentingViewController === list)
        #expect(form.presentedViewController == nil)
    }

    @Test("shouldPerformSegue answering false stops a bar button item's and a button's segue: nothing prepared or presented")
    func refused() throws {
        let (navigation, list) = try list()
        list.refuses = ["addRestaurant"]
        let add = try #require(list.navigationItem.rightBarButtonItem)
        UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil)
        #expect(list.presentedViewController == nil)
        #expect(segueLog == ["List.should(addRestaurant, UIBarButtonItem)"])
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        let detail = try #require(navigation.topViewController as? SegueDetailViewController)
        detail.refuses = ["showReview"]
        segueLog = []
        try #require(detail.view.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        #expect(detail.presentedViewController == nil && segueLog == ["Detail.should(showReview, UIButton)"])
    }

    @Test("a button's segue runs on .touchUpInside and on its primary action, with the button as sender; another control's on its primary action only")
    func controlTriggers() throws {
        let (_, list, detail, review) = try review()
        #expect(review.presentingViewController === detail)
        detail.dismiss(animated: false)
        let rate = try #require(detail.view.subviews.first as? UIButton)
        rate.performPrimaryAction()
        #expect(detail.presentedViewController is SegueReviewViewController)
        #expect(segueLog == ["Detail.should(showReview, UIButton)", "Detail.prepare(showReview, UIButton)"])
        detail.dismiss(animated: false)
        let toggle = try #require(detail.view.subviews.last as? UISwitch)
        toggle.sendActions(for: .valueChanged)
        #expect(detail.presentedViewController == nil)
        toggle.performPrimaryAction()
        #expect(detail.presentedViewController is SegueReviewViewController)
        #expect(list.presentedViewController == nil)
    }

    @Test("an unwind segue from a button: shouldPerformSegue, the source's prepare, the destination's action with the segue, then the review is dismissed")
    func unwindToPresenter() throws {
        let (navigation, _, detail, review) = try review()
        try #require(review.view.subviews[0] as? UIButton).sendActions(for: .touchUpInside)
        #expect(segueLog == ["Review.should(awesome, UIButton)", "Review.prepare(awesome, UIButton)", "Detail.rate(awesome, nil)"])
        #expect(detail.rating == "awesome")
        #expect(detail.presentedViewController == nil && review.presentingViewController == nil)
        #expect(navigation.topViewController === detail)
    }

    @Test("an unwind segue to a controller lower in the navigation stack dismisses the presentation and pops to it")
    func unwindDismissesAndPops() throws {
        let (navigation, list, detail, review) = try review()
        try #require(review.view.subviews[1] as? UIButton).sendActions(for: .touchUpInside)
        #expect(segueLog.last == "List.unwindToHome(home, nil)")
        #expect(list.unwoundFrom === review)
        #expect(detail.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
    }

    @Test("the close bar button item of a presented navigation controller's root unwinds to the list and dismisses the form")
    func unwindFromPresentedNavigation() throws {
        let (_, list) = try list()
        let add = try #require(list.navigationItem.rightBarButtonItem)
        UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil)
        let form = try #require((list.presentedViewController as? UINavigationController)?.viewControllers.first as? SegueFormViewController)
        let close = try #require(form.navigationItem.leftBarButtonItem)
        segueLog = []
        UIApplication.shared.sendAction(close.action!, to: close.target, from: close, for: nil)
        #expect(segueLog == ["Form.should(, UIBarButtonItem)", "Form.prepare(-, UIBarButtonItem)", "List.unwindToHome(-, nil)"])
        #expect(list.presentedViewController == nil && form.presentingViewController == nil)
    }

    @Test("performSegue with an unwind segue's identifier unwinds without asking shouldPerformSegue")
    func performUnwindByIdentifier() throws {
        let (_, _, detail, review) = try review()
        review.performSegue(withIdentifier: "awesome", sender: nil)
        #expect(segueLog == ["Review.prepare(awesome, nil)", "Detail.rate(awesome, nil)"])
        #expect(detail.presentedViewController == nil)
    }

    @Test("bad unwinds: an action no controller up the chain registers, or none named, do nothing and raise nothing")
    func unwindFindsNothing() throws {
        let (_, _, detail, review) = try review()
        let failures = DiffableFailures.record {
            (review.view.subviews[2] as? UIButton)?.sendActions(for: .touchUpInside)
            (review.view.subviews[3] as? UIButton)?.sendActions(for: .touchUpInside)
        }
        #expect(failures.failures.isEmpty)
        #expect(segueLog == ["Review.should(ghost, UIButton)", "Review.should(blank, UIButton)"])
        #expect(detail.presentedViewController === review && detail.rating == nil)
    }
}

@MainActor
@Suite("Presentation through ancestors: a child of a presented (or presenting) container answers and dismisses as UIKit's")
struct PresentationThroughAncestorsTests {
    @Test("a child of a presented navigation controller: its presentingViewController is the presenter, and its dismiss ends the presentation")
    func childDismissesPresentation() {
        let host = UIViewController()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        host.present(navigation, animated: false)
        #expect(child.presentingViewController === host)
        #expect(navigation.presentingViewController === host && host.presentedViewController === navigation)
        var completed = false
        child.dismiss(animated: false) { completed = true }
        #expect(completed && host.presentedViewController == nil)
        #expect(child.presentingViewController == nil && navigation.presentingViewController == nil)
    }

    @Test("a child of a presenting container answers its presentedViewController, and its dismiss dismisses that, not the container")
    func childOfPresenter() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        root.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test("bad input: dismiss with nothing presented and not presented changes nothing and still completes; a presentation of its own wins over an ancestor's")
    func nothingToDismiss() {
        let lone = UIViewController()
        var completed = false
        lone.dismiss(animated: true) { completed = true }
        #expect(completed && lone.presentedViewController == nil && lone.presentingViewController == nil)

        let host = UIViewController(), other = UIViewController()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        host.present(navigation, animated: false)
        other.present(child, animated: false)
        #expect(child.presentingViewController === other)
        child.dismiss(animated: false)
        #expect(other.presentedViewController == nil && host.presentedViewController === navigation)
    }
}

import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "ObservedForm" (after FoodPin's form, whose outlets'
// didSet set each field's tag and delegate) and for the controller's observed outlets.
final class DiffbenchPortedStoryboard_ObservedForm: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "form",
            scenes: [
                .init(id: "form", storyboardIdentifier: nil, className: "ObservedFormController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "name", element: "textField"),
                          PortedStoryboardContents.View(id: "type", element: "textField"),
                      ]),
                      outlets: [
                          .init(owner: "form", property: "nameField", destination: "name"),
                          .init(owner: "form", property: "typeField", destination: "type"),
                      ]),
            ])
    }
}

final class ObservedFormController: UIViewController, UITextFieldDelegate {
    var log: [String] = []
    @HeadlessOutlet(.weak) var nameField: UITextField! {
        didSet {
            nameField.tag = 1
            nameField.delegate = self
            log.append("nameField didSet")
        }
    }
    @HeadlessOutlet(.weak) private var typeField: UITextField! {
        didSet {
            typeField.tag = 2
            log.append("typeField didSet, nameField tag \(nameField.tag)")
        }
    }
    /// Never connected by the file: its observer must not run.
    @HeadlessOutlet(.weak) var unconnected: UILabel! {
        didSet { log.append("unconnected didSet") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        view.viewWithTag(textField.tag + 1)?.becomeFirstResponder()
        return true
    }
}

extension ObservedFormController {
    @MainActor static var diffbenchObservedOutlets_ObservedFormController: [String: (ObservedFormController) -> Void] {
        ["nameField": { _ = $0.nameField }, "typeField": { _ = $0.typeField }, "unconnected": { _ = $0.unconnected }]
    }
}

@MainActor final class DiffbenchObservedOutlets_ObservedFormController: PortedObservedOutlets {
    static func connected(_ property: String, of object: AnyObject) {
        guard let object = object as? ObservedFormController else { return }
        ObservedFormController.diffbenchObservedOutlets_ObservedFormController[property]?(object)
    }
}

@MainActor
@Suite("Outlets with observers: their didSet runs when the storyboard connects them, before viewDidLoad, as iOS's nib loader runs it")
struct ObservedOutletTests {
    @Test("each connected observed outlet's didSet runs once at load, before viewDidLoad, finding the others connected; an unconnected one's never runs")
    func observersRunAtLoad() throws {
        let form = try #require(UIStoryboard(name: "ObservedForm", bundle: nil).instantiateInitialViewController() as? ObservedFormController)
        form.loadViewIfNeeded()
        #expect(form.log == ["nameField didSet", "typeField didSet, nameField tag 1", "viewDidLoad"])
        // The tags are there before any test reads the outlets: Return moves to the next field.
        let type = try #require(form.view.viewWithTag(2) as? UITextField)
        _ = form.nameField.delegate?.textFieldShouldReturn(form.nameField)
        #expect(type.isFirstResponder)
        #expect(form.log.filter { $0.hasPrefix("nameField") }.count == 1 && !form.log.contains("unconnected didSet"))
    }

    @Test("a storyboard-made screen's connected views go with it: nothing keeps its outlets' objects once the screen is gone")
    func connectedViewsGoWithTheScreen() throws {
        weak var weakForm: ObservedFormController?, weakField: UITextField?, weakRoot: UIView?
        try {
            let form = try #require(UIStoryboard(name: "ObservedForm", bundle: nil).instantiateInitialViewController() as? ObservedFormController)
            form.loadViewIfNeeded()
            weakField = form.nameField
            weakForm = form
            weakRoot = form.view
            #expect(weakField != nil)
        }()
        #expect(weakForm == nil && weakRoot == nil)
        #expect(weakField == nil, "the outlet's field was kept after its screen")
    }
}

import PortToLinux
import Testing

@Suite("Rule 1: Objective-C attributes are dropped, the declaration kept as written")
struct ObjectiveCAttributeTests {
    @Test("@convention(block) goes from any type, @convention(c) only from an Objective-C method's implementation type (it takes a Selector)")
    func conventions() throws {
        let source = """
            typealias Function = @convention(c) (AnyObject, Selector) -> Void
            typealias Block = @convention(block) (UIViewController, Selector) -> Void
            typealias Callback = @convention(c) (Int32) -> Void
            func install(_ block: @escaping @convention(block) () -> Void) {}

            """
        let (text, report) = try port(source)
        #expect(text == """
            typealias Function = (AnyObject, Selector) -> Void
            typealias Block = (UIViewController, Selector) -> Void
            typealias Callback = @convention(c) (Int32) -> Void
            func install(_ block: @escaping () -> Void) {}

            """)
        #expect(report.rewrites.map(line) == [
            "Screen.swift:1: objc-attribute: @convention(c) (AnyObject, Selector) -> Void → (AnyObject, Selector) -> Void",
            "Screen.swift:2: objc-attribute: @convention(block) (UIViewController, Selector) -> Void → (UIViewController, Selector) -> Void",
            "Screen.swift:4: objc-attribute: @escaping @convention(block) () -> Void → @escaping () -> Void",
        ])
        #expect(report.rewrites.first?.detail?.contains("only the Objective-C runtime calls") == true)
        #expect(report.left.isEmpty)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty, "porting twice changes nothing")
    }

    @Test("import ObjectiveC takes the README's form: DiffableCompat answers selectors, associated objects and the method table")
    func objectiveCImport() throws {
        let (text, report) = try port("import ObjectiveC\nlet m = class_getInstanceMethod(UIView.self, Selector(\"layoutSubviews\"))\n")
        #expect(text.hasPrefix("#if canImport(UIKit)\nimport ObjectiveC\n#else\nimport DiffableCompat\n#endif\n"))
        #expect(report.left.map(\.construct) == ["class_getInstanceMethod"], "the swizzle compiles but does not run as on iOS, so it is still named")
        #expect(report.left.first?.reason.contains("finds none") == true)
    }

    @Test("@IBOutlet weak var tableView: UITableView! becomes @HeadlessOutlet(.weak) var tableView: UITableView!")
    func outlet() throws {
        let (text, report) = try port("class A {\n    @IBOutlet weak var tableView: UITableView!\n}\n")
        #expect(text == "class A {\n    @HeadlessOutlet(.weak) var tableView: UITableView!\n}\n")
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:2: outlet: @IBOutlet weak var tableView: UITableView! → @HeadlessOutlet(.weak) var tableView: UITableView!")
        #expect(entry.column == 5 && entry.detail?.contains("weak is its argument") == true)
    }

    @Test("outlets: strong, optional, private(set) with didSet, qualified types, collections and @objc too take the wrapper; computed, static and unowned ones only lose the attribute")
    func outletForms() throws {
        let source = """
            class A: UIViewController {
                @IBOutlet var stack: UIStackView!
                @IBOutlet private(set) weak var label: UILabel? {
                    didSet { label?.text = "x" }
                }
                @objc @IBOutlet weak var height: NSLayoutConstraint!
                @IBOutlet weak var search: UIKit.UISearchBar!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet var computed: UILabel! { get { nil } set {} }
                @IBOutlet unowned var owner: UIView!
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            class A: UIViewController {
                @HeadlessOutlet var stack: UIStackView!
                @HeadlessOutlet(.weak) private(set) var label: UILabel? {
                    didSet { label?.text = "x" }
                }
                @HeadlessOutlet(.weak) var height: NSLayoutConstraint!
                @HeadlessOutlet(.weak) var search: UISearchBar!
                @HeadlessOutlet var buttons: [UIButton]!
                var computed: UILabel! { get { nil } set {} }
                unowned var owner: UIView!
            }

            #if canImport(DiffableCompat) && !canImport(UIKit)
            // Added by the port step: A's outlets with observers, read when a storyboard or nib
            // connects them, so that their didSet runs then, as iOS's nib loader runs it (PortedObservedOutlets).
            extension A {
                @MainActor static var diffbenchObservedOutlets_A: [String: (A) -> Void] {
                    ["label": { _ = $0.label }]
                }
            }

            @MainActor final class DiffbenchObservedOutlets_A: PortedObservedOutlets {
                static func connected(_ property: String, of object: AnyObject) {
                    guard let object = object as? A else { return }
                    A.diffbenchObservedOutlets_A[property]?(object)
                }
            }
            #endif

            """)
        #expect(report.rewrites.map(\.rule) == [.outletObservers, .headlessOutlet, .headlessOutlet, .headlessOutlet, .headlessOutlet,
                                                .moduleQualified, .headlessOutlet, .objectiveCAttribute, .objectiveCAttribute])
        #expect(report.rewrites[6].detail == "an outlet collection a ported storyboard connects (DiffableCompat's HeadlessOutlet)")
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty, "porting twice changes nothing")
    }

    @Test("@IBAction, @objc(name), @objc dynamic, @IBInspectable, @IBDesignable and @objcMembers all go; comments stay")
    func everyAttribute() throws {
        let source = """
            @IBDesignable @objcMembers
            class A: UIView {
                @IBInspectable var radius: CGFloat = 0 // corner radius
                @objc dynamic var count = 0
                /// Taps.
                @IBAction func didTap(_ sender: UIButton) {}
                @objc(handleGesture:) func handle(gesture: UIGestureRecognizer) {}
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            class A: UIView {
                var radius: CGFloat = 0 // corner radius
                var count = 0
                /// Taps.
                func didTap(_ sender: UIButton) {}
                func handle(gesture: UIGestureRecognizer) {}
            }

            #if canImport(DiffableCompat) && !canImport(UIKit)
            // Added by the port step: A's @IBAction methods, which the actions of a storyboard or nib
            // call (DiffableCompat's PortedIBActions finds them by this class's name).
            extension A {
                @MainActor static var diffbenchIBActions_A: [Selector] {
                    [Selector("didTap:", A.didTap(_:))]
                }
            }

            @MainActor final class DiffbenchIBActions_A: PortedIBActions {
                static var selectors: [Selector] { A.diffbenchIBActions_A }
            }
            #endif

            """)
        #expect(report.rewrites.map(line) == [
            "Screen.swift:1: ib-actions: @IBDesignable @objcMembers class A: UIView { → DiffbenchIBActions_A: didTap:",
            "Screen.swift:1: objc-attribute: @IBDesignable @objcMembers class A: UIView { → class A: UIView {",
            "Screen.swift:3: objc-attribute: @IBInspectable var radius: CGFloat = 0 → var radius: CGFloat = 0",
            "Screen.swift:4: objc-attribute: @objc dynamic var count = 0 → var count = 0",
            "Screen.swift:6: objc-attribute: @IBAction func didTap(_ sender: UIButton) {} → func didTap(_ sender: UIButton) {}",
            "Screen.swift:7: objc-attribute: @objc(handleGesture:) func handle(gesture: UIGestureRecognizer) {} → func handle(gesture: UIGestureRecognizer) {}",
        ])
        #expect(report.rewrites[3].detail == "dropped @objc, dynamic")
        #expect(report.left.isEmpty && report.exitStatus == 0)
    }

    @Test("an attribute alone on its line takes the line with it; other attributes and modifiers stay")
    func attributeOnItsOwnLine() throws {
        let (text, report) = try port("class A {\n    @objc\n    @MainActor private func refresh() {}\n}\n")
        #expect(text == "class A {\n    @MainActor private func refresh() {}\n}\n")
        #expect(report.rewrites.map(line) == ["Screen.swift:2: objc-attribute: @objc @MainActor private func refresh() {} → @MainActor private func refresh() {}"])
    }

    @Test("the app's entry point goes: @main on an app delegate and @UIApplicationMain; @main elsewhere stays")
    func entryPoint() throws {
        let (text, report) = try port("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n@UIApplicationMain final class Old: UIResponder, UIApplicationDelegate {}\n@main struct Tool { static func main() {} }\n")
        #expect(text == "class AppDelegate: UIResponder, UIApplicationDelegate {}\nfinal class Old: UIResponder, UIApplicationDelegate {}\n@main struct Tool { static func main() {} }\n")
        #expect(report.rewrites.map(\.detail) == ["dropped @main", "dropped @UIApplicationMain"])
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("@NSManaged var becomes accessors over DiffableCompat's storage, on its own line, reported as managed-property; a second port changes nothing")
    func managedPropertyRewritten() throws {
        let (text, report) = try port("class Item: NSManagedObject {\n    @NSManaged public var title: String?\n    @NSManaged var count: Int16\n}\n")
        #expect(text == """
            class Item: NSManagedObject {
                public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
                var count: Int16 { get { managedValue(forKey: "count") } set { setManagedValue(newValue, forKey: "count") } }
            }

            """)
        #expect(report.rewrites.map(\.rule) == [.managedProperty, .managedProperty] && report.left.isEmpty && report.exitStatus == 0)
        #expect(report.text.hasPrefix("Screen.swift:2: managed-property: @NSManaged public var title: String? → public var title: String? { get { managedValue(forKey: \"title\") } set { setManagedValue(newValue, forKey: \"title\") } }"))
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("Core Data's generated to-many accessors get bodies; their @objc name goes; an ordered relationship's accessor is left and named")
    func managedAccessorsRewritten() throws {
        let source = "extension Folder {\n    @objc(addItemsObject:)\n    @NSManaged public func addToItems(_ value: Item)\n    @objc(removeItems:)\n    @NSManaged public func removeFromItems(_ values: NSSet)\n    @NSManaged public func insertIntoItems(_ value: Item, at idx: Int)\n}\n"
        let (text, report) = try port(source)
        #expect(text == """
            extension Folder {
                public func addToItems(_ value: Item) { addManagedObjects(value, toKey: "items") }
                public func removeFromItems(_ values: NSSet) { removeManagedObjects(values, fromKey: "items") }
                @NSManaged public func insertIntoItems(_ value: Item, at idx: Int)
            }

            """)
        #expect(report.rewrites.map(\.rule) == [.managedProperty, .managedProperty])
        let left = try #require(report.left.first)
        #expect(left.construct == "@NSManaged" && left.line == 6 && report.exitStatus == 1)
        let (again, _) = try port(text)
        #expect(again == text)
    }

    @Test("an @objc protocol stays class-bound: AnyObject is added after its name or its last inherited type, never twice")
    func objcProtocolStaysClassBound() throws {
        let source = """
            @objc protocol Observing {
                func changed()
            }
            @objc public protocol Named: Equatable {}
            @objc protocol Bound: AnyObject {}
            @objc protocol Classy: NSObjectProtocol {}
            protocol Plain {}

            """
        let (text, report) = try port(source)
        #expect(text == """
            protocol Observing: AnyObject {
                func changed()
            }
            public protocol Named: Equatable, AnyObject {}
            protocol Bound: AnyObject {}
            protocol Classy: NSObjectProtocol {}
            protocol Plain {}

            """)
        #expect(report.rewrites.map(line) == [
            "Screen.swift:1: objc-attribute: @objc protocol Observing { → protocol Observing: AnyObject {",
            "Screen.swift:4: objc-attribute: @objc public protocol Named: Equatable {} → public protocol Named: Equatable, AnyObject {}",
            "Screen.swift:5: objc-attribute: @objc protocol Bound: AnyObject {} → protocol Bound: AnyObject {}",
            "Screen.swift:6: objc-attribute: @objc protocol Classy: NSObjectProtocol {} → protocol Classy: NSObjectProtocol {}",
        ])
        #expect(report.rewrites.map(\.detail) == [
            "dropped @objc; AnyObject added, as an @objc protocol is class-bound",
            "dropped @objc; AnyObject added, as an @objc protocol is class-bound",
            "dropped @objc", "dropped @objc",
        ])
        let (again, _) = try port(text)
        #expect(again == text)
    }

    @Test("an optional requirement returning a non-optional value: @objc goes, optional is left and named with why")
    func optionalRequirementIsLeft() throws {
        let (text, report) = try port("@objc protocol P {\n    @objc optional func f() -> Int\n}\n")
        #expect(text == "protocol P: AnyObject {\n    optional func f() -> Int\n}\n")
        #expect(report.rewrites.map(\.rule) == [.objectiveCAttribute, .objectiveCAttribute])
        #expect(report.left.map(\.construct) == ["optional requirement"] && report.left[0].line == 2)
        #expect(report.left[0].reason.contains("this one returns Int: no Int means \"not implemented\""))
    }
}

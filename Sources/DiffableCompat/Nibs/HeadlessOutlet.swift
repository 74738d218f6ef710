#if !canImport(UIKit)
import Foundation

/// What the port step writes for `@IBOutlet` (`@IBOutlet weak var tableView: UITableView!` →
/// `@HeadlessOutlet(.weak) var tableView: UITableView!`): an outlet that a headless nib or
/// storyboard connects, as Interface Builder's would be, without a test declaring it. Not UIKit API.
///
/// Reading the outlet while it is nil, on the main thread, connects it when its owner came from
/// Interface Builder: a view a nib made (a nib-registered cell, `loadNibNamed`) or loaded as its
/// File's Owner, or a view controller a storyboard made or whose view UIKit's `loadView()` made
/// (from its nib, which an app with outlets ships; not an app's own `loadView()`), once its view
/// is loaded. A
/// view outlet gets a new view of the declared type, made with `init?(coder:)` as a nib makes it,
/// added to the owner's view (a cell's `contentView`) and awoken; a constraint outlet gets an
/// inactive placeholder constraint, held by that view. The outlet is set through the property, so
/// its `didSet` runs, as when a nib connects it. Otherwise (a controller made in code, a view
/// not loaded yet, another type of outlet such as a bar button item) it stays nil, as UIKit leaves
/// it. A storyboard scene or a xib the port step read connects the object the file names for the
/// property (see `PortedStoryboardContents.Outlet`, `PortedNibContents`) before any of these rules. What a test connects (`UINib.setHeadlessContents`, `UIStoryboard.setHeadlessScene`, or
/// setting it) is kept. The made views have zero frames: nothing lays them out. Modelled.
@propertyWrapper
public struct HeadlessOutlet<Value> {
    /// How the outlet holds its value: `weak`, as most outlets are declared, or `strong`.
    public enum Reference: Sendable {
        /// Held strongly, as `@IBOutlet var`.
        case strong
        /// Held weakly, as `@IBOutlet weak var`: the view hierarchy keeps the view alive.
        case weak
    }

    private let reference: Reference
    private var strongValue: Value?
    /// A weak outlet's object (a class, or a class-bound protocol's existential).
    private weak var weakObject: AnyObject?

    /// An outlet with an initial value (`@HeadlessOutlet var label: UILabel! = nil`).
    public init(wrappedValue: Value?, _ reference: Reference = .strong) {
        self.reference = reference
        store(wrappedValue)
    }

    /// An outlet with no initial value.
    public init(_ reference: Reference = .strong) {
        self.reference = reference
    }

    /// Not available: an outlet is a property of a class (a view or a view controller), which
    /// reaches it through `subscript(_enclosingInstance:wrapped:storage:)`.
    @available(*, unavailable, message: "@HeadlessOutlet is for properties of classes")
    public var wrappedValue: Value? {
        get { nil }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    private var value: Value? { reference == .weak ? weakObject as? Value : strongValue }

    private mutating func store(_ newValue: Value?) {
        if reference == .weak { weakObject = newValue.map { $0 as AnyObject } } else { strongValue = newValue }
    }

    /// The outlet of `owner`: its value, or (when nil) the object a headless nib connects (see above).
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value?>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value? {
        get {
            if let value = owner[keyPath: storageKeyPath].value { return value }
            guard DelayedPerform.isOnMainQueue else { return nil }
            let handed = UncheckedSendable(owner)
            let keyPath = UncheckedSendable(storageKeyPath)
            guard let made = MainActor.assumeIsolated({
                // The object a ported storyboard scene connects to this property, else one of its type.
                UncheckedSendable(PortedConnections.connected(Value.self, property: { String(describing: keyPath.value) }, of: handed.value)
                    ?? HeadlessOutlets.make(Value.self, for: handed.value))
            }).value
            else { return nil }
            // Stored first: a write through the key path reads the property (its modify accessor),
            // which must find it connected; the write then runs the property's observers.
            owner[keyPath: storageKeyPath].store(made)
            owner[keyPath: wrappedKeyPath] = made
            return owner[keyPath: storageKeyPath].value ?? made
        }
        set { owner[keyPath: storageKeyPath].store(newValue) }
    }
}

/// What a headless nib makes for an outlet.
@MainActor
enum HeadlessOutlets {
    /// A new `type` for an outlet of `owner`, held by `owner`'s view; nil when `owner` did not come
    /// from Interface Builder, its view is not loaded, or `type` is not a view or a constraint.
    static func make<Value>(_ type: Value.Type, for owner: AnyObject) -> Value? {
        let container: UIView
        switch owner {
        case let controller as UIViewController:
            guard controller.connectsHeadlessOutlets, let view = controller.viewIfLoaded else { return nil }
            container = view
        case let cell as UITableViewCell where cell.connectsHeadlessOutlets: container = cell.contentView
        case let cell as UICollectionViewCell where cell.connectsHeadlessOutlets: container = cell.contentView
        case let view as UIView where view.connectsHeadlessOutlets: container = view
        default: return nil
        }
        if let viewType = type as? UIView.Type, let view = viewType.init(coder: HeadlessNibCoder()) {
            view.connectsHeadlessOutlets = true
            if let controller = owner as? UIViewController { StoryboardPrototypes.mark(view, for: controller) }
            container.addSubview(view)
            view.awakeFromNib()
            return view as? Value
        }
        if type == NSLayoutConstraint.self {
            let constraint = NSLayoutConstraint(item: container, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                                attribute: .notAnAttribute, multiplier: 1, constant: 0)
            container.headlessOutletObjects.append(constraint)
            return constraint as? Value
        }
        return nil
    }
}
#endif

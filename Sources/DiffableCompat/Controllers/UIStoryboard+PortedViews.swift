#if !canImport(UIKit)
import Foundation

/// The key of a bar button item's object ID in a ported storyboard.
private enum PortedObjectIDKey {
    nonisolated(unsafe) static var tag: UInt8 = 0
    static var key: UnsafeRawPointer { UnsafeRawPointer(withUnsafePointer(to: &tag) { $0 }) }
}

extension UIBarButtonItem {
    /// The object ID a ported storyboard gave this item, so outlets find it.
    var portedObjectID: String? {
        get { objc_getAssociatedObject(self, PortedObjectIDKey.key) as? String }
        set { objc_setAssociatedObject(self, PortedObjectIDKey.key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// What a storyboard connects in a ported scene when its controller's view loads.
@MainActor
enum PortedConnections {
    /// The objects connected to each owner's outlets, by property name; the owner is held weakly.
    /// A responder (a controller, a view, a cell: nearly every owner) keeps its own table, so the
    /// connected objects go with it, as a nib's outlets go with their owner; any other owner's is
    /// in `tables`, dropped after the owner is gone.
    final class Table {
        weak var owner: AnyObject?
        var objects: [String: [AnyObject]] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private static var tables: [ObjectIdentifier: Table] = [:]

    /// Builds `scene`'s views into `controller`'s loaded view, sets its navigation item, keeps its
    /// outlets and connects its actions, then awakes the views made (`awakeFromNib`). Returns the
    /// scene's objects by object ID (the controller, its views and bar button items).
    @discardableResult
    static func connect(_ controller: UIViewController, scene: PortedStoryboardContents.Scene, module: String?) -> [String: AnyObject] {
        var objects: [String: AnyObject] = [scene.id: controller]
        var made: [UIView] = []
        if let root = scene.view {
            let loaded = controller.viewIfLoaded
            let rootView: UIView
            if let loaded, type(of: loaded) == UIView.self, let replacement = makeView(root, module: module, controller: controller),
               type(of: replacement) != UIView.self {
                // A plain controller's root view of another class (a custom view, a scroll view).
                controller.view = replacement
                rootView = replacement
                made.append(replacement)
            } else {
                rootView = loaded ?? UIView(frame: .zero)
                apply(root, to: rootView)
            }
            objects[root.id] = rootView
            addSubviews(root.subviews, to: rootView, objects: &objects, made: &made, module: module, controller: controller)
            setStaticSections(root, of: rootView, objects: objects)
        }
        // The navigation item's bar button items, made with the controller (see `setNavigationItem`).
        for item in (controller.navigationItem.leftBarButtonItems ?? []) + (controller.navigationItem.rightBarButtonItems ?? []) {
            if let id = item.portedObjectID { objects[id] = item }
        }
        connectOutlets(scene.outlets, objects: objects)
        connectActions(scene.actions.filter { !(objects[$0.source] is UIBarButtonItem) }, firstResponder: scene.firstResponder, objects: objects)
        for view in made { view.awakeFromNib() }
        return objects
    }

    /// Sets `controller`'s navigation item as the scene's: its title, and its bar button items with
    /// their actions (sent to the controller or up the responder chain), as the storyboard decodes
    /// them with the controller, before its view loads.
    static func setNavigationItem(_ controller: UIViewController, scene: PortedStoryboardContents.Scene) {
        guard let item = scene.navigationItem else { return }
        var objects: [String: AnyObject] = [scene.id: controller]
        if let title = item.title { controller.navigationItem.title = title }
        let left = item.leftItems.map { barButtonItem($0, objects: &objects) }
        let right = item.rightItems.map { barButtonItem($0, objects: &objects) }
        if !left.isEmpty { controller.navigationItem.leftBarButtonItems = left }
        if !right.isEmpty { controller.navigationItem.rightBarButtonItems = right }
        connectActions(scene.actions.filter { objects[$0.source] is UIBarButtonItem }, firstResponder: scene.firstResponder, objects: objects)
    }

    /// Keeps the objects `outlets` connect, for each owner among `objects`, by property name (read
    /// by `@HeadlessOutlet`); a controller's `view` outlet (a nib's File's Owner's) sets its view, as
    /// UIKit's nib loading does. An outlet whose owner or destination is not among `objects` is skipped.
    static func connectOutlets(_ outlets: [PortedStoryboardContents.Outlet], objects: [String: AnyObject]) {
        var kept: [(owner: AnyObject, property: String)] = []
        var keptProperties: [ObjectIdentifier: Set<String>] = [:]
        defer {
            // Observed outlets (the port's `outlet-observers`) are read once all are kept, so their
            // `didSet` runs now, as iOS's nib loader runs it, and finds the others connected.
            for (owner, property) in kept { runObservers(of: property, of: owner) }
        }
        for outlet in outlets {
            guard let owner = objects[outlet.owner], let destination = objects[outlet.destination] else { continue }
            if outlet.property == "view", !outlet.isCollection, let controller = owner as? UIViewController, let view = destination as? UIView {
                controller.view = view
                continue
            }
            if !outlet.isCollection, connectUIKitProperty(outlet.property, of: owner, to: destination) { continue }
            let table = table(for: owner)
            if keptProperties[ObjectIdentifier(owner), default: []].insert(outlet.property).inserted { kept.append((owner, outlet.property)) }
            if outlet.isCollection {
                table.objects[outlet.property, default: []].append(destination)
            } else {
                table.objects[outlet.property] = [destination]
            }
        }
    }

    /// Sets an outlet to a property UIKit declares, as the nib loader sets it: a table or collection
    /// view's, or a picker view's, `dataSource` and `delegate`, and a text field's, text view's or
    /// search bar's `delegate` (Interface Builder's usual wiring to the controller). A destination
    /// that does not adopt the protocol leaves the property nil (Objective-C would set it anyway and
    /// call only what it implements). False for any other property: it is the app's own outlet.
    static func connectUIKitProperty(_ property: String, of owner: AnyObject, to destination: AnyObject) -> Bool {
        switch (property, owner) {
        case ("dataSource", let view as UITableView): view.dataSource = destination as? any UITableViewDataSource
        case ("delegate", let view as UITableView): view.delegate = destination as? any UITableViewDelegate
        case ("dataSource", let view as UICollectionView): view.dataSource = destination as? any UICollectionViewDataSource
        case ("delegate", let view as UICollectionView): view.delegate = destination as? any UICollectionViewDelegate
        case ("dataSource", let view as UIPickerView): view.dataSource = destination as? any UIPickerViewDataSource
        case ("delegate", let view as UIPickerView): view.delegate = destination as? any UIPickerViewDelegate
        case ("delegate", let view as UITextField): view.delegate = destination as? any UITextFieldDelegate
        case ("delegate", let view as UITextView): view.delegate = destination as? any UITextViewDelegate
        case ("delegate", let view as UISearchBar): view.delegate = destination as? any UISearchBarDelegate
        default: return false
        }
        return true
    }

    /// Connects `actions` whose sender and destination are among `objects` (or sent to the First
    /// Responder placeholder `firstResponder`: a nil target).
    static func connectActions(_ actions: [PortedStoryboardContents.Action], firstResponder: String?,
                               objects: [String: AnyObject]) {
        for action in actions {
            guard let source = objects[action.source] else { continue }
            let toFirstResponder = firstResponder != nil && action.destination == firstResponder
            let target: AnyObject? = toFirstResponder ? nil : objects[action.destination]
            guard target != nil || toFirstResponder else { continue }
            let selector = target.map { self.selector(action.selector, of: $0) } ?? Selector(action.selector)
            switch source {
            case let control as UIControl:
                control.addTarget(target, action: selector, for: event(action.eventType))
            case let item as UIBarButtonItem:
                item.target = target
                item.action = selector
            default: continue
            }
        }
    }

    /// The object connected to the outlet `property` of `owner`, when a ported scene connected one:
    /// the first (a collection: all, as an array); nil otherwise.
    static func connected<Value>(_ type: Value.Type, property: () -> String, of owner: AnyObject) -> Value? {
        guard let table = existingTable(for: owner), let objects = table.objects[Self.propertyName(property())] else { return nil }
        if let single = objects.first as? Value { return single }
        return objects as? Value
    }

    /// The property's name from a storage key path's description (`\Owner._name` → `name`).
    static func propertyName(_ keyPath: String) -> String {
        let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
        return last.hasPrefix("_") ? String(last.dropFirst()) : last
    }

    private static func existingTable(for owner: AnyObject) -> Table? {
        if let responder = owner as? UIResponder { return responder.portedOutletTable }
        guard let table = tables[ObjectIdentifier(owner)], table.owner === owner else { return nil }
        return table
    }

    private static func table(for owner: AnyObject) -> Table {
        if let table = existingTable(for: owner) { return table }
        if let responder = owner as? UIResponder {
            let table = Table(owner: owner)
            responder.portedOutletTable = table
            return table
        }
        let key = ObjectIdentifier(owner)
        tables = tables.filter { $0.value.owner != nil }
        let table = Table(owner: owner)
        tables[key] = table
        return table
    }

    /// The classes the port wrote for `object`'s class and each superclass, nearest first, named
    /// `prefix` + the class's name in the class's module (`DiffbenchIBActions_`, `DiffbenchObservedOutlets_`).
    /// A nested or generic class has none.
    private static func portedTables(_ prefix: String, of object: AnyObject) -> [Any.Type] {
        var found: [Any.Type] = []
        var current: AnyClass? = type(of: object)
        while let cls = current {
            let qualified = String(reflecting: cls)
            if let dot = qualified.firstIndex(of: ".") {
                let module = qualified[..<dot], className = qualified[qualified.index(after: dot)...]
                if !className.contains("."), !className.contains("<"), let table = _typeByName(module + "." + prefix + className) {
                    found.append(table)
                }
            }
            current = _getSuperclass(cls)
        }
        return found
    }

    /// Reads the outlet `property` of `owner` when the port registered it as observed
    /// (`DiffbenchObservedOutlets_<Class>` of its class or a superclass), which runs its observers.
    static func runObservers(of property: String, of owner: AnyObject) {
        for case let table as PortedObservedOutlets.Type in portedTables("DiffbenchObservedOutlets_", of: owner) {
            table.connected(property, of: owner)
        }
    }

    /// The selector named `name` carrying the `@IBAction` of `target`'s class (or a superclass)
    /// the port registered; else the name only.
    static func selector(_ name: String, of target: AnyObject) -> Selector {
        for case let table as PortedIBActions.Type in portedTables("DiffbenchIBActions_", of: target) {
            if let found = table.selectors.first(where: { $0.description == name }) { return found }
        }
        return Selector(name)
    }

    /// The control event the file names; none, or one not known: `.primaryActionTriggered`.
    static func event(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpInside": .touchUpInside
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "menuActionTriggered": .menuActionTriggered
        case "valueChanged": .valueChanged
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .primaryActionTriggered
        }
    }

    /// Makes `views` into `parent` (a stack view's arranged), each with its subviews; a cell's view
    /// keyed `contentView` (a nib's) is the cell's own `contentView`, given its attributes and
    /// subviews; a table's views keyed `tableHeaderView` and `tableFooterView` are its header and footer.
    static func addSubviews(_ views: [PortedStoryboardContents.View], to parent: UIView, objects: inout [String: AnyObject],
                            made: inout [UIView], module: String?, controller: UIViewController?) {
        for element in views {
            if element.key == "contentView", let content = contentView(of: parent) {
                apply(element, to: content)
                objects[element.id] = content
                addSubviews(element.subviews, to: content, objects: &objects, made: &made, module: module, controller: controller)
                continue
            }
            guard let view = makeView(element, module: module, controller: controller) else { continue }
            if let table = parent as? UITableView, element.key == "tableHeaderView" {
                table.tableHeaderView = view
            } else if let table = parent as? UITableView, element.key == "tableFooterView" {
                table.tableFooterView = view
            } else if parent is UITableView, element.key == "staticCell" {
                // A static cell: not a subview until the table shows it (see `setStaticSections`).
            } else if let stack = parent as? UIStackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
            objects[element.id] = view
            made.append(view)
            addSubviews(element.subviews, to: view, objects: &objects, made: &made, module: module, controller: controller)
            if let cell = view as? UITableViewCell { StoryboardPrototypes.setBuiltInViews(of: cell, from: element, objects: objects) }
            setStaticSections(element, of: view, objects: objects)
        }
    }

    /// Gives a static table (`element` with sections) its sections and their cells, made among
    /// `objects`; a cell ID not made is left out. Nothing for another view.
    static func setStaticSections(_ element: PortedStoryboardContents.View, of view: UIView, objects: [String: AnyObject]) {
        guard !element.sections.isEmpty, let table = view as? UITableView else { return }
        table.staticSections = element.sections.map { section in
            StaticTableSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                               cells: section.cells.compactMap { objects[$0] as? UITableViewCell })
        }
    }

    /// A cell's or header-footer view's content view; nil for another view.
    private static func contentView(of view: UIView) -> UIView? {
        switch view {
        case let cell as UITableViewCell: cell.contentView
        case let cell as UICollectionViewCell: cell.contentView
        case let header as UITableViewHeaderFooterView: header.contentView
        default: nil
        }
    }

    /// The UIKit class of a view element; one not known: `UIView`.
    static func viewClass(_ element: String) -> UIView.Type {
        switch element {
        case "tableViewCell": UITableViewCell.self
        case "collectionViewCell": UICollectionViewCell.self
        case "collectionReusableView": UICollectionReusableView.self
        case "tableViewHeaderFooterView": UITableViewHeaderFooterView.self
        case "label": UILabel.self
        case "button": UIButton.self
        case "textField": UITextField.self
        case "textView": UITextView.self
        case "switch": UISwitch.self
        case "slider": UISlider.self
        case "segmentedControl": UISegmentedControl.self
        case "stepper": UIStepper.self
        case "tableView": UITableView.self
        case "collectionView": UICollectionView.self
        case "imageView": UIImageView.self
        case "stackView": UIStackView.self
        case "activityIndicatorView": UIActivityIndicatorView.self
        case "pageControl": UIPageControl.self
        case "progressView": UIProgressView.self
        case "datePicker": UIDatePicker.self
        case "searchBar": UISearchBar.self
        case "scrollView": UIScrollView.self
        case "pickerView": UIPickerView.self
        case "toolbar": UIToolbar.self
        case "navigationBar": UINavigationBar.self
        case "tabBar": UITabBar.self
        default: UIView.self
        }
    }

    /// A view of `element`'s class (or its custom class), made as a storyboard decodes one, with
    /// its attributes applied; nil when its `init?(coder:)` fails.
    static func makeView(_ element: PortedStoryboardContents.View, module: String?, controller: UIViewController?) -> UIView? {
        guard let view = madeClass(element, module: module).init(coder: HeadlessNibCoder()) else { return nil }
        view.connectsHeadlessOutlets = true
        if let controller { StoryboardPrototypes.mark(view, for: controller) }
        apply(element, to: view)
        return view
    }

    /// The class a view element is made of: its custom class in `module` when that is a subclass
    /// of the element's UIKit class, else that class.
    static func madeClass(_ element: PortedStoryboardContents.View, module: String?) -> UIView.Type {
        let base = viewClass(element.element)
        if let className = element.className, let module, let found = _typeByName(module + "." + className) as? UIView.Type,
           isClass(found, orSubclassOf: base) {
            return found
        }
        return base
    }

    private static func bool(_ value: String?) -> Bool? {
        switch value {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    private static func double(_ value: String?) -> Double? {
        guard let value, let number = Double(value), number.isFinite else { return nil }
        return number
    }

    /// Applies the attributes of `element` to `view`.
    static func apply(_ element: PortedStoryboardContents.View, to view: UIView) {
        let attributes = element.attributes
        if let hidden = bool(attributes["hidden"]) { view.isHidden = hidden }
        if let tag = attributes["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let alpha = double(attributes["alpha"]) { view.alpha = CGFloat(min(max(alpha, 0), 1)) }
        if let enabled = bool(attributes["userInteractionEnabled"]) { view.isUserInteractionEnabled = enabled }
        if let control = view as? UIControl {
            if let enabled = bool(attributes["enabled"]) { control.isEnabled = enabled }
            if let selected = bool(attributes["selected"]) { control.isSelected = selected }
        }
        switch view {
        case let label as UILabel:
            if let text = attributes["text"] { label.text = text }
            if let lines = attributes["numberOfLines"].flatMap({ Int($0) }), lines >= 0 { label.numberOfLines = lines }
        case let button as UIButton:
            if let title = attributes["title"] { button.setTitle(title, for: .normal) }
        case let field as UITextField:
            if let text = attributes["text"] { field.text = text }
            if let placeholder = attributes["placeholder"] { field.placeholder = placeholder }
        case let textView as UITextView:
            if let text = attributes["text"] { textView.text = text }
            if let editable = bool(attributes["editable"]) { textView.isEditable = editable }
        case let toggle as UISwitch:
            if let on = bool(attributes["on"]) { toggle.isOn = on }
        case let slider as UISlider:
            if let minimum = double(attributes["minimumValue"]) { slider.minimumValue = Float(minimum) }
            if let maximum = double(attributes["maximumValue"]) { slider.maximumValue = Float(maximum) }
            if let value = double(attributes["value"]) { slider.value = Float(value) }
        case let stepper as UIStepper:
            // Each bound moves the other past it, as UIStepper's: the file's pair is kept when
            // the maximum is set first only if the minimum would pass the current maximum.
            let minimum = double(attributes["minimumValue"]), maximum = double(attributes["maximumValue"])
            if let minimum, minimum > stepper.maximumValue, let maximum { stepper.maximumValue = maximum }
            if let minimum { stepper.minimumValue = minimum }
            if let maximum { stepper.maximumValue = maximum }
            if let step = double(attributes["stepValue"]), step > 0 { stepper.stepValue = step }
            if let value = double(attributes["value"]) { stepper.value = value }
        case let segmented as UISegmentedControl:
            // A segment with an image and an empty title (an icon segment) has no title, as one
            // inserted with an image; with both it keeps both; with neither, an empty title.
            for (index, title) in element.segments.enumerated() {
                let image = element.segmentImages[index]?.image
                if let image, title.isEmpty {
                    segmented.insertSegment(with: image, at: index, animated: false)
                } else {
                    segmented.insertSegment(withTitle: title, at: index, animated: false)
                    if let image { segmented.setImage(image, forSegmentAt: index) }
                }
            }
            if let selected = attributes["selectedSegmentIndex"].flatMap({ Int($0) }), element.segments.indices.contains(selected) {
                segmented.selectedSegmentIndex = selected
            }
        case let stack as UIStackView:
            if attributes["axis"] == "vertical" { stack.axis = .vertical }
            if let spacing = double(attributes["spacing"]) { stack.spacing = CGFloat(spacing) }
        case let pages as UIPageControl:
            if let count = attributes["numberOfPages"].flatMap({ Int($0) }), count >= 0 { pages.numberOfPages = count }
            if let current = attributes["currentPage"].flatMap({ Int($0) }), current >= 0 { pages.currentPage = current }
        case let progress as UIProgressView:
            if let value = double(attributes["progress"]) { progress.progress = Float(value) }
        case let spinner as UIActivityIndicatorView:
            if let hides = bool(attributes["hidesWhenStopped"]) { spinner.hidesWhenStopped = hides }
            if bool(attributes["animating"]) == true { spinner.startAnimating() }
        case let imageView as UIImageView:
            if let name = attributes["image"], !name.isEmpty { imageView.image = UIImage(named: name) }
        case let cell as UITableViewCell:
            if let accessory = attributes["accessoryType"].flatMap(accessoryType) { cell.accessoryType = accessory }
            switch attributes["selectionStyle"] {
            case "none": cell.selectionStyle = .none
            case "blue": cell.selectionStyle = .blue
            case "gray": cell.selectionStyle = .gray
            default: break
            }
        case let search as UISearchBar:
            if let text = attributes["text"] { search.text = text }
            if let placeholder = attributes["placeholder"] { search.placeholder = placeholder }
        default: break
        }
    }

    /// The accessory the file names (`disclosureIndicator`, `checkmark`…); nil for one not known.
    static func accessoryType(_ name: String) -> UITableViewCell.AccessoryType? {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: nil
        }
    }

    /// The bar button item `element` describes: a system item, else a title or an image with its style.
    static func barButtonItem(_ element: PortedStoryboardContents.View, objects: inout [String: AnyObject]) -> UIBarButtonItem {
        let attributes = element.attributes
        let style: UIBarButtonItem.Style = attributes["style"] == "done" ? .done : .plain
        let item: UIBarButtonItem
        if let system = attributes["systemItem"].flatMap(systemItem) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            item.style = style
        } else if let name = attributes["image"], !name.isEmpty, attributes["title"] == nil {
            item = UIBarButtonItem(image: UIImage(named: name), style: style, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: attributes["title"], style: style, target: nil, action: nil)
        }
        if let tag = attributes["tag"].flatMap({ Int($0) }) { item.tag = tag }
        if let enabled = bool(attributes["enabled"]) { item.isEnabled = enabled }
        item.portedObjectID = element.id
        objects[element.id] = item
        return item
    }

    /// The system item the file names (`add`, `done`, `flexibleSpace`…); nil for one not known.
    static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        switch name {
        case "done": .done
        case "cancel": .cancel
        case "edit": .edit
        case "save": .save
        case "add": .add
        case "flexibleSpace": .flexibleSpace
        case "fixedSpace": .fixedSpace
        case "compose": .compose
        case "reply": .reply
        case "action": .action
        case "organize": .organize
        case "bookmarks": .bookmarks
        case "search": .search
        case "refresh": .refresh
        case "stop": .stop
        case "camera": .camera
        case "trash": .trash
        case "play": .play
        case "pause": .pause
        case "rewind": .rewind
        case "fastForward": .fastForward
        case "undo": .undo
        case "redo": .redo
        case "pageCurl": .pageCurl
        case "close": .close
        default: nil
        }
    }
}
#endif

import DiffableCompat
import Foundation
import Testing

/// A child controller recording its appearance calls.
private final class Child: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear \(animated)") }
}

/// A container that forwards appearance itself, as the corpus's sidebar containers do.
private final class Container: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override var shouldAutorotate: Bool { false }
    var restored: [String] = []
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        restored.append("encode")
    }
}

/// A stack view subclass as apps write one: both designated initializers overridden, so it
/// inherits `init()` and `init(arrangedSubviews:)`, UIKit's convenience initializers.
private final class ContainerStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A managed object with an optional and a Boolean attribute, as Core Data apps sort by them.
private final class Record: NSManagedObject {
    var streetName: String? { get { managedValue(forKey: "streetName") } set { setManagedValue(newValue, forKey: "streetName") } }
    var isDone: Bool { get { managedValue(forKey: "isDone") } set { setManagedValue(newValue, forKey: "isDone") } }
    var number: Int64 { get { managedValue(forKey: "number") } set { setManagedValue(newValue, forKey: "number") } }
}

/// A plain object to sort without Core Data.
private final class Plain: NSObject {
    let name: String?
    init(_ name: String?) { self.name = name }
}

@MainActor
@Suite("DiffableCompat: the sixth corpus round's names (appearance forwarding, state restoration, focus, glass buttons, legacy type identifiers, sort descriptors by any key path, objc_sync, ListFormatter)")
struct CorpusRoundSixTests {
    @Test("beginAppearanceTransition/endAppearanceTransition call a child's will and did methods in pairs; an end without a begin calls nothing")
    func appearanceForwarding() {
        let container = Container(), child = Child()
        container.addChild(child)
        #expect(!container.shouldAutomaticallyForwardAppearanceMethods && !container.shouldAutorotate)
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods && UIViewController().shouldAutorotate)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(child.calls == ["willAppear true", "didAppear true", "willDisappear false", "didDisappear false"])
        UIViewController.attemptRotationToDeviceOrientation()
    }

    @Test("state restoration: identifiers are stored, encode and decode are overridable and callable with a coder")
    func stateRestoration() throws {
        let container = Container()
        container.restorationIdentifier = "sidebar"
        let view = UIView()
        view.restorationIdentifier = "list"
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        container.encodeRestorableState(with: archiver)
        view.encodeRestorableState(with: archiver)
        container.decodeRestorableState(with: archiver)
        #expect(container.restored == ["encode"] && container.restorationIdentifier == "sidebar" && view.restorationIdentifier == "list")
        let activity = NSUserActivity(activityType: "com.example.thread")
        container.userActivity = activity
        #expect(container.userActivity === activity)
        container.updateUserActivityState(activity)
    }

    @Test("a paused animator continues with new timing and finishes; leftItemsSupplementBackButton, displayModeButtonItem and the iOS 18 tab modes are kept")
    func animatorAndBars() {
        var ran = 0, ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { ran += 1 }
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 0.5)
        #expect(ran == 1 && ended == [.end] && animator.timingParameters is UISpringTimingParameters)

        let item = UINavigationItem(title: "Article")
        #expect(!item.leftItemsSupplementBackButton)
        item.leftItemsSupplementBackButton = true
        #expect(item.leftItemsSupplementBackButton)

        let split = UISplitViewController(style: .doubleColumn)
        let toggle = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === toggle)
        toggle.primaryAction?.performWithSender(nil, target: nil)
        #expect(split.preferredDisplayMode == .secondaryOnly)
        toggle.primaryAction?.performWithSender(nil, target: nil)
        #expect(split.preferredDisplayMode == .oneBesideSecondary)

        let tabs = UITabBarController()
        #expect(tabs.mode == .automatic && !tabs.sidebar.isHidden)
        tabs.mode = .tabSidebar
        tabs.sidebar.isHidden = true
        #expect(tabs.mode.rawValue == 2 && tabs.sidebar.isHidden && tabs.sidebar === tabs.sidebar)
    }

    @Test("glass button configurations are configurations of their own; a renderer's format knows its bounds; focus and accessibility properties are kept")
    func shapes() {
        #expect(UIButton.Configuration.glass() != UIButton.Configuration.filled())
        #expect(UIButton.Configuration.prominentGlass() != UIButton.Configuration.glass())
        #expect(UIButton.Configuration.clearGlass() != UIButton.Configuration.prominentClearGlass())
        let format = UIGraphicsImageRendererFormat()
        #expect(format.bounds == .zero)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.remembersLastFocusedIndexPath = true
        collection.focusGroupIdentifier = "collections"
        let table = UITableView()
        #expect(collection.remembersLastFocusedIndexPath && !table.remembersLastFocusedIndexPath && collection.focusGroupIdentifier == "collections")
        let image = UIImageView(), button = UIButton(type: .system)
        image.adjustsImageSizeForAccessibilityContentSizeCategory = true
        #expect(image.adjustsImageSizeForAccessibilityContentSizeCategory && !button.adjustsImageSizeForAccessibilityContentSizeCategory)
        let bar = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        #expect(!bar.isAccessibilityElement && bar.accessibilityTraits.isEmpty)
        bar.isAccessibilityElement = true
        bar.accessibilityTraits = [.button]
        #expect(bar.isAccessibilityElement && bar.accessibilityTraits == .button)
        var priority = UILayoutPriority.required
        priority -= 1
        #expect(priority.rawValue == 999)
        priority += 0.5
        #expect(priority.rawValue == 999.5)
    }

    @Test("a UIStackView subclass overriding init(frame:) and init(coder:) inherits init() and init(arrangedSubviews:), as UIKit's convenience initializers")
    func stackViewConvenienceInitializers() {
        let empty = ContainerStack()
        let label = UILabel()
        let filled = ContainerStack(arrangedSubviews: [label])
        #expect(empty.axis == .vertical && filled.axis == .vertical && filled.arrangedSubviews == [label] && label.superview === filled)
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place a view next to its sibling, moving it if it is already a subview; exchangeSubview swaps")
    func subviewOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), stranger = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews == [a, c, b] && c.superview === parent)
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [c, b, a])
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews == [a, c, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [b, c, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 7)
        let d = UIView()
        parent.insertSubview(d, belowSubview: stranger)
        #expect(parent.subviews == [b, c, a, d])
    }

    @Test("NSSortDescriptor(keyPath:ascending:) takes an optional or a Boolean, as Apple's does: nil first, then by value; fetch requests sort by Swift key paths")
    func sortDescriptorsByAnyKeyPath() throws {
        let byName = NSSortDescriptor(keyPath: \Plain.name, ascending: true)
        #expect(byName.compare(Plain(nil), to: Plain("a")) == .orderedAscending)
        #expect(byName.compare(Plain("b"), to: Plain("a")) == .orderedDescending)
        #expect(NSSortDescriptor(keyPath: \Plain.name, ascending: false).compare(Plain("b"), to: Plain("a")) == .orderedAscending)

        let container = NSPersistentContainer(name: "Doors")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        for (name, done, number) in [("Elm", true, 3), (nil, false, 1), ("Ash", false, 2), ("Oak", true, 4)] as [(String?, Bool, Int64)] {
            let record = Record(context: context)
            record.streetName = name
            record.isDone = done
            record.number = number
        }
        try context.save()
        let request = NSFetchRequest<Record>(entityName: "Record")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Record.streetName, ascending: true)]
        #expect(try context.fetch(request).map(\.number) == [1, 2, 3, 4])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Record.isDone, ascending: false), NSSortDescriptor(keyPath: \Record.number, ascending: true)]
        #expect(try context.fetch(request).map(\.number) == [3, 4, 1, 2])
    }

    @Test("Core Data's store management names compile and answer as an in-memory store: store types, undo manager, destroy, merged model, the stores-changed notification's names")
    func coreDataStoreManagement() throws {
        let container = NSPersistentContainer(name: "Plants")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.newBackgroundContext()
        #expect(context.undoManager == nil)
        context.undoManager = nil
        let coordinator = container.persistentStoreCoordinator
        try coordinator.destroyPersistentStore(at: URL(fileURLWithPath: "/tmp/Plants.sqlite"), ofType: NSSQLiteStoreType, options: nil)
        #expect(coordinator.url(for: NSPersistentStore()).path == "/dev/null")
        let store = NSPersistentStore()
        #expect(store.url == nil && store.type == NSInMemoryStoreType && store.configurationName == "Default" && !store.isReadOnly)
        #expect(coordinator.persistentStores.allSatisfy { $0.url?.absoluteString.contains("Plants") == true })
        #expect(NSManagedObjectModel.mergedModel(from: nil) != nil)
        #expect(NSSQLiteStoreType == "SQLite" && NSInMemoryStoreType == "InMemory" && NSAddedPersistentStoresKey == "added")
        #expect(Notification.Name.NSPersistentStoreCoordinatorStoresDidChange.rawValue == "NSPersistentStoreCoordinatorStoresDidChangeNotification")
    }

    @Test("UndoManager: undo runs the last group's actions last first and makes them redoable; a new registration clears redo; groups, names, levels and disabled registration")
    func undoManager() {
        final class Document { var text = "" }
        let undo = UndoManager(), document = Document()
        func set(_ text: String) {
            let old = document.text
            document.text = text
            undo.registerUndo(withTarget: document) { _ in set(old) }
            undo.setActionName("Typing")
        }
        set("a")
        set("ab")
        #expect(undo.canUndo && !undo.canRedo && undo.undoActionName == "Typing" && undo.undoMenuItemTitle == "Undo Typing")
        undo.undo()
        #expect(document.text == "a" && undo.canRedo && undo.redoActionName == "Typing")
        undo.redo()
        #expect(document.text == "ab" && !undo.canRedo)
        undo.undo()
        set("ax")
        #expect(!undo.canRedo && document.text == "ax")
        undo.beginUndoGrouping()
        set("ax1")
        set("ax12")
        undo.endUndoGrouping()
        undo.undo()
        #expect(document.text == "ax" && undo.groupingLevel == 0)
        undo.disableUndoRegistration()
        set("off")
        undo.enableUndoRegistration()
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)
        undo.levelsOfUndo = 1
        set("1"); set("2")
        undo.undo(); undo.undo()
        #expect(document.text == "1")

        let window = UIWindow(), controller = UIViewController()
        window.rootViewController = controller
        #expect(window.undoManager != nil && controller.view.undoManager === window.undoManager && UIView().undoManager == nil)
    }

    @Test("objc_sync_enter/exit: a recursive lock per object that excludes other threads; exit of what was never entered reports the runtime's error; nil locks nothing")
    nonisolated func objcSync() async {
        let object = NSObject()
        #expect(objc_sync_enter(object) == Int32(OBJC_SYNC_SUCCESS))
        #expect(objc_sync_enter(object) == 0)  // recursive
        #expect(objc_sync_exit(object) == 0 && objc_sync_exit(object) == 0)
        #expect(objc_sync_exit(NSObject()) == Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR))
        let none: NSObject? = nil
        #expect(objc_sync_enter(none as Any) == 0 && objc_sync_exit(none as Any) == -1)

        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 {
                        objc_sync_enter(counter)
                        counter.value += 1
                        objc_sync_exit(counter)
                    }
                }
            }
        }
        #expect(counter.value == 8_000)
    }

    @Test("ListFormatter joins as English does; items that are not strings go through the item formatter; what is not a list gives nil")
    func listFormatter() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Work"]) == "Work")
        #expect(ListFormatter.localizedString(byJoining: ["Work", "Home"]) == "Work and Home")
        #expect(ListFormatter.localizedString(byJoining: ["Work", "Home", "Errands"]) == "Work, Home, and Errands")
        let formatter = ListFormatter()
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        formatter.itemFormatter = numbers
        #expect(formatter.string(from: [0.5, "all"]) == "50% and all")
        #expect(formatter.string(for: "not a list") == nil)
    }

    @Test("Foundation's Apple-only members: no security scope on Linux, not an iOS app on a Mac")
    func foundationMembers() {
        let url = URL(fileURLWithPath: "/tmp/outline.opml")
        #expect(!url.startAccessingSecurityScopedResource())
        url.stopAccessingSecurityScopedResource()
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
    }

    @Test("MobileCoreServices' type identifiers answer from UTType's table: conformance, a MIME type's identifier and back, a dynamic identifier for an unknown tag")
    func legacyTypeIdentifiers() {
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage) && UTTypeConformsTo(kUTTypeMovie, kUTTypeAudiovisualContent))
        #expect(!UTTypeConformsTo(kUTTypeAudio, kUTTypeImage) && UTTypeConformsTo("com.example.own" as CFString, "com.example.own" as CFString))
        let jpeg = UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "image/jpeg" as CFString, nil)?.takeRetainedValue()
        #expect(jpeg.map { $0 as String } == "public.jpeg")
        let byExtension = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "gif" as CFString, kUTTypeImage)?.takeRetainedValue()
        #expect(byExtension.map { $0 as String } == (kUTTypeGIF as String))
        let unknown = UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "application/x-own" as CFString, nil)?.takeRetainedValue()
        #expect(unknown.map { ($0 as String).hasPrefix("dyn.") } == true)
        #expect((UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassMIMEType)?.takeRetainedValue()).map { $0 as String } == "image/png")
        #expect(UTTypeCreatePreferredIdentifierForTag("public.other" as CFString, "x" as CFString, nil) == nil)
    }
}

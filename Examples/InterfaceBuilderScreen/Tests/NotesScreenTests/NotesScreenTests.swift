// The app's files (App/, ported by PortToLinuxPlugin) compile into this target, so their types are
// used directly: no `@testable import`.
import DiffableCompat
import Testing

/// What the app's nibs that ship no `.xib` hold, connected as Interface Builder connects them. An
/// outlet a test does not connect, as here, is connected when first read with a new view of its
/// declared type (`HeadlessOutlet`). NoteCell.xib is the app's file: the plugin reads it, so the
/// cell's label, switch and the switch's action are the file's, with nothing declared.
@MainActor
func declareNibs() {
    // NotesViewController.xib: a root view holding the filter field, the table and the button,
    // each connected to its outlet on the File's Owner (the weak outlets live because the views do).
    UINib.setHeadlessContents(ofNibNamed: "NotesViewController", UIView.self) { view, owner in
        guard let screen = owner as? NotesViewController else { return }
        let field = UITextField()
        let table = UITableView(frame: .zero, style: .plain)
        let button = UIButton(type: .system)
        [field, table, button].forEach(view.addSubview)
        screen.filterField = field
        screen.tableView = table
        screen.clearDoneButton = button
    }
}

@MainActor
@Suite("A notes screen written the Interface Builder way, ported by the plugin and tapped headlessly")
struct NotesScreenTests {
    /// The screen on a store of its own, its view loaded from its nib as UIKit loads it: made
    /// without a nib name, the controller finds the nib named for its class.
    func makeScreen(notes: [String] = []) -> NotesViewController {
        declareNibs()
        let store = NotesStore()
        store.replaceAll(with: notes.map { Note(title: $0) })
        let screen = NotesViewController()
        screen.store = store
        screen.loadViewIfNeeded()
        return screen
    }

    /// The titles the table's rows show, read from the cells it holds.
    func shownTitles(_ screen: NotesViewController) -> [String?] {
        (0 ..< screen.tableView.numberOfRows(inSection: 0)).map {
            (screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? NoteCell)?.titleLabel.text
        }
    }

    /// The notes the data source's snapshot holds.
    func snapshotTitles(_ screen: NotesViewController) -> [String] {
        let dataSource = screen.tableView.dataSource as? UITableViewDiffableDataSource<NotesViewController.Section, Note>
        return dataSource?.snapshot().itemIdentifiers.map(\.title) ?? []
    }

    @Test("the app's resources, copied by the plugin into its bundle: the title from en.lproj/Localizable.strings, the sample notes from SampleNotes.json")
    func resourcesFromTheAppsBundle() {
        // NSLocalizedString("notes.title", …) answers the key itself when no strings file has it.
        let screen = makeScreen()
        #expect(screen.title == "Notes")
        let samples = NotesStore.sampleNotes()
        #expect(samples.map(\.title) == ["Buy milk", "Call Ana", "Book the dentist"])
        screen.store.replaceAll(with: samples)
        screen.filterField.text = "Call"
        screen.filterField.sendActions(for: .editingChanged)
        #expect(snapshotTitles(screen) == ["Call Ana"])
    }

    @Test("the table shows the store's notes in NoteCells made from their nib: awoken, outlets connected")
    func showsNotesInNibCells() throws {
        let screen = makeScreen(notes: ["Milk", "Call Ana"])
        #expect(screen.title == "Notes" && screen.tableView.superview === screen.view)
        #expect(shownTitles(screen) == ["Milk", "Call Ana"])
        #expect(snapshotTitles(screen) == ["Milk", "Call Ana"])
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(cell.selectionStyle == .none && cell.delegate === screen && cell.doneSwitch.isOn == false)
        #expect(cell.doneSwitch.actions(forTarget: cell, forControlEvent: .valueChanged) == ["doneSwitchChanged:"])
    }

    @Test("with no nib declared, the outlets are connected when read: the screen loads, its table shows the notes in NoteCells")
    func outletsConnectedWithoutDeclarations() throws {
        UINib.removeHeadlessContents(ofNibNamed: "NotesViewController")
        UINib.removeHeadlessContents(ofNibNamed: "NoteCell")
        defer { declareNibs() }
        let store = NotesStore()
        store.replaceAll(with: [Note(title: "Milk"), Note(title: "Bread")])
        let screen = NotesViewController()
        screen.store = store
        screen.loadViewIfNeeded()
        #expect(screen.tableView.superview === screen.view && screen.filterField.superview === screen.view)
        #expect(shownTitles(screen) == ["Milk", "Bread"] && snapshotTitles(screen) == ["Milk", "Bread"])
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.titleLabel.superview === cell.contentView && cell.doneSwitch.isOn == false)
    }

    @Test("NoteCell.xib as the app ships it: the dequeued cell's label and switch are in its contentView, the label with the note's text; the switch's Value Changed, wired in the xib, runs doneSwitchChanged(_:)")
    func noteCellFromItsXib() throws {
        let screen = makeScreen(notes: ["Milk", "Call Ana"])
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.titleLabel.superview === cell.contentView && cell.doneSwitch.superview === cell.contentView)
        #expect(cell.titleLabel.text == "Call Ana" && cell.titleLabel.numberOfLines == 2)
        cell.doneSwitch.isOn = true
        cell.doneSwitch.sendActions(for: .valueChanged)
        #expect(screen.store.notes.map(\.isDone) == [false, true])
        // Made from the nib alone, before configure(with:): the label shows the xib's text.
        let fresh = try #require(UINib(nibName: "NoteCell", bundle: nil).instantiate(withOwner: nil).first as? NoteCell)
        #expect(fresh.titleLabel.text == "Note title" && fresh.doneSwitch.allTargets.count == 1 && !fresh.doneSwitch.isOn)
    }

    @Test("from Main.storyboard: selecting a row runs the showNote segue through prepare(for:sender:) to the detail scene, whose outlets show the note")
    func storyboardSegueToDetail() throws {
        declareNibs()
        // Nothing declared for Main.storyboard: the plugin read the app's file (its Notes scene's
        // Show segue "showNote" to the NoteDetail scene) into the ported copy.
        let store = NotesStore()
        store.replaceAll(with: [Note(title: "Milk"), Note(title: "Bread")])
        let screen = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "NotesViewController") as? NotesViewController)
        screen.store = store
        let navigation = UINavigationController(rootViewController: screen)
        screen.loadViewIfNeeded()
        #expect(screen.tableView.tapRow(at: IndexPath(row: 1, section: 0)))
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        detail.loadViewIfNeeded()
        #expect(detail.note?.title == "Bread" && detail.title == "Bread" && detail.titleLabel.text == "Bread")
        detail.doneSwitch.isOn = true
        detail.doneSwitch.sendActions(for: .valueChanged)
        #expect(store.notes.map(\.isDone) == [false, true])
    }

    @Test("Main.storyboard as the app ships it: its initial controller is the navigation controller whose root is the Notes scene, and a tap on a row pushes the detail scene")
    func storyboardFileAsShipped() throws {
        declareNibs()
        let store = NotesStore()
        store.replaceAll(with: [Note(title: "Milk"), Note(title: "Bread")])
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let screen = try #require(navigation.topViewController as? NotesViewController)
        #expect(navigation.viewControllers.count == 1 && screen.storyboard === storyboard && navigation.storyboard === storyboard)
        screen.store = store
        screen.loadViewIfNeeded()
        #expect(screen.tableView.tapRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(navigation.topViewController as? NoteDetailViewController)
        #expect(detail.note?.title == "Milk" && navigation.viewControllers.count == 2)
        #expect(storyboard.instantiateViewController(withIdentifier: "NoteDetailViewController") is NoteDetailViewController)
    }

    @Test("tapping the + bar button item, as UIKit routes the tap, adds a note the table shows")
    func addFromTheBarButtonItem() throws {
        let screen = makeScreen(notes: ["Milk"])
        let add = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(add.target === screen && add.action.map(NSStringFromSelector) == "addTapped:")
        #expect(UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil))
        #expect(shownTitles(screen) == ["Milk", "Note 2"])
        #expect(snapshotTitles(screen) == ["Milk", "Note 2"])
    }

    @Test("Main.storyboard's Notes scene as laid out in Interface Builder: the hint label's text, the outlets' views, and the + item wired to addTapped(_:) adds a note the table shows")
    func storyboardViewsAndActions() throws {
        UINib.removeHeadlessContents(ofNibNamed: "NotesViewController")
        defer { declareNibs() }
        let store = NotesStore()
        store.replaceAll(with: [Note(title: "Milk")])
        let navigation = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let screen = try #require(navigation.topViewController as? NotesViewController)
        screen.store = store
        screen.loadViewIfNeeded()
        #expect(screen.hintLabel.text == "Tap + to add a note" && screen.hintLabel.superview === screen.view)
        #expect(screen.filterField.placeholder == "Filter" && screen.clearDoneButton.title(for: .normal) == "Clear done")
        #expect(screen.view.subviews.count == 4 && screen.navigationItem.title == "Notes")
        let add = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(add.target === screen && add.action.map(NSStringFromSelector) == "addTapped:")
        let report = DiffableFailures.record {
            #expect(UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil))
        }
        #expect(report.failures.isEmpty)
        #expect(shownTitles(screen) == ["Milk", "Note 2"] && snapshotTitles(screen) == ["Milk", "Note 2"])
    }

    @Test("the done switch (valueChanged) marks its note done; Clear done (touchUpInside) then removes it")
    func doneThenClear() throws {
        let screen = makeScreen(notes: ["Milk", "Call Ana", "Water plants"])
        #expect(!screen.clearDoneButton.isEnabled)
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        cell.doneSwitch.setOn(true, animated: true)
        cell.doneSwitch.sendActions(for: .valueChanged)
        #expect(screen.store.notes.map(\.isDone) == [false, true, false])
        #expect(screen.clearDoneButton.isEnabled)
        let shownDone = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(shownDone?.doneSwitch.isOn == true && shownDone?.titleLabel.textColor == .secondaryLabel)

        screen.clearDoneButton.sendActions(for: .touchUpInside)
        #expect(shownTitles(screen) == ["Milk", "Water plants"])
        #expect(!screen.clearDoneButton.isEnabled)
    }

    @Test("typing in the filter field (editingChanged) filters the rows; the tap gesture ends the editing")
    func filterAndDismiss() throws {
        let screen = makeScreen(notes: ["Milk", "Call Ana", "Almond milk"])
        #expect(screen.filterField.becomeFirstResponder())
        screen.filterField.text = "milk"
        screen.filterField.sendActions(for: .editingChanged)
        #expect(shownTitles(screen) == ["Milk", "Almond milk"])
        let tap = try #require(screen.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        tap.simulateRecognition()
        #expect(!screen.filterField.isEditing)
    }

    @Test("a change posted by someone else (a sync) reaches the screen through its selector observer; another store's does not")
    func postedNotificationRefreshes() {
        let screen = makeScreen(notes: ["Milk"])
        screen.store.replaceAll(with: [Note(title: "Synced 1"), Note(title: "Synced 2")])
        NotificationCenter.default.post(name: NotesStore.didChangeNotification, object: NotesStore())
        #expect(shownTitles(screen) == ["Milk"])
        NotificationCenter.default.post(name: NotesStore.didChangeNotification, object: screen.store)
        #expect(shownTitles(screen) == ["Synced 1", "Synced 2"])
        #expect(snapshotTitles(screen) == ["Synced 1", "Synced 2"])
    }

    @Test("the port left nothing that fails at run time: every action taps without a recorded failure")
    func noFailuresRecorded() throws {
        let screen = makeScreen(notes: ["Milk"])
        let report = DiffableFailures.record {
            let add = screen.navigationItem.rightBarButtonItem!
            UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil)
            screen.clearDoneButton.sendActions(for: .touchUpInside)
            screen.filterField.sendActions(for: .editingChanged)
            (screen.view.gestureRecognizers?.first as? UITapGestureRecognizer)?.simulateRecognition()
        }
        #expect(report.failures.isEmpty && report.warnings.isEmpty)
    }
}

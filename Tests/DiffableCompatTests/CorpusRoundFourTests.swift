import DiffableCompat
import Foundation
import Testing

private final class Picker: UIView {}

@MainActor
@Suite("Names ranked by the corpus's new apps: navigation bar items, input views, bar item visibility, hit-testing rows, attachments, attributed-string conversion, accessibility on actions and images")
struct CorpusRoundFourTests {
    @Test("a navigation controller's bar shows its stack's items; a bar of its own pushes and pops; the managed bar refuses them as UIKit does")
    func navigationBarItems() {
        let root = UIViewController()
        root.title = "Root"
        let detail = UIViewController()
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.backItem == nil)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.topItem === detail.navigationItem && navigation.navigationBar.backItem === root.navigationItem)
        #expect(navigation.navigationBar.items?.count == 2)
        let report = DiffableFailures.record { navigation.navigationBar.pushItem(UINavigationItem(title: "x"), animated: false) }
        #expect(report.failures.map(\.reason) == ["Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."])
        #expect(navigation.navigationBar.items?.count == 2)

        let bar = UINavigationBar()
        #expect(bar.items == nil && bar.topItem == nil)
        let first = UINavigationItem(title: "First")
        let second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: true)
        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second && bar.topItem === first)
        bar.setItems([second], animated: false)
        #expect(bar.items?.count == 1 && bar.topItem === second && bar.backItem == nil)
        bar.items = nil
        #expect(bar.popItem(animated: false) == nil)
    }

    @Test("a text field's input view and accessory are settable, a plain responder's are nil")
    func inputViews() {
        let field = UITextField()
        #expect(field.inputView == nil && !field.clearsOnInsertion)
        let picker = Picker()
        let toolbar = UIToolbar()
        field.inputView = picker
        field.inputAccessoryView = toolbar
        field.clearsOnInsertion = true
        #expect(field.inputView === picker && field.inputAccessoryView === toolbar && field.clearsOnInsertion)
        let asResponder: UIResponder = field
        #expect(asResponder.inputView === picker)
        let textView = UITextView()
        textView.inputAccessoryView = toolbar
        #expect((textView as UIResponder).inputAccessoryView === toolbar)
        #expect(UIResponder().inputView == nil && UIView().inputAccessoryView == nil)
    }

    @Test("bar button items store whether they are hidden and share a background, with UIKit's defaults")
    func barButtonItemVisibility() {
        let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        #expect(!item.isHidden && item.sharesBackground && !item.hidesSharedBackground)
        item.isHidden = true
        item.sharesBackground = false
        #expect(item.isHidden && !item.sharesBackground)
    }

    @Test("a point finds the row and the item whose cell frame holds it; zero frames hold no point")
    func hitTesting() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        for (row, cell) in table.visibleCells.enumerated() { cell.frame = CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44) }
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 10)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])

        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        items.apply(snapshot, animatingDifferences: false)
        collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
        #expect(collection.indexPathForItem(at: CGPoint(x: 120, y: 10)) == IndexPath(item: 2, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(collection.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("an attachment stands on U+FFFC under .attachment, holding its image and bounds")
    func textAttachment() {
        let image = UIImage()
        let attachment = NSTextAttachment(image: image)
        attachment.bounds = CGRect(x: 0, y: -3, width: 20, height: 20)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}" && text.length == 1)
        let carried = text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
        #expect(carried === attachment && carried?.image === image && carried?.bounds.origin.y == -3)
        let data = NSTextAttachment(data: Data([1, 2]), ofType: "public.png")
        #expect(data.contents == Data([1, 2]) && data.fileType == "public.png" && data.image == nil)
    }

    @Test("attributed strings convert both ways run by run, keeping UIKit's attributes and dropping unknown ones")
    func attributedStringConversion() {
        let font = UIFont.systemFont(ofSize: 20)
        let source = NSMutableAttributedString(string: "Hello ", attributes: [.font: font, .foregroundColor: UIColor.red])
        source.append(NSAttributedString(string: "world", attributes: [.kern: CGFloat(2), NSAttributedString.Key("Unknown"): 1]))
        let converted = AttributedString(source)
        #expect(String(converted.characters) == "Hello world")
        let runs = Array(converted.runs)
        #expect(runs.count == 2)
        #expect(runs[0].attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] === font)
        #expect(runs[0].attributes[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] == UIColor.red)
        #expect(runs[1].attributes[AttributeScopes.UIKitAttributes.KernAttribute.self] == 2)

        let back = NSAttributedString(converted)
        #expect(back.string == "Hello world")
        #expect(back.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === font)
        #expect(back.attribute(.kern, at: 7, effectiveRange: nil) as? CGFloat == 2)
        #expect(back.attribute(NSAttributedString.Key("Unknown"), at: 7, effectiveRange: nil) == nil)
        #expect(back.attribute(.font, at: 7, effectiveRange: nil) == nil)
        // Bad input: a value of the wrong type for its key is dropped, not trapped on; empty converts to empty.
        let wrong = AttributedString(NSAttributedString(string: "x", attributes: [.font: "not a font", .kern: "wide"]))
        #expect(String(wrong.characters) == "x" && wrong.runs.first?.attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] == nil)
        #expect(AttributedString(NSAttributedString(string: "")).characters.isEmpty && NSAttributedString(AttributedString()).length == 0)
    }

    @Test("alert actions and images carry NSObject's accessibility properties")
    func accessibilityOnActionsAndImages() {
        let action = UIAlertAction(title: "All", style: .default)
        #expect(action.accessibilityLabel == nil && !action.isAccessibilityElement)
        action.accessibilityLabel = "Show all doses"
        action.accessibilityIdentifier = "filter.all"
        #expect(action.accessibilityLabel == "Show all doses" && action.accessibilityIdentifier == "filter.all")
        let image = UIImage()
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Logo"
        #expect(image.isAccessibilityElement && image.accessibilityLabel == "Logo")
    }

    @Test("navigation items keep iOS 26's subtitles and search placement settings with UIKit's defaults")
    func navigationItemSubtitles() {
        let item = UINavigationItem(title: "Feeds")
        #expect(item.subtitle == nil && !item.searchBarPlacementAllowsExternalIntegration && item.searchBarPlacementAllowsToolbarIntegration)
        item.subtitle = "3 unread"
        item.largeSubtitleView = UILabel()
        item.searchBarPlacementAllowsExternalIntegration = true
        #expect(item.subtitle == "3 unread" && item.largeSubtitleView is UILabel && item.searchBarPlacementAllowsExternalIntegration)
        #expect(item.searchBarPlacementBarButtonItem === item.searchBarPlacementBarButtonItem)
        let pan = UIPanGestureRecognizer()
        #expect(pan.allowedScrollTypesMask.isEmpty)
        pan.allowedScrollTypesMask = .all
        #expect(pan.allowedScrollTypesMask.contains(.discrete) && pan.allowedScrollTypesMask.contains(.continuous))
    }

    @Test("a label's text rect follows the headless metric, limited by lines and bounds")
    func labelTextRect() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "abcd\nefgh\nij"
        let lineHeight = label.font.lineHeight
        let all = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 1000, height: 1000), limitedToNumberOfLines: 0)
        #expect(all == CGRect(x: 5, y: 6, width: 40, height: 3 * lineHeight))
        let two = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 30, height: 1000), limitedToNumberOfLines: 2)
        #expect(two == CGRect(x: 0, y: 0, width: 30, height: 2 * lineHeight))
        // Bad input: negative lines read as no limit; an empty bounds gives an empty rect; no trap.
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 6, width: 1000, height: 1000), limitedToNumberOfLines: -3) == all)
        #expect(label.textRect(forBounds: .zero, limitedToNumberOfLines: 1).size == .zero)
        label.text = nil
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 10), limitedToNumberOfLines: 0).width == 0)
    }

    @Test("key-value coding on alerts: the keys apps set read back, enabled is the property, others raise UIKit's NSUnknownKeyException")
    func alertKeyValueCoding() {
        let action = UIAlertAction(title: "All doses", style: .default)
        action.setValue(true, forKey: "checked")
        action.setValue(false, forKey: "enabled")
        #expect(action.value(forKey: "checked") as? Bool == true && !action.isEnabled && action.value(forKey: "title") as? String == "All doses")
        let report = DiffableFailures.record { action.setValue(1, forKey: "colour") }
        #expect(report.failures.map(\.reason) == ["[<UIAlertAction 0x0> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key colour."])
        #expect(report.failures.first?.name == "NSUnknownKeyException")

        let alert = UIAlertController(title: "Add", message: nil, preferredStyle: .alert)
        let content = UIViewController()
        alert.setValue(content, forKey: "contentViewController")
        alert.setValue("Add a member", forKey: "title")
        #expect(alert.value(forKey: "contentViewController") as? UIViewController === content && content.parent === alert)
        #expect(alert.title == "Add a member")
        let replacement = UIViewController()
        alert.setValue(replacement, forKey: "contentViewController")
        #expect(content.parent == nil && replacement.parent === alert)
        let read = DiffableFailures.record { _ = alert.value(forKey: "nope") }
        #expect(read.failures.count == 1)
    }

    @Test("a sheet's presentation controller: made for sheet styles only, detents stored, a drag selects a detent and tells the delegate")
    func sheetPresentation() {
        let sheet = UIViewController()
        let controller = sheet.sheetPresentationController
        #expect(controller != nil && sheet.presentationController === controller)
        #expect(controller?.detents.map(\.identifier) == [.large] && controller?.selectedDetent?.identifier == .large)
        let listener = SheetListener()
        controller?.delegate = listener
        controller?.detents = [.medium(), .large()]
        controller?.prefersGrabberVisible = true
        #expect(controller?.selectedDetent?.identifier == .medium && controller?.prefersGrabberVisible == true)
        #expect(controller?.simulateDrag(to: .large) == true && controller?.selectedDetentIdentifier == .large && listener.changes == 1)
        #expect(controller?.simulateDrag(to: .large) == false && listener.changes == 1)
        let custom = UISheetPresentationController.Detent.custom { $0.maximumDetentValue * 0.3 }
        #expect(custom.resolvedValue(in: SheetContext()) == 300 && UISheetPresentationController.Detent.medium().resolvedValue(in: SheetContext()) == 500)
        #expect(controller?.simulateDrag(to: custom.identifier) == false)

        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil && full.presentationController != nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil && popover.popoverPresentationController != nil)
    }

    @Test("a popover's source item is any view, guide or bar item; a view's frame in another view is its converted bounds")
    func popoverSourceItem() {
        let share = UIViewController()
        share.modalPresentationStyle = .popover
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        share.popoverPresentationController?.sourceItem = item
        #expect(share.popoverPresentationController?.sourceItem === item && item.frame(in: UIView()) == nil)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 20, y: 30, width: 44, height: 44))
        root.addSubview(button)
        share.popoverPresentationController?.sourceItem = button
        #expect(share.popoverPresentationController?.sourceItem?.frame(in: root) == CGRect(x: 20, y: 30, width: 44, height: 44))
        #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
    }

    @Test("appearance proxies: one per class, per containment and per traits, of the class itself, storing what is set")
    func appearanceProxies() {
        let bar = UINavigationBar.appearance()
        bar.tintColor = .white
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(UINavigationBar.appearance() === bar && UINavigationBar.appearance().tintColor == .white)
        #expect(UINavigationBar.appearance().backgroundImage(for: .default) != nil)
        let inSearch = UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self])
        inSearch.textColor = .red
        #expect(inSearch !== UILabel.appearance() && UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self]) === inSearch)
        #expect(UILabel.appearance().textColor != .red)
        // A subclass gets a proxy of its own class; a fresh instance does not take the proxy's values.
        let badge = Badge.appearance()
        #expect(type(of: badge) == Badge.self && badge !== UILabel.appearance())
        #expect(UINavigationBar().tintColor != .white)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIButton.appearance(for: dark) !== UIButton.appearance())
        // Bar items: title attributes per state.
        let item = UIBarButtonItem.appearance()
        item.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .highlighted) == nil)
        #expect(UITabBarItem.appearance() !== UIBarButtonItem.appearance() as UIBarItem)
    }
}

private final class Badge: UILabel {}

@MainActor
private final class SheetListener: NSObject, UISheetPresentationControllerDelegate {
    var changes = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) { changes += 1 }
}

@MainActor
private final class SheetContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection = UITraitCollection()
    let maximumDetentValue: CGFloat = 1000
}

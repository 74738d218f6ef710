import DiffableCompat
import Foundation
import Testing

/// A game screen as apps write one: reads hardware keys in `pressesBegan`, passing on what it does
/// not handle.
final class KeyboardGameController: UIViewController {
    var seen: [String] = []
    var ended: [UIPress.Phase] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            seen.append("\(key.keyCode.rawValue) \(key.charactersIgnoringModifiers) \(key.modifierFlags.contains(.command)) \(press.phase.rawValue)")
            if key.keyCode == .keyboardSpacebar { handled = true }
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ended += presses.map(\.phase)
        super.pressesEnded(presses, with: event)
    }
}

/// A label users copy from, as apps write one: becomes first responder, offers only Copy, copies
/// its text.
final class CopyableLabel: UILabel {
    var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:", CopyableLabel.copy(_:))
    }
    override func copy(_ sender: Any?) {
        copies += 1
        UIPasteboard.general.string = text
    }
}

/// A text field that refuses paste and logs copies, as apps subclass one.
final class NoPasteField: UITextField {
    var copied: [String] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("paste:", UIResponder.paste(_:)) { return false }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) {
        super.copy(sender)
        copied.append(UIPasteboard.general.string ?? "")
    }
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

/// Records selection changes, as a formatter's delegate does.
final class SelectionLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var fieldSelections: [String] = []
    var viewSelections: [NSRange] = []
    func textFieldDidChangeSelection(_ textField: UITextField) {
        fieldSelections.append(textField.selectedTextRange.flatMap { textField.text(in: $0) } ?? "nil")
    }
    func textViewDidChangeSelection(_ textView: UITextView) { viewSelections.append(textView.selectedRange) }
    // iOS 17's text item methods, as an app implements them.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        if case .link = textItem.content { return nil }
        return defaultAction
    }
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        UITextItem.MenuConfiguration(preview: .default, menu: UIMenu(title: "", children: defaultMenu.children))
    }
}

/// An app delegate that shapes the main menu, as iPad and Catalyst apps do.
final class MenuBuildingDelegate: UIResponder {
    static let tools = UIMenu.Identifier("com.example.tools")
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == UIMenuSystem.main else { return }
        builder.remove(menu: .format)
        let refresh = UIKeyCommand(title: "Refresh", action: Selector("refresh"), input: "r", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "Tools", identifier: MenuBuildingDelegate.tools, children: [refresh]), atStartOfMenu: .file)
        builder.replace(menu: .help, with: UIMenu(title: "Help", identifier: .help, children: [UIAction(title: "Guide") { _ in }]))
        builder.insertSibling(UIMenu(title: "Extras", identifier: UIMenu.Identifier("com.example.extras"), children: []), afterMenu: .view)
        builder.replaceChildren(ofMenu: .window) { $0.reversed() }
    }
    override func validate(_ command: UICommand) { command.title = "Validated" }
}

/// Collects the menu controller's notifications (posted on the test's thread).
private final class MenuNotificationLog: @unchecked Sendable { var names: [Notification.Name] = [] }

@MainActor
@Suite("DiffableCompat: UITextInput positions, edit actions, key presses and menu building")
struct TextInputAndEditActionsTests {
    @Test("a key press reaches pressesBegan of the responder and climbs from a view to its controller; the same press ends")
    func keyPressClimbsTheChain() {
        let game = KeyboardGameController()
        let view = game.view!
        let reached = UIApplication.shared.pressKey(.keyboardA, characters: "a", modifierFlags: .command, to: view)
        #expect(reached === view)
        #expect(game.seen == ["4 a true 0"], "the view passes it on to its controller, with the key and phase")
        #expect(game.ended == [.ended])
        UIApplication.shared.pressKey(.keyboardSpacebar, characters: " ", to: game)
        #expect(game.seen.count == 2 && game.seen[1] == "44   false 0")
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40 && UIPress.PressType.select.rawValue == 4)
    }

    @Test("a responder's default presses methods pass the press on, and a UIPressesEvent reports .presses")
    func pressesEventShape() {
        final class Recorder: UIView {
            var event: UIPressesEvent?
            var presses: Set<UIPress> = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                self.presses = presses
                self.event = event
            }
        }
        let parent = Recorder()
        let child = UIView()
        parent.addSubview(child)
        UIApplication.shared.pressKey(.keyboardEscape, characters: "\u{1b}", to: child)
        #expect(parent.event?.type == .presses && parent.event?.allPresses == parent.presses)
        let press = parent.presses.first
        #expect(press?.key?.keyCode == .keyboardEscape && press?.responder === child && press?.force == 0)
        #expect(parent.event.map { $0.presses(for: UITapGestureRecognizer()) }?.isEmpty == true)
    }

    @Test("app code overriding copy(_:) and canPerformAction: the chain finds it, copy runs, plain views decline edit actions")
    func copyOverrideAndChain() {
        let label = CopyableLabel()
        label.text = "Order #42"
        let copy = Selector("copy:", UIResponder.copy(_:))
        #expect(label.canPerformAction(copy, withSender: nil))
        #expect(label.target(forAction: copy, withSender: nil) as AnyObject? === label)
        #expect(UIApplication.shared.sendAction(copy, to: label, from: nil, for: nil))
        #expect(label.copies == 1 && UIPasteboard.general.string == "Order #42")
        #expect(!UIView().canPerformAction(copy, withSender: nil), "UIKit's own views implement no edit action")
        #expect(UIView().target(forAction: Selector("paste:", UIResponder.paste(_:)), withSender: nil) == nil)
        let responder: any UIResponderStandardEditActions = label
        responder.copy(nil)
        #expect(label.copies == 2)
    }

    @Test("a text field's cursor: select all, offsets, typing over the selection, and the delegate told of selection changes")
    func textFieldCursor() {
        let log = SelectionLog()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.delegate = log
        field.text = "Hello world"
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 11, "the caret starts at the end")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(log.fieldSelections == ["Hello world"])
        let start = field.position(from: field.beginningOfDocument, offset: 6)!
        let end = field.position(from: start, offset: 5)!
        let world = field.textRange(from: start, to: end)!
        #expect(field.text(in: world) == "world" && !world.isEmpty)
        #expect(field.compare(start, to: end) == .orderedAscending && field.compare(end, to: start) == .orderedDescending)
        #expect(field.offset(from: end, to: start) == -5)
        field.selectedTextRange = world
        field.insertText("there")
        #expect(field.text == "Hello there")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 11 && field.selectedTextRange!.isEmpty)
        let caret = field.position(from: field.beginningOfDocument, offset: 5)!
        field.selectedTextRange = field.textRange(from: caret, to: caret)
        field.deleteBackward()
        #expect(field.text == "Hell there")
        #expect(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!).minX == 17, "two characters of a 17-point font")
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 4)!)!, withText: "Hi")
        #expect(field.text == "Hi there")
        field.text = "Reset"
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5, "setting text moves the caret to the end")
    }

    @Test("bad input gives nil and no trap: offsets past either end, huge offsets, ranges and positions of another field")
    func badInputGivesNil() {
        let field = UITextField()
        field.text = "abc"
        let other = UITextField()
        other.text = "abcdef"
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: Int.min) == nil)
        #expect(field.position(from: field.beginningOfDocument, in: .left, offset: Int.min) == nil)
        #expect(field.position(from: field.beginningOfDocument, in: .down, offset: Int.max) == nil)
        let foreign = other.textRange(from: other.beginningOfDocument, to: other.endOfDocument)!
        #expect(field.text(in: foreign) == nil)
        #expect(field.textRange(from: other.beginningOfDocument, to: field.endOfDocument) == nil)
        #expect(field.position(from: other.endOfDocument, offset: 0) == nil)
        #expect(field.offset(from: other.beginningOfDocument, to: field.endOfDocument) == 0)
        #expect(field.caretRect(for: other.endOfDocument) == .zero && field.firstRect(for: foreign) == .zero)
        #expect(field.closestPosition(to: .zero, within: foreign) == nil)
        field.selectedTextRange = foreign
        field.selectedTextRange = nil
        #expect(field.text(in: field.selectedTextRange!) == "", "a foreign or nil selection is ignored")
        field.replace(foreign, withText: "x")
        #expect(field.text == "abc")
        #expect(field.text(in: UITextRange()) == nil && field.position(from: UITextPosition(), offset: 0) == nil)
        let stale = field.endOfDocument
        field.text = "a"
        #expect(field.position(from: stale, offset: 0) == nil, "a position past the new text is out of range")
        #expect(field.closestPosition(to: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: -1e300)).map { field.offset(from: field.beginningOfDocument, to: $0) } == 1)
        #expect(field.characterRange(at: CGPoint(x: CGFloat.nan, y: 0)) == nil && field.closestPosition(to: CGPoint(x: 0, y: CGFloat.infinity)) == nil)
        let empty = UITextView()
        #expect(empty.characterRange(at: .zero) == nil && empty.characterRange(byExtending: empty.beginningOfDocument, in: .left)?.isEmpty == true)
    }

    @Test("a text view's selectedTextRange is its selectedRange, tells textViewDidChangeSelection, and moves by lines")
    func textViewSelection() {
        let log = SelectionLog()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.delegate = log
        view.text = "first\nsecond line\nx"
        let start = view.position(from: view.beginningOfDocument, offset: 2)!
        view.selectedTextRange = view.textRange(from: start, to: view.position(from: start, offset: 3)!)
        #expect(view.selectedRange == NSRange(location: 2, length: 3) && log.viewSelections == [NSRange(location: 2, length: 3)])
        view.selectedTextRange = view.textRange(from: start, to: view.position(from: start, offset: 3)!)
        #expect(log.viewSelections.count == 1, "an unchanged selection tells no one")
        view.selectedRange = NSRange(location: 1, length: 0)
        #expect(view.offset(from: view.beginningOfDocument, to: view.selectedTextRange!.start) == 1)
        let below = view.position(from: start, in: .down, offset: 1)!
        #expect(view.offset(from: view.beginningOfDocument, to: below) == 8, "column 2 of the second line")
        let clamped = view.position(from: below, in: .down, offset: 1)!
        #expect(view.offset(from: view.beginningOfDocument, to: clamped) == 19, "the short last line clamps the column")
        #expect(view.position(from: start, in: .up, offset: 1) == nil)
        let caret = view.caretRect(for: below)
        #expect(caret.minY > view.caretRect(for: start).minY && caret.height == UIFont.systemFont(ofSize: 12).lineHeight)
        let tapped = view.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!
        #expect(view.compare(tapped, to: below) == .orderedSame)
        #expect(view.characterRange(at: CGPoint(x: caret.maxX, y: caret.midY)).flatMap { view.text(in: $0) } == "c")
        view.replace(view.textRange(from: view.beginningOfDocument, to: view.position(from: view.beginningOfDocument, offset: 5)!)!, withText: "1st")
        #expect(view.text == "1st\nsecond line\nx" && view.selectedRange == NSRange(location: 3, length: 0))
        let tokenizer = view.tokenizer
        #expect(tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.forward)) == nil)
        #expect(view.markedTextRange == nil && view.baseWritingDirection(for: start, in: .forward) == .natural)
    }

    @Test("text fields and views copy, cut, paste, select all and delete through UIPasteboard.general, and answer canPerformAction from their state")
    func editActionsOnText() {
        let copy = Selector("copy:", UIResponder.copy(_:))
        let paste = Selector("paste:", UIResponder.paste(_:))
        let cut = Selector("cut:", UIResponder.cut(_:))
        let selectAll = Selector("selectAll:", UIResponder.selectAll(_:))
        let field = UITextField()
        field.text = "alpha beta"
        #expect(!field.canPerformAction(copy, withSender: nil) && field.canPerformAction(selectAll, withSender: nil))
        field.selectAll(nil)
        #expect(field.canPerformAction(copy, withSender: nil) && field.canPerformAction(cut, withSender: nil))
        #expect(!field.canPerformAction(selectAll, withSender: nil))
        field.copy(nil)
        #expect(UIPasteboard.general.string == "alpha beta")
        field.cut(nil)
        #expect(field.text == "" && UIPasteboard.general.string == "alpha beta")
        #expect(field.canPerformAction(paste, withSender: nil))
        field.paste(nil)
        field.paste(nil)
        #expect(field.text == "alpha betaalpha beta")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 6)!)
        field.delete(nil)
        #expect(field.text == "betaalpha beta" && UIPasteboard.general.string == "alpha beta")
        field.select(nil)
        #expect(field.selectedTextRange.flatMap { field.text(in: $0) } == "betaalpha")

        let secret = UITextField()
        secret.isSecureTextEntry = true
        secret.text = "hunter2"
        secret.selectAll(nil)
        UIPasteboard.general.string = "untouched"
        secret.copy(nil)
        secret.cut(nil)
        #expect(!secret.canPerformAction(copy, withSender: nil) && UIPasteboard.general.string == "untouched" && secret.text == "hunter2")

        let view = UITextView()
        view.text = "one two"
        view.selectedRange = NSRange(location: 4, length: 3)
        view.cut(nil)
        #expect(view.text == "one " && UIPasteboard.general.string == "two")
        view.isEditable = false
        #expect(!view.canPerformAction(paste, withSender: nil) && !view.canPerformAction(cut, withSender: nil))
        view.paste(nil)
        #expect(view.text == "one ")
        view.isEditable = true
        view.selectedRange = NSRange(location: 0, length: 0)
        view.paste(nil)
        #expect(view.text == "twoone ")

        let custom = NoPasteField()
        custom.text = "copied"
        custom.selectAll(nil)
        #expect(!custom.canPerformAction(paste, withSender: nil) && custom.canPerformAction(copy, withSender: nil))
        custom.copy(nil)
        #expect(custom.copied == ["copied"] && custom.caretRect(for: custom.endOfDocument) == .zero)
    }

    @Test("a nil-targeted paste reaches the editing text field of the key window")
    func pasteThroughTheChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField()
        window.addSubview(field)
        window.makeKey()
        #expect(field.becomeFirstResponder())
        UIPasteboard.general.string = "pasted"
        #expect(UIApplication.shared.sendAction(Selector("paste:", UIResponder.paste(_:)), to: nil, from: nil, for: nil))
        #expect(field.text == "pasted")
        #expect(UIApplication.shared.pressKey(.keyboardB, characters: "b") === field, "a key press goes to the first responder")
        #expect(field.text == "pasted", "a key press is not typed")
        _ = field.resignFirstResponder()
    }

    @Test("buildMenu(with:) removes, inserts and replaces menus of the standard tree; validate(_:) runs when called")
    func buildMenuShapesTheTree() {
        let delegate = MenuBuildingDelegate()
        let root = UIMenuSystem.main.buildMenu(for: delegate)
        let top = root.children.compactMap { ($0 as? UIMenu)?.identifier }
        #expect(!top.contains(.format) && top.contains(.edit))
        #expect(top.firstIndex(of: UIMenu.Identifier("com.example.extras")) == top.firstIndex(of: .view).map { $0 + 1 })
        let file = root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .file }
        #expect((file?.children.first as? UIMenu)?.identifier == MenuBuildingDelegate.tools)
        let help = root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .help }
        #expect(help?.children.first?.title == "Guide")
        let window = root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .window }
        #expect((window?.children.first as? UIMenu)?.identifier == .bringAllToFront)

        final class Inspector: UIResponder {
            var found: [String] = []
            override func buildMenu(with builder: any UIMenuBuilder) {
                found.append(builder.menu(for: .standardEdit) == nil ? "no edit" : "edit")
                found.append(builder.menu(for: UIMenu.Identifier("missing")) == nil ? "no missing" : "missing")
                builder.remove(menu: UIMenu.Identifier("missing"))
                builder.insertChild(UIMenu(title: "Mine", children: [UIKeyCommand(input: "k", modifierFlags: .command, action: Selector("k"))]),
                                    atEndOfMenu: .edit)
                found.append(builder.command(for: Selector("k"), propertyList: nil)?.title ?? "no command")
            }
        }
        let inspector = Inspector()
        _ = UIMenuSystem.context.buildMenu(for: inspector)
        #expect(inspector.found == ["edit", "no missing", ""])
        let command = UICommand(title: "Bold", action: Selector("toggleBoldface:"))
        delegate.validate(command)
        #expect(command.title == "Validated")
    }

    @Test("tapping a text item of a read-only text view asks textView(_:primaryActionFor:defaultAction:) and runs its answer")
    func tapTextItem() {
        // The delegate answers nil for links: running a link's default action would open it into
        // UIApplication.shared.openedURLs, which another suite reads while it awaits.
        final class Router: NSObject, UITextViewDelegate {
            var told: [String] = []
            func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
                switch textItem.content {
                case let .tag(tag): return UIAction { _ in self.told.append("\(tag) \(textItem.range.location)") }
                case let .link(url): told.append("link \(url.absoluteString) default \(defaultAction.title)"); return nil
                case .textAttachment: return defaultAction
                }
            }
        }
        let view = UITextView()
        let text = NSMutableAttributedString(string: "See docs or #tag")
        text.addAttribute(.link, value: URL(string: "https://example.com/docs")!, range: NSRange(location: 4, length: 4))
        text.addAttribute(.textItemTag, value: "topic", range: NSRange(location: 12, length: 4))
        view.attributedText = text
        let router = Router()
        view.delegate = router
        #expect(!view.tapTextItem(at: 5) && router.told.isEmpty, "an editable text view's items do not act, as UIKit's")
        view.isEditable = false
        let opened = UIApplication.shared.openedURLs.count
        #expect(view.tapTextItem(at: 5) && view.tapTextItem(at: 13))
        #expect(router.told == ["link https://example.com/docs default https://example.com/docs", "topic 12"])
        #expect(UIApplication.shared.openedURLs.count == opened, "a nil action does nothing")
        #expect(!view.tapTextItem(at: 0) && !view.tapTextItem(at: -1) && !view.tapTextItem(at: 1000) && !view.tapTextItem(at: Int.max))
    }

    @Test("UIMenuController keeps items, shows and hides with UIKit's notifications; UIInputView keeps its style")
    func menuControllerAndInputView() {
        let controller = UIMenuController.shared
        controller.menuItems = [UIMenuItem(title: "Share", action: Selector("share:"))]
        #expect(controller.menuItems?.first?.title == "Share" && controller.menuItems?.first?.action == Selector("share:"))
        let log = MenuNotificationLog()
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                         UIMenuController.didHideMenuNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) { log.names.append($0.name) }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        controller.showMenu(from: view, rect: view.bounds)
        #expect(controller.isMenuVisible && controller.menuFrame.size == CGSize(width: 100, height: 40))
        controller.hideMenu(from: UIView())
        #expect(controller.isMenuVisible, "another view's hide leaves it")
        controller.hideMenu()
        #expect(!controller.isMenuVisible && controller.menuFrame == .zero)
        #expect(log.names == [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                          UIMenuController.didHideMenuNotification])
        controller.menuItems = nil

        let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
        let field = UITextField()
        field.inputAccessoryView = bar
        #expect((field.inputAccessoryView as? UIInputView)?.inputViewStyle == .keyboard && UIInputView(frame: .zero).inputViewStyle == .default)
    }
}

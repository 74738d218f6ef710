#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenuSystem`: the main menu bar's or the context menus' system of menus. Shape only:
/// nothing shows menus; `buildMenu(for:)` (an extra) builds them for a test.
@MainActor @preconcurrency
open class UIMenuSystem: NSObject {
    /// The main menu system. Shape only.
    public static let main = UIMenuSystem()
    /// The context menu system. Shape only.
    public static let context = UIMenuSystem()

    private override init() { super.init() }

    /// Asks for the menus to be built again. Shape only: nothing is built until a test asks.
    open func setNeedsRebuild() {}
    /// Asks for the commands to be validated again. Shape only: nothing.
    open func setNeedsRevalidate() {}

    /// The menus `responder` builds. Extra (not UIKit API): starts from UIKit's standard menus (the
    /// application, file, edit, format, view, window and help menus with their standard
    /// submenus, inline and empty here), calls `buildMenu(with:)` on `responder`, as UIKit calls
    /// it on the app and its delegate, and returns the root menu (`.root`). Modelled.
    public func buildMenu(for responder: UIResponder) -> UIMenu {
        let builder = HeadlessMenuBuilder(system: self)
        responder.buildMenu(with: builder)
        return builder.root
    }
}

/// UIKit's `UIMenuBuilder`: what `buildMenu(with:)` is handed to change the menus (iOS 13).
/// Modelled by `UIMenuSystem.buildMenu(for:)` (an extra): a tree of menus, found by identifier and
/// changed as UIKit's builder changes them; an identifier not in the tree changes nothing, as
/// UIKit's. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIMenuBuilder {
    /// The menu system being built. Modelled.
    var system: UIMenuSystem { get }
    /// The menu of `identifier`, nil when there is none. Modelled.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action of `identifier`, nil when there is none. Modelled.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command sending `action` with `propertyList`, nil when there is none. Modelled.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Replaces the menu of `replacedIdentifier`. Modelled.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces the children of the menu of `parentIdentifier`. Modelled.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu before the menu of `siblingIdentifier`. Modelled.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu after the menu of `siblingIdentifier`. Modelled.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu first in the menu of `parentIdentifier`. Modelled.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu last in the menu of `parentIdentifier`. Modelled.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes the menu of `removedIdentifier`. Modelled.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

extension UIMenu {
    /// A copy of the menu with `newChildren`, as UIKit's. Modelled.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

extension UIMenu.Identifier {
    /// The application menu. Shape only.
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    /// The About item's menu. Shape only.
    public static let about = UIMenu.Identifier("com.apple.menu.about")
    /// The Settings item's menu. Shape only.
    public static let preferences = UIMenu.Identifier("com.apple.menu.preferences")
    /// The Services menu. Shape only.
    public static let services = UIMenu.Identifier("com.apple.menu.services")
    /// The Hide items' menu. Shape only.
    public static let hide = UIMenu.Identifier("com.apple.menu.hide")
    /// The Quit item's menu. Shape only.
    public static let quit = UIMenu.Identifier("com.apple.menu.quit")
    /// The New Window item's menu. Shape only.
    public static let newScene = UIMenu.Identifier("com.apple.menu.new-scene")
    /// The Open Recent menu. Shape only.
    public static let openRecent = UIMenu.Identifier("com.apple.menu.open-recent")
    /// The Close item's menu. Shape only.
    public static let close = UIMenu.Identifier("com.apple.menu.close")
    /// The document items' menu. Shape only.
    public static let document = UIMenu.Identifier("com.apple.menu.document")
    /// The Print item's menu. Shape only.
    public static let print = UIMenu.Identifier("com.apple.menu.print")
    /// The Undo and Redo items' menu. Shape only.
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undo-redo")
    /// Cut, Copy, Paste, Delete and Select All. Shape only.
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    /// The Find menu. Shape only.
    public static let find = UIMenu.Identifier("com.apple.menu.find")
    /// The Replace item's menu. Shape only.
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
    /// The Share item's menu. Shape only.
    public static let share = UIMenu.Identifier("com.apple.menu.share")
    /// The Look Up item's menu. Shape only.
    public static let lookup = UIMenu.Identifier("com.apple.menu.lookup")
    /// The Spelling menu. Shape only.
    public static let spelling = UIMenu.Identifier("com.apple.menu.spelling")
    /// The Substitutions menu. Shape only.
    public static let substitutions = UIMenu.Identifier("com.apple.menu.substitutions")
    /// The Transformations menu. Shape only.
    public static let transformations = UIMenu.Identifier("com.apple.menu.transformations")
    /// The Speech menu. Shape only.
    public static let speech = UIMenu.Identifier("com.apple.menu.speech")
    /// The Format menu. Shape only.
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// The Font menu. Shape only.
    public static let font = UIMenu.Identifier("com.apple.menu.font")
    /// Bold, Italic and Underline. Shape only.
    public static let textStyle = UIMenu.Identifier("com.apple.menu.text-style")
    /// The Text menu. Shape only.
    public static let text = UIMenu.Identifier("com.apple.menu.text")
    /// The Writing Direction menu. Shape only.
    public static let writingDirection = UIMenu.Identifier("com.apple.menu.writing-direction")
    /// The alignment items' menu. Shape only.
    public static let alignment = UIMenu.Identifier("com.apple.menu.alignment")
    /// The toolbar items' menu. Shape only.
    public static let toolbar = UIMenu.Identifier("com.apple.menu.toolbar")
    /// The sidebar item's menu. Shape only.
    public static let sidebar = UIMenu.Identifier("com.apple.menu.sidebar")
    /// The full-screen item's menu. Shape only.
    public static let fullscreen = UIMenu.Identifier("com.apple.menu.fullscreen")
    /// The Minimize and Zoom items' menu. Shape only.
    public static let minimizeAndZoom = UIMenu.Identifier("com.apple.menu.minimize-and-zoom")
    /// The Bring All to Front item's menu. Shape only.
    public static let bringAllToFront = UIMenu.Identifier("com.apple.menu.bring-all-to-front")
}

/// The builder `UIMenuSystem.buildMenu(for:)` hands out: the standard menus, changed in place.
@MainActor
final class HeadlessMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem) {
        self.system = system
        func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
        }
        func menu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
            UIMenu(title: title, identifier: identifier, children: children)
        }
        root = UIMenu(title: "", identifier: .root, children: [
            menu("Application", .application, [inline(.about), inline(.preferences), menu("Services", .services, []), inline(.hide), inline(.quit)]),
            menu("File", .file, [inline(.newScene), menu("Open Recent", .openRecent, []), inline(.close), inline(.document), inline(.print)]),
            menu("Edit", .edit, [inline(.undoRedo), inline(.standardEdit), inline(.find), inline(.replace), inline(.share), inline(.lookup),
                                 menu("Spelling and Grammar", .spelling, []), menu("Substitutions", .substitutions, []),
                                 menu("Transformations", .transformations, []), menu("Speech", .speech, [])]),
            menu("Format", .format, [menu("Font", .font, [inline(.textStyle)]),
                                     menu("Text", .text, [inline(.alignment), menu("Writing Direction", .writingDirection, [])])]),
            menu("View", .view, [inline(.toolbar), inline(.sidebar), inline(.fullscreen)]),
            menu("Window", .window, [inline(.minimizeAndZoom), inline(.bringAllToFront)]),
            menu("Help", .help, []),
        ])
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { find(in: root) { ($0 as? UIMenu)?.identifier == identifier } as? UIMenu }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        find(in: root) { ($0 as? UIAction)?.identifier == identifier } as? UIAction
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        find(in: root) { element in
            guard let command = element as? UICommand, command.action == action else { return false }
            return (command.propertyList.map { "\($0)" }) == (propertyList.map { "\($0)" })
        } as? UICommand
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        rewriteChildren { $0.map { ($0 as? UIMenu)?.identifier == replacedIdentifier ? replacementMenu : $0 } }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        root = rewrite(root) { menu in menu.identifier == parentIdentifier ? childrenBlock(menu.children) : nil }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        rewriteChildren { $0.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [siblingMenu, $0] : [$0] } }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        rewriteChildren { $0.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [$0, siblingMenu] : [$0] } }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        rewriteChildren { $0.filter { ($0 as? UIMenu)?.identifier != removedIdentifier } }
    }

    /// The first element under `menu`, depth first, that `matches`.
    private func find(in menu: UIMenu, where matches: (UIMenuElement) -> Bool) -> UIMenuElement? {
        if matches(menu) { return menu }
        for child in menu.children {
            if let submenu = child as? UIMenu {
                if let found = find(in: submenu, where: matches) { return found }
            } else if matches(child) {
                return child
            }
        }
        return nil
    }

    /// Applies `change` to every menu's children, deepest first.
    private func rewriteChildren(_ change: ([UIMenuElement]) -> [UIMenuElement]) {
        root = rewrite(root) { change($0.children) }
    }

    /// `menu` with each submenu rewritten and then its own children replaced by what `change`
    /// answers (nil: kept).
    private func rewrite(_ menu: UIMenu, _ change: (UIMenu) -> [UIMenuElement]?) -> UIMenu {
        let children = menu.children.map { child in (child as? UIMenu).map { rewrite($0, change) } ?? child }
        let rebuilt = menu.replacingChildren(children)
        guard let changed = change(rebuilt) else { return rebuilt }
        return rebuilt.replacingChildren(changed)
    }
}
#endif

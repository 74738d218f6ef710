import DiffableCompat
import Foundation
import Testing

/// A button as apps subclass it: both designated initializers overridden, a convenience initializer
/// that starts from `self.init()`.
final class StyledButton: UIButton {
    var madeWithFrame = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    convenience init(title: String, color: UIColor) {
        self.init()
        setTitle(title, for: .normal)
        backgroundColor = color
    }
}

/// A split view controller subclass a list screen casts its `splitViewController` to.
final class LibrarySplitViewController: UISplitViewController {
    var shownRecipe: String?
}

/// Records what a text field's and a search controller's delegates are asked and told, in order.
final class InputObserver: NSObject, UISearchTextFieldDelegate, UISearchControllerDelegate {
    var events: [String] = []
    var allowsBegin = true
    var allowsReturn = false
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { events.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("didEnd") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { events.append("shouldReturn"); return allowsReturn }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

@MainActor
@Suite("DiffableCompat: what eight more public apps needed (buttons, transformers, split views, text input, search)")
struct SurveyGapTests {
    @Test("UIButton(type:) is a convenience initializer: a subclass overriding init(frame:) and init?(coder:) inherits it and init()")
    func buttonInitializers() {
        let styled = StyledButton(title: "Book", color: .systemRed)
        #expect(styled.madeWithFrame && styled.buttonType == .custom && styled.title(for: .normal) == "Book")
        let closing = StyledButton(type: .close)
        #expect(closing.madeWithFrame, "init(type:) runs the subclass's init(frame:), as UIKit's factory does")
        #expect(closing.buttonType == .close)
        #expect(UIButton(type: .system).buttonType == .system && UIButton().buttonType == .custom)
        #expect(UIButton(type: .detailDisclosure, primaryAction: nil).buttonType == .detailDisclosure)
    }

    @Test("a background's colour transformer resolves its colour (the tint when it has none); transformers compare by identity")
    func backgroundColorTransformer() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemRed
        background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
        let resolved = background.resolvedBackgroundColor(for: .systemBlue)
        #expect(resolved.components.red == 1 && resolved.components.alpha == 0.3)
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemBlue).components.blue == 1, "nil colour: the tint, transformed")
        #expect(background.resolvedBackgroundColor(for: .systemBlue).components.alpha == 0.3)
        background.backgroundColorTransformer = nil
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)

        let grey = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(abs(grey.components.red - 0.2126) < 1e-9 && grey.components.red == grey.components.blue && grey.components.alpha == 0.5)
        #expect(UIConfigurationColorTransformer.preferredTint(.systemPink) == .systemPink)
        let half = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var a = UIBackgroundConfiguration.clear(), b = UIBackgroundConfiguration.clear()
        a.backgroundColorTransformer = half
        b.backgroundColorTransformer = half
        #expect(a == b && a.hashValue == b.hashValue)
        b.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(a != b, "another closure is another transformer")
        var stroke = UIBackgroundConfiguration.clear()
        stroke.strokeColorTransformer = .grayscale
        #expect(stroke.resolvedStrokeColor(for: .white) == UIConfigurationColorTransformer.grayscale(.white))
    }

    @Test("a column-style split wraps each column's controller in a navigation controller; children find it as splitViewController")
    func splitViewColumns() throws {
        let split = LibrarySplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        #expect(list.splitViewController == nil)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(list.splitViewController === split && (list.splitViewController as? LibrarySplitViewController) != nil)
        let wrapper = try #require(list.navigationController)
        #expect(wrapper.viewControllers.count == 1 && wrapper.viewControllers[0] === list)
        #expect(split.viewController(for: .primary) === wrapper && split.viewControllers.count == 2)
        #expect(split.viewController(for: .supplementary) == nil && !split.isCollapsed && split.style == .doubleColumn)

        let recipe = UIViewController()
        list.showDetailViewController(recipe, sender: nil)
        #expect(recipe.splitViewController === split && split.viewController(for: .secondary) === recipe.navigationController)
        #expect(detail.splitViewController == nil, "the replaced detail left the split")

        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .secondary)
        #expect(split.viewController(for: .secondary) === navigation, "a navigation controller is not wrapped again")
        split.setViewController(nil, for: .primary)
        #expect(split.viewController(for: .primary) == nil && list.splitViewController == nil)
        split.hide(.primary)
        #expect(split.isHidden(.primary))
        split.show(.primary)
        #expect(!split.isHidden(.primary))

        let classic = UISplitViewController()
        let (master, secondary) = (UIViewController(), UIViewController())
        classic.viewControllers = [master, secondary]
        #expect(classic.style == .unspecified && classic.viewControllers.count == 2)
        #expect(classic.viewControllers[0] === master && master.navigationController == nil, "classic style wraps nothing")
        let alone = UIViewController(), shown = UIViewController()
        alone.showDetailViewController(shown, sender: nil)
        #expect(alone.presentedViewController === shown, "outside a split, a detail is presented")
    }

    @Test("UIKit's fixed text colours: darkText is black, lightText white at 60%")
    func textColours() {
        #expect(UIColor.darkText.components == UIColor.black.components)
        #expect(UIColor.lightText.components.alpha == 0.6 && UIColor.lightText.components.red == 1)
    }

    @Test("a text field asks and tells its delegate as editing begins and ends and as return is pressed")
    func textFieldDelegate() {
        let field = UITextField(), observer = InputObserver()
        field.delegate = observer
        var controlEvents: [String] = []
        field.addAction(UIAction { _ in controlEvents.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in controlEvents.append("ended") }, for: .editingDidEnd)
        field.addAction(UIAction { _ in controlEvents.append("exit") }, for: .editingDidEndOnExit)
        observer.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        observer.allowsBegin = true
        #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
        #expect(!field.pressReturnKey(), "the delegate declines the return key")
        observer.allowsReturn = true
        #expect(field.pressReturnKey())
        #expect(field.resignFirstResponder() && !field.isEditing)
        #expect(observer.events == ["shouldBegin", "shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "didEnd"])
        #expect(controlEvents == ["began", "exit", "ended"])
        #expect(field.autocapitalizationType == .sentences && field.returnKeyType == .default && field.textContentType == nil)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        #expect(field.keyboardType == .emailAddress && field.textContentType == .emailAddress)
    }

    @Test("a search bar's text-input traits are its search field's; it keeps its bar appearance; the field is a UISearchTextField with a delegate")
    func searchBarShape() {
        let bar = UISearchBar(), observer = InputObserver()
        #expect(bar.autocapitalizationType == .sentences && bar.returnKeyType == .search && bar.spellCheckingType == .default)
        bar.autocapitalizationType = .none
        bar.spellCheckingType = .yes
        bar.barTintColor = .white
        let image = UIImage()
        bar.setBackgroundImage(image, for: .any, barMetrics: .default)
        bar.setBackgroundImage(nil, for: .top, barMetrics: .compact)
        #expect(bar.autocapitalizationType == .none && bar.spellCheckingType == .yes && bar.barTintColor == .white)
        #expect(bar.backgroundImage === image && bar.backgroundImage(for: .any, barMetrics: .default) === image)
        #expect(bar.backgroundImage(for: .top, barMetrics: .compact) == nil)
        bar.searchTextField.delegate = observer
        #expect(bar.searchTextField.becomeFirstResponder() && observer.events == ["shouldBegin", "didBegin"])
        let traits: any UITextInputTraits = bar
        traits.keyboardType = .webSearch
        #expect(bar.keyboardType == .webSearch && bar.searchTextField.keyboardType == .webSearch, "the bar's traits are its field's")
        #expect(bar.searchTextField.autocapitalizationType == .none && bar.searchTextField.returnKeyType == .search)
    }

    @Test("a search controller tells its delegate when it becomes active and inactive, once per change")
    func searchControllerDelegate() {
        let search = UISearchController(searchResultsController: nil), observer = InputObserver()
        search.delegate = observer
        search.isActive = true
        search.isActive = true
        search.isActive = false
        #expect(observer.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test("UIKit's AttributedString attributes: a container's font and colour read back, in a button configuration's title too")
    func uiKitAttributes() {
        let font = UIFont.boldSystemFont(ofSize: 22)
        var container = AttributeContainer()
        container.font = font
        container.foregroundColor = .systemRed
        let title = AttributedString("Recipes", attributes: container)
        #expect(title.font == font && title.foregroundColor == .systemRed && title.uiKit.font == font)
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = title
        #expect(configuration.attributedTitle?.font == font)
        let legacy = NSAttributedString(string: "Recipes", attributes: [.font: font, .foregroundColor: UIColor.systemRed])
        #expect(legacy.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }
}

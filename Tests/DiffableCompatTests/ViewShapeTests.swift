import DiffableCompat
import Foundation
import Testing

/// A custom content configuration and view, as apps write them.
struct BadgeConfiguration: UIContentConfiguration {
    var count = 0
    var selected = false
    func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        var copy = self
        copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
        return copy
    }
}

final class BadgeView: UIView, UIContentView {
    let label = UILabel()
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = "\(badge.count)\(badge.selected ? "*" : "")"
    }
}

@MainActor
@Suite("DiffableCompat views: stored values read back, content views, actions, controllers")
struct ViewShapeTests {
    @Test("a view keeps its appearance, layer and constraints as set, and inherits its superview's tint")
    func viewStoresWhatIsSet() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UIView()
        parent.addSubview(child)
        parent.tintColor = .systemRed
        child.backgroundColor = .secondarySystemBackground
        child.layer.cornerRadius = 12
        child.layer.borderColor = UIColor.black.cgColor
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 44)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
        NSLayoutConstraint.activate([width, leading])
        #expect(child.tintColor == .systemRed)
        #expect(child.backgroundColor == .secondarySystemBackground)
        #expect(child.backgroundColor != .systemBackground)
        #expect(child.layer.cornerRadius == 12)
        #expect(child.layer.borderColor == UIColor.black.cgColor)
        #expect(width.isActive && leading.isActive)
        #expect(width.constant == 44 && width.firstAttribute == .width && width.secondItem == nil)
        #expect(leading.secondItem === parent && leading.constant == 8 && leading.secondAttribute == .leading)
        #expect(parent.center == CGPoint(x: 50, y: 25))
        #expect(child.safeAreaLayoutGuide === child.safeAreaLayoutGuide)
    }

    @Test("an animation's end state is there when animate returns, and its completion ran with true")
    func animationsRunAtOnce() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(finished == true)
    }

    @Test("a cell's list content configuration is shown by a UIListContentView holding the item's text")
    func cellShowsItsContentConfiguration() throws {
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = "Milk"
        content.secondaryText = "2 litres"
        content.image = UIImage(systemName: "cart")
        content.textProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        // The configuration's view replaces the content view, as UIKit documents.
        let shown = try #require(cell.contentView as? UIListContentView)
        #expect(shown.superview === cell && !cell.subviews.contains { $0 !== shown && type(of: $0) == UIView.self })
        #expect(shown.listConfiguration.text == "Milk")
        #expect(shown.listConfiguration.secondaryText == "2 litres")
        #expect(shown.listConfiguration.image?.name == "cart")
        #expect(shown.listConfiguration.textProperties.color == .secondaryLabel)
        #expect(cell.accessories.map(\.kind) == [.disclosureIndicator])
        content.text = "Bread"
        cell.contentConfiguration = content
        #expect(cell.contentView === shown, "a view that supports the new configuration is kept")
        #expect((cell.contentView as? UIListContentView)?.listConfiguration.text == "Bread")
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView) && shown.superview == nil)
    }

    @Test("selecting a cell updates its custom content configuration for the new state and runs the update handler")
    func selectionUpdatesConfiguration() throws {
        let cell = UICollectionViewCell(frame: .zero)
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cell.isSelected = true
        let badge = try #require(cell.contentView as? BadgeView)
        #expect(badge.label.text == "3*")
        #expect(states == [false, true])
    }

    @Test("a button's actions run when it sends the event, in the order added, and not for other events")
    func buttonActions() {
        var taps: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps.append("primary") })
        button.addAction(UIAction { action in taps.append(action.sender === button ? "second" : "no sender") }, for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(taps == ["primary", "second"])
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .highlighted) == "Save")
    }

    @Test("a stack view arranges its subviews in order and forgets one removed from it")
    func stackViewArrangement() {
        let first = UILabel(), second = UIImageView(image: UIImage(named: "avatar")), third = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.insertArrangedSubview(third, at: 0)
        stack.axis = .vertical
        #expect(stack.arrangedSubviews == [third, first, second])
        #expect(stack.subviews.count == 3)
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews == [third, first])
        #expect(stack.axis == .vertical)
    }

    @Test("an activity indicator is hidden until it animates; a refresh control's pull begins refreshing")
    func indicatorsAndRefresh() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        let refresh = UIRefreshControl()
        var pulled = false
        refresh.addAction(UIAction { _ in pulled = true }, for: .valueChanged)
        refresh.sendActions(for: .valueChanged)
        #expect(pulled && refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
    }
}

import DiffableCompat
import Foundation
import Testing

/// A header that enlarges its button's touch area, as apps override `hitTest`.
final class SlopHeader: UIView {
    let clearButton = UIButton(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(clearButton)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if clearButton.frame.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)).contains(point) { return clearButton }
        return super.hitTest(point, with: event)
    }
}

/// A controller that ends editing on a touch, as apps do.
final class TouchingController: UIViewController {
    var touched: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touched += touches.map { $0.location(in: view) }
    }
}

@MainActor
@Suite("DiffableCompat: background views, accessibility traits and announcements, touches and animators")
struct BackgroundAccessibilityAndTouchTests {
    @Test("a background view sits behind everything and fills its view; a cell's selected background shows only while selected")
    func backgroundViews() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let empty = UILabel()
        table.backgroundView = empty
        #expect(table.subviews.first === empty && empty.frame == table.bounds)
        let other = UIView()
        table.backgroundView = other
        #expect(empty.superview == nil && table.subviews.first === other)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && selected.superview == nil)
        cell.isSelected = true
        #expect(cell.subviews.firstIndex { $0 === selected } == 1 && cell.subviews.last === cell.contentView)
        cell.isSelected = false
        #expect(selected.superview == nil)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.backgroundView = UIView()
        #expect(header.subviews.first === header.backgroundView)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.backgroundView = UIView()
        #expect(collection.subviews.first === collection.backgroundView)
    }

    @Test("views carry UIKit's default traits; a cell's traits change as apps change them; announcements are recorded")
    func accessibility() {
        #expect(UIButton().accessibilityTraits == .button && UILabel().accessibilityTraits == .staticText)
        #expect(UIImageView(image: nil).accessibilityTraits == .image && UIView().accessibilityTraits == .none)
        let cell = UICollectionViewListCell()
        cell.accessibilityTraits.insert(.button)
        cell.accessibilityTraits.insert(.notEnabled)
        cell.accessibilityTraits.remove(.notEnabled)
        #expect(cell.accessibilityTraits == .button)
        UIAccessibility.post(notification: .announcement, argument: "3 articles marked as read")
        #expect(UIAccessibility.postedNotifications.contains { $0.notification == .announcement && $0.argument as? String == "3 articles marked as read" })
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test("hitTest finds the front-most view under a point, skipping hidden ones; an override enlarges a touch area")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front && root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back && root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        let header = SlopHeader(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(header.hitTest(CGPoint(x: 75, y: 25), with: nil) === header.clearButton)
    }

    @Test("touches reach the controller through the responder chain, located in its view's coordinates")
    func touchesClimbTheChain() {
        let controller = TouchingController()
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        controller.view.addSubview(child)
        child.touchesBegan([UITouch(location: CGPoint(x: 1, y: 2), view: child)], with: nil)
        #expect(controller.touched == [CGPoint(x: 11, y: 22)])
    }

    @Test("a property animator runs its animations at start, then its completions; stopping without finishing drops them")
    func propertyAnimator() {
        let view = UIView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        #expect(view.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0 && ended == [.end] && animator.state == .inactive && animator.fractionComplete == 1)
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        stopped.addCompletion { ended.append($0) }
        stopped.pauseAnimation()
        stopped.stopAnimation(false)
        stopped.finishAnimation(at: .current)
        #expect(view.alpha == 0 && ended == [.end, .current], "a paused, stopped animator never ran its animations")
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 0.5 })
        #expect(view.alpha == 0.5)
    }

    @Test("shape-only additions read back: feedback counts, anchors, custom groups, menus, display modes, popovers, traits")
    func shapeOnlyAdditionsReadBack() {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        #expect(impact.occurrences == 1 && impact.style == .light && UIImpactFeedbackGenerator().style == .medium)
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && anchor.offset.x == 0.3)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in [NSCollectionLayoutGroupCustomItem(frame: .zero)] }
        #expect(group.direction == .custom && group.customItemProvider != nil)
        let menu = UIMenu(title: "Sort", image: nil, identifier: UIMenu.Identifier("sort"), options: .displayInline, children: [])
        #expect(menu.identifier.rawValue == "sort" && UIMenu().identifier != UIMenu().identifier)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(alert.popoverPresentationController == nil, "a phone's action sheet has no popover")
        alert.modalPresentationStyle = .popover
        #expect(alert.popoverPresentationController === alert.popoverPresentationController && alert.popoverPresentationController != nil)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}

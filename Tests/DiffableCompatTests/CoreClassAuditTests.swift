import DiffableCompat
import Foundation
import Testing

/// A gradient view as apps write one: its layer is a `CAGradientLayer`.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// An app's own layer class, and a view that asks for it.
private final class StripeLayer: CAShapeLayer {}
private final class StripeView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
}

/// A view recording the hooks UIKit calls on it.
private final class HookView: UIView {
    var calls: [String] = []
    override func tintColorDidChange() {
        super.tintColorDidChange()
        calls.append("tint")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        calls.append("margins")
    }
}

/// A view whose alignment rectangle is inset, as a view with a shadow declares it.
private final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
    override class var requiresConstraintBasedLayout: Bool { true }
}

/// A controller recording when it is moving to or from its parent, and its root view's margins.
private final class MovingController: UIViewController {
    var seen: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        seen.append("will \(parent == nil ? "nil" : "parent") to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        seen.append("did \(parent == nil ? "nil" : "parent") to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        seen.append("margins")
    }
}

/// A container that handles a "compose" action, as a split or tab container's child looks one up.
private final class ComposeContainer: UIViewController {
    func compose(_ sender: Any?) {}
}

/// A scroll view recording inset changes.
private final class InsetScrollView: UIScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

/// A cell recording its editing transitions.
private final class TransitionCell: UITableViewCell {
    var states: [String] = []
    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        states.append("will \(state.rawValue)")
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        states.append("did \(state.rawValue) editing:\(isEditing)")
    }
}

/// A layout of the app's own that places every item in a 10-point square.
private final class SquaresLayout: UICollectionViewLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 10, y: 0, width: 10, height: 10)
        return attributes
    }
}

@MainActor
@Suite("DiffableCompat: the core-class audit's members, called as apps call them")
struct CoreClassAuditTests {
    // MARK: UIView

    @Test("layerClass: a view's layer is made of its layerClass; an app's own layer class gets its nearest known ancestor")
    func layerClassMakesTheLayer() {
        #expect(type(of: UIView().layer) == CALayer.self && UIView.layerClass == CALayer.self)
        let gradient = GradientView()
        gradient.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.gradientLayer === gradient.layer && gradient.gradientLayer.colors?.count == 2)
        #expect(StripeView().layer is CAShapeLayer)
    }

    @Test("tintColorDidChange is called on the view whose tint changes and on the subviews that inherit it; tintAdjustmentMode inherits, .normal at the root")
    func tintChangesAreAnnounced() {
        let parent = HookView(), inheriting = HookView(), own = HookView()
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.tintColor = .red
        own.calls = []
        parent.tintColor = .green
        #expect(parent.calls == ["tint"] && inheriting.calls == ["tint"] && own.calls.isEmpty)
        #expect(inheriting.tintColor == .green && own.tintColor == .red)
        #expect(parent.tintAdjustmentMode == .normal && inheriting.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(inheriting.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .dimmed)
        #expect(own.calls == ["tint"] && inheriting.calls == ["tint", "tint"])
        own.tintAdjustmentMode = .normal
        #expect(own.tintAdjustmentMode == .normal && UIView.TintAdjustmentMode.dimmed.rawValue == 2)
    }

    @Test("a margins change calls layoutMarginsDidChange, and the controller's viewLayoutMarginsDidChange for its root view; an equal value calls nothing")
    func marginsChangesAreAnnounced() {
        let view = HookView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(view.calls == ["margins", "margins"])
        let controller = MovingController()
        controller.view.layoutMargins = .zero
        #expect(controller.seen == ["margins"])
    }

    @Test("needsUpdateConstraints reflects setNeedsUpdateConstraints until updateConstraintsIfNeeded; alignment rectangles follow alignmentRectInsets")
    func constraintsAndAlignment() {
        let view = ShadowedView()
        #expect(!view.needsUpdateConstraints())
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(!view.needsUpdateConstraints())
        let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        let aligned = view.alignmentRect(forFrame: frame)
        #expect(aligned == CGRect(x: 14, y: 12, width: 88, height: 42) && view.frame(forAlignmentRect: aligned) == frame)
        #expect(UIView().alignmentRect(forFrame: frame) == frame)
        #expect(ShadowedView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        view.removeLayoutGuide(guide)
        view.removeLayoutGuide(UILayoutGuide())
        #expect(view.layoutGuides.isEmpty && guide.owningView == nil && !view.hasAmbiguousLayout)
    }

    @Test("UIView.transition(from:to:) puts toView in fromView's place; .showHideTransitionViews hides and shows instead; keyframes run at once")
    func transitionsAndKeyframes() {
        let container = UIView(), first = UIView(), old = UIView(), last = UIView(), new = UIView()
        [first, old, last].forEach(container.addSubview)
        var finished: [Bool] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished.append($0) }
        #expect(container.subviews == [first, new, last] && old.superview == nil && finished == [true])
        UIView.transition(from: first, to: last, duration: 0.3, options: [.showHideTransitionViews])
        #expect(first.isHidden && !last.isHidden && container.subviews.count == 3)
        let moved = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { moved.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moved.center = CGPoint(x: 50, y: 50) }
        } completion: { finished.append($0) }
        #expect(moved.alpha == 0.5 && moved.center == CGPoint(x: 50, y: 50) && finished == [true, true])
    }

    @Test("snapshots are views of the view's size; drawHierarchy paints the background colour into a renderer and says false with no context")
    func snapshotsAndDrawing() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        view.backgroundColor = .orange
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 40, height: 30) && snapshot?.superview == nil)
        #expect(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false, withCapInsets: .zero)?.bounds.size == CGSize(width: 10, height: 10))
        var drew = false
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            drew = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(drew && image.filledColor == .orange && image.size == CGSize(width: 40, height: 30))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }

    @Test("the shape-only view members keep UIKit's defaults and what is set")
    func viewShapeMembers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.mask == nil && view.autoresizesSubviews && view.contentScaleFactor == 3)
        view.mask = UIView()
        view.autoresizesSubviews = false
        view.contentScaleFactor = 2
        #expect(view.mask != nil && !view.autoresizesSubviews && view.contentScaleFactor == 2)
        view.accessibilityFrame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 20, y: 30))
        view.accessibilityActivationPoint = .zero
        view.accessibilityPath = UIBezierPath(rect: view.bounds)
        #expect(view.accessibilityActivationPoint == .zero && view.accessibilityPath != nil)
        #expect(view.gestureRecognizerShouldBegin(UITapGestureRecognizer()) && view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
        view.willMove(toWindow: nil)
        view.safeAreaInsetsDidChange()
        view.exerciseAmbiguityInLayout()
    }

    // MARK: UIViewController and UINavigationController

    @Test("isMovingToParent and isMovingFromParent are true while a navigation controller pushes and pops the controller, false after")
    func movingToAndFromParent() {
        let root = UIViewController(), pushed = MovingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.seen == ["will parent to:true from:false", "did parent to:true from:false"])
        #expect(!pushed.isMovingToParent)
        pushed.seen = []
        navigation.popViewController(animated: true)
        #expect(pushed.seen == ["will nil to:false from:true", "did nil to:false from:true"] && !pushed.isMovingFromParent)
        #expect(!pushed.isBeingPresented && !pushed.isBeingDismissed)
    }

    @Test("content scroll views are kept per edge; targetViewController(forAction:) walks up to the parent that implements the action")
    func contentScrollViewsAndActionTargets() {
        let controller = UIViewController()
        let list = UIScrollView(), footer = UIScrollView()
        controller.setContentScrollView(list)
        controller.setContentScrollView(footer, for: .bottom)
        #expect(controller.contentScrollView(for: .top) === list && controller.contentScrollView(for: .bottom) === footer)
        controller.setContentScrollView(nil, for: .all)
        #expect(controller.contentScrollView(for: .leading) == nil)
        let container = ComposeContainer(), child = UIViewController()
        container.addChild(child)
        let compose = Selector("compose:", ComposeContainer.compose(_:))
        #expect(child.targetViewController(forAction: compose, sender: nil) === container)
        #expect(container.targetViewController(forAction: compose, sender: nil) === container)
        #expect(UIViewController().targetViewController(forAction: compose, sender: nil) == nil)
    }

    @Test("the shape-only controller members keep UIKit's defaults; a form sheet keeps the keyboard up")
    func controllerShapeMembers() {
        let controller = UIViewController()
        #expect(!controller.disablesAutomaticKeyboardDismissal)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.disablesAutomaticKeyboardDismissal)
        #expect(controller.automaticallyAdjustsScrollViewInsets && !controller.providesPresentationContextTransitionStyle)
        #expect(!controller.modalPresentationCapturesStatusBarAppearance && controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.childForStatusBarHidden == nil && controller.childForHomeIndicatorAutoHidden == nil)
        #expect(!controller.prefersHomeIndicatorAutoHidden && controller.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        controller.modalPresentationCapturesStatusBarAppearance = true
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(controller.modalPresentationCapturesStatusBarAppearance && !controller.automaticallyAdjustsScrollViewInsets)
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        controller.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        controller.viewSafeAreaInsetsDidChange()
        let navigation = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: nil)
        #expect(navigation.viewControllers.isEmpty)
        navigation.pushViewController(controller, animated: false)
        #expect(navigation.topViewController === controller && controller.navigationController === navigation)
    }

    // MARK: UIScrollView

    @Test("a contentInset change calls adjustedContentInsetDidChange; touchesShouldCancel spares controls; guides are owned and stable")
    func scrollViewMembers() {
        let scroll = InsetScrollView()
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.changes == 1)
        #expect(!scroll.touchesShouldCancel(in: UIButton()) && scroll.touchesShouldCancel(in: UILabel()))
        #expect(scroll.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide && scroll.contentLayoutGuide.owningView === scroll)
        #expect(scroll.frameLayoutGuide !== scroll.contentLayoutGuide && scroll.frameLayoutGuide.owningView === scroll)
        #expect(scroll.panGestureRecognizer === scroll.panGestureRecognizer)
        #expect(scroll.decelerationRate == .normal && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        scroll.decelerationRate = .fast
        scroll.setZoomScale(2, animated: true)
        scroll.zoom(to: .zero, animated: false)
        #expect(scroll.decelerationRate == .fast && scroll.zoomScale == 2 && !scroll.isZooming && !scroll.isZoomBouncing)
        #expect(!scroll.isDirectionalLockEnabled && scroll.bouncesZoom && scroll.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scroll.allowsKeyboardScrolling && scroll.bouncesHorizontally && scroll.bouncesVertically)
    }

    // MARK: UILabel, UIButton, UIControl

    @Test("the label's new text properties keep UIKit's defaults and what is set")
    func labelMembers() {
        let label = UILabel()
        #expect(!label.allowsDefaultTighteningForTruncation && label.baselineAdjustment == .alignBaselines)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1) && !label.showsExpansionTextWhenTruncated)
        label.baselineAdjustment = .alignCenters
        label.shadowColor = .black
        #expect(label.baselineAdjustment == .alignCenters && label.shadowColor == .black && UIBaselineAdjustment.none.rawValue == 2)
    }

    @Test("a button's current title colour, attributed title, background image and symbol configuration follow its state, falling back to normal")
    func buttonCurrentValues() {
        let button = UIButton(type: .system)
        #expect(button.currentTitleColor == button.tintColor && UIButton(type: .custom).currentTitleColor == .white)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        let bold = NSAttributedString(string: "Bold")
        button.setAttributedTitle(bold, for: .selected)
        button.setBackgroundImage(UIImage(named: "pressed"), for: .highlighted)
        let large = UIImage.SymbolConfiguration(scale: .large)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.currentTitleColor == .red && button.currentAttributedTitle == nil && button.currentBackgroundImage == nil)
        #expect(button.currentPreferredSymbolConfiguration === large && button.currentTitleShadowColor == .black)
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        button.isEnabled = true
        button.isSelected = true
        #expect(button.currentAttributedTitle === bold && button.preferredSymbolConfigurationForImage(in: .selected) === large)
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentBackgroundImage == UIImage(named: "pressed") && button.titleShadowColor(for: .highlighted) == .black)
    }

    @Test("a button's layout rectangles: content less its insets, the image at the leading edge, the title after it; subtitleLabel needs a configuration")
    func buttonRectanglesAndConfiguration() {
        let button = UIButton(type: .custom)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        button.setImage(image, for: .normal)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(button.contentRect(forBounds: bounds) == bounds && button.backgroundRect(forBounds: bounds) == bounds)
        #expect(button.imageRect(forContentRect: bounds) == CGRect(x: 0, y: 15, width: 20, height: 10))
        #expect(button.titleRect(forContentRect: bounds) == CGRect(x: 20, y: 0, width: 80, height: 40))
        #expect(button.subtitleLabel == nil && button.automaticallyUpdatesConfiguration)
        var configuration = UIButton.Configuration.filled()
        configuration.subtitle = "Subtitle"
        button.configuration = configuration
        #expect(button.subtitleLabel?.text == "Subtitle")
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled && !button.showsTouchWhenHighlighted)
        #expect(!button.reversesTitleShadowWhenHighlighted && !button.isPointerInteractionEnabled)
    }

    @Test("systemButton(with:target:action:) is a system button showing the image that sends the action on a tap")
    func systemButtonSendsItsAction() {
        let screen = ActionScreen()
        let button = UIButton.systemButton(with: UIImage(systemName: "plus")!, target: screen, action: Selector("refresh", ActionScreen.refresh))
        #expect(button.buttonType == .system && button.currentImage == UIImage(systemName: "plus"))
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["refresh"])
    }

    @Test("UIControl(frame:primaryAction:) and performPrimaryAction() send the primary action; tracking hooks keep UIKit's answers")
    func controlPrimaryActionAndTracking() {
        var performed = 0
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44), primaryAction: UIAction { _ in performed += 1 })
        #expect(control.frame.width == 44 && performed == 0)
        control.performPrimaryAction()
        #expect(performed == 1)
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in performed += 10 })
        toggle.performPrimaryAction()
        #expect(performed == 11)
        #expect(!control.isTracking && !control.isTouchInside && control.beginTracking(UITouch(location: .zero, view: control), with: nil))
        #expect(control.continueTracking(UITouch(location: .zero, view: control), with: nil) && !control.isContextMenuInteractionEnabled && control.toolTip == nil)
        control.endTracking(nil, with: nil)
        control.cancelTracking(with: nil)
        control.toolTip = "Add"
        #expect(control.toolTip == "Add")
    }

    // MARK: UITextField

    @Test("a text field's text rectangle leaves room for the overlay views that show, by their modes; placeholder and editing rectangles follow it")
    func textFieldRectangles() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == bounds && field.leftViewRect(forBounds: bounds) == .zero)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 8, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == bounds, "both modes .never")
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 170, height: 40))
        #expect(field.becomeFirstResponder())
        #expect(field.editingRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 40))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds) && field.borderRect(forBounds: bounds) == bounds)
        #expect(field.clearButtonRect(forBounds: bounds).maxX == 200)
    }

    @Test("defaultTextAttributes read and set the font and text colour; the other new text field properties keep UIKit's defaults")
    func textFieldAttributes() {
        let field = UITextField()
        #expect((field.defaultTextAttributes[.font] as? UIFont) == field.font)
        field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]
        #expect(field.font == .boldSystemFont(ofSize: 20) && field.textColor == .red)
        #expect(field.typingAttributes == nil && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(!field.allowsEditingTextAttributes && field.background == nil && field.disabledBackground == nil)
        field.minimumFontSize = 12
        field.background = UIImage(named: "field")
        #expect(field.minimumFontSize == 12 && field.background == UIImage(named: "field"))
    }

    // MARK: UITableView, cells, UICollectionView

    @Test("rectForRow(at:) is the row's cell's frame and rect(forSection:) their union; zero outside the table")
    func tableRectangles() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in UITableViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a", "b"], toSection: "A")
        snapshot.appendItems(["c"], toSection: "B")
        await source.apply(snapshot)
        for (index, path) in [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)].enumerated() {
            table.cellForRow(at: path)?.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 88))
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero && table.rect(forSection: 7) == .zero)
        #expect(table.rectForHeader(inSection: 0) == .zero && table.rectForFooter(inSection: 0) == .zero && !table.hasUncommittedUpdates)
        #expect(table.separatorInsetReference == .fromCellEdges && table.insetsContentViewsToSafeArea && table.isPrefetchingEnabled)
        #expect(table.sectionIndexColor == nil && table.sectionIndexMinimumDisplayRowCount == 0 && !table.selectionFollowsFocus)
        #expect(table.fillerRowHeight == 0 && table.sectionIndexBackgroundColor == nil && table.sectionIndexTrackingBackgroundColor == nil)
        table.sectionIndexColor = .gray
        table.reloadSectionIndexTitles()
        #expect(table.sectionIndexColor == .gray)
    }

    @Test("a table cell's setEditing announces the change to willTransition(to:) and didTransition(to:); no change, no call")
    func tableCellTransitions() {
        let cell = TransitionCell(style: .default, reuseIdentifier: "cell")
        cell.setEditing(true, animated: true)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.states == ["will 1", "did 1 editing:true", "will 0", "did 0 editing:false"])
        #expect(cell.editingAccessoryView == nil && !cell.showingDeleteConfirmation && cell.focusStyle == .default)
        #expect(!cell.userInteractionEnabledWhileDragging && cell.indentationWidth == 10)
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell() && UITableViewCell.DragState.dragging.rawValue == 2)
        cell.dragStateDidChange(.lifting)
    }

    @Test("a collection view's layout attributes are its layout's; the cell's new members keep UIKit's answers")
    func collectionViewMembers() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: SquaresLayout())
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.reorderingCadence == .immediate && !collection.hasUncommittedUpdates)
        collection.reorderingCadence = .slow
        #expect(collection.reorderingCadence == .slow)
        let cell = UICollectionViewCell()
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
        cell.dragStateDidChange(.dragging)
        cell.willTransition(from: SquaresLayout(), to: UICollectionViewFlowLayout())
        cell.didTransition(from: SquaresLayout(), to: UICollectionViewFlowLayout())
    }

    // MARK: UISearchBar

    @Test("a search bar keeps icon images per icon and state, position adjustments per icon and scope title attributes per state")
    func searchBarMembers() {
        let bar = UISearchBar()
        let glass = UIImage(systemName: "magnifyingglass.circle")
        bar.setImage(glass, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === glass && bar.image(for: .clear, state: .normal) == nil)
        bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search).horizontal == 4 && bar.positionAdjustment(for: .clear).horizontal == 0)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        #expect((bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor) == .red)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal) == nil)
        bar.setShowsScope(true, animated: true)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 8, vertical: 0)
        #expect(bar.showsScopeBar && bar.searchTextPositionAdjustment.horizontal == 8 && bar.searchFieldBackgroundPositionAdjustment.vertical == 0)
        #expect(bar.isEnabled && !bar.isSearchResultsButtonSelected)
    }

    // MARK: UIColor, UIFont, UIImage

    @Test("getWhite reads a grey and refuses a colour; getHue inverts init(hue:saturation:brightness:alpha:); P3 components read back")
    func colorComponents() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.5)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: nil) && white == -1)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        #expect(UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9 && alpha == 1)
        var red: CGFloat = 0
        #expect(UIColor(displayP3Red: 0.9, green: 0.1, blue: 0.2, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil) && red == 0.9)
        #expect(UIColor(patternImage: UIImage()).cgColor.alpha == 1)
        #expect(UIFont.buttonFontSize == 18 && UIFont.smallSystemFontSize == 12)
    }

    @Test("an animated image keeps its frames and duration; thumbnails take the size asked; preparing for display gives the image")
    func imageMembers() async {
        let frame = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8)).image { _ in }
        let animated = UIImage.animatedImage(with: [frame, frame, frame], duration: 0.9)
        #expect(animated?.images?.count == 3 && animated?.duration == 0.9 && animated?.size == CGSize(width: 16, height: 8))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil && frame.images == nil && frame.duration == 0)
        #expect(frame.preparingThumbnail(of: CGSize(width: 4, height: 2))?.size == CGSize(width: 4, height: 2))
        #expect(frame.preparingForDisplay() === frame && frame.preparingThumbnail(of: CGSize(width: -1, height: 1)) == nil)
        let prepared = await frame.byPreparingForDisplay()
        let thumbnail = await frame.byPreparingThumbnail(ofSize: CGSize(width: 2, height: 2))
        #expect(prepared === frame && thumbnail?.size == CGSize(width: 2, height: 2))
        let handed = Locked<[CGSize]>([])
        frame.prepareForDisplay { image in handed.withLock { $0.append(image?.size ?? .zero) } }
        frame.prepareThumbnail(of: CGSize(width: 1, height: 1)) { image in handed.withLock { $0.append(image?.size ?? .zero) } }
        #expect(handed.withLock { $0 } == [CGSize(width: 16, height: 8), CGSize(width: 1, height: 1)])
        #expect(UIImage.add == UIImage(systemName: "plus") && UIImage.checkmark.isSymbolImage && UIImage.remove != UIImage.actions)
    }
}

/// A value a `@Sendable` completion handler appends to.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

import DiffableCompat
import Foundation
import Testing

/// A view as apps write one on iOS 17: it lays out again when the width class or the text size
/// changes, through the closure form, and counts the older callback too. Not final, so `Self` in
/// the handler is the dynamic type, as in most apps' views.
class AdaptiveBadgeView: UIView {
    var layouts: [String] = []
    var didChangeCalls = 0
    private(set) var registration: (any UITraitChangeRegistration)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        registration = registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
            self.layouts.append("\(previous.horizontalSizeClass.rawValue)->\(self.traitCollection.horizontalSizeClass.rawValue)")
        }
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        didChangeCalls += 1
    }
}

/// A controller as apps write one: the `action:` form for the interface style, and a child's
/// preferred size through `UIContentContainer`.
final class ThemedController: UIViewController {
    var styleChanges = 0
    var childSizes: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("updateColors", ThemedController.updateColors))
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: ThemedController, _) in
            controller.verticalChanges += 1
        }
    }
    var verticalChanges = 0

    func updateColors() { styleChanges += 1 }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        childSizes.append(container.preferredContentSize)
    }
}

/// An observer registered with the `target:action:` form.
@MainActor
final class TraitObserver: NSObject {
    var seen: [String] = []
    func traitsChanged(_ view: UIView) { seen.append(view.traitCollection.preferredContentSizeCategory.rawValue) }
}

/// A coordinate space an app defines: the screen at half scale.
final class HalfScaleSpace: NSObject, UICoordinateSpace {
    var bounds: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 2) }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        UIScreen.main.coordinateSpace.convert(CGPoint(x: point.x * 2, y: point.y * 2), to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let onScreen = UIScreen.main.coordinateSpace.convert(point, from: coordinateSpace)
        return CGPoint(x: onScreen.x / 2, y: onScreen.y / 2)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: CGSize(width: rect.width * 2, height: rect.height * 2))
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: CGSize(width: rect.width / 2, height: rect.height / 2))
    }
}

/// A view that counts calls of the view-typed conversion, to see which overload app code reaches.
final class CountingConversionView: UIView {
    var viewTypedCalls = 0
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        viewTypedCalls += 1
        return super.convert(point, to: view)
    }
}

/// App code: where a view's centre is in any space.
@MainActor
func centre(of view: UIView, in space: any UICoordinateSpace) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: space)
}

final class PencilToolController: UIViewController, UIPencilInteractionDelegate {
    var taps = 0
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { taps += 1 }
}

final class PreviewingDocumentController: UIViewController, UIDocumentInteractionControllerDelegate {
    var began = 0
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController { self }
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) { began += 1 }
}

@MainActor
@Suite("DiffableCompat: coordinate spaces, iOS 17 trait registration, tab bar item appearances, large content")
struct TraitsAndCoordinateSpaceTests {
    /// A window 100 points down the screen, a container at (5, 5) in it and a view at (10, 20) in that.
    private func placedViews() -> (window: UIWindow, container: UIView, view: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 752))
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        window.addSubview(container)
        container.addSubview(view)
        return (window, container, view)
    }

    @Test("a view converts to and from the screen's spaces through its window's frame; view-to-view and nil conversion are as before")
    func conversionToTheScreen() {
        let (window, container, view) = placedViews()
        let screenSpace = window.screen.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 1), to: screenSpace) == CGPoint(x: 16, y: 126))
        #expect(view.convert(CGPoint(x: 1, y: 1), to: UIScreen.main.fixedCoordinateSpace) == CGPoint(x: 16, y: 126))
        #expect(view.convert(CGPoint(x: 16, y: 126), from: screenSpace) == CGPoint(x: 1, y: 1))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 40, height: 30), to: screenSpace) == CGRect(x: 15, y: 125, width: 40, height: 30))
        #expect(screenSpace.convert(CGPoint(x: 15, y: 125), to: view) == .zero)
        #expect(screenSpace.bounds == UIScreen.main.bounds && UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
        #expect(centre(of: view, in: UIScreen.main.coordinateSpace) == CGPoint(x: 35, y: 140))

        // The overloads that take a view, or nil, still resolve and answer as before.
        #expect(view.convert(CGPoint(x: 1, y: 1), to: container) == CGPoint(x: 11, y: 21))
        #expect(view.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(view.convert(CGPoint(x: 1, y: 1), to: container as any UICoordinateSpace) == CGPoint(x: 11, y: 21))
        #expect(container.convert(CGRect(x: 1, y: 1, width: 2, height: 2), from: view as any UICoordinateSpace) == CGRect(x: 11, y: 21, width: 2, height: 2))
        let optional: UIView? = container
        #expect(view.convert(CGPoint(x: 1, y: 1), to: optional) == CGPoint(x: 11, y: 21))

        let counting = CountingConversionView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        container.addSubview(counting)
        _ = counting.convert(CGPoint.zero, to: container)
        _ = counting.convert(CGPoint.zero, to: nil)
        #expect(counting.viewTypedCalls == 2, "a UIView argument and nil reach the view-typed overload, as before")

        // A space an app defines converts by its own methods.
        let half = HalfScaleSpace()
        #expect(view.convert(CGPoint(x: 4, y: 4), to: half) == CGPoint(x: 9.5, y: 64.5))
        #expect(view.convert(CGPoint(x: 9.5, y: 64.5), from: half) == CGPoint(x: 4, y: 4))
    }

    @Test("NaN and infinite points and rectangles convert without trapping")
    func badPointsDoNotTrap() {
        let (window, _, view) = placedViews()
        let converted = view.convert(CGPoint(x: CGFloat.nan, y: .infinity), to: window.screen.coordinateSpace)
        #expect(converted.x.isNaN && converted.y == .infinity)
        let rect = view.convert(CGRect(x: -CGFloat.infinity, y: .nan, width: .infinity, height: 1), from: UIScreen.main.fixedCoordinateSpace)
        #expect(rect.size.height == 1)
        let interaction = UILargeContentViewerInteraction()
        view.addInteraction(interaction)
        #expect(interaction.simulateLongPress(at: CGPoint(x: CGFloat.nan, y: 1)) == nil)
        let spring = UISpringTimingParameters(duration: .nan, bounce: .nan)
        #expect(spring.dampingRatio == 1)
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -10
        effect.maximumRelativeValue = 10
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0))?["center.x"] as? CGFloat == 0)
        view.traitOverrides.displayScale = .nan
        view.traitOverrides.displayScale = .nan
        #expect(view.traitCollection.displayScale.isNaN)
    }

    @Test("a registered trait handler runs once per size-class change, after traitCollectionDidChange, and not after unregistering")
    func registeredHandlerRunsOnSizeClassChange() throws {
        let controller = ThemedController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        let badge = AdaptiveBadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        controller.view.addSubview(badge)
        #expect(badge.traitCollection.horizontalSizeClass == .compact)

        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(badge.traitCollection.horizontalSizeClass == .regular && controller.traitCollection.horizontalSizeClass == .regular)
        #expect(badge.layouts == ["1->2"] && badge.didChangeCalls == 1)
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(badge.layouts.count == 1, "setting the same value changes nothing")

        // A style change calls traitCollectionDidChange and the controller's action, not the size handler.
        controller.overrideUserInterfaceStyle = .dark
        #expect(badge.traitCollection.userInterfaceStyle == .dark && controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.traitOverrides.userInterfaceStyle == .dark && controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(controller.styleChanges == 1 && badge.didChangeCalls == 2 && badge.layouts.count == 1)
        #expect(badge.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        window.traitOverrides.verticalSizeClass = .compact
        #expect(controller.verticalChanges == 1 && controller.traitCollection.verticalSizeClass == .compact, "a window's override reaches its root controller")

        // The text size through the badge's own overrides, and a target-action observer.
        let observer = TraitObserver()
        badge.registerForTraitChanges([UITraitPreferredContentSizeCategory.self], target: observer, action: Selector("traitsChanged:", TraitObserver.traitsChanged(_:)))
        badge.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(badge.layouts == ["1->2", "2->2"] && observer.seen == [UIContentSizeCategory.accessibilityLarge.rawValue])
        #expect(badge.traitCollection[UITraitPreferredContentSizeCategory.self] == .accessibilityLarge)

        let registration = try #require(badge.registration)
        badge.unregisterForTraitChanges(registration)
        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(badge.traitCollection.horizontalSizeClass == .compact && !controller.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(badge.layouts.count == 2 && badge.didChangeCalls == 5, "unregistered: the handler is not called; the callback still is")
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(badge.traitCollection.userInterfaceStyle == .light && controller.styleChanges == 2)
    }

    @Test("tab bar item appearances are copied when set and with their bar appearance; reading one changes it in place")
    func tabBarItemAppearancesCopy() throws {
        let gray = UIColor.gray, red = UIColor.red, green = UIColor.green, blue = UIColor.blue
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        let item = UITabBarItemAppearance(style: .stacked)
        item.normal.iconColor = gray
        item.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        item.normal.badgeBackgroundColor = red
        appearance.stackedLayoutAppearance = item
        appearance.inlineLayoutAppearance = item
        appearance.compactInlineLayoutAppearance = item
        item.normal.iconColor = red
        #expect(appearance.stackedLayoutAppearance.normal.iconColor === gray, "the setter kept a copy")
        #expect(appearance.stackedLayoutAppearance.selected.titleTextAttributes[.foregroundColor] != nil)
        #expect(appearance.stackedLayoutAppearance !== appearance.inlineLayoutAppearance)

        appearance.inlineLayoutAppearance.selected.iconColor = green
        #expect(appearance.inlineLayoutAppearance.selected.iconColor === green, "read in place")
        let copy: UITabBarAppearance = appearance.copy()
        copy.inlineLayoutAppearance.selected.iconColor = blue
        #expect(appearance.inlineLayoutAppearance.selected.iconColor === green && copy.stackedLayoutAppearance.normal.iconColor === gray)
        let itemCopy = try #require(item.copy() as? UITabBarItemAppearance)
        itemCopy.normal.iconColor = blue
        #expect(item.normal.iconColor === red && itemCopy.style == .stacked)

        let tabBar = UITabBarController().tabBar
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        appearance.stackedLayoutAppearance.normal.iconColor = blue
        #expect(tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor === gray)
        #expect(tabBar.scrollEdgeAppearance?.backgroundColor != nil)
    }

    @Test("the large content viewer finds the item under a long press, with a button's title by default")
    func largeContentViewerItem() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.setTitle("Home", for: .normal)
        button.showsLargeContentViewer = true
        let label = UILabel(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        label.text = "Inbox"
        label.isUserInteractionEnabled = true
        bar.addSubview(button)
        bar.addSubview(label)
        let interaction = UILargeContentViewerInteraction()
        bar.addInteraction(interaction)

        #expect(!UILargeContentViewerInteraction.isEnabled, "the headless text size is not an accessibility one")
        #expect(interaction.view === bar && bar.interactions.count == 1)
        #expect(interaction.simulateLongPress(at: CGPoint(x: 10, y: 10))?.largeContentTitle == "Home")
        #expect(interaction.simulateLongPress(at: CGPoint(x: 150, y: 10)) == nil, "the label does not show the viewer")
        label.showsLargeContentViewer = true
        label.largeContentTitle = "Mail"
        label.scalesLargeContentImage = true
        label.largeContentImageInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let item = interaction.simulateLongPress(at: CGPoint(x: 150, y: 10))
        #expect(item?.largeContentTitle == "Mail" && item?.scalesLargeContentImage == true && item?.largeContentImageInsets.right == 4)
        #expect(UIView().largeContentTitle == nil && !UIView().showsLargeContentViewer && UILabel().largeContentTitle == nil)
    }

    @Test("the shape-only types compile as apps use them and answer as documented")
    func shapeOnlyTypes() throws {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1)))
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        #expect(view.alpha == 0 && animator.timingParameters?.timingCurveType == .spring)
        #expect(animator.timingParameters?.springTimingParameters?.initialVelocity == CGVector(dx: 0, dy: 1))
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(cubic.timingCurveType == .cubic && UICubicTimingParameters(animationCurve: .linear).timingCurveType == .builtin)
        #expect(UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5).timingParameters?.timingCurveType == .spring)

        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -20
        vertical.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 5 && values?["center.y"] as? CGFloat == -20)
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)

        let tools = PencilToolController()
        let pencil = UIPencilInteraction()
        pencil.delegate = tools
        #expect(!pencil.simulateDoubleTap(), "in no view")
        tools.view.addInteraction(pencil)
        #expect(pencil.simulateDoubleTap() && tools.taps == 1 && UIPencilInteraction.preferredTapAction == .switchEraser)

        let document = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/Report.pdf"))
        #expect(document.name == "Report.pdf" && !document.presentPreview(animated: true))
        let previewing = PreviewingDocumentController()
        document.delegate = previewing
        #expect(document.presentPreview(animated: true) && previewing.began == 1)
        #expect(!document.presentOpenInMenu(from: .zero, in: view, animated: true))

        let printer = UIPrintInteractionController.shared
        #expect(printer === UIPrintInteractionController.shared && !UIPrintInteractionController.isPrintingAvailable)
        let info = UIPrintInfo(dictionary: nil)
        info.jobName = "Receipt"
        info.outputType = .grayscale
        printer.printInfo = info
        printer.printingItem = Data()
        var completed: Bool?
        #expect(!printer.present(animated: true) { _, done, error in completed = done && error == nil })
        #expect(completed == false)

        let parent = ThemedController()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.childSizes == [CGSize(width: 320, height: 200)])
        let container: any UIContentContainer = parent
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 10)) == CGSize(width: 10, height: 10))
    }
}

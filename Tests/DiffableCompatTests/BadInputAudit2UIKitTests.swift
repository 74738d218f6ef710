import DiffableCompat
import Foundation
import Testing

/// A controller a storyboard scene holds, for the bad-input storyboard tests.
private final class BadInputSceneController: UIViewController {
    var prepared: [String?] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier) }
}

/// A rotation handler that records what it is handed.
private final class RotationLog: NSObject {
    var rotations: [CGFloat] = []
    func rotated(_ recognizer: UIRotationGestureRecognizer) { rotations.append(recognizer.rotation) }
}

/// Bad input to the UIKit entry points audit 2 added: each test feeds an entry point what a caller
/// can get wrong and pins the value it answers or UIKit's failure it raises, never a trap.
@MainActor
@Suite("DiffableCompat: bad input to audit 2's UIKit entry points answers a value or raises UIKit's text")
struct BadInputAudit2UIKitTests {
    // MARK: UIPageControl

    @Test("a page control raises UIKit's 'Page (…) must be within 0 and ….' for indicator images of pages outside numberOfPages")
    func pageControlIndicatorImagesOutOfRange() {
        let control = UIPageControl()
        control.numberOfPages = 3
        let image = UIImage()
        let report = DiffableFailures.record {
            control.setIndicatorImage(image, forPage: 3)
            control.setCurrentPageIndicatorImage(image, forPage: -1)
            #expect(control.indicatorImage(forPage: NSNotFound) == nil)
            #expect(control.currentPageIndicatorImage(forPage: Int.min) == nil)
        }
        #expect(report.failures.map(\.reason) == [
            "Page (3) must be within 0 and 3.", "Page (-1) must be within 0 and 3.",
            "Page (\(NSNotFound)) must be within 0 and 3.", "Page (\(Int.min)) must be within 0 and 3.",
        ])
        #expect(report.failures.allSatisfy { $0.name == "NSInternalInconsistencyException" })
        control.numberOfPages = 4
        #expect(control.indicatorImage(forPage: 3) == nil, "the refused image was not stored")
        let none = DiffableFailures.record { #expect(UIPageControl().indicatorImage(forPage: 0) == nil) }
        #expect(none.failures.map(\.reason) == ["Page (0) must be within 0 and 0."])
    }

    @Test("a page control raises NSInvalidArgumentException for size(forNumberOfPages:) of a negative count and answers no pages' size")
    func pageControlNegativeSize() {
        let control = UIPageControl()
        let report = DiffableFailures.record { #expect(control.size(forNumberOfPages: -2) == CGSize(width: 0, height: 26)) }
        #expect(report.failures == [DiffableFailure(reason: "-[UIPageControl sizeForNumberOfPages:] must not be called with a negative number",
                                                    name: "NSInvalidArgumentException")])
        let huge = control.size(forNumberOfPages: Int.max)
        #expect(huge.width.isFinite && huge.width > 0 && huge.height == 26)
    }

    @Test("a page control keeps numberOfPages non-negative, clamps currentPage, and ignores currentPage = NSNotFound as UIKit does")
    func pageControlClamps() {
        let control = UIPageControl()
        control.numberOfPages = -4
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = Int.min
        #expect(control.currentPage == 0)
        control.currentPage = 1
        control.currentPage = NSNotFound
        #expect(control.currentPage == 1)
        control.numberOfPages = Int.min
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    // MARK: UISegmentedControl, UIPasteboard

    @Test("a segmented control ignores a content offset for a segment it does not have and answers .zero for it")
    func segmentOffsetsOutOfRange() {
        let control = UISegmentedControl(items: ["One", "Two"])
        for index in [-1, 2, Int.max, Int.min, NSNotFound] {
            control.setContentOffset(CGSize(width: 3, height: 4), forSegmentAt: index)
            #expect(control.contentOffsetForSegment(at: index) == .zero)
        }
        #expect(control.contentOffsetForSegment(at: 0) == .zero && control.contentOffsetForSegment(at: 1) == .zero)
        control.setContentOffset(CGSize(width: CGFloat.nan, height: .infinity), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1).width.isNaN && control.contentOffsetForSegment(at: 1).height == .infinity)
        let odd = UIControl.State(rawValue: .max)
        control.setBackgroundImage(UIImage(), for: odd, barMetrics: .compact)
        #expect(control.backgroundImage(for: odd, barMetrics: .compact) != nil && control.backgroundImage(for: .normal, barMetrics: .compact) == nil)
    }

    @Test("a pasteboard answers nil and false for empty or unknown types and keeps an empty type it is given")
    func pasteboardOddTypes() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.data(forPasteboardType: "") == nil && board.value(forPasteboardType: "public.png") == nil)
        #expect(!board.contains(pasteboardTypes: []) && board.types.isEmpty)
        board.setData(Data(), forPasteboardType: "")
        #expect(board.data(forPasteboardType: "") == Data() && board.types == [""])
        #expect(!board.contains(pasteboardTypes: []) && board.contains(pasteboardTypes: ["x", ""]))
        board.setValue(42, forPasteboardType: "public.text")
        #expect(board.value(forPasteboardType: "public.text") as? Int == 42 && board.data(forPasteboardType: "public.text") == nil)
    }

    // MARK: Gestures

    @Test("events and recognizers take empty touches and not-a-number rotations without trapping")
    func gesturesOddInput() {
        let view = UIView()
        let empty = UIEvent(touches: [])
        #expect(empty.allTouches == [] && empty.touches(for: view) == nil && empty.touches(for: UIWindow(frame: .zero)) == nil)
        #expect(UIEvent().allTouches == nil && UIEvent().subtype == .none)
        let log = RotationLog()
        let rotation = UIRotationGestureRecognizer(target: log, action: Selector("rotated:", RotationLog.rotated(_:)))
        rotation.rotation = .nan
        rotation.simulateRecognition(.changed)
        #expect(log.rotations.isEmpty, "a recognizer in no view does nothing")
        view.addGestureRecognizer(rotation)
        rotation.simulateRecognition(.changed)
        #expect(log.rotations.count == 1 && log.rotations[0].isNaN && rotation.velocity == 0)
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = -3
        #expect(pinch.scale == -3 && pinch.location(ofTouch: -1, in: nil) == .zero)
    }

    // MARK: Storyboards

    private let missingScene = "Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier"

    @Test("a storyboard raises UIKit's missing-identifier text for an unknown, empty or non-controller identifier and gives a plain controller")
    func storyboardUnknownIdentifiers() {
        let storyboard = UIStoryboard(name: "BadInputAudit2", bundle: nil)
        for identifier in ["NoSuchScene", "", ".", "Swift.Int", "DiffableCompat.UIView"] {
            var made: UIViewController?
            let report = DiffableFailures.record { made = storyboard.instantiateViewController(withIdentifier: identifier) }
            #expect(report.failures == [DiffableFailure(reason: "\(missingScene) '\(identifier)'", name: "NSInvalidArgumentException")])
            #expect(made.map { type(of: $0) == UIViewController.self } == true)
        }
        #expect(storyboard.instantiateInitialViewController() == nil)
        let typed: BadInputSceneController = storyboard.instantiateViewController(identifier: "NoSuchScene")
        #expect(typed.storyboard === storyboard, "a typed call makes the type it asks for, as its scene would")
    }

    @Test("a storyboard with an empty name raises UIKit's 'Could not find a storyboard named '''")
    func storyboardEmptyName() {
        var storyboard: UIStoryboard?
        let report = DiffableFailures.record { storyboard = UIStoryboard(name: "", bundle: nil) }
        #expect(report.failures == [DiffableFailure(reason: "Could not find a storyboard named '' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)",
                                                    name: "NSInvalidArgumentException")])
        #expect(storyboard?.name == "")
        #expect(DiffableFailures.record { _ = UIStoryboard(name: " ", bundle: nil) }.failures.isEmpty)
    }

    @Test("performSegue raises 'has no segue' for a controller no storyboard made, an undeclared segue, and a segue to an undeclared scene")
    func segueBadInput() {
        let name = "BadInputAudit2Segues"
        UIStoryboard.setHeadlessScene(ofStoryboardNamed: name, identifier: "Source", BadInputSceneController.self)
        UIStoryboard.setHeadlessSegue("toNowhere", ofStoryboardNamed: name, to: "NotDeclared")
        defer { UIStoryboard.removeHeadlessContents(ofStoryboardNamed: name) }
        let source = UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: "Source") as? BadInputSceneController
        let inCode = BadInputSceneController()
        let report = DiffableFailures.record {
            inCode.performSegue(withIdentifier: "show", sender: nil)
            source?.performSegue(withIdentifier: "", sender: nil)
            source?.performSegue(withIdentifier: "toNowhere", sender: nil)
        }
        let prefix = "Receiver (<BadInputSceneController: 0x0>) has no segue with identifier"
        #expect(report.failures.map(\.reason) == ["\(prefix) 'show'", "\(prefix) ''", "\(prefix) 'toNowhere'"])
        #expect(report.failures.allSatisfy { $0.name == "NSInvalidArgumentException" })
        #expect(inCode.prepared.isEmpty && source?.prepared.isEmpty == true && source?.presentedViewController == nil)
    }

    // MARK: Tab bar controllers

    @Test("a tab bar controller ignores selectedIndex out of range, as UIKit's setSelectedIndex: finds no controller")
    func tabIndexOutOfRange() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.selectedIndex = 1
        for index in [-1, 2, NSNotFound, Int.min] {
            tabs.selectedIndex = index
            #expect(tabs.selectedIndex == 1)
        }
        #expect(!tabs.selectTab(at: -1) && !tabs.selectTab(at: 2) && tabs.selectedIndex == 1)
        let empty = UITabBarController()
        empty.selectedIndex = 3
        #expect(empty.selectedViewController == nil && empty.selectedTab == nil && empty.tabs.isEmpty)
    }

    @Test("a tab bar controller raises UIKit's NSInvalidArgumentException for a selectedViewController that is not a tab, or nil")
    func tabSelectedControllerNotATab() {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedViewController = second
        let report = DiffableFailures.record {
            tabs.selectedViewController = UIViewController()
            tabs.selectedViewController = nil
        }
        let failure = DiffableFailure(
            reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.",
            name: "NSInvalidArgumentException")
        #expect(report.failures == [failure, failure])
        #expect(tabs.selectedViewController === second && tabs.selectedIndex == 1)
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedViewController === second)
    }

    @Test("a tab bar controller finds no tab for an unknown or empty identifier, and ignores a selectedTab not among its tabs")
    func tabUnknownTabs() {
        let home = UITab(title: "Home", image: nil, identifier: "home")
        let twin = UITab(title: "Twin", image: nil, identifier: "home")
        let tabs = UITabBarController(tabs: [home, twin])
        #expect(tabs.tab(forIdentifier: "") == nil && tabs.tab(forIdentifier: "HOME") == nil)
        #expect(tabs.tab(forIdentifier: "home") === home, "the first of two tabs with one identifier")
        tabs.selectedTab = twin
        tabs.selectedTab = UITab(title: "Stranger", image: nil, identifier: "home")
        tabs.selectedTab = nil
        #expect(tabs.selectedTab === twin && tabs.selectedIndex == 1)
    }

    @Test("a bar button item listed twice in a group stays twice and belongs to it; another group then takes both out")
    func barButtonGroupDuplicates() {
        let item = UIBarButtonItem()
        let first = UIBarButtonItemGroup(barButtonItems: [item, item], representativeItem: nil)
        #expect(first.barButtonItems.count == 2 && item.buttonGroup === first)
        let second = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "", items: [item])
        #expect(first.barButtonItems.isEmpty && item.buttonGroup === second && second.customizationIdentifier == "")
        let emptyGroup = UIBarButtonItemGroup.fixedGroup(items: [])
        #expect(emptyGroup.barButtonItems.isEmpty && !emptyGroup.isDisplayingRepresentativeItem)
    }

    // MARK: Collection view layout

    @Test("an invalidation context keeps item paths as given, out of range or empty; the layout validates none")
    func invalidationPathsOutOfRange() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [])
        #expect(context.invalidatedItemIndexPaths == [])
        let odd = [IndexPath(item: Int.max, section: -1), IndexPath(), IndexPath(indexes: [1, 2, 3])]
        context.invalidateItems(at: odd)
        context.invalidateSupplementaryElements(ofKind: "", at: [IndexPath(item: -5, section: 0)])
        context.invalidateDecorationElements(ofKind: "badge", at: [])
        #expect(context.invalidatedItemIndexPaths == odd)
        #expect(context.invalidatedSupplementaryIndexPaths == ["": [IndexPath(item: -5, section: 0)]])
        #expect(context.invalidatedDecorationIndexPaths == ["badge": []])
        let layout = UICollectionViewLayout()
        layout.invalidateLayout(with: context)
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(), withTargetPosition: CGPoint(x: CGFloat.nan, y: 1))
        #expect(moving.indexPath == IndexPath() && moving.zIndex == 1 && moving.center.x.isNaN)
    }

    @Test("layout attributes with a not-a-number frame stay equal to themselves and hash alike; copies compare as IEEE doubles do")
    func attributesNotANumber() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: -4)
        attributes.alpha = .nan
        #expect(attributes.isEqual(attributes) && attributes.center.x.isNaN)
        #expect(Set([attributes, attributes]).count == 1)
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.hash == attributes.hash && copy?.isEqual(attributes) == false, "NaN != NaN, as in UIKit's CGRectEqualToRect")
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(plain.isEqual(plain.copy()) && !plain.isEqual("not attributes") && !plain.isEqual(nil))
    }
}

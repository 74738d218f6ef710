import DiffableCompat
import Foundation
import Testing

nonisolated(unsafe) private var labelKey: UInt8 = 0
nonisolated(unsafe) private var otherKey: UInt8 = 0

private final class Holder {}
private final class Tracked {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// A stored property added in an extension, the way libraries (SnapKit's labels and constraint
/// sets) and apps write one on Apple's platforms.
extension UIView {
    var debugLabel: String? {
        get { objc_getAssociatedObject(self, &labelKey) as? String }
        set { objc_setAssociatedObject(self, &labelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@Suite("Associated objects, UILayoutSupport and the layout direction, as libraries written for iOS use them")
struct AssociatedObjectsAndLayoutSupportTests {
    @Test("a value set on an object is read back under its key only, per object; nil removes it")
    @MainActor func setAndGet() {
        let a = UIView(), b = UIView()
        a.debugLabel = "a"
        #expect(a.debugLabel == "a" && b.debugLabel == nil)
        objc_setAssociatedObject(a, &otherKey, 42, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &otherKey) as? Int == 42 && a.debugLabel == "a")
        a.debugLabel = nil
        #expect(a.debugLabel == nil && objc_getAssociatedObject(a, &otherKey) as? Int == 42)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &otherKey) == nil)
    }

    @Test("the raw values are the Objective-C runtime's")
    func policies() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
    }

    @Test("COPY copies an NSCopying value; ASSIGN holds an object weakly; RETAIN keeps it alive")
    func policySemantics() {
        let owner = Holder()
        let text = NSMutableString(string: "before")
        objc_setAssociatedObject(owner, &labelKey, text, .OBJC_ASSOCIATION_COPY)
        text.append(" after")
        #expect((objc_getAssociatedObject(owner, &labelKey) as? NSString).map(String.init) == "before")

        var released = false
        do {
            let value = Tracked { released = true }
            objc_setAssociatedObject(owner, &otherKey, value, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &otherKey) as AnyObject? === value)
        }
        #expect(released && objc_getAssociatedObject(owner, &otherKey) == nil)

        var retainedReleased = false
        do { objc_setAssociatedObject(owner, &otherKey, Tracked { retainedReleased = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        #expect(!retainedReleased && objc_getAssociatedObject(owner, &otherKey) is Tracked)
        objc_setAssociatedObject(owner, &otherKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(retainedReleased)
    }

    @Test("an object's values go with it: a later object never sees them, and the table does not grow with objects gone")
    func lifetime() {
        var released = 0
        for _ in 0..<1_000 {
            let owner = Holder()
            #expect(objc_getAssociatedObject(owner, &labelKey) == nil)
            objc_setAssociatedObject(owner, &labelKey, Tracked { released += 1 }, .OBJC_ASSOCIATION_RETAIN)
        }
        // Swept when the table doubles: at most the live objects' entries and one sweep's worth of gone ones.
        #expect(released >= 1_000 - 128, "released \(released)")
    }

    @Test("UILayoutSupport: a view controller's top and bottom guides answer anchors and a zero length")
    @MainActor func layoutSupport() { (self as any DeprecatedGuides).check() }
}

/// The guides are deprecated in UIKit as here; libraries still read them (called through a
/// protocol so that the test itself is not deprecated).
private protocol DeprecatedGuides { @MainActor func check() }

extension AssociatedObjectsAndLayoutSupportTests: DeprecatedGuides {
    @available(*, deprecated)
    @MainActor func check() {
        let controller = UIViewController()
        let guide: any UILayoutSupport = controller.topLayoutGuide
        #expect(guide.length == 0)
        let constraint = controller.view.topAnchor.constraint(equalTo: guide.bottomAnchor)
        #expect(constraint.firstAttribute == .top && constraint.secondAttribute == .bottom)
        _ = controller.bottomLayoutGuide.topAnchor
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight && UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }
}

@Suite("Literals and defaulted completions as UIKit declares them")
struct LiteralsAndDefaultsTests {
    @Test("#colorLiteral is a UIColor with the swatch's components; #imageLiteral a UIImage of that asset")
    func literals() {
        let color = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 1)
        #expect(color == UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1))
        let image = #imageLiteral(resourceName: "placeholder")
        #expect(image == UIImage(named: "placeholder"))
    }

    /// A coordinator standing in for a transition, as a test writes one.
    @MainActor final class Coordinator: NSObject, UIViewControllerTransitionCoordinator {
        var asked: [String] = []
        var isAnimated: Bool { true }
        var presentationStyle: UIModalPresentationStyle { .fullScreen }
        var initiallyInteractive: Bool { false }
        var isInterruptible: Bool { false }
        var isInteractive: Bool { false }
        var isCancelled: Bool { false }
        var transitionDuration: TimeInterval { 0.3 }
        var percentComplete: CGFloat { 0 }
        var completionVelocity: CGFloat { 1 }
        var completionCurve: UIView.AnimationCurve { .easeInOut }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
        var containerView: UIView { UIView() }
        var targetTransform: CGAffineTransform { .identity }
        func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                     completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
            asked.append(completion == nil ? "animation only" : "both")
            return true
        }
        func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    }

    @Test("animate(alongsideTransition:) without completion reaches the coordinator's own method")
    @MainActor func alongsideWithoutCompletion() {
        let coordinator = Coordinator()
        let asProtocol: any UIViewControllerTransitionCoordinator = coordinator
        asProtocol.animate(alongsideTransition: { _ in })
        coordinator.animate(alongsideTransition: { _ in }, completion: { _ in })
        #expect(coordinator.asked == ["animation only", "both"])
    }
}

/// A registration made outside the main actor, as a data source's helper makes one: UIKit's
/// `init(cellNib:handler:)` is not isolated.
nonisolated func nibRegistration(_ nib: UINib) -> UICollectionView.CellRegistration<UICollectionViewCell, Int> {
    UICollectionView.CellRegistration(cellNib: nib) { cell, _, item in cell.tag = item }
}

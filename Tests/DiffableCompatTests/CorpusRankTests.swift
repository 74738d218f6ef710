import DiffableCompat
import Foundation
import Testing

/// A collection view subclass written as apps write it: its initializer's frame defaults to zero and
/// it passes its own layout up, so `Grid()` reaches it through UIKit's `-init`.
private final class Grid: UICollectionView {
    override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class Observer {
    var changes = 0
    func changed() { changes += 1 }
}

final class NameCell: UITableViewCell {}

@MainActor
@Suite("Names ranked by the corpus: init() on collection views, menus' and actions' iOS 15–17 initializers, pop-up menu accessories, NSHashTable, +description, LocalAuthentication")
struct CorpusRankTests {
    @Test("a collection view subclass answers init() through its override of init(frame:collectionViewLayout:); UICollectionView() raises UIKit's exception")
    func collectionViewInit() {
        let report = DiffableFailures.record { _ = Grid() }
        #expect(report.failures.isEmpty)
        let grid = Grid()
        #expect(grid.frame == .zero && grid.collectionViewLayout is UICollectionViewCompositionalLayout)
        let bare = DiffableFailures.record { _ = UICollectionView() }
        #expect(bare.failures.map(\.reason) == ["UICollectionView must be initialized with a non-nil layout parameter"])
        #expect(bare.failures.first?.name == "NSInvalidArgumentException")
        var views: [UICollectionView] = []
        _ = DiffableFailures.record { views = [UICollectionView(), UICollectionView()] }
        #expect(views[0].collectionViewLayout !== views[1].collectionViewLayout)
    }

    @Test("UIAction takes subtitle and selectedImage; UIMenu takes preferredElementSize, .automatic by default")
    func menuInitializers() {
        var ran = false
        let action = UIAction(title: "Lock", subtitle: "after 1 minute", selectedImage: UIImage(systemName: "lock"), state: .on) { _ in ran = true }
        #expect(action.subtitle == "after 1 minute" && action.selectedImage != nil && action.state == .on)
        action.performWithSender(nil, target: nil)
        #expect(ran)
        let menu = UIMenu(title: "Timeout", options: .displayInline, children: [action])
        #expect(menu.preferredElementSize == .automatic && menu.children.count == 1)
        #expect(UIMenu(preferredElementSize: .small).preferredElementSize.rawValue == 0 && UIMenu.ElementSize.automatic.rawValue == -1)
    }

    @Test("a pop-up menu accessory keeps its menu and its selection handler")
    func popUpMenuAccessory() {
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        var chosen: UIMenu?
        let accessory = UICellAccessory.popUpMenu(menu) { chosen = $0 }
        #expect(accessory.kind == .popUpMenu && accessory.displayed == .always && accessory.menu === menu)
        accessory.selectedElementDidChangeHandler?(menu)
        #expect(chosen === menu)
    }

    @Test("a weak NSHashTable forgets a deallocated object; a strong one keeps it; identity, not equality")
    func hashTable() {
        let weakTable = NSHashTable<Observer>.weakObjects()
        let strongTable = NSHashTable<Observer>.strongObjects()
        let kept = Observer()
        do {
            let passing = Observer()
            weakTable.add(passing)
            strongTable.add(passing)
            weakTable.add(kept)
            weakTable.add(kept)
            #expect(weakTable.count == 2 && weakTable.contains(passing))
        }
        // The strong table keeps the passing observer alive, and the weak one with it.
        #expect(weakTable.count == 2 && strongTable.count == 1 && !strongTable.contains(kept))
        strongTable.removeAllObjects()
        #expect(weakTable.count == 1 && weakTable.allObjects.first === kept && weakTable.anyObject === kept)
        for observer in weakTable { (observer as? Observer)?.changed() }
        #expect(kept.changes == 1)
        weakTable.add(nil)
        weakTable.remove(nil)
        #expect(weakTable.count == 1 && !weakTable.contains(nil) && weakTable.member(nil) == nil)
        weakTable.remove(kept)
        #expect(weakTable.count == 0 && weakTable.member(kept) == nil)
    }

    @Test("+description names a class with its module, as apps use it for reuse identifiers")
    func classDescription() {
        let cellClass: UITableViewCell.Type = NameCell.self
        #expect(cellClass.description() == "DiffableCompatTests.NameCell")
        #expect(UITableViewCell.description() == "UITableViewCell")
    }

    @Test("a layout registers a decoration view's nib, replacing a class registered for that kind")
    func decorationNib() {
        let layout = UICollectionViewFlowLayout()
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        layout.register(UINib(nibName: "BackgroundReusableView", bundle: nil), forDecorationViewOfKind: "background")
        #expect(layout.decorationViewClasses["background"] == nil && layout.decorationViewNibs["background"] != nil)
    }

    @Test("LocalAuthentication on the headless device: no biometry, no passcode, the framework's errors; invalidate")
    func localAuthentication() async {
        let context = LAContext()
        var error: NSError?
        #expect(context.biometryType == .none)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAError.errorDomain && error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) && error?.code == -5)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
        let replied: (Bool, LAError.Code?) = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
                continuation.resume(returning: (success, (error as? LAError)?.code))
            }
        }
        #expect(replied.0 == false && replied.1 == .biometryNotAvailable)
        context.invalidate()
        await #expect(throws: LAError(.invalidContext)) { try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") }
    }

    @Test("a view controller stores its interface style override")
    func interfaceStyle() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.overrideUserInterfaceStyle == .light)
    }
}

@MainActor
@Suite("Names ranked by the corpus (2): navigation bars hidden on swipe, an image drawn into a context, text measured")
struct CorpusRankDrawingTests {
    @Test("a navigation controller stores its bar-hiding options and keeps one recognizer for each")
    func barsHidden() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.hidesBarsOnSwipe && !navigation.hidesBarsOnTap)
        #expect(navigation.barHideOnSwipeGestureRecognizer === navigation.barHideOnSwipeGestureRecognizer)
    }

    @Test("an image of one colour drawn over a whole context leaves the context that colour; a smaller draw is not recorded")
    func imageDrawn() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let copied = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in red.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(copied.filledColor == .red && copied.size == CGSize(width: 8, height: 8))
        let corner = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in red.draw(at: .zero) }
        #expect(corner.filledColor == nil)
        red.draw(in: .zero)  // outside a context: nothing happens
    }

    @Test("text is measured by the headless metric: half the point size a character, lineHeight a line")
    func textMeasured() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 40, height: font.lineHeight))
        #expect("ab\nabcdef".size(withAttributes: [.font: font]) == CGSize(width: 60, height: 2 * font.lineHeight))
        #expect(("abc" as NSString).size(withAttributes: nil) == CGSize(width: 26, height: UIFont.systemFont(ofSize: 17).lineHeight))
    }
}

@Suite("DateComponentsFormatter, which Linux's Foundation declares unavailable, in English")
struct DateComponentsFormatterTests {
    @Test("an interval in each units style, zeros dropped as Foundation drops them")
    func styles() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second, .nanosecond]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 130 * 60) == "2h 10m")
        formatter.unitsStyle = .positional
        #expect(formatter.string(from: 130 * 60) == "2:10:00")
        #expect(formatter.string(from: 425) == "7:05")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3_601) == "1 hour, 1 second")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 7_260) == "2 hr, 1 min")
        formatter.unitsStyle = .brief
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 7_260) == "2hr")
        #expect(formatter.string(from: .infinity) == nil)
        #expect(formatter.string(from: .nan) == nil && formatter.string(from: 1e300) == nil && formatter.string(from: -1e300) == nil)
        #expect(formatter.string(from: -90) == "-1min")
    }

    @Test("date components and the one-call form")
    func components() {
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(day: 2, hour: 3), unitsStyle: .full) == "2 days, 3 hours")
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(for: 90.0) == "1m 30s")
    }
}

@MainActor
@Suite("Names ranked by the corpus: the keyboard layout guide, layout direction for a semantic attribute, layer conversion")
struct LayoutGuideAndDirectionTests {
    @Test("a view's keyboard guide is its own, docked at the bottom: near-bottom and away-from-top sets are active, the others not")
    func keyboardLayoutGuide() {
        let view = UIView()
        let guide = view.keyboardLayoutGuide
        #expect(guide === view.keyboardLayoutGuide && guide.owningView === view && guide.identifier == "UIViewKeyboardLayoutGuide")
        #expect(!guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        let label = UILabel()
        let nearBottom = [label.bottomAnchor.constraint(equalTo: guide.topAnchor)]
        let nearTop = [label.topAnchor.constraint(equalTo: guide.bottomAnchor)]
        let awayFromTop = [label.heightAnchor.constraint(equalToConstant: 44)]
        let awayFromBottom = [label.widthAnchor.constraint(equalToConstant: 10)]
        guide.setConstraints(nearBottom, activeWhenNearEdge: .bottom)
        guide.setConstraints(nearTop, activeWhenNearEdge: .top)
        guide.setConstraints(awayFromTop, activeWhenAwayFrom: .top)
        guide.setConstraints(awayFromBottom, activeWhenAwayFrom: .bottom)
        #expect(nearBottom[0].isActive && !nearTop[0].isActive && awayFromTop[0].isActive && !awayFromBottom[0].isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom) == nearBottom && guide.constraints(activeWhenAwayFrom: .leading).isEmpty)
        // A new set for an edge replaces and deactivates the old one; removing all deactivates every set.
        let replacement = [label.leadingAnchor.constraint(equalTo: guide.leadingAnchor)]
        guide.setConstraints(replacement, activeWhenNearEdge: .bottom)
        #expect(!nearBottom[0].isActive && replacement[0].isActive && guide.constraints(activeWhenNearEdge: .bottom) == replacement)
        guide.removeAllTrackedConstraints()
        #expect(!replacement[0].isActive && !awayFromTop[0].isActive && guide.constraints(activeWhenAwayFrom: .top).isEmpty)
        // A plain tracking guide is near no edge.
        let tracking = UITrackingLayoutGuide()
        let set = [label.heightAnchor.constraint(equalToConstant: 1)]
        tracking.setConstraints(set, activeWhenNearEdge: .bottom)
        #expect(!set[0].isActive)
    }

    @Test("a semantic content attribute decides the layout direction: forced ones win, playback and spatial stay left to right, unspecified follows")
    func layoutDirectionForAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("a layer converts points and rects along its superlayer chain, as views do")
    func layerConvert() {
        let root = CALayer()
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(root.convert(CGPoint(x: 16, y: 27), to: grandchild) == CGPoint(x: 1, y: 2))
        #expect(grandchild.convert(CGPoint(x: 16, y: 27), from: root) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: root) == CGRect(x: 10, y: 20, width: 3, height: 4))
        #expect(root.convert(CGRect(x: 10, y: 20, width: 3, height: 4), to: child) == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(child.convert(CGRect(x: 15, y: 25, width: 1, height: 1), from: nil) == CGRect(x: 5, y: 5, width: 1, height: 1))
        child.bounds = CGRect(x: 0, y: 50, width: 100, height: 100)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: -25))
    }
}

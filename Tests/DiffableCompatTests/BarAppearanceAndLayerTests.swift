import DiffableCompat
import Foundation
import Testing

/// Collects what a transaction's completion saw (the block is `@Sendable`).
private final class CompletionLog: @unchecked Sendable { var entries: [String] = [] }

@MainActor
@Suite("DiffableCompat: bar appearances, layers, gradients and Core Animation transactions")
struct BarAppearanceAndLayerTests {
    @Test("the configureWith… methods set background and shadow as UIKit's do; a bar's appearances read back")
    func navigationBarAppearanceConfigures() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.shadowColor != nil, "the default background")
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        appearance.backgroundColor = .systemGray5
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.standardAppearance === appearance && bar.scrollEdgeAppearance === appearance)
        let item = UINavigationItem(title: "Feed")
        item.scrollEdgeAppearance = appearance
        item.backButtonDisplayMode = .minimal
        #expect(item.scrollEdgeAppearance?.backgroundColor == .systemGray5 && item.standardAppearance == nil)
    }

    @Test("a copy is a new appearance of the same class, with its own item appearances")
    func appearanceCopies() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.buttonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance && copy.backgroundColor == .systemBackground)
        #expect(copy.largeTitleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance && copy.buttonAppearance.normal.titlePositionAdjustment.horizontal == 2)
        #expect(UINavigationBarAppearance(barAppearance: UIToolbarAppearance()).backgroundEffect != nil)
    }

    @Test("copy() is typed as the appearance's own class, as the SDK declares it: a bar's appearance copied and edited without a cast")
    func appearanceCopyIsSelf() {
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        let appearance = bar.standardAppearance.copy()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes[.foregroundColor] = UIColor.white
        appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] = UIColor.white
        let item = UINavigationItem(title: "Thread")
        item.standardAppearance = appearance.copy()
        appearance.shadowColor = nil
        item.scrollEdgeAppearance = appearance.copy()
        #expect(item.standardAppearance !== appearance && item.standardAppearance?.shadowColor != nil)
        #expect(item.scrollEdgeAppearance?.shadowColor == nil)
        #expect(item.standardAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] == nil, "the bar's own appearance is untouched")
        let toolbar: UIToolbarAppearance = UIToolbarAppearance().copy()
        #expect(type(of: toolbar) == UIToolbarAppearance.self)
    }

    @Test("sublayers are inserted, replaced and removed as Core Animation does, each knowing its superlayer")
    func layerTree() {
        let root = CALayer(), a = CALayer(), b = CAGradientLayer(), c = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        #expect(b.superlayer === root)
        let d = CALayer()
        root.replaceSublayer(c, with: d)
        #expect(c.superlayer == nil && root.sublayers?[1] === d)
        a.removeFromSuperlayer()
        root.insertSublayer(a, below: b)
        #expect(root.sublayers?.first === a && root.sublayers?.count == 3)
        root.sublayers = nil
        #expect(root.sublayers == nil && a.superlayer == nil)
        b.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        b.locations = [0, 1]
        #expect(b.startPoint == CGPoint(x: 0.5, y: 0) && b.type == .axial && b.colors?.count == 2)
        b.removeAllAnimations()
        #expect(b.animationKeys() == nil)
    }

    @Test("transactions nest: durations inherit, completions run at their commit, innermost first")
    func transactionsNest() {
        let log = CompletionLog()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1, "an inner transaction inherits the duration")
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.entries.append("inner") }
        CATransaction.commit()
        #expect(log.entries == ["inner"] && !CATransaction.disableActions())
        CATransaction.commit()
        #expect(log.entries == ["inner", "outer"] && CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { log.entries.append("implicit") }
        CATransaction.commit()
        #expect(log.entries.last == "implicit", "outside a transaction the completion runs at once; a stray commit changes nothing")
    }
}

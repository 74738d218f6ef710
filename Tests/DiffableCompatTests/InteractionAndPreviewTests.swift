import DiffableCompat
import Foundation
import Testing

/// A controller as apps write one: a context-menu interaction on a view, a pointer interaction on
/// a cell, and the iOS 13 preview methods of the collection view delegate.
final class PreviewingController: UIViewController, UICollectionViewDelegate, UIContextMenuInteractionDelegate, UIPointerInteractionDelegate {
    var asked: [String] = []
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        asked.append("menu at \(Int(location.x)),\(Int(location.y))")
        return UIContextMenuConfiguration(identifier: "badge" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
        }
    }

    func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        asked.append("highlight (iOS 13 form)")
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: badge.bounds.inset(by: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)), cornerRadius: 8)
        return UITargetedPreview(view: badge, parameters: parameters, target: UIPreviewTarget(container: collectionView, center: .zero))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        asked.append("style for \(region.rect.width)")
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: badge, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: badge, center: .zero))))
    }
}

@MainActor
@Suite("DiffableCompat: context menus, targeted previews and pointer interactions")
struct InteractionAndPreviewTests {
    @Test("a context-menu interaction added to a view asks its delegate on a long press; removing it detaches it")
    func contextMenuInteractionAsksItsDelegate() throws {
        let controller = PreviewingController()
        let interaction = UIContextMenuInteraction(delegate: controller)
        #expect(interaction.contextMenuConfiguration(at: .zero) == nil, "an interaction in no view shows nothing")
        controller.badge.addInteraction(interaction)
        #expect(interaction.view === controller.badge && controller.badge.interactions.count == 1)
        let configuration = try #require(interaction.contextMenuConfiguration(at: CGPoint(x: 3, y: 4)))
        #expect(controller.asked == ["menu at 3,4"] && interaction.location(in: controller.badge) == CGPoint(x: 3, y: 4))
        #expect(configuration.makeMenu()?.children.map(\.title) == ["Copy"])
        controller.badge.addInteraction(interaction)
        #expect(controller.badge.interactions.count == 1, "adding it again changes nothing")
        controller.badge.removeInteraction(interaction)
        #expect(interaction.view == nil && controller.badge.interactions.isEmpty)
    }

    @Test("the iOS 16 highlight-preview method falls back to the iOS 13 form the delegate implements, as UIKit does")
    func highlightPreviewFallsBackToTheDeprecatedForm() throws {
        let controller = PreviewingController()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.delegate = controller
        let configuration = UIContextMenuConfiguration()
        let preview = try #require(controller.collectionView(collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: IndexPath(item: 0, section: 0)))
        #expect(controller.asked == ["highlight (iOS 13 form)"])
        #expect(preview.view === controller.badge && preview.target.container === collection && preview.size == CGSize(width: 40, height: 40))
        #expect(preview.parameters.visiblePath?.bounds == CGRect(x: 4, y: 4, width: 32, height: 32))
        #expect(collection.contextMenuHighlightPreview(for: configuration, forItemAt: IndexPath(item: 0, section: 0)) == nil,
                "a path the view does not show has no preview")
    }

    @Test("a preview of a view in no window raises UIKit's text and still targets the view; one in a window targets its superview")
    func targetedPreviewNeedsAWindow() {
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let holder = UIView()
        holder.addSubview(card)
        var preview: UITargetedPreview?
        let report = DiffableFailures.record { preview = UITargetedPreview(view: card) }
        #expect(report.failures == [DiffableFailure(reason: "This UITargetedPreview initializer requires that the view is in a window, but it is not. Either fix that, or use the other initializer that takes a target with an explicit container. (view: <UIView: 0x0> → <UIView: 0x0>)")])
        #expect(preview?.view === card && preview?.target.container === holder)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.addSubview(holder)
        let inWindow = DiffableFailures.record { preview = UITargetedPreview(view: card) }
        #expect(inWindow.failures.isEmpty && preview?.target.container === holder && preview?.target.center == CGPoint(x: 60, y: 45))
    }

    @Test("preview parameters copy with their class; nil resets the background to white")
    func previewParametersCopy() {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = nil
        #expect(parameters.backgroundColor == .white)
        parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = parameters.copy() as? UIDragPreviewParameters
        #expect(copy !== parameters && copy?.visiblePath === parameters.visiblePath)
    }

    @Test("a pointer interaction asks its delegate for the region, then the style; outside the view or disabled, none")
    func pointerInteractionAsksRegionThenStyle() throws {
        let controller = PreviewingController()
        let interaction = UIPointerInteraction(delegate: controller)
        controller.badge.addInteraction(interaction)
        let answer = try #require(interaction.pointerStyle(at: CGPoint(x: 5, y: 5)))
        #expect(answer.region.rect == controller.badge.bounds && controller.asked == ["style for 40.0"])
        if case .lift(let preview)? = answer.style.effect { #expect(preview.view === controller.badge) } else { Issue.record("expected a lift effect") }
        #expect(interaction.pointerStyle(at: CGPoint(x: 50, y: 5)) == nil)
        interaction.isEnabled = false
        #expect(interaction.pointerStyle(at: CGPoint(x: 5, y: 5)) == nil)
        let plain = UIPointerInteraction(delegate: nil)
        controller.badge.addInteraction(plain)
        #expect(plain.pointerStyle(at: .zero)?.style.isHiddenPointer == false, "no delegate: the system style over the view")
    }

    @Test("a Bézier path's bounds are the box of its points; CGRect.inset(by:) is UIKit's arithmetic")
    func bezierBoundsAndInsets() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 40), controlPoint: CGPoint(x: 50, y: 20))
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 40, height: 35) && path.currentPoint == CGPoint(x: 20, y: 40))
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds.minX == 15)
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4)).contains(CGPoint(x: 4, y: 2)))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(rect.inset(by: UIEdgeInsets(top: -25, left: -25, bottom: 0, right: -25)) == CGRect(x: -25, y: -25, width: 150, height: 75))
    }
}

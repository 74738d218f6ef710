import DiffableCompat
import Foundation
import Testing

/// A rating view as Cosmos writes one: it overrides the accessibility actions and calls `super`.
private final class RatingView: UIView {
    var rating = 3.0
    var log: [String] = []

    override func accessibilityIncrement() {
        super.accessibilityIncrement()
        rating += 1
        log.append("increment")
    }

    override func accessibilityDecrement() {
        super.accessibilityDecrement()
        rating -= 1
        log.append("decrement")
    }

    override func accessibilityActivate() -> Bool {
        log.append("activate, super said \(super.accessibilityActivate())")
        return true
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        log.append("scroll \(direction.rawValue)")
        return direction == .next || super.accessibilityScroll(direction)
    }
}

/// A view whose layer is a text layer.
private final class CaptionView: UIView {
    override class var layerClass: AnyClass { CATextLayer.self }
}

@MainActor
@Suite("DiffableCompat: text layers, fonts, contents gravity, view transforms and accessibility actions")
struct TextLayerAndAccessibilityActionTests {
    @Test("a layer's transforms start as the identity and its contents gravity as .resize, with Core Animation's raw values")
    func layerDefaults() {
        let layer = CALayer()
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.contentsGravity == .resize && layer.affineTransform() == .identity)
        layer.contentsGravity = CALayerContentsGravity.resizeAspect
        #expect(layer.contentsGravity.rawValue == "resizeAspect")
        #expect([CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize, .resizeAspectFill].map(\.rawValue)
            == ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight", "resize", "resizeAspectFill"])
        layer.setAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        #expect(layer.transform.m41 == 3 && layer.transform.m42 == 4 && layer.affineTransform() == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test("a view's transform3D is its layer's transform, and its transform that transform's affine part, both ways")
    func viewTransformsAreTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.transform == .identity && CATransform3DIsIdentity(view.transform3D))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.layer.transform.m11 == 2 && view.transform3D.m22 == 3 && CATransform3DIsAffine(view.transform3D))
        var perspective = CATransform3DMakeTranslation(5, 6, 7)
        perspective.m34 = -1.0 / 500
        view.transform3D = perspective
        #expect(CATransform3DEqualToTransform(view.layer.transform, perspective))
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 6), "the affine part, z and perspective dropped")
        view.layer.transform = CATransform3DIdentity
        #expect(view.transform.isIdentity && view.frame == CGRect(x: 0, y: 0, width: 40, height: 40), "the frame does not follow")
    }

    @Test("a text layer keeps Core Animation's defaults: 36-point Helvetica in opaque white, not wrapped, not truncated, natural alignment")
    func textLayerDefaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && (layer.font as? NSString) == "Helvetica" && layer.fontSize == 36)
        #expect(layer.foregroundColor?.components == [1, 1, 1, 1] && !layer.isWrapped && !layer.allowsFontSubpixelQuantization)
        #expect(layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        #expect([CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue) == ["natural", "left", "right", "center", "justified"])
        #expect(CaptionView().layer is CATextLayer, "a view whose layerClass is CATextLayer gets one")
    }

    @Test("Cosmos's text layer: a CGFont made from a UIFont's name, set as the layer's font, with the font's size and colour")
    func cosmosTextLayer() throws {
        for font in [UIFont.systemFont(ofSize: 14), try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))] {
            let layer = CATextLayer()
            layer.string = "4.5"
            layer.font = CGFont(font.fontName as CFString)
            layer.fontSize = font.pointSize
            layer.foregroundColor = UIColor.red.cgColor
            let cgFont = try #require(layer.font as? CGFont)
            #expect(cgFont.postScriptName as String? == font.fontName && layer.fontSize == font.pointSize && layer.string as? String == "4.5")
        }
    }

    @Test("CGFont takes a PostScript, full or family name (case ignored) and is nil for an empty or unknown one")
    func cgFontLookup() throws {
        let bold = try #require(CGFont("helveticaneue-bold" as CFString))
        #expect(bold.postScriptName as String? == "HelveticaNeue-Bold" && bold.fullName as String? == "Helvetica Neue Bold")
        #expect(bold == CGFont("HelveticaNeue-Bold" as CFString) && bold != CGFont("Helvetica" as CFString))
        #expect(CGFont("Helvetica Neue" as CFString)?.postScriptName as String? == "HelveticaNeue")
        #expect(CGFont("Helvetica Neue" as CFString)?.fullName as String? == "Helvetica Neue")
        #expect(CGFont("" as CFString) == nil && CGFont("NoSuchFont-Regular" as CFString) == nil)
        #expect(CGFont("Avenir-BookOblique" as CFString)?.fullName as String? == "Avenir Book Oblique")
    }

    @Test("a Cosmos-like view overrides the accessibility actions and calls super; the defaults do nothing and answer false")
    func accessibilityActionsOverride() {
        let view = RatingView()
        view.accessibilityIncrement()
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        #expect(view.rating == 4 && view.log == ["increment", "increment", "decrement"])
        #expect(view.accessibilityActivate() && view.log.last == "activate, super said false")
        #expect(view.accessibilityScroll(.next) && !view.accessibilityScroll(.up) && view.log.suffix(2) == ["scroll 5", "scroll 3"])
        let plain = UIView()
        plain.accessibilityIncrement()
        plain.accessibilityDecrement()
        #expect(!plain.accessibilityActivate() && !plain.accessibilityScroll(.down))
        #expect(!plain.accessibilityPerformEscape() && !plain.accessibilityPerformMagicTap())
        #expect(!UIViewController().accessibilityPerformEscape(), "controllers are responders, so they have them too")
        #expect([UIAccessibilityScrollDirection.right, .left, .up, .down, .next, .previous].map(\.rawValue) == [1, 2, 3, 4, 5, 6])
    }
}

import DiffableCompat
import Foundation
import Testing

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
}

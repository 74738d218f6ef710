#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGContext`: what `UIGraphicsGetCurrentContext()`, a renderer context's
/// `cgContext` and `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// give. Modelled for what a test can read: the fill colour a fill covers the image with (as
/// `UIRectFill`, so the image drawn has it), the graphics state (colours, line width, alpha, blend
/// mode, transform) that `saveGState()`/`restoreGState()` keep, the current path, and every drawing
/// call in order (`recordedCalls`, an addition). Shape only for pixels: there are none.
public final class CGContext {
    /// The state `saveGState()` saves.
    private struct GState {
        var fillColor: UIColor
        var strokeColor: CGColor
        var lineWidth: CGFloat
        var alpha: CGFloat
        var blendMode: CGBlendMode
        var ctm: CGAffineTransform
    }

    // An image context's CGContext must not keep the image context alive past its end (the image
    // context caches this object); a bitmap context owns the one it draws into.
    private weak var imageContext: HeadlessImageContext?
    private let ownedImageContext: HeadlessImageContext?
    private var state: GState
    private var savedStates: [GState] = []
    /// The states `beginTransparencyLayer` saved, innermost last.
    private var layerStates: [GState] = []
    private var currentPath = CGMutablePath()

    /// Every drawing call made, in order, by its Swift name (`"fill(_:)"`, `"strokePath()"`). An
    /// addition for tests: nothing draws, so this is what a drawing did.
    public private(set) var recordedCalls: [String] = []

    init(drawingInto imageContext: HeadlessImageContext) {
        self.imageContext = imageContext
        ownedImageContext = nil
        state = GState(fillColor: imageContext.fillColor, strokeColor: CGColor(gray: 0, alpha: 1), lineWidth: 1, alpha: 1,
                       blendMode: .normal, ctm: .identity)
    }

    /// A bitmap context of `width` × `height` pixels. Modelled: its image (`makeImage()`) has that
    /// pixel size; `data` is never written. Nil when a size or `bitsPerComponent` is not positive,
    /// or when `bytesPerRow` is neither 0 (computed) nor enough for a row, as Core Graphics refuses.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let componentsPerPixel = space.numberOfComponents + (bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue == 0 ? 0 : 1)
        let minimumRow = (width * bitsPerComponent * componentsPerPixel + 7) / 8
        guard width > 0, height > 0, bitsPerComponent > 0, bytesPerRow == 0 || bytesPerRow >= minimumRow else { return nil }
        let owned = HeadlessImageContext(size: CGSize(width: width, height: height), scale: 1)
        ownedImageContext = owned
        imageContext = owned
        state = GState(fillColor: owned.fillColor, strokeColor: CGColor(gray: 0, alpha: 1), lineWidth: 1, alpha: 1,
                       blendMode: .normal, ctm: .identity)
        self.data = data
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = bytesPerRow == 0 ? minimumRow : bytesPerRow
        self.colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
    }

    /// The bitmap's bytes. Modelled: the memory given to
    /// `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, never written (nothing
    /// is drawn); nil when none was given (Core Graphics would have allocated it) and for an image
    /// context: there are no pixels. Code that runs vImage over it gets `kvImageNullPointerArgument`.
    public private(set) var data: UnsafeMutableRawPointer?

    /// The width in pixels. Modelled: a bitmap context's; an image context's size times its scale.
    public private(set) lazy var width: Int = pixels(\.width)
    /// The height in pixels. Modelled, as `width`.
    public private(set) lazy var height: Int = pixels(\.height)
    /// Bits per component. Shape only: the one given, else 8.
    public private(set) var bitsPerComponent = 8
    /// Bytes per row. Shape only: the one given (or computed), else four bytes a pixel.
    public private(set) lazy var bytesPerRow: Int = width * 4
    /// The colour space. Shape only: the one given, else device RGB.
    public private(set) var colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
    /// The bitmap layout. Shape only: the one given, else premultiplied first alpha.
    public private(set) var bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
    /// How images are resampled. Shape only: stored (Core Graphics' default `.default`).
    public var interpolationQuality: CGInterpolationQuality = .default

    private func pixels(_ side: KeyPath<CGSize, CGFloat>) -> Int {
        guard let context = imageContext else { return 0 }
        return Int((context.size[keyPath: side] * context.scale).rounded())
    }

    private func record(_ call: String) { recordedCalls.append(call) }

    // MARK: Graphics state

    /// Pushes the graphics state. Modelled.
    public func saveGState() {
        state.fillColor = imageContext?.fillColor ?? state.fillColor  // `UIColor.setFill()` sets it there
        savedStates.append(state)
        record("saveGState()")
    }
    /// Pops the graphics state; with none saved, nothing. Modelled: colours, line width, alpha,
    /// blend mode and transform come back.
    public func restoreGState() {
        record("restoreGState()")
        guard let saved = savedStates.popLast() else { return }
        state = saved
        imageContext?.fillColor = saved.fillColor
    }
    /// Begins a transparency layer: what is drawn until `endTransparencyLayer()` is composited as
    /// one image. Modelled: as Core Graphics does, the graphics state is saved and, inside the layer,
    /// alpha is 1 and the blend mode normal (the layer is composited with the saved ones); pixels:
    /// none. `auxiliaryInfo` is not read (Core Graphics reads none either).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        state.fillColor = imageContext?.fillColor ?? state.fillColor
        layerStates.append(state)
        state.alpha = 1
        state.blendMode = .normal
        record("beginTransparencyLayer(auxiliaryInfo:)")
    }
    /// Begins a transparency layer bounded by `rect`. Modelled as `beginTransparencyLayer(auxiliaryInfo:)`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        recordedCalls[recordedCalls.count - 1] = "beginTransparencyLayer(in:auxiliaryInfo:)"
    }
    /// Ends the innermost transparency layer. Modelled: the state saved at its beginning comes back;
    /// with no layer begun, nothing (Core Graphics logs and ignores it).
    public func endTransparencyLayer() {
        record("endTransparencyLayer()")
        guard let saved = layerStates.popLast() else { return }
        state = saved
        imageContext?.fillColor = saved.fillColor
    }
    /// The fill colour. Modelled: the one `fill(_:)` covers the image with.
    public func setFillColor(_ color: CGColor) { setFill(UIColor(cgColor: color)); record("setFillColor(_:)") }
    /// The fill colour from components. Modelled.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFill(UIColor(red: red, green: green, blue: blue, alpha: alpha))
        record("setFillColor(red:green:blue:alpha:)")
    }
    /// The fill colour as a grey. Modelled.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFill(UIColor(white: gray, alpha: alpha))
        record("setFillColor(gray:alpha:)")
    }
    /// The stroke colour. Modelled: stored in the graphics state (`strokeColor`, an addition).
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color; record("setStrokeColor(_:)") }
    /// The stroke colour from components. Modelled.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        record("setStrokeColor(red:green:blue:alpha:)")
    }
    /// The stroke colour as a grey. Modelled.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
        record("setStrokeColor(gray:alpha:)")
    }
    /// The line width. Modelled: stored in the graphics state (`lineWidth`, an addition).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width; record("setLineWidth(_:)") }
    /// Shape only: recorded.
    public func setLineCap(_ cap: CGLineCap) { record("setLineCap(_:)") }
    /// Shape only: recorded.
    public func setLineJoin(_ join: CGLineJoin) { record("setLineJoin(_:)") }
    /// Shape only: recorded.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record("setLineDash(phase:lengths:)") }
    /// The global alpha. Modelled: stored in the graphics state (`alpha`, an addition).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha; record("setAlpha(_:)") }
    /// The blend mode. Modelled: stored in the graphics state (`blendMode`, an addition).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode; record("setBlendMode(_:)") }
    /// Shape only: recorded; nothing casts a shadow.
    public func setShadow(offset: CGSize, blur: CGFloat) { record("setShadow(offset:blur:)") }
    /// Shape only: recorded; nothing casts a shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { record("setShadow(offset:blur:color:)") }
    /// Shape only: recorded.
    public func setShouldAntialias(_ shouldAntialias: Bool) { record("setShouldAntialias(_:)") }
    /// Shape only: recorded.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { record("setAllowsAntialiasing(_:)") }

    private func setFill(_ color: UIColor) {
        state.fillColor = color
        imageContext?.fillColor = color
    }

    /// The stroke colour set last. An addition for tests.
    public var strokeColor: CGColor { state.strokeColor }
    /// The fill colour set last (here or with `UIColor.setFill()`). An addition for tests.
    public var fillColor: CGColor { (imageContext?.fillColor ?? state.fillColor).cgColor }
    /// The line width set last. An addition for tests.
    public var lineWidth: CGFloat { state.lineWidth }
    /// The alpha set last. An addition for tests.
    public var alpha: CGFloat { state.alpha }
    /// The blend mode set last. An addition for tests.
    public var blendMode: CGBlendMode { state.blendMode }

    // MARK: Transform

    /// The current transformation matrix. Modelled: what the calls below made of the identity.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin. Modelled.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
        record("translateBy(x:y:)")
    }
    /// Scales the axes. Modelled.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy); record("scaleBy(x:y:)") }
    /// Rotates the axes by `angle` radians. Modelled.
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle); record("rotate(by:)") }
    /// Applies `transform` before the current one. Modelled.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        record("concatenate(_:)")
    }

    // MARK: Path

    /// The current path, nil when empty. Modelled: in user space, as added.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }
    /// Whether the current path is empty. Modelled.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The box of the current path. Modelled (`CGRect.null` when empty).
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox }
    /// The current path's current point. Modelled.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }
    /// Empties the current path. Modelled.
    public func beginPath() { currentPath = CGMutablePath(); record("beginPath()") }
    /// Starts a subpath. Modelled.
    public func move(to point: CGPoint) { currentPath.move(to: point); record("move(to:)") }
    /// A line to `point`. Modelled.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point); record("addLine(to:)") }
    /// Lines through `points`. Modelled.
    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            if index == 0 { currentPath.move(to: point) } else { currentPath.addLine(to: point) }
        }
        record("addLines(between:)")
    }
    /// A rectangle. Modelled.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect); record("addRect(_:)") }
    /// Rectangles. Modelled.
    public func addRects(_ rects: [CGRect]) { rects.forEach { currentPath.addRect($0) }; record("addRects(_:)") }
    /// An ellipse in `rect`. Modelled: its box.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect); record("addEllipse(in:)") }
    /// A path. Modelled.
    public func addPath(_ path: CGPath) { currentPath.addPath(path); record("addPath(_:)") }
    /// An arc. Modelled: its circle's box.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        record("addArc(center:radius:startAngle:endAngle:clockwise:)")
    }
    /// A cubic curve. Modelled: its control and end points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2); record("addCurve(to:control1:control2:)")
    }
    /// A quadratic curve. Modelled: its control and end points.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control)
        record("addQuadCurve(to:control:)")
    }
    /// Closes the subpath. Shape only: recorded.
    public func closePath() { currentPath.closeSubpath(); record("closePath()") }

    // MARK: Drawing

    /// Fills `rect` with the fill colour. Modelled: the image is covered with it, as `UIRectFill`.
    public func fill(_ rect: CGRect) { fillImage(); record("fill(_:)") }
    /// Fills `rects`. Modelled, as `fill(_:)`.
    public func fill(_ rects: [CGRect]) { fillImage(); record("fill(_:)") }
    /// Fills an ellipse. Modelled, as `fill(_:)`.
    public func fillEllipse(in rect: CGRect) { fillImage(); record("fillEllipse(in:)") }
    /// Fills the current path and empties it. Modelled, as `fill(_:)` (when the path has points).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        if !currentPath.isEmpty { fillImage() }
        currentPath = CGMutablePath()
        record("fillPath(using:)")
    }
    /// Strokes the current path and empties it. Modelled: the path empties; nothing is drawn.
    public func strokePath() { currentPath = CGMutablePath(); record("strokePath()") }
    /// Draws the current path and empties it. Modelled: the fill modes fill, as `fillPath`.
    public func drawPath(using mode: CGPathDrawingMode) {
        if mode != .stroke, !currentPath.isEmpty { fillImage() }
        currentPath = CGMutablePath()
        record("drawPath(using:)")
    }
    /// Strokes `rect`. Shape only: recorded.
    public func stroke(_ rect: CGRect) { record("stroke(_:)") }
    /// Strokes `rect` with `width`. Shape only: recorded.
    public func stroke(_ rect: CGRect, width: CGFloat) { record("stroke(_:width:)") }
    /// Strokes an ellipse. Shape only: recorded.
    public func strokeEllipse(in rect: CGRect) { record("strokeEllipse(in:)") }
    /// Strokes line segments. Shape only: recorded.
    public func strokeLineSegments(between points: [CGPoint]) { record("strokeLineSegments(between:)") }
    /// Clears `rect`. Modelled: a clear of the whole image leaves it unfilled.
    public func clear(_ rect: CGRect) {
        if let context = imageContext, rect.contains(CGRect(origin: .zero, size: context.size)) { context.filledColor = nil }
        record("clear(_:)")
    }
    /// Draws `image` in `rect`. Shape only: recorded (an image has no pixels to copy).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) { record("draw(_:in:byTiling:)") }
    /// Draws `gradient` along the line from `start` to `end`. Shape only: recorded.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        record("drawLinearGradient(_:start:end:options:)")
    }
    /// Draws `gradient` between two circles. Shape only: recorded.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record("drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)")
    }
    /// Clips to the current path and empties it. Shape only: recorded; nothing is clipped.
    public func clip(using rule: CGPathFillRule = .winding) { currentPath = CGMutablePath(); record("clip(using:)") }
    /// Clips to `rect`. Shape only: recorded.
    public func clip(to rect: CGRect) { record("clip(to:)") }
    /// Clips to `rects`. Shape only: recorded.
    public func clip(to rects: [CGRect]) { record("clip(to:)") }

    /// The bitmap's image. Modelled: a `CGImage` of the context's pixel size whose `UIImage` has
    /// the fill colour drawn; nil when the image context has ended.
    public func makeImage() -> CGImage? {
        guard let context = imageContext else { return nil }
        return CGImage(width: width, height: height, source: context.image)
    }

    private func fillImage() { imageContext?.filledColor = imageContext?.fillColor }
}
#endif

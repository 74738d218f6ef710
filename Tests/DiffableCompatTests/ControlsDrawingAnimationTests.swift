import DiffableCompat
import Foundation
import Testing

/// A picker's data source and delegate as apps write them: a fixed list of sizes and colours.
final class SizePickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var columns = [["S", "M", "L"], ["red", "blue"]]
    var picked: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append(columns[component][row])
    }
}

/// A screen whose accessibility action is a selector, as ported Objective-C-era code keeps it.
final class ArchiveTarget: NSObject {
    var archived = 0
    func archive(_ action: UIAccessibilityCustomAction) -> Bool {
        archived += 1
        return true
    }
}

/// A display link's target, counting frames.
final class FrameCounter: NSObject {
    var frames = 0
    func step(_ link: CADisplayLink) { frames += 1 }
}

@MainActor
@Suite("DiffableCompat: image contexts, Core Animation, pickers and steppers, paragraph styles, deferred menus")
struct ControlsDrawingAnimationTests {
    @Test("an image drawn through UIGraphicsGetCurrentContext has the asked size and scale and the CGContext's fill")
    func imageContextDrawsThroughCGContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(UIGraphicsGetCurrentContext() === context, "one context for the image context's life")
        #expect(context.width == 40 && context.height == 20)
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.saveGState()
        context.setFillColor(UIColor.red.cgColor)
        context.translateBy(x: 5, y: 0)
        context.restoreGState()
        #expect(context.ctm == .identity && context.fillColor == UIColor.systemGreen.cgColor)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        context.fillPath()
        #expect(context.isPathEmpty)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(image.filledColor == UIColor(cgColor: UIColor.systemGreen.cgColor))
        #expect(context.recordedCalls.suffix(2) == ["addEllipse(in:)", "fillPath(using:)"])
        #expect(UIGraphicsGetCurrentContext() == nil)

        UIGraphicsBeginImageContext(CGSize(width: 3, height: 4))
        let plain = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(plain.size == CGSize(width: 3, height: 4) && plain.scale == 1 && plain.filledColor == nil)
    }

    @Test("a transparency layer saves the state and draws inside it at alpha 1 and the normal blend mode; its end brings the state back; an end without a begin is ignored")
    func transparencyLayer() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setAlpha(0.5)
        context.setBlendMode(.multiply)
        context.setFillColor(UIColor.blue.cgColor)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        #expect(context.alpha == 1 && context.blendMode == .normal)
        context.setFillColor(UIColor.red.cgColor)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 5, height: 5), auxiliaryInfo: nil)
        context.setAlpha(0.2)
        context.endTransparencyLayer()
        #expect(context.alpha == 1 && context.fillColor == UIColor.red.cgColor, "the inner layer's end restores the outer layer's state")
        context.endTransparencyLayer()
        #expect(context.alpha == 0.5 && context.blendMode == .multiply && context.fillColor == UIColor.blue.cgColor)
        context.endTransparencyLayer()
        #expect(context.alpha == 0.5)
        #expect(context.recordedCalls.filter { $0.contains("TransparencyLayer") } == [
            "beginTransparencyLayer(auxiliaryInfo:)", "beginTransparencyLayer(in:auxiliaryInfo:)",
            "endTransparencyLayer()", "endTransparencyLayer()", "endTransparencyLayer()",
        ])
    }

    @Test("render(in:) draws the layer, then each sublayer translated to its frame's origin, each between a saved and restored state; CGRect.equalTo compares standardized rectangles")
    func layerRendersIntoContext() throws {
        final class Marking: CALayer {
            var drawnAt: [CGAffineTransform] = []
            override func draw(in ctx: CGContext) { drawnAt.append(ctx.ctm) }
        }
        let root = Marking(), child = Marking()
        child.frame = CGRect(x: 5, y: 7, width: 10, height: 10)
        root.addSublayer(child)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        let before = context.ctm
        root.render(in: context)
        #expect(root.drawnAt == [before])
        #expect(child.drawnAt == [before.translatedBy(x: 5, y: 7)])
        #expect(context.ctm == before, "the state is restored")
        #expect(CGRect(x: 0, y: 0, width: 4, height: 3).equalTo(CGRect(x: 4, y: 3, width: -4, height: -3)))
        #expect(!CGRect(x: 0, y: 0, width: 4, height: 3).equalTo(CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test("a renderer context's cgContext fills its image; a bitmap CGContext makes a CGImage of its pixels")
    func rendererAndBitmapContexts() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(image.filledColor == UIColor(cgColor: UIColor.blue.cgColor), "a CGColor carries components, not UIKit's name")

        let bitmap = try #require(CGContext(data: nil, width: 16, height: 9, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(bitmap.bytesPerRow == 64)
        bitmap.interpolationQuality = .high
        let cgImage = try #require(bitmap.makeImage())
        #expect(cgImage.width == 16 && cgImage.height == 9)
        #expect(CGContext(data: nil, width: 0, height: 9, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.byteOrder32Big.rawValue) == nil)
        #expect(CGContext(data: nil, width: 16, height: 9, bitsPerComponent: 8, bytesPerRow: 10,
                          space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil, "a row needs 64 bytes")
    }

    @Test("a layer records animations by key, replaces one under the same key and removes them")
    func layerRecordsAndRemovesAnimations() throws {
        let layer = CALayer()
        #expect(layer.animationKeys() == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [-10, 10, 0]
        let group = CAAnimationGroup()
        group.animations = [fade, shake]
        layer.add(fade, forKey: "fade")
        layer.add(shake, forKey: "shake")
        layer.add(group, forKey: nil)
        #expect(layer.animationKeys() == ["fade", "shake"])
        let stored = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(stored.keyPath == "opacity" && stored.duration == 0.3 && stored.fillMode == .forwards)
        let spring = CASpringAnimation(keyPath: "position")
        layer.add(spring, forKey: "fade")
        #expect(layer.animation(forKey: "fade") === spring && layer.animationKeys() == ["shake", "fade"])
        layer.removeAnimation(forKey: "shake")
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil)
    }

    @Test("timing functions keep Core Animation's control points; a spring's perceptual form round-trips")
    func timingFunctionsAndSprings() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9 && abs(spring.bounce - 0.2) < 1e-9)
        #expect(spring.settlingDuration > 0 && spring.duration == spring.settlingDuration)
        let start = CACurrentMediaTime()
        #expect(CACurrentMediaTime() >= start)
    }

    @Test("a display link added to a run loop sends its selector until paused or invalidated")
    func displayLinkFiresOnItsRunLoop() {
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step(_:)))
        link.preferredFramesPerSecond = 100
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(counter.frames > 0 && link.timestamp > 0)
        link.isPaused = true
        let paused = counter.frames
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(counter.frames == paused)
        link.isPaused = false
        link.invalidate()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(counter.frames == paused)
    }

    @Test("a stepper steps within its bounds, wraps when asked and sends valueChanged per tap")
    func stepperStepsAndWraps() {
        let stepper = UIStepper()
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.stepValue = 1.5
        stepper.increment()
        stepper.increment()
        stepper.increment()
        #expect(sent == [1.5, 2], "clamped at the maximum, then the + button is disabled")
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0 && sent.last == 0)
        stepper.value = 7
        #expect(stepper.value == 2 && sent.count == 3, "setting the value clamps and sends nothing")
    }

    @Test("a picker counts from its data source, keeps selections within the rows and tells its delegate of a spin")
    func pickerAsksItsDataSource() {
        let model = SizePickerModel()
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0)
        picker.dataSource = model
        picker.delegate = model
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2 && model.picked.isEmpty)
        model.columns[0] = ["One size"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.pick(1, inComponent: 1)
        #expect(model.picked == ["blue"] && picker.selectedRow(inComponent: 1) == 1)
        #expect((picker.view(forRow: 1, forComponent: 1) as? UILabel)?.text == "blue")
    }

    @Test("a date picker keeps its date within its bounds and resolves its automatic style")
    func datePickerClampsItsDate() {
        let picker = UIDatePicker()
        let now = Date(timeIntervalSince1970: 1_000_000)
        picker.minimumDate = now
        picker.date = now.addingTimeInterval(-60)
        #expect(picker.date == now)
        picker.maximumDate = now.addingTimeInterval(3600)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.pick(now.addingTimeInterval(7200))
        #expect(picker.date == now.addingTimeInterval(3600) && changes == 1)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }

    @Test("a progress view pins its progress and follows an observed Progress")
    func progressViewPinsAndObserves() {
        let view = UIProgressView(progressViewStyle: .bar)
        view.setProgress(1.4, animated: true)
        #expect(view.progress == 1 && view.progressViewStyle == .bar)
        let progress = Progress(totalUnitCount: 4)
        view.observedProgress = progress
        progress.completedUnitCount = 1
        #expect(view.progress == 0.25)
    }

    @Test("controls, controllers and views keep the alignment, edge and accessibility values apps set")
    func alignmentEdgesAndAccessibilityActions() {
        let button = UIButton(type: .system)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left && button.contentVerticalAlignment == .center)
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all)
        controller.edgesForExtendedLayout = []
        #expect(controller.edgesForExtendedLayout.isEmpty && !controller.extendedLayoutIncludesOpaqueBars)

        let target = ArchiveTarget()
        let archive = UIAccessibilityCustomAction(name: "Archive", target: target,
                                                  selector: Selector("archive:", ArchiveTarget.archive(_:)))
        let delete = UIAccessibilityCustomAction(name: "Delete") { _ in false }
        let cell = UIView()
        cell.accessibilityCustomActions = [archive, delete]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Archive", "Delete"])
        #expect(archive.perform() && target.archived == 1)
        #expect(!delete.perform())
    }

    @Test("a paragraph style round-trips through an attributed string and copies as a value")
    func paragraphStyleRoundTrips() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.lineBreakMode = .byTruncatingTail
        style.headIndent = 2
        let text = NSAttributedString(string: "Hi", attributes: [
            .paragraphStyle: style,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ])
        let back = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(back.alignment == .center && back.lineSpacing == 4 && back.headIndent == 2)
        #expect(text.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? Int == 1)
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle) && frozen.isEqual(style))
        style.lineSpacing = 8
        #expect(frozen.lineSpacing == 4 && !frozen.isEqual(style))
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping && NSParagraphStyle.default.alignment == .natural)
        let copy = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        copy.setParagraphStyle(style)
        #expect(copy.isEqual(style) && copy.hash == style.hash)
    }

    @Test("text attribute and colour transformers apply to a button's title and a list's text")
    func transformersApply() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = UIColor.red
            return outgoing
        }
        let title = try #require(configuration.resolvedAttributedTitle())
        #expect(title.runs.first?.foregroundColor == .red)
        var content = UIListContentConfiguration.cell()
        content.textProperties.color = .white
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(content.textProperties.resolvedColor() == UIColor.white.withAlphaComponent(0.5))
    }

    @Test("a deferred menu element resolves once when cached and at every opening when uncached")
    func deferredMenuResolves() {
        var cachedCalls = 0
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        var uncachedCalls = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Now \(uncachedCalls)") { _ in }])
        }
        var titles: [String] = []
        for _ in 0..<2 {
            cached.resolve { titles += $0.map(\.title) }
            uncached.resolve { titles += $0.map(\.title) }
        }
        #expect(cachedCalls == 1 && uncachedCalls == 2)
        #expect(titles == ["Recent", "Now 1", "Recent", "Now 2"])
        #expect(cached.resolvedElements?.count == 1 && uncached.resolvedElements == nil)
        let menu = UIMenu(title: "More", children: [cached, uncached])
        #expect(menu.children.count == 2)
    }
}

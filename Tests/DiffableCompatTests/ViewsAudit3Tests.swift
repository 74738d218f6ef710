import DiffableCompat
import Foundation
import Testing

/// An image of `size` points, drawn as apps draw one.
@MainActor
private func drawnImage(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
}

@MainActor
@Suite("DiffableCompat: audit 3 of the small view classes (image, stack, activity indicator), as apps call them")
struct ViewsAudit3Tests {
    // MARK: UIImageView

    @Test("init(image:) and init(image:highlightedImage:) size the view to the image at the origin; nil gives a zero frame")
    func imageViewInitSizesToImage() {
        let photo = drawnImage(40, 30), pressed = drawnImage(10, 10)
        let view = UIImageView(image: photo)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30) && view.image === photo)
        let both = UIImageView(image: photo, highlightedImage: pressed)
        #expect(both.frame.size == CGSize(width: 40, height: 30) && both.highlightedImage === pressed)
        #expect(UIImageView(image: nil).frame == .zero && UIImageView(image: nil, highlightedImage: pressed).frame == .zero)
        #expect(UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).highlightedImage == nil)
    }

    @Test("an image view ignores touches until isUserInteractionEnabled is set, as UIKit's, so hit-testing passes it by")
    func imageViewIgnoresTouchesByDefault() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(avatar)
        #expect(!avatar.isUserInteractionEnabled && !UIImageView(image: nil).isUserInteractionEnabled)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        avatar.isUserInteractionEnabled = true
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === avatar)
    }

    @Test("the intrinsic size and sizeToFit follow the shown image (highlighted when highlighted); no image has no intrinsic size")
    func imageViewIntrinsicSize() {
        let view = UIImageView(image: drawnImage(24, 12), highlightedImage: drawnImage(30, 30))
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 12))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))
        view.frame = CGRect(x: 5, y: 5, width: 100, height: 100)
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
        view.image = nil
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
    }

    @Test("startAnimating runs only with frames: nil frames leave isAnimating false; stopAnimating stops; a second start changes nothing")
    func imageViewAnimation() {
        let view = UIImageView(image: nil)
        view.startAnimating()
        #expect(!view.isAnimating, "no animationImages: nothing to run, as UIKit's")
        view.animationImages = [drawnImage(2, 2), drawnImage(2, 2)]
        view.animationDuration = 0.5
        view.animationRepeatCount = 2
        view.startAnimating()
        view.startAnimating()
        #expect(view.isAnimating && view.animationDuration == 0.5 && view.animationRepeatCount == 2)
        view.stopAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(view.isAnimating, "UIKit checks the frames for nil only; an empty array starts an (empty) animation")
    }

    @Test("highlighted, the view runs highlightedAnimationImages; with a highlighted image and no highlighted frames it does not run")
    func imageViewHighlightedAnimation() {
        let view = UIImageView(image: nil, highlightedImage: drawnImage(4, 4))
        view.animationImages = [drawnImage(2, 2)]
        view.isHighlighted = true
        view.startAnimating()
        #expect(!view.isAnimating, "a highlighted image shows instead of the plain frames, as UIKit's")
        view.highlightedAnimationImages = [drawnImage(4, 4)]
        view.startAnimating()
        #expect(view.isAnimating)
        let plain = UIImageView(image: nil)
        plain.animationImages = [drawnImage(2, 2)]
        plain.isHighlighted = true
        plain.startAnimating()
        #expect(plain.isAnimating, "highlighted with neither highlighted image nor frames: the plain frames run")
    }

    @Test("bad input: negative and NaN durations and negative repeat counts are stored as set and nothing traps")
    func imageViewBadInput() {
        let view = UIImageView(frame: .zero)
        view.animationDuration = -3
        view.animationRepeatCount = -1
        view.animationImages = [drawnImage(1, 1)]
        view.startAnimating()
        #expect(view.animationDuration == -3 && view.animationRepeatCount == -1 && view.isAnimating)
        view.animationDuration = .nan
        #expect(view.animationDuration.isNaN)
        view.animationImages = nil
        view.stopAnimating()
        view.stopAnimating()
        #expect(!view.isAnimating && view.animationImages == nil)
    }

    // MARK: UIStackView

    @Test("arranged subviews keep their order and are subviews; adding an arranged one again moves it last without reordering subviews")
    func stackKeepsOrder() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, b, c])
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [a, b, c], "an existing subview keeps its place among the subviews, as UIKit documents")
        let loose = UIView()
        stack.addSubview(loose)
        stack.insertArrangedSubview(loose, at: 0)
        #expect(stack.arrangedSubviews.first === loose && stack.subviews.last === loose)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, loose, b, a])
    }

    @Test("removeArrangedSubview keeps the view as a subview; removeFromSuperview or a move elsewhere leaves the arrangement; a hidden view stays arranged")
    func stackRemoval() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c] && !stack.subviews.contains(b))
        UIView().addSubview(c)
        #expect(stack.arrangedSubviews.isEmpty)
        let d = UIView()
        stack.addArrangedSubview(d)
        d.isHidden = true
        #expect(stack.arrangedSubviews == [d])
        stack.removeArrangedSubview(UIView())
        #expect(stack.arrangedSubviews == [d], "removing a view that is not arranged changes nothing")
    }

    @Test("insertArrangedSubview out of range raises UIKit's NSInvalidArgumentException and changes nothing; count itself is allowed")
    func stackInsertOutOfRange() {
        let a = UIView(), stranger = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        let report = DiffableFailures.record {
            stack.insertArrangedSubview(stranger, at: 2)
            stack.insertArrangedSubview(stranger, at: -1)
        }
        #expect(report.failures.map(\.reason) == [
            "index out of bounds for arranged subview: index = 2 expected to be less than or equal to 1",
            "index out of bounds for arranged subview: index = 18446744073709551615 expected to be less than or equal to 1",
        ])
        #expect(report.failures.allSatisfy { $0.name == "NSInvalidArgumentException" })
        #expect(stack.arrangedSubviews == [a] && stranger.superview == nil)
        stack.insertArrangedSubview(stranger, at: 1)
        #expect(stack.arrangedSubviews == [a, stranger])
    }

    @Test("custom spacing: stored for arranged views, kept on a move, forgotten on removal, ignored for others; the markers are FLT_MAX and FLT_MIN")
    func stackCustomSpacing() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude) && UIStackView.spacingUseSystem > 0)
        let a = UIView(), b = UIView(), outsider = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(24, after: a)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        stack.setCustomSpacing(10, after: outsider)
        #expect(stack.customSpacing(after: a) == 24 && stack.customSpacing(after: b) == UIStackView.spacingUseSystem)
        #expect(stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault, "ignored: not arranged")
        stack.insertArrangedSubview(a, at: 1)
        #expect(stack.customSpacing(after: a) == 24, "kept when the view moves within the stack")
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault, "forgotten once it left the arrangement")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    }

    @Test("bad input: NaN and negative spacings are stored as set; a new stack has zero layout margins and both arrangement flags off")
    func stackSpacingBadInputAndDefaults() {
        let a = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        #expect(stack.layoutMargins == .zero && !stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        stack.spacing = .nan
        stack.setCustomSpacing(.nan, after: a)
        #expect(stack.spacing.isNaN && stack.customSpacing(after: a).isNaN)
        stack.spacing = -8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.isBaselineRelativeArrangement = true
        #expect(stack.spacing == -8 && stack.isLayoutMarginsRelativeArrangement && stack.isBaselineRelativeArrangement)
        stack.addArrangedSubview(stack)
        stack.insertArrangedSubview(stack, at: 0)
        #expect(stack.arrangedSubviews == [a], "a stack cannot arrange itself; nothing traps")
    }

    // MARK: UIActivityIndicatorView

    @Test("init(style:) sizes the indicator to its style; it starts stopped and hidden; the deprecated styles keep UIKit's raw values")
    func indicatorStyles() {
        #expect(UIActivityIndicatorView(style: .medium).frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .gray).frame.size == CGSize(width: 20, height: 20))
        #expect([UIActivityIndicatorView.Style.whiteLarge, .white, .gray, .medium, .large].map(\.rawValue) == [0, 1, 2, 100, 101])
        #expect(UIActivityIndicatorView.Style(rawValue: 7) == nil, "an unknown raw value makes no style; nothing traps")
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(spinner.style == .medium && spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        spinner.sizeToFit()
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("color defaults to the style's and is null-resettable, as UIKit's")
    func indicatorColor() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.color == .secondaryLabel)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.color = nil
        #expect(spinner.color == .secondaryLabel)
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == UIColor(white: 0, alpha: 0.45))
    }

    @Test("start shows and stop hides with hidesWhenStopped; without it neither touches isHidden; setting it while stopped shows or hides")
    func indicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden, "a running indicator is left as it is")
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && !spinner.isHidden)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden, "setting it while stopped hides the indicator")
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.isHidden = true
        spinner.startAnimating()
        #expect(spinner.isAnimating && spinner.isHidden, "without hidesWhenStopped start does not unhide, as UIKit's")
        spinner.stopAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isAnimating, "stopping twice is harmless")
    }
}

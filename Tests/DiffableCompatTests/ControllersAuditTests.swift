import DiffableCompat
import Foundation
import Testing

/// A transition context as a test writes one: it records the steps an interactive driver passes on.
private final class RecordingTransitionContext: NSObject, UIViewControllerContextTransitioning {
    var steps: [String] = []
    let containerView = UIView()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { steps.last == "cancel" }
    var presentationStyle: UIModalPresentationStyle { .custom }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { steps.append("update \(percentComplete)") }
    func finishInteractiveTransition() { steps.append("finish") }
    func cancelInteractiveTransition() { steps.append("cancel") }
    func pauseInteractiveTransition() { steps.append("pause") }
    func completeTransition(_ didComplete: Bool) { steps.append("complete \(didComplete)") }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var targetTransform: CGAffineTransform { .identity }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

/// A coordinator as a test writes one: alongside blocks run at once.
private final class InstantCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// A half-sheet presentation controller as apps write one.
private final class HalfSheetPresentationController: UIPresentationController {
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
}

/// A popover background as apps subclass one.
private final class ArrowlessPopoverBackground: UIPopoverBackgroundView {
    private var offset: CGFloat = 0
    override var arrowOffset: CGFloat {
        get { offset }
        set { offset = newValue }
    }
    override class func arrowBase() -> CGFloat { 24 }
    override class func arrowHeight() -> CGFloat { 12 }
    override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
    override class var wantsDefaultContentAppearance: Bool { false }
}

/// A card presenter as apps write one: a transitioning delegate that vends its own presentation
/// controller and an interactive dismissal.
private final class CardTransitioner: NSObject, UIViewControllerTransitioningDelegate, UITabBarControllerDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// An animator with nothing to animate, to hand to the delegate.
private final class NoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
}

/// A results updater that records the suggestion a user chose.
private final class SuggestionLog: NSObject, UISearchResultsUpdating {
    var chosen: [String] = []
    func updateSearchResults(for searchController: UISearchController) {}
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
        chosen.append(searchSuggestion.localizedSuggestion ?? "?")
    }
}

/// An interruptible animator as apps write one: it keeps one property animator per transition.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let made = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut)
        made.addCompletion { position in transitionContext.completeTransition(position == .end) }
        animator = made
        return made
    }
}

@MainActor
@Suite("DiffableCompat: the controllers audit's members (round 2: search, popovers, splits, pickers, alerts, transitions), called as apps call them")
struct ControllersAuditTests {
    @Test("a search controller's presentation switches default as UIKit's, and typing shows its results controller")
    func searchControllerSwitches() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController)
        search.dimsBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
        search.searchBar.type("swi")
        #expect(search.showsSearchResultsController)
        search.searchBar.type("")
        #expect(!search.showsSearchResultsController)
        search.automaticallyShowsSearchResultsController = false
        search.showsSearchResultsController = true
        search.searchBar.type("")
        #expect(search.showsSearchResultsController)
    }
    @Test("a split's primary column width follows the preferred width, the fraction and the bounds")
    func splitColumnWidths() {
        let split = UISplitViewController(style: .doubleColumn)
        split.view.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        #expect(split.primaryColumnWidth == 320)
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 400)
        split.maximumPrimaryColumnWidth = 350
        #expect(split.primaryColumnWidth == 350)
        split.preferredPrimaryColumnWidth = 200
        split.minimumPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250)
        #expect(split.primaryBackgroundStyle == .none && split.displayModeButtonVisibility == .automatic)
        split.primaryBackgroundStyle = .sidebar
        split.displayModeButtonVisibility = .never
        #expect(split.primaryBackgroundStyle == .sidebar && split.displayModeButtonVisibility == .never)
    }
    @Test("a popover's adaptive sheet is one sheet for the same controller, keeping its detents")
    func popoverAdaptiveSheet() throws {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium()]
        #expect(popover.adaptiveSheetPresentationController === sheet)
        #expect(sheet.presentedViewController === content && sheet.detents.map(\.identifier) == [.medium])
        #expect(popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }
    @Test("an image picker's camera settings keep UIKit's defaults, and a headless host has no camera")
    func imagePickerCamera() {
        let picker = UIImagePickerController()
        #expect(picker.cameraDevice == .rear && picker.cameraCaptureMode == .photo && picker.cameraFlashMode == .auto)
        #expect(picker.videoQuality == .typeMedium && picker.videoMaximumDuration == 600 && picker.showsCameraControls)
        #expect(picker.cameraOverlayView == nil && picker.imageExportPreset == .compatible && picker.cameraViewTransform == .identity)
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.front) && !UIImagePickerController.isFlashAvailable(for: .rear))
        #expect(UIImagePickerController.availableCaptureModes(for: .rear) == nil)
        picker.cameraDevice = .front
        picker.cameraFlashMode = .off
        picker.videoQuality = .typeHigh
        #expect(picker.cameraDevice == .front && picker.cameraFlashMode.rawValue == -1 && picker.videoQuality == .typeHigh)
        #expect(!picker.startVideoCapture())
    }
    @Test("a percent-driven transition keeps its progress in 0...1 and passes each step to its context")
    func percentDrivenTransition() {
        let driver = UIPercentDrivenInteractiveTransition()
        #expect(driver.percentComplete == 0 && driver.completionSpeed == 1 && driver.completionCurve == .easeInOut && driver.wantsInteractiveStart)
        driver.update(0.5)
        #expect(driver.percentComplete == 0.5)
        let context = RecordingTransitionContext()
        driver.startInteractiveTransition(context)
        #expect(driver.percentComplete == 0)
        driver.update(0.25)
        driver.update(1.5)
        driver.pause()
        driver.finish()
        driver.cancel()
        #expect(context.steps == ["update 0.25", "update 1.0", "pause", "finish"] && driver.percentComplete == 1)
    }
    @Test("a presentation controller sizes its content as a subclass says, and coordinators run alongside animations in a view")
    func presentationSizingAndCoordinator() {
        let presented = UIViewController()
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        let base = UIPresentationController(presentedViewController: presented, presenting: nil)
        let parent = CGSize(width: 400, height: 800)
        #expect(base.size(forChildContentContainer: presented, withParentContainerSize: parent) == parent)
        #expect(base.preferredContentSize == CGSize(width: 300, height: 200))
        let half: UIPresentationController = HalfSheetPresentationController(presentedViewController: presented, presenting: nil)
        let container: any UIContentContainer = half
        #expect(container.size(forChildContentContainer: presented, withParentContainerSize: parent) == CGSize(width: 400, height: 400))
        let coordinator = InstantCoordinator()
        var ran: [String] = []
        coordinator.animateAlongsideTransition(in: UIView()) { _ in ran.append("animation") }
        coordinator.animateAlongsideTransition(in: nil, animation: nil) { context in ran.append("completion \(context.percentComplete)") }
        #expect(ran == ["animation", "completion 0.0"] && coordinator.targetTransform == .identity)
    }
    @Test("a search bar answers apps' key-value reads of its field and cancel button, and takes their cancel text")
    func searchBarKeyValueCoding() throws {
        let search = UISearchController(searchResultsController: nil)
        let bar = search.searchBar
        let field = try #require(bar.value(forKey: "searchField") as? UITextField)
        #expect(field === bar.searchTextField && bar.value(forKey: "_searchField") as? UITextField === field)
        bar.setValue(true, forKey: "showsCancelButton")
        #expect(bar.showsCancelButton && bar.value(forKey: "showsCancelButton") as? Bool == true)
        bar.setValue("Annuler", forKey: "cancelButtonText")
        let cancel = try #require(bar.value(forKey: "cancelButton") as? UIButton)
        #expect(cancel.title(for: .normal) == "Annuler" && bar.value(forKey: "cancelButtonText") as? String == "Annuler")
        bar.setValue("swift", forKey: "text")
        #expect(bar.text == "swift")
        let report = DiffableFailures.record { bar.setValue(1, forKey: "noSuchKey") }
        #expect(report.failures.first?.name == "NSUnknownKeyException")
        let toolbar = UIToolbar()
        bar.inputAccessoryView = toolbar
        #expect(bar.inputAccessoryView === toolbar && bar.searchTextField.inputAccessoryView === toolbar)
        #expect(search.scopeBarActivation == .automatic)
        search.scopeBarActivation = .onSearchActivation
        #expect(search.scopeBarActivation.rawValue == 3)
    }
    @Test("a popover background subclass answers its overrides, and the popover keeps its class")
    func popoverBackgroundClass() throws {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.popoverBackgroundViewClass == nil)
        popover.popoverBackgroundViewClass = ArrowlessPopoverBackground.self
        let kind = try #require(popover.popoverBackgroundViewClass)
        #expect(kind.arrowBase() == 24 && kind.arrowHeight() == 12 && kind.contentViewInsets().top == 4)
        #expect(!ArrowlessPopoverBackground.wantsDefaultContentAppearance && UIPopoverBackgroundView.wantsDefaultContentAppearance)
        let background = ArrowlessPopoverBackground(frame: .zero)
        background.arrowOffset = 8
        #expect(background.arrowOffset == 8 && background.arrowDirection == .unknown)
        #expect(UIPopoverBackgroundView.arrowBase() == 0 && UIPopoverBackgroundView.contentViewInsets() == .zero)
    }
    @Test("a transitioning delegate's answers are reached through the protocol, nil where it gives none")
    func transitioningDelegateAnswers() {
        let card = CardTransitioner()
        let presented = UIViewController(), source = UIViewController()
        presented.transitioningDelegate = card
        let delegate = presented.transitioningDelegate
        #expect(delegate?.presentationController(forPresented: presented, presenting: source, source: source) is HalfSheetPresentationController)
        #expect(delegate?.animationController(forPresented: presented, presenting: source, source: source) == nil)
        #expect(delegate?.animationController(forDismissed: presented) == nil)
        #expect(delegate?.interactionControllerForDismissal(using: NoAnimator()) === card.interactor)
        #expect(delegate?.interactionControllerForPresentation(using: NoAnimator()) == nil)
        let tabs = UITabBarController()
        tabs.delegate = card
        #expect(tabs.delegate?.tabBarController(tabs, animationControllerForTransitionFrom: presented, to: source) == nil)
        #expect(tabs.delegate?.tabBarController(tabs, interactionControllerFor: NoAnimator()) == nil)
    }
    @Test("search suggestions read back, and a chosen one reaches the results updater")
    func searchSuggestions() throws {
        let search = UISearchController(searchResultsController: nil)
        let log = SuggestionLog()
        search.searchResultsUpdater = log
        #expect(search.searchSuggestions == nil && !search.ignoresSearchSuggestionsForSearchBarPlacementStacked)
        let plain = UISearchSuggestionItem(localizedSuggestion: "apple")
        let styled = UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "apricot"),
                                            localizedDescription: "fruit", iconImage: UIImage())
        styled.representedObject = 7
        search.searchSuggestions = [plain, styled]
        #expect(search.searchSuggestions?.map(\.localizedSuggestion) == ["apple", "apricot"])
        #expect(plain.localizedDescription == nil && plain.iconImage == nil && plain.localizedAttributedSuggestion == nil)
        #expect(styled.localizedDescription == "fruit" && styled.representedObject as? Int == 7)
        let second = try #require(search.searchSuggestions?.last)
        search.simulateSelecting(second)
        #expect(log.chosen == ["apricot"])
    }
    @Test("an interruptible animator hands back a property animator as UIViewImplicitlyAnimating; the default is one of the duration")
    func interruptibleAnimator() throws {
        let context = RecordingTransitionContext()
        let slide = SlideAnimator()
        let first = slide.interruptibleAnimator(using: context)
        #expect(first === slide.interruptibleAnimator(using: context) && first.state == .inactive)
        let property = try #require(first as? UIViewPropertyAnimator)
        #expect(property.duration == 0.4)
        let fallback = try #require(NoAnimator().interruptibleAnimator(using: context) as? UIViewPropertyAnimator)
        #expect(fallback.duration == 0.3)
        first.fractionComplete = 0.5
        #expect(first.fractionComplete == 0.5)
    }
    @Test("alert actions and alerts take their private keys under the instance variables' names too, and the image tint")
    func alertKeyValueAliases() {
        let action = UIAlertAction(title: "Delete", style: .destructive)
        action.setValue(UIColor.darkGray, forKey: "_titleTextColor")
        action.setValue(UIColor.red, forKey: "imageTintColor")
        #expect(action.value(forKey: "titleTextColor") as? UIColor == .darkGray)
        #expect(action.value(forKey: "_imageTintColor") as? UIColor == .red)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let message = NSAttributedString(string: "Sure?")
        alert.setValue(message, forKey: "_attributedMessage")
        #expect(alert.value(forKey: "attributedMessage") as? NSAttributedString === message)
        let report = DiffableFailures.record { action.setValue(1, forKey: "_noSuchIvar") }
        #expect(report.failures.first?.name == "NSUnknownKeyException")
    }

    @Test("a .custom presentation takes its presentation controller from the transitioning delegate; other styles keep UIKit's")
    func customPresentationController() {
        final class HalfSheet: UIPresentationController {}
        final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                HalfSheet(presentedViewController: presented, presenting: presenting)
            }
        }
        let transitions = Transitions()
        let host = UIViewController(), card = UIViewController(), sheet = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        host.present(card, animated: true)
        #expect(card.presentationController is HalfSheet && card.presentationController?.presentingViewController === host)
        card.dismiss(animated: false)
        sheet.transitioningDelegate = transitions
        host.present(sheet, animated: true)
        #expect(sheet.presentationController is UISheetPresentationController)
    }
}

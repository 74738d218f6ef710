#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewController`. Modelled: `view` is made on first access by `loadView()` then
/// `viewDidLoad()` is called, as UIKit does; `isEditing` is stored by `setEditing(_:animated:)` and
/// `editButtonItem` toggles it; children, presentation and the navigation stack are kept. The
/// appearance callbacks (`viewWillAppear(_:)` …) are called as UIKit calls them when the view
/// enters or leaves a visible window's hierarchy (a window's root, a navigation controller's top,
/// a selected tab, a presented controller, a child its parent forwards to); a controller whose view
/// is in no window gets none, as on iOS.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet {
            guard oldValue !== loadedView else { return }
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
        }
    }
    private var isLoadingView = false
    /// The headless storyboard that made this controller, if one did.
    var madeByStoryboard: UIStoryboard?
    /// The outlets its storyboard scene connects when the view loads (declared by a test).
    var sceneOutlets: ((UIViewController) -> Void)?
    /// The segue triggers of its storyboard scene's controls and bar button items (their weak
    /// targets), kept for the controller's life, as UIKit's controller keeps its segue templates.
    var segueTriggers: [AnyObject] = []
    /// Whether its view came from a nib or a storyboard, so its `@HeadlessOutlet`s are connected when read.
    var connectsHeadlessOutlets: Bool { madeByStoryboard != nil || viewCameFromNib }
    /// Whether UIKit's `loadView()` made the view: from a nib, as UIKit looks for one (the nib named
    /// `nibName`, else the one named for the class), which an app with outlets ships.
    var viewCameFromNib = false
    /// The title. Modelled: also the navigation item's title, as UIKit's.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The navigation item. Shape only: stored.
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// The item that stands for this controller in a tab bar: made on first access with the
    /// controller's title, as UIKit's, or what was set. Shape only: there is no tab bar.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// The next responder, as UIKit's: its view's superview (the window, for a window's root
    /// controller; a parent's view, for a child whose view is in it), else the controller
    /// presenting it, else its parent. Modelled.
    open override var next: UIResponder? {
        // A presented controller's view sits in the window; its next responder is still the presenter.
        if let presentingStorage, loadedView?.superview is UIWindow { return presentingStorage }
        return loadedView?.superview ?? presentingStorage ?? parent
    }
    /// Whether the controller is editing. Modelled: stored by `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The child controllers. Modelled: `addChild` and `removeFromParent` keep it.
    open internal(set) var children: [UIViewController] = []
    /// The parent controller. Modelled.
    open internal(set) weak var parent: UIViewController?
    /// The controller this one presents. Modelled: `present` sets it, `dismiss` clears it; a
    /// controller that presents nothing itself answers its nearest ancestor's (a child of a
    /// container that presents), as UIKit's.
    open var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }
    /// The controller presenting this one. Modelled: the one whose `present` showed it; for a
    /// controller not presented itself, the one that presented its nearest presented ancestor
    /// (the root of a presented navigation controller answers the controller that presented the
    /// navigation controller), as Apple documents: "If the view controller was not presented
    /// modally, but one of its ancestors was, this property contains the view controller that
    /// presented the ancestor."
    open var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }
    /// What `present` set on this very controller.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// Shape only: stored.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Shape only: stored.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Asked for custom transitions. Shape only: kept (weak, as UIKit's); there are no transitions.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a user's swipe may dismiss it. Modelled: `UIPresentationController.simulateSwipeToDismiss()`
    /// refuses when true, as UIKit's sheet does.
    open var isModalInPresentation = false
    /// The edges the view extends under bars. Shape only: stored (UIKit's default `.all`).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars. Shape only: stored (UIKit's default false).
    open var extendedLayoutIncludesOpaqueBars = false
    /// The size the content prefers. Modelled: stored; a change tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`), as UIKit's.
    open var preferredContentSize = CGSize.zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }
    /// Shape only: stored.
    open var definesPresentationContext = false
    /// Shape only: stored.
    open var hidesBottomBarWhenPushed = false
    /// Shape only: stored.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// Whether the views extend under the bars by inset scroll views (deprecated in iOS 11 for
    /// `UIScrollView.contentInsetAdjustmentBehavior`). Shape only: stored (UIKit's default true).
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether this controller's `modalTransitionStyle` is used when it defines the presentation
    /// context. Shape only: stored (UIKit's default false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether a controller presented not full screen takes over the status bar appearance. Shape
    /// only: stored (UIKit's default false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the keyboard stays up when a text field in this modally presented controller
    /// resigns: true for a `.formSheet`, false otherwise, as UIKit's default. Modelled from
    /// `modalPresentationStyle`; overridable.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Whether the controller is being added to a parent: true while a navigation controller pushes
    /// it (from `willMove(toParent:)` to `didMove(toParent:)`, and in the appearance calls of that
    /// push), false otherwise. Modelled.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent: true while a navigation controller
    /// pops it (from `willMove(toParent: nil)` to `didMove(toParent: nil)`, and in the appearance
    /// calls of that pop). Modelled, as above.
    open var isMovingFromParent: Bool { movingFromParent }
    var movingToParent = false
    var movingFromParent = false
    /// Whether the controller is being presented: true in the appearance calls of its presentation
    /// (`present(_:animated:completion:)` completes at once), false otherwise, as UIKit's. Modelled.
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed: true in the appearance calls of its dismissal,
    /// false otherwise. Modelled, as `isBeingPresented`.
    open var isBeingDismissed: Bool { beingDismissed }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`. Shape
    /// only: stored (UIKit's default true).
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The least layout margins the root view takes: 16 points leading and trailing, none top and
    /// bottom, a phone's in compact width (UIKit's value on the headless phone; 20 on a regular-width
    /// iPad is not modelled). Shape only.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    /// Called when the root view's layout margins change. Modelled: the root view's
    /// `layoutMarginsDidChange()` calls it; overridable.
    open func viewLayoutMarginsDidChange() {}
    /// Called when the root view's safe area changes. Shape only: the safe area is always zero
    /// here, so nothing calls it; overridable.
    open func viewSafeAreaInsetsDidChange() {}
    /// The child whose `prefersStatusBarHidden` wins. Shape only: nil, as UIKit's; overridable.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child whose `prefersHomeIndicatorAutoHidden` wins. Shape only: nil; overridable.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Whether the home indicator may hide. Shape only: false, as UIKit's; overridable.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again. Shape only: does nothing.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The edges whose system gestures wait for the app's own. Shape only: none, as UIKit's; overridable.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again. Shape only.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// The orientation a full-screen presentation starts in. Shape only: `.portrait` (the headless
    /// phone's; UIKit's default is the current orientation); overridable.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Asks the system to read `supportedInterfaceOrientations` again (iOS 16). Shape only: nothing
    /// rotates here.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// The scroll view whose offset the bars at `edge` follow (iOS 15). Modelled: the one
    /// `setContentScrollView(_:for:)` set for that edge, else nil (UIKit then looks for one itself;
    /// not modelled).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.first { edge.contains($0.key) }?.value.view
    }
    /// Sets the scroll view the bars at each of `edge`'s edges follow (nil: none). Modelled: kept
    /// weakly per edge and read back by `contentScrollView(for:)`.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews[single] = scrollView.map(WeakScrollView.init)
        }
    }
    /// Sets the scroll view the bars at every edge follow. Modelled as `setContentScrollView(_:for: .all)`.
    public func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: .all) }
    private var contentScrollViews: [NSDirectionalRectEdge: WeakScrollView] = [:]
    /// The controller that handles `action`: this one if it implements it, else the first parent
    /// (then the presenting controller) up the chain that does, else nil, as UIKit's. Modelled
    /// through `responds(to:)`, so a name-only selector finds none.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller.responds(to: action) { return controller }
            candidate = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// A controller whose view comes from the nib named `nibNameOrNil` (see `loadView()`).
    /// Modelled.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller decoded from an archive. Shape only: nothing is decoded (no storyboards).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller with no nib, as UIKit's `init()`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The nib the view is loaded from, as given to `init(nibName:bundle:)`. Modelled: `loadView()` loads it.
    public let nibName: String?
    /// The nib's bundle, as given. Shape only: stored.
    public let nibBundle: Bundle?

    /// The root view. Modelled: the first access calls `loadView()` and then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// The view if loaded, without loading it. Modelled.
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded. Modelled.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view. Modelled, as UIKit's: from the nib named `nibName`, with this controller as
    /// its owner (see `UINib`: the app's `.xib` the port step read, its File's Owner outlets
    /// connected to this controller and its `view` outlet setting the view; or the nib a test
    /// declared, with the outlets the test connects; connected before `viewDidLoad()`; else a
    /// plain view with the outlets nil); without a `nibName`, from the nib named for the class
    /// without "Controller" (`ProfileView` for `ProfileViewController`), else for the class, as
    /// UIKit looks for one, when a test declared it or the port step read it; else a plain
    /// `UIView` as large as the screen (`UIScreen.main.bounds`, as UIKit's default view is: code
    /// that sizes a layout from `view.bounds` in `viewDidLoad` sees the screen's size). An app's xib whose File's Owner `view` outlet is not connected raises UIKit's
    /// "loaded the "…" nib but the view outlet was not set." (then its first top-level view is used). A controller a storyboard made has its scene's views only: no nib is looked up
    /// by its class's name, as UIKit's. Override to make your own.
    open func loadView() {
        viewCameFromNib = true
        let className = String(describing: type(of: self))
        let module = String(reflecting: type(of: self)).split(separator: ".").first.map(String.init) ?? ""
        let candidates = madeByStoryboard != nil ? []
            : [className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil, className].compactMap { $0 }
        let found = candidates.first { HeadlessNibContents.declared($0) != nil || PortedNibs.contents(of: $0, in: module) != nil }
        guard let name = nibName ?? found else { return loadedView = UIView(frame: UIScreen.main.bounds) }
        let nib = UINib(nibName: name, bundle: nibBundle, fileID: module + "/")
        let objects = nib.instantiate(withOwner: self)
        if loadedView == nil, nib.ported != nil {
            // The app's xib connects the view through the File's Owner's `view` outlet; UIKit raises without it.
            DiffableFailures.raise(DiffableFailure(reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set."))
        }
        if loadedView == nil { loadedView = objects.lazy.compactMap { $0 as? UIView }.first }
    }

    /// Loads the view if it is not loaded: `loadView()` then `viewDidLoad()`. Modelled.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        installShownChildViews()
        if let connect = sceneOutlets {
            sceneOutlets = nil
            connect(self)
        }
        isLoadingView = false
        viewDidLoad()
    }

    /// Called after the view loads. Modelled: called once, by the first access of `view`.
    open func viewDidLoad() {}
    /// Called before the view is added to a visible window's view hierarchy. Modelled, as UIKit's:
    /// called when the controller appears: as a visible window's root (`makeKeyAndVisible()`,
    /// `isHidden = false`, a new `rootViewController`), as the top of a navigation controller or
    /// the selected tab of a tab bar controller that is on screen (a push, pop or selection), as a
    /// controller presented from one on screen, or as a child its on-screen parent forwards to;
    /// `beginAppearanceTransition(true, animated:)` calls it too. Never for a controller whose view
    /// is in no window. Headless, nothing animates: `animated` is what the caller passed, and the
    /// matching did call follows at once.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear(_:)`, once the view is in the hierarchy, just before
    /// `viewDidAppear(_:)`. Modelled (headless, nothing lays out in between).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a visible window's view hierarchy. Modelled: follows
    /// `viewWillAppear(_:)` (see there).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible window's view hierarchy (popped, covered by a full
    /// screen presentation, dismissed, its tab deselected, its window hidden or given another
    /// root). Modelled, as `viewWillAppear(_:)`; a sheet presented over it does not call it, as
    /// since iOS 13.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a visible window's view hierarchy. Modelled: follows
    /// `viewWillDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Tells a child its appearance is changing, for a container that forwards appearance itself
    /// (its `shouldAutomaticallyForwardAppearanceMethods` false): calls `viewWillAppear(_:)`, or
    /// `viewWillDisappear(_:)` when `isAppearing` is false, and `endAppearanceTransition()` the
    /// matching `viewDidAppear(_:)`/`viewDidDisappear(_:)`. Modelled through the same appearance
    /// state the window and containers use, as UIKit's: a begin toward the state the controller is
    /// already in or going to calls nothing, an end without a begin calls nothing, and the calls
    /// are forwarded to the children it shows.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceWill(isAppearing, animated: animated)
    }
    /// Ends the appearance transition `beginAppearanceTransition(_:animated:)` began. Modelled.
    open func endAppearanceTransition() { appearanceDid() }

    /// Where a controller is in UIKit's appearance cycle.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    /// This controller's place in the appearance cycle: disappeared until it appears.
    private(set) var appearanceState = AppearanceState.disappeared
    /// Whether the controller has appeared or is appearing: on screen, for its containers.
    var isAppearingOrAppeared: Bool { appearanceState == .appeared || appearanceState == .appearing }
    private var appearanceAnimated = false
    /// Set while a presentation or dismissal calls the appearance methods.
    var beingPresented = false
    var beingDismissed = false

    /// The will half of an appearance change: moves to appearing (or disappearing) and calls
    /// `viewWillAppear` (`viewWillDisappear`) unless it is there already, then forwards to the
    /// children it shows.
    func appearanceWill(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default: return
        }
        for child in childrenShown() { child.appearanceWill(appearing, animated: animated) }
    }

    /// The did half: from appearing (disappearing) to appeared (disappeared), calling
    /// `viewIsAppearing` and `viewDidAppear` (`viewDidDisappear`), then forwards to the children
    /// it shows. Nothing when no change is under way.
    func appearanceDid() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewIsAppearing(animated)
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default: return
        }
        for child in childrenShown() { child.appearanceDid() }
    }

    /// Both halves at once, as headless transitions complete at once.
    func appearanceChange(_ appearing: Bool, animated: Bool) {
        appearanceWill(appearing, animated: animated)
        appearanceDid()
    }

    /// The children appearance is forwarded to: none when `shouldAutomaticallyForwardAppearanceMethods`
    /// is false, else those whose loaded view is inside this controller's view (a navigation
    /// controller's top, a tab bar controller's selected tab, a child the app put in its view).
    private func childrenShown() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView, !children.isEmpty else { return [] }
        return children.filter { child in child.loadedView.map { $0 !== root && $0.isDescendant(of: root) } ?? false }
    }

    /// Whether the view is in a window that is not hidden.
    var isInVisibleWindow: Bool { loadedView?.window.map { !$0.isHidden } ?? false }

    /// Called after `loadView()`, before the outlets and `viewDidLoad()`: containers put the
    /// child they show into the new view here.
    func installShownChildViews() {}

    /// Puts `childView` in this controller's loaded view, sized to it and tracking its size, in
    /// place of `shown` (a container's one shown child: a navigation controller's top, a tab bar
    /// controller's selected). Returns the view shown now; nothing changes before the view loads.
    final func replaceShownChildView(_ shown: UIView?, with childView: UIView?) -> UIView? {
        guard let container = viewIfLoaded else { return shown }
        guard shown !== childView || childView?.superview !== container else { return shown }
        if let shown, shown.superview === container { shown.removeFromSuperview() }
        guard let childView else { return nil }
        container.addFillingSubview(childView)
        return childView
    }

    /// Whether a container forwards appearance calls to its children. Modelled: true, as UIKit's
    /// default; when true, the controller's appearance is forwarded to the children whose views are
    /// in its view; overridable (false: call `beginAppearanceTransition` yourself).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Whether the controller's view rotates with the device. Shape only: true, as UIKit's
    /// default; nothing rotates here; overridable.
    open var shouldAutorotate: Bool { true }
    /// Asks the system to rotate to a supported orientation. Shape only: nothing rotates here.
    open class func attemptRotationToDeviceOrientation() {}
    /// The identifier state restoration saves this controller's state under. Shape only: stored;
    /// nothing saves or restores state here.
    open var restorationIdentifier: String?
    /// Saves the controller's state for restoration. Shape only: nothing calls it; overridable.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the controller's state. Shape only: nothing calls it; overridable.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Overridable; never called here (nothing lays out).
    open func viewWillLayoutSubviews() {}
    /// Overridable; never called here (nothing lays out).
    open func viewDidLayoutSubviews() {}
    /// Called before a storyboard segue shows its destination: `performSegue(withIdentifier:sender:)`
    /// calls it with the segue. Modelled; overridable.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether a segue a tap triggers may run: true; overridable. Modelled: asked, with the
    /// tapped object as sender, before a ported storyboard's segue a prototype cell, a control or
    /// a bar button item triggers runs (an unwind segue too), as UIKit asks; `performSegue` does
    /// not ask, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Runs the segue `identifier` of the storyboard this controller came from, as UIKit does: the
    /// destination scene is made, `prepare(for:sender:)` is called, then the segue shows it (see
    /// `UIStoryboard.setHeadlessSegue(_:ofStoryboardNamed:to:kind:)`). Modelled; a segue its
    /// storyboard does not declare, or a controller no storyboard made, raises UIKit's `Receiver
    /// (<Type: 0x0>) has no segue with identifier '…'` (recorded inside `DiffableFailures.record`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        if let storyboard, storyboard.performHeadlessSegue(identifier, from: self, sender: sender) { return }
        DiffableFailures.raise(DiffableFailure(reason: "Receiver (<\(String(describing: type(of: self))): 0x0>) has no segue with identifier '\(identifier)'",
                                               name: "NSInvalidArgumentException"))
    }
    /// The storyboard the controller came from: the headless storyboard that made it, else nil. Modelled.
    open var storyboard: UIStoryboard? { madeByStoryboard }
    /// Presents `viewControllerToPresent`: stored as `presentedViewController`, then `completion`
    /// runs at once. Modelled: when this controller's view is in a visible window, the presented
    /// controller's view goes into the window (filling it) and the controller appears
    /// (`viewWillAppear`, `viewDidAppear`); for `.fullScreen` and `.currentContext` the controller
    /// it covers (the window's root, or the nearest ancestor that `definesPresentationContext`, for
    /// `.currentContext`) disappears in step, as UIKit's; the sheet styles (`.automatic`,
    /// `.pageSheet`, `.formSheet`), the over styles and popovers leave it, as since iOS 13. Its view
    /// stays in the window (UIKit removes a covered view; its `window` stays here). A `.custom` presentation takes its
    /// presentation controller from its transitioning delegate, as UIKit's (the animators are not
    /// asked: nothing animates). Overridable, as UIKit's.
    ///
    /// Refused as UIKit refuses, leaving every presentation as it was and never calling
    /// `completion`:
    /// - a controller already presented (by any controller) raises UIKit's
    ///   `NSInvalidArgumentException` "Application tried to present modally a view controller
    ///   <…> that is already being presented by <…>." (recorded inside `DiffableFailures.record`);
    ///   presenting the controller itself raises "Application tried to present modally an active
    ///   controller <…>.";
    /// - when this controller (or the ancestor that presents for it) is already presenting
    ///   another, UIKit presents nothing and logs "Attempt to present <…> on <…> (from <…>) which is
    ///   already presenting <…>." (its text since iOS 13, as seen in app logs: "on" the controller
    ///   that presents, "from" the receiver); the log goes to standard error, or into
    ///   `DiffableFailures.record`'s warnings. Objects print as `<Type: 0x0>`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        func described(_ controller: UIViewController) -> String { "<\(String(describing: type(of: controller))): 0x0>" }
        if viewControllerToPresent === self {
            return DiffableFailures.raise(DiffableFailure(
                reason: "Application tried to present modally an active controller \(described(self)).",
                name: "NSInvalidArgumentException"))
        }
        if let presenter = viewControllerToPresent.presentingStorage {
            return DiffableFailures.raise(DiffableFailure(
                reason: "Application tried to present modally a view controller \(described(viewControllerToPresent)) that is already being presented by \(described(presenter)).",
                name: "NSInvalidArgumentException"))
        }
        if let presented = presentedViewController {
            let on = nearest(where: { $0.presentedStorage != nil }) ?? self
            return DiffableFailures.log("Attempt to present \(described(viewControllerToPresent)) on \(described(on)) (from \(described(self))) which is already presenting \(described(presented)).")
        }
        if viewControllerToPresent.modalPresentationStyle == .custom,
           let custom = viewControllerToPresent.transitioningDelegate?.presentationController(
               forPresented: viewControllerToPresent, presenting: self, source: self) {
            viewControllerToPresent.presentation = custom
        }
        presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = self
        if let window = loadedView?.window, !window.isHidden {
            let covered = coveredByPresenting(viewControllerToPresent)
            let presented = viewControllerToPresent
            presented.beingPresented = true
            covered?.appearanceWill(false, animated: flag)
            presented.appearanceWill(true, animated: flag)
            window.addFillingSubview(presented.view)
            covered?.appearanceDid()
            presented.appearanceDid()
            presented.beingPresented = false
        }
        completion?()
    }
    /// The controller a presentation of `presented` covers: for `.fullScreen`, this controller's
    /// outermost ancestor (the window's root, or the presented controller it is in); for
    /// `.currentContext`, the nearest ancestor that defines the presentation context, else that
    /// outermost one; for the other styles none.
    private func coveredByPresenting(_ presented: UIViewController) -> UIViewController? {
        switch presented.modalPresentationStyle {
        case .fullScreen:
            return outermost
        case .currentContext:
            return nearest(where: { $0.definesPresentationContext }) ?? outermost
        default: return nil
        }
    }
    /// This controller's outermost ancestor (itself without a parent).
    private var outermost: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
    /// Dismisses the controller this one (or its nearest ancestor) presents; when there is none,
    /// the presentation of this controller (or of its nearest presented ancestor: a child of a
    /// presented navigation controller dismisses the navigation controller), as UIKit's: "If you
    /// call this method on the presented view controller itself, UIKit asks the presenting view
    /// controller to handle the dismissal." Modelled; `completion` runs at once (also when nothing
    /// is presented, as UIKit's). A presented controller that had appeared disappears
    /// (`viewWillDisappear`, `viewDidDisappear`) and its view leaves the window; the controller its
    /// full-screen presentation covered appears again in step. Only the one presentation is undone
    /// (a controller the dismissed one presents itself stays, a limit of the model). Overridable, as UIKit's.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var link: (presenter: UIViewController, presented: UIViewController)?
        if let presenter = nearest(where: { $0.presentedStorage != nil }), let presented = presenter.presentedStorage {
            link = (presenter, presented)
        } else if let presented = nearest(where: { $0.presentingStorage != nil }), let presenter = presented.presentingStorage {
            link = (presenter, presented)
        }
        if let (presenter, presented) = link {
            presented.presentingStorage = nil
            presenter.presentedStorage = nil
            let window = presented.loadedView?.superview as? UIWindow
            let shown = presented.isAppearingOrAppeared
            let covered = window == nil ? nil : presenter.coveredByPresenting(presented)
            presented.beingDismissed = true
            if shown { presented.appearanceWill(false, animated: flag) }
            if let covered, window?.isHidden == false { covered.appearanceWill(true, animated: flag) }
            if let window, presented.loadedView?.superview === window { presented.loadedView?.removeFromSuperview() }
            if shown { presented.appearanceDid() }
            covered?.appearanceDid()
            presented.beingDismissed = false
        }
        completion?()
    }
    /// This controller or its nearest ancestor for which `matches` is true.
    private func nearest(where matches: (UIViewController) -> Bool) -> UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if matches(controller) { return controller }
            candidate = controller.parent
        }
        return nil
    }
    /// Pushes on the navigation controller if there is one, else presents. Modelled; overridable.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }
    /// Called to update the view's constraints. Shape only: nothing calls it; overridable.
    open func updateViewConstraints() {}
    /// The status bar's style while this controller shows. Shape only: `.default`; overridable.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides while this controller shows. Shape only: false; overridable.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when `prefersStatusBarHidden` changes. Shape only: `.fade`, as
    /// UIKit's default; overridable; nothing draws a status bar.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The controller whose status bar style wins. Shape only: nil; overridable.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Asks the system to read the status bar preferences again. Shape only: nothing draws one.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations this controller supports. Shape only: all but upside down, as a phone's.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The popover presenting this controller: one when its style is `.popover`, as UIKit's; nil
    /// otherwise (an action sheet on a phone has none). Shape only.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
    /// The presentation controller that presents (or will present) this controller, made on first
    /// access for its style as UIKit's (a popover for `.popover`, a sheet for `.automatic`,
    /// `.pageSheet` and `.formSheet`), so a delegate set before
    /// `present` is kept; for `.custom`, the one its transitioning delegate gave when it was
    /// presented. Modelled (see `UIPresentationController`).
    open var presentationController: UIPresentationController? {
        let wanted: UIPresentationController.Type
        switch modalPresentationStyle {
        case .popover: wanted = UIPopoverPresentationController.self
        case .automatic, .pageSheet, .formSheet: wanted = UISheetPresentationController.self
        default: wanted = UIPresentationController.self
        }
        if let presentation, type(of: presentation) == wanted || modalPresentationStyle == .custom { return presentation }
        presentation = wanted.init(presentedViewController: self, presenting: presentingViewController)
        return presentation
    }
    private var presentation: UIPresentationController?
    /// The items a navigation controller's toolbar shows for this controller. Shape only: stored.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems`. Shape only: nothing animates.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Overridable; never called here.
    open func didReceiveMemoryWarning() {}
    /// Called after the traits changed, with those before. Modelled: called when an override here
    /// or above changes them (see ``UITraitChangeObservable``).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Overridable; never called here (nothing rotates or resizes). Typed as UIKit types it, so an
    /// override that animates alongside the coordinator compiles.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Overridable; never called here (traits change only by overrides, with no transition).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called when a child's `preferredContentSize` changed. Modelled: the child's setter calls it;
    /// does nothing itself, as UIKit's; overridable.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Overridable; never called here (nothing lays out).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size for a child: `parentSize`, as UIKit's default. Shape only; overridable.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The coordinator of the transition under way. Modelled: always nil, as UIKit's is outside a
    /// transition — headless controllers never transition, so code takes its no-coordinator path.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// Called before a parent change. Overridable; called by `UINavigationController` pushes and pops,
    /// otherwise call it as on iOS.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after a parent change. Overridable; called by `UINavigationController` pushes and
    /// pops, otherwise call it as on iOS.
    open func didMove(toParent parent: UIViewController?) {}

    /// Shows `vc` in a secondary context: the secondary column of the split view controller this one
    /// is in, else presented. Modelled (see `present(_:animated:completion:)`).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController { splitViewController.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }
    /// The traits. Modelled: the parent's, else the presenting controller's, else those of the
    /// view's superview, else the headless default, with `traitOverrides` applied.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }
    /// The interface style this controller and its views take. Modelled: the override of
    /// `traitOverrides.userInterfaceStyle` (`.unspecified`: none), as in iOS 17.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.contains(UITraitUserInterfaceStyle.self) ? traitOverrides.userInterfaceStyle : .unspecified }
        set {
            if newValue == .unspecified { traitOverrides.remove(UITraitUserInterfaceStyle.self) } else { traitOverrides.userInterfaceStyle = newValue }
        }
    }
    /// Trait overrides and registrations, made on first use.
    var traitState: TraitState?

    /// Stores `editing` and retitles `editButtonItem`. Modelled; `open`, override it as on iOS (call
    /// super). The diffable table's editing may be tied to it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItem.title = editing ? "Done" : "Edit"
    }

    /// The Edit/Done item. Modelled as UIKit makes it: its target is the controller and its action
    /// toggles editing through `setEditing(_:animated:)` ("The default button action invokes the
    /// setEditing(_:animated:) method"), so a tap sent as any bar button item's
    /// (`UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)`) edits.
    /// No primary action, as UIKit's. The action's name, `_toggleEditing:`, is a guess (UIKit's is private).
    public private(set) lazy var editButtonItem: UIBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: Selector("_toggleEditing:", UIViewController.toggleEditing(fromEditButton:)))

    /// The edit button item's action: flips editing, animated.
    func toggleEditing(fromEditButton sender: Any?) {
        setEditing(!isEditing, animated: true)
    }
}

/// A scroll view held weakly, as UIKit holds a content scroll view.
private struct WeakScrollView {
    weak var view: UIScrollView?
}
#endif

import DiffableCompat
import Foundation
import Testing

/// The notifications one window posted, in order (the observer block runs synchronously on the
/// posting thread).
private final class PostedNames: @unchecked Sendable { var names: [String] = [] }

/// A window that logs the key-window hooks UIKit calls, as apps override them.
private final class LoggingWindow: UIWindow {
    var log: [String] = []
    override func becomeKey() {
        super.becomeKey()
        log.append("becomeKey")
    }
    override func resignKey() {
        super.resignKey()
        log.append("resignKey")
    }
}

@MainActor
@Suite("DiffableCompat: audit 3 of the visual effect view, the effects and the window, as apps call them")
struct ViewsAudit3WindowTests {
    // MARK: UIVisualEffectView and the effects

    @Test("content goes in contentView, a subview filling the effect view; the effect is settable and nil means none")
    func effectViewContent() {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.subviews == [view.contentView] && view.contentView.frame == view.bounds && view.effect === blur)
        let label = UILabel()
        view.contentView.addSubview(label)
        #expect(label.superview === view.contentView)
        view.effect = nil
        #expect(view.effect == nil)
        let plain = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plain.effect == nil && plain.frame.width == 10 && plain.contentView.superview === plain)
    }

    @Test("adding a subview to the effect view itself raises UIKit's assertion and adds nothing (add it to contentView)")
    func effectViewRefusesDirectSubviews() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let label = UILabel(), icon = UIImageView(image: nil)
        let report = DiffableFailures.record {
            view.addSubview(label)
            view.insertSubview(icon, at: 0)
            view.insertSubview(icon, aboveSubview: view.contentView)
            view.insertSubview(icon, belowSubview: view.contentView)
        }
        #expect(report.failures.count == 4 && report.failures.allSatisfy { $0.name == "NSInternalInconsistencyException" })
        #expect(report.failures.first?.reason == "<UILabel: 0x0> has been added as a subview to <UIVisualEffectView: 0x0>. "
            + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.")
        #expect(view.subviews == [view.contentView] && label.superview == nil && icon.superview == nil)
    }

    @Test("UIBlurEffect keeps every style with UIKit's raw values; UIVibrancyEffect(blurEffect:style:) keeps its blur and style")
    func effects() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect.Style(rawValue: 3) == nil && UIBlurEffect.Style(rawValue: 99) == nil, "unknown raw values make no style")
        let blur = UIBlurEffect(style: .systemMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .secondaryLabel)
        #expect(UIVibrancyEffect(blurEffect: blur).style == nil)
        #expect([UIVibrancyEffectStyle.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill, .separator]
            .map(\.rawValue) == Array(0...7))
        #expect(UIVibrancyEffectStyle(rawValue: -1) == nil)
        let vibrant = UIVisualEffectView(effect: vibrancy)
        #expect((vibrant.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    }

    // MARK: UIWindow

    @Test("a window starts hidden; showing and hiding it post UIKit's visibility notifications once each, with the window as object")
    func windowVisibility() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.isHidden, "UIKit's windows start hidden")
        let posted = PostedNames()
        let names = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { posted.names.append($0.name.rawValue) }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        window.isHidden = false
        window.isHidden = false
        window.isHidden = true
        #expect(posted.names == ["UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeHiddenNotification"])
        #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
        #expect(UIWindow.didResignKeyNotification.rawValue == "UIWindowDidResignKeyNotification")
    }

    @Test("making another window key resigns the first: resignKey and becomeKey are called and the key notifications posted in that order")
    func keyWindowChange() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let first = LoggingWindow(windowScene: scene), second = LoggingWindow(windowScene: scene)
        let posted = PostedNames()
        let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification, UIWindow.didBecomeVisibleNotification]
        let tokens = names.flatMap { name in
            [first, second].map { window in
                NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { note in
                    posted.names.append("\(note.name.rawValue) \((note.object as? UIWindow) === first ? "first" : "second")")
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !first.isHidden && scene.keyWindow === first && first.log == ["becomeKey"])
        first.makeKey()
        #expect(first.log == ["becomeKey"], "making the key window key again changes nothing")
        posted.names = []
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow && scene.keyWindow === second)
        #expect(first.log == ["becomeKey", "resignKey"] && second.log == ["becomeKey"])
        #expect(posted.names == ["UIWindowDidBecomeVisibleNotification second", "UIWindowDidResignKeyNotification first",
                                 "UIWindowDidBecomeKeyNotification second"])
        #expect(UIApplication.shared.windows.contains { $0 === first } && UIApplication.shared.windows.contains { $0 === second })
    }

    @Test("rootViewController loads its view into the window; replacing it removes the old view; nil leaves the window empty")
    func rootViewController() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let first = UIViewController(), second = UIViewController()
        window.rootViewController = first
        #expect(first.isViewLoaded && first.view.superview === window && first.view.window === window)
        #expect(first.view.frame == window.bounds && first.view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]),
                "the root view is sized to the window and tracks its size, as UIKit documents")
        window.rootViewController = second
        #expect(first.view.superview == nil && window.subviews == [second.view])
        window.rootViewController = nil
        #expect(window.subviews.isEmpty && window.rootViewController == nil)
    }

    @Test("window levels have UIKit's raw values and add and subtract (.alert + 1); overrideUserInterfaceStyle reaches the root view")
    func levelsAndStyle() {
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        let window = UIWindow(frame: .zero)
        #expect(window.windowLevel == .normal)
        window.windowLevel = .alert + 1
        #expect(window.windowLevel.rawValue == 2001 && (UIWindow.Level.normal - 1).rawValue == -1)
        window.windowLevel = UIWindow.Level(rawValue: .nan)
        #expect(window.windowLevel.rawValue.isNaN, "bad input: a NaN level is stored as set, nothing traps")
        let controller = UIViewController()
        window.rootViewController = controller
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark && controller.view.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .unspecified
        #expect(window.overrideUserInterfaceStyle == .unspecified)
        #expect(window.screen === UIScreen.main)
    }
}

import DiffableCompat
import Foundation
import Testing

/// Counts notifications posted on the test's thread (the observer block runs synchronously there).
private final class PostCount: @unchecked Sendable { var value = 0 }

@MainActor
@Suite("DiffableCompat: the screen, the window scene and its windows, as apps read them")
struct WindowAndScreenTests {
    @Test("UIScreen.main is a portrait phone's screen at scale 3, its pixel bounds the points times the scale")
    func mainScreenIsAPhone() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scale == 3 && screen.nativeScale == 3 && screen.scale == screen.traitCollection.displayScale)
        #expect(screen.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === screen)
    }

    @Test("brightness is clamped to 0...1 and a change is posted once")
    func brightnessIsClampedAndPosted() {
        let screen = UIScreen.main
        let before = screen.brightness
        defer { screen.brightness = before }
        let posts = PostCount()
        let token = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification, object: screen, queue: nil) { _ in posts.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        screen.brightness = 2
        #expect(screen.brightness == 1)
        screen.brightness = 1
        #expect(posts.value == (before == 1 ? 0 : 1), "setting the same value again posts nothing")
        screen.brightness = -1
        #expect(screen.brightness == 0)
    }

    @Test("a window made in the app's scene joins its windows; view.window?.windowScene?.screen is the main screen")
    func windowSceneHoldsItsWindows() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene && window.frame == UIScreen.main.bounds)
        #expect(scene.windows.contains { $0 === window })
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window && controller.view.window?.windowScene?.screen === UIScreen.main)
        #expect(scene.statusBarManager?.statusBarFrame.height == 54 && scene.interfaceOrientation.isPortrait)
        window.windowScene = nil
        #expect(!scene.windows.contains { $0 === window }, "leaving the scene removes the window from its windows")
    }

    @Test("a window made with a frame is in no scene, as in UIKit, and shows on the main screen")
    func windowWithFrameHasNoScene() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowScene == nil && window.screen === UIScreen.main)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
    }

    @Test("the application's lifecycle notifications carry UIKit's names, so an observer registered by name on iOS matches")
    func applicationNotificationNames() {
        let names: [(Notification.Name, String)] = [
            (UIApplication.willTerminateNotification, "UIApplicationWillTerminateNotification"),
            (UIApplication.didFinishLaunchingNotification, "UIApplicationDidFinishLaunchingNotification"),
            (UIApplication.significantTimeChangeNotification, "UIApplicationSignificantTimeChangeNotification"),
            (UIApplication.userDidTakeScreenshotNotification, "UIApplicationUserDidTakeScreenshotNotification"),
            (UIApplication.didEnterBackgroundNotification, "UIApplicationDidEnterBackgroundNotification"),
        ]
        for (name, raw) in names { #expect(name.rawValue == raw) }
        // An app posts them itself in tests (as it does on iOS to simulate one); its observer runs.
        let seen = PostCount()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { _ in seen.value += 1 }
        NotificationCenter.default.post(name: Notification.Name("UIApplicationWillTerminateNotification"), object: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(seen.value == 1)
    }
}

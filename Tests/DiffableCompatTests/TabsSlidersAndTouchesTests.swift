import DiffableCompat
import Foundation
import Testing

/// Records what a tab bar controller's delegate is asked and told, as an app's coordinator does.
final class TabRecorder: NSObject, UITabBarControllerDelegate {
    var events: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("should \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("did \(viewController.title ?? "")")
    }
}

@MainActor
@Suite("DiffableCompat: tab bar controllers, sliders and touch flags (corpus ranking part, 1 app each)")
struct TabsSlidersAndTouchesTests {
    func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test("a tab bar controller's tabs are its children; a tap asks and tells the delegate, setting the index tells no one")
    func tabs() throws {
        let tabs = UITabBarController()
        let recorder = TabRecorder()
        tabs.delegate = recorder
        #expect(tabs.selectedViewController == nil)
        let feed = controller("Feed"), search = controller("Search"), settings = controller("Settings")
        tabs.viewControllers = [feed, search, settings]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === feed && search.tabBarController === tabs)
        #expect(tabs.children.count == 3 && tabs.tabBar.items?.count == 3)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === settings && recorder.events.isEmpty)
        recorder.refused = ["Search"]
        #expect(!tabs.selectTab(at: 1) && tabs.selectedIndex == 2)
        #expect(tabs.selectTab(at: 0) && tabs.selectedViewController === feed)
        #expect(recorder.events == ["should Search", "should Feed", "did Feed"])
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 0)
        tabs.setViewControllers([settings], animated: false)
        #expect(feed.parent == nil && tabs.selectedViewController === settings)
    }

    @Test("a slider keeps its value within its bounds; a drag sends .valueChanged, setting the value sends nothing")
    func slider() {
        let slider = UISlider(frame: .zero)
        var sent: [Float] = []
        slider.addAction(UIAction { action in sent.append((action.sender as? UISlider)?.value ?? -1) }, for: .valueChanged)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10 && sent.isEmpty)
        slider.slide(to: 4)
        slider.minimumValue = 5
        #expect(sent == [4] && slider.value == 5)
        slider.isEnabled = false
        slider.slide(to: 8)
        #expect(sent == [4])
    }

    @Test("a view's touch flags are stored, false by default, as UIKit's")
    func touchFlags() {
        let view = UIView()
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        view.isMultipleTouchEnabled = true
        #expect(view.isMultipleTouchEnabled)
        #expect(view.clearsContextBeforeDrawing, "UIKit's default is true")
        view.clearsContextBeforeDrawing = false
        #expect(!view.clearsContextBeforeDrawing)
    }
}

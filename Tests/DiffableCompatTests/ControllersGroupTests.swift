import DiffableCompat
import Foundation
import Testing

/// An onboarding pager as apps write it: the pages in an array, the data source answering by index.
final class OnboardingPager: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var events: [String] = []
    init(titles: [String]) {
        pages = titles.map { title in
            let page = UIViewController()
            page.title = title
            return page
        }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("will \(pendingViewControllers.compactMap(\.title).joined(separator: ","))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("did \(completed) from \(previousViewControllers.compactMap(\.title).joined(separator: ","))")
    }
}

/// A custom share activity as apps subclass it.
final class OpenInBrowserActivity: UIActivity {
    var prepared: [Any] = []
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.openInBrowser") }
    override var activityTitle: String? { "Open in Browser" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
}

/// An item source as apps write one, giving a subject for mail.
final class ArticleShareItem: NSObject, UIActivityItemSource {
    var asked: [String] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        asked.append("placeholder")
        return ""
    }
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        asked.append("item \(activityType?.rawValue ?? "nil")")
        return activityType == .mail ? "Read this: Swift on Linux" : "Swift on Linux"
    }
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        "Swift on Linux"
    }
}

/// A coordinator as apps write one: navigation, presentation, document and image picker delegate.
final class FlowCoordinator: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
    UIDocumentPickerDelegate, UIImagePickerControllerDelegate, UISplitViewControllerDelegate, UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var allowSwipeDismiss = true
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        events.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        events.append("didShow \(viewController.title ?? "")")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowSwipeDismiss }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        events.append("picked \(urls.map(\.lastPathComponent).joined(separator: ","))")
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { events.append("pickerCancelled") }
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        events.append("image \(info[.mediaType] as? String ?? "")")
        picker.dismiss(animated: true)
    }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        events.append("showDetail \(vc.title ?? "")")
        return vc.title == "Handled"
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column)") }
}

@MainActor
@Suite("DiffableCompat: pages, share sheets, pickers, presentation and navigation delegates (corpus ranking)")
struct ControllersGroupTests {
    @Test("a scroll page controller shows the page set as its child; a headless swipe asks the data source and tells the delegate")
    func pagingThroughAnOnboardingPager() {
        let pager = OnboardingPager(titles: ["Welcome", "Sync", "Done"])
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = pager
        pages.delegate = pager
        var completed: [Bool] = []
        pages.setViewControllers([pager.pages[0]], direction: .forward, animated: false) { completed.append($0) }
        #expect(completed == [true] && pages.viewControllers?.first?.title == "Welcome" && pager.pages[0].parent === pages)
        #expect(pager.events.isEmpty && pages.spineLocation == .none && pages.gestureRecognizers.isEmpty)
        #expect(!pages.simulateSwipe(.reverse) && pager.events.isEmpty)
        #expect(pages.simulateSwipe(.forward))
        #expect(pages.viewControllers?.map(\.title) == ["Sync"] && pages.children.map(\.title) == ["Sync"] && pager.pages[0].parent == nil)
        #expect(pages.simulateSwipe(.forward) && !pages.simulateSwipe(.forward))
        #expect(pages.viewControllers?.first?.title == "Done")
        #expect(pages.simulateSwipe(.reverse) && pages.viewControllers?.first?.title == "Sync")
        #expect(pager.events == ["will Sync", "did true from Welcome", "will Done", "did true from Sync", "will Sync", "did true from Done"])
    }

    @Test("a page-curl controller with a middle spine takes two pages; one raises UIKit's text and changes nothing")
    func pageCurlSpineTakesTwoPages() {
        let pager = OnboardingPager(titles: ["1", "2", "3", "4"])
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        book.dataSource = pager
        #expect(book.spineLocation == .mid && book.isDoubleSided && book.gestureRecognizers.count == 2)
        var ran = false
        let report = DiffableFailures.record {
            book.setViewControllers([pager.pages[0]], direction: .forward, animated: true) { _ in ran = true }
        }
        #expect(report.failures.map(\.reason) == ["The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"])
        #expect(report.failures.first?.name == "NSInvalidArgumentException" && !ran && book.viewControllers == nil)
        book.setViewControllers(Array(pager.pages[0...1]), direction: .forward, animated: false)
        #expect(book.simulateSwipe(.forward) && book.viewControllers?.map(\.title) == ["3", "4"])
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
    }

    @Test("a share sheet made as apps make it asks item sources, runs an app activity, and reports to its completion handler")
    func shareSheet() {
        let article = ArticleShareItem()
        let url = URL(string: "https://example.com/swift")!
        let activity = OpenInBrowserActivity()
        let sheet = UIActivityViewController(activityItems: [article, url], applicationActivities: [activity])
        sheet.excludedActivityTypes = [.airDrop, .assignToContact]
        var finished: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, error in
            finished.append("\(type?.rawValue ?? "nil") \(completed) \(error == nil)")
        }
        let host = UIViewController()
        host.present(sheet, animated: true)
        #expect(article.asked == ["placeholder"] && host.presentedViewController === sheet && sheet.popoverPresentationController == nil)
        #expect(!sheet.simulateChoosing(.airDrop) && host.presentedViewController === sheet)
        #expect(sheet.items(for: .mail).first as? String == "Read this: Swift on Linux")
        #expect(sheet.simulateChoosing(UIActivity.ActivityType("com.example.openInBrowser")))
        #expect(activity.prepared.count == 2 && (activity.prepared.last as? URL) == url && host.presentedViewController == nil)
        #expect(finished == ["com.example.openInBrowser true true"])
        #expect(OpenInBrowserActivity.activityCategory == .share && UIActivity.activityCategory == .action)
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
        let again = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        again.completionWithItemsHandler = { type, completed, _, _ in finished.append("\(type?.rawValue ?? "nil") \(completed)") }
        again.simulateCancelling()
        #expect(finished.last == "nil false")
    }

    @Test("an item provider answers its placeholder and makes its item for the chosen activity")
    func itemProvider() {
        final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
            override var item: Any { activityType == .copyToPasteboard ? "copied report" : "report" }
        }
        let provider = ReportProvider(placeholderItem: "")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        #expect(provider.placeholderItem as? String == "")
        #expect(sheet.items(for: .copyToPasteboard).first as? String == "copied report" && provider.activityType == nil)
    }

    @Test("a navigation controller tells its delegate willShow/didShow with the new top on push, pop and a new stack; the toolbar is stored")
    func navigationDelegate() {
        let coordinator = FlowCoordinator()
        let root = UIViewController(), detail = UIViewController(), other = UIViewController()
        root.title = "Root"; detail.title = "Detail"; other.title = "Other"
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = coordinator
        navigation.pushViewController(detail, animated: true)
        navigation.popViewController(animated: true)
        #expect(navigation.popViewController(animated: true) == nil)
        navigation.setViewControllers([root, other], animated: false)
        navigation.popToRootViewController(animated: false)
        #expect(coordinator.events == ["willShow Detail", "didShow Detail", "willShow Root", "didShow Root",
                                       "willShow Other", "didShow Other", "willShow Root", "didShow Root"])
        let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
        root.setToolbarItems([share], animated: false)
        navigation.setToolbarHidden(false, animated: true)
        navigation.toolbar.setItems(root.toolbarItems, animated: false)
        #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.first === share && navigation.toolbar === navigation.toolbar)
        #expect(coordinator.navigationControllerSupportedInterfaceOrientations(navigation) == .allButUpsideDown)
    }

    @Test("a sheet's presentation controller keeps the delegate set before present; a swipe asks it and tells it, isModalInPresentation refuses")
    func swipeToDismissASheet() {
        let coordinator = FlowCoordinator()
        let host = UIViewController(), sheet = UIViewController()
        sheet.presentationController?.delegate = coordinator
        #expect(sheet.presentationController?.simulateSwipeToDismiss() == false && coordinator.events.isEmpty)
        host.present(sheet, animated: true)
        #expect(sheet.presentationController?.presentingViewController === host)
        sheet.isModalInPresentation = true
        #expect(sheet.presentationController?.simulateSwipeToDismiss() == false && host.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        coordinator.allowSwipeDismiss = false
        #expect(sheet.presentationController?.simulateSwipeToDismiss() == false)
        coordinator.allowSwipeDismiss = true
        #expect(sheet.presentationController?.simulateSwipeToDismiss() == true && host.presentedViewController == nil)
        #expect(coordinator.events == ["attempt", "attempt", "didDismiss"])
        sheet.modalPresentationStyle = .popover
        let popover = sheet.popoverPresentationController
        popover?.delegate = coordinator
        #expect(popover != nil && sheet.presentationController === popover && popover?.delegate === coordinator)
    }

    @Test("a document picker made for content types reports a pick and a cancel to its delegate and is dismissed")
    func documentPicker() {
        let coordinator = FlowCoordinator()
        let host = UIViewController()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.delegate = coordinator
        host.present(picker, animated: true)
        picker.simulatePicking([URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.txt")])
        #expect(host.presentedViewController == nil && picker.contentTypes == [.pdf, .plainText] && picker.asCopy)
        picker.allowsMultipleSelection = true
        picker.simulatePicking([URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.txt")])
        picker.simulateCancelling()
        #expect(coordinator.events == ["picked a.pdf", "picked a.pdf,b.txt", "pickerCancelled"])
        let legacy = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "com.example.custom"], in: .import)
        #expect(legacy.contentTypes.first == .pdf && legacy.contentTypes.last?.identifier == "com.example.custom" && legacy.documentPickerMode == .import)
        #expect(UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.pdf")]).exportedURLs.count == 1)
    }

    @Test("UTType's common constants conform along their parents and are found by extension and MIME type")
    func utType() {
        #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && !UTType.jpeg.conforms(to: .text))
        #expect(UTType(filenameExtension: "PDF") == .pdf && UTType(mimeType: "image/png") == .png && UTType("public.json") == .json)
        #expect(UTType("com.example.unknown") == nil && UTType.pdf.preferredFilenameExtension == "pdf" && UTType.image.isSupertype(of: .heic))
    }

    @Test("an image picker is a navigation controller on a simulator: no camera; a pick and a cancel reach its delegate")
    func imagePicker() {
        let coordinator = FlowCoordinator()
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && !UIImagePickerController.isSourceTypeAvailable(.camera))
        let host = UIViewController()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.allowsEditing = true
        picker.delegate = coordinator
        host.present(picker, animated: true)
        picker.simulatePicking([.mediaType: "public.image", .originalImage: UIImage()])
        #expect(coordinator.events == ["image public.image"] && host.presentedViewController == nil)
        host.present(picker, animated: true)
        picker.simulateCancelling()
        #expect(host.presentedViewController == nil && UIImagePickerController.InfoKey.editedImage.rawValue == "UIImagePickerControllerEditedImage")
    }

    @Test("a split view controller asks its delegate before showing a detail and tells it a column hides")
    func splitDelegate() {
        let coordinator = FlowCoordinator()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = coordinator
        let handled = UIViewController(), shown = UIViewController()
        handled.title = "Handled"; shown.title = "Shown"
        split.showDetailViewController(handled, sender: nil)
        #expect(split.viewController(for: .secondary) == nil)
        split.showDetailViewController(shown, sender: nil)
        #expect((split.viewController(for: .secondary) as? UINavigationController)?.topViewController === shown)
        split.hide(.primary)
        split.hide(.primary)
        #expect(coordinator.events == ["showDetail Handled", "showDetail Shown", "willHide primary"])
    }
}

import DiffableCompat
import Foundation
import Testing

/// A profile screen as the corpus's apps write one: a button presents the photo picker for one
/// image; the delegate dismisses it and loads a `UIImage` from the result's item provider.
@MainActor
final class ProfilePhotoScreen: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var loaded: (() -> Void)?
    var pickedNothing = false

    func choosePhoto() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else {
            pickedNothing = true
            return
        }
        provider.loadObject(ofClass: UIImage.self) { [weak self] object, _ in
            guard let image = object as? UIImage else { return }
            DispatchQueue.main.async {
                self?.imageView.image = image
                self?.loaded?()
            }
        }
    }

    /// Waits until the image has been set on the main queue.
    func waitForImage() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            loaded = { [weak self] in
                self?.loaded = nil
                done.resume()
            }
        }
    }
}

/// A delegate that keeps what it was given.
@MainActor final class PickRecorder: PHPickerViewControllerDelegate {
    var calls: [[PHPickerResult]] = []
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { calls.append(results) }
}

/// Loads the `UIImage` a provider gives, as an async value.
private func image(from provider: NSItemProvider) async -> UIImage? {
    await withCheckedContinuation { done in
        provider.loadObject(ofClass: UIImage.self) { object, _ in done.resume(returning: object as? UIImage) }
    }
}

@MainActor
@Suite("PhotosUI: the picker's user is a test; its results load images and data through NSItemProvider", .timeLimit(.minutes(1)))
struct PhotosPickerTests {
    @Test("picking an image presented from a screen: the delegate dismisses the picker and the screen shows the image")
    func pickedImageReachesTheScreen() async throws {
        let screen = ProfilePhotoScreen()
        screen.choosePhoto()
        let picker = try #require(screen.presentedViewController as? PHPickerViewController)
        #expect(picker.configuration.filter == .images && picker.configuration.selectionLimit == 1)
        let photo = UIImage(named: "beach")!
        let finished = Task { await screen.waitForImage() }
        #expect(picker.simulatePicking([PHPickerResult(itemProvider: NSItemProvider(object: photo))]))
        #expect(screen.presentedViewController == nil)
        await finished.value
        #expect(screen.imageView.image === photo)
    }

    @Test("cancelling tells the delegate of no results; the screen handles the empty pick")
    func cancelTellsNoResults() throws {
        let screen = ProfilePhotoScreen()
        screen.choosePhoto()
        let picker = try #require(screen.presentedViewController as? PHPickerViewController)
        picker.simulateCancelling()
        #expect(screen.pickedNothing && screen.presentedViewController == nil)
    }

    @Test("a pick the configuration forbids is refused: over the limit, or hidden by the filter")
    func forbiddenPicksAreRefused() {
        let recorder = PickRecorder()
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 2
        configuration.filter = .any(of: [.images, .livePhotos])
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = recorder
        let image = PHPickerResult(itemProvider: NSItemProvider(object: UIImage()))
        let movie = NSItemProvider()
        movie.registerDataRepresentation(forTypeIdentifier: "public.mpeg-4", visibility: .all) { $0(Data([0, 0, 0, 24]), nil); return nil }
        #expect(!picker.simulatePicking([image, image, image]))
        #expect(!picker.simulatePicking([PHPickerResult(itemProvider: movie)]))
        #expect(picker.simulatePicking([image, image]) && recorder.calls.count == 1)
        var videos = PHPickerConfiguration()
        videos.filter = .not(.images)
        videos.selectionLimit = 0
        let videoPicker = PHPickerViewController(configuration: videos)
        videoPicker.delegate = recorder
        #expect(videoPicker.simulatePicking(Array(repeating: PHPickerResult(itemProvider: movie), count: 40)))
        #expect(!videoPicker.simulatePicking([image]))
        #expect(PHPickerFilter.all(of: [.videos, .slomoVideos]) != .videos)
    }

    @Test("asset identifiers reach the delegate only when the configuration has the photo library")
    func assetIdentifiersNeedTheLibrary() {
        let recorder = PickRecorder()
        let result = PHPickerResult(itemProvider: NSItemProvider(object: UIImage()), assetIdentifier: "ABC/L0/001")
        let plain = PHPickerViewController(configuration: PHPickerConfiguration())
        plain.delegate = recorder
        plain.simulatePicking([result])
        let withLibrary = PHPickerViewController(configuration: PHPickerConfiguration(photoLibrary: .shared()))
        withLibrary.delegate = recorder
        withLibrary.simulatePicking([result])
        #expect(recorder.calls.map { $0.first?.assetIdentifier } == [nil, "ABC/L0/001"])
        #expect(recorder.calls[0].first?.itemProvider === result.itemProvider)
    }

    @Test("providers of image data load a UIImage of the header's size, and their data and file representations")
    func dataProvidersLoad() async throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        let jpeg = try #require(drawn.jpegData(compressionQuality: 0.8))
        let provider = NSItemProvider(item: jpeg as NSData, typeIdentifier: "public.jpeg")
        #expect(provider.hasItemConformingToTypeIdentifier("public.image") && provider.canLoadObject(ofClass: UIImage.self))
        let loaded = try #require(await image(from: provider))
        #expect(loaded.size.width * loaded.scale == 30 * drawn.scale)
        let data: Data? = await withCheckedContinuation { done in
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in done.resume(returning: data) }
        }
        #expect(data == jpeg)
        let fileContents: Data? = await withCheckedContinuation { done in
            provider.loadFileRepresentation(forTypeIdentifier: "public.jpeg") { url, _ in
                done.resume(returning: url.flatMap { FileManager.default.contents(atPath: $0.path) })
            }
        }
        #expect(fileContents == jpeg)
        // A provider of text cannot make an image: the error is NSItemProviderErrorDomain's.
        let text = NSItemProvider(object: "caption" as NSString)
        #expect(!text.canLoadObject(ofClass: UIImage.self))
        let failure: NSError? = await withCheckedContinuation { done in
            text.loadObject(ofClass: UIImage.self) { _, error in done.resume(returning: error as NSError?) }
        }
        #expect(failure?.domain == "NSItemProviderErrorDomain" && failure?.code == -1000)
        // A UIImage provider writes PNG first, which reads back as an image.
        #expect(NSItemProvider(object: drawn).registeredTypeIdentifiers == ["public.png", "public.jpeg"])
    }
}

@Suite("Photos: the app's photo library authorization on a device whose user has not decided", .serialized, .timeLimit(.minutes(1)))
struct PhotosAuthorizationTests {
    @Test("undecided until asked; asking gets the headless user's denial, then asking again changes nothing")
    func askingIsDenied() async {
        PHPhotoLibrary.simulateUserAnswer(.denied, for: .readWrite)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        let status = await withCheckedContinuation { done in
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { done.resume(returning: $0) }
        }
        #expect(status == .denied && PHPhotoLibrary.authorizationStatus(for: .readWrite) == .denied)
        PHPhotoLibrary.simulateUserAnswer(.authorized, for: .addOnly)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
    }

    @Test("a test's answer is what the user grants; full access also lets the app add photos")
    func grantedAnswer() async {
        PHPhotoLibrary.simulateUserAnswer(.limited, for: .readWrite)
        PHPhotoLibrary.simulateUserAnswer(.denied, for: .addOnly)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .limited)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
        PHPhotoLibrary.simulateUserAnswer(.restricted, for: .readWrite)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .restricted)
        #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    }
}

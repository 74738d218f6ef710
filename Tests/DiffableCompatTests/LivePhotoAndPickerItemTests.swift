import DiffableCompat
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("Live Photos, picker items, discardable content and the network-cost names, for a device with no photo library and no media decoder", .timeLimit(.minutes(1)))
struct LivePhotoAndPickerItemTests {
    @MainActor
    private func request(_ urls: [URL], cancel: Bool = false) async -> (PHLivePhoto?, [AnyHashable: Any]) {
        let returned = Flag()
        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
            let id = PHLivePhoto.request(withResourceFileURLs: urls, placeholderImage: nil, targetSize: CGSize(width: 10, height: 10),
                                         contentMode: .default) { photo, info in
                continuation.resume(returning: Answer(photo: photo, info: info, onMain: isOnMainQueue(), afterReturn: returned.isSet))
            }
            returned.isSet = true
            #expect(id != PHLivePhotoRequestIDInvalid)
            if cancel { PHLivePhoto.cancelRequest(withRequestID: id) }
        }
        #expect(answer.onMain, "Photos calls the result handler on the main queue")
        #expect(answer.afterReturn, "the handler is called after request(…) answers its ID, never inside it")
        return (answer.photo, answer.info)
    }

    @MainActor
    @Test("a Live Photo request answers once, later, on the main queue, with nil and Photos' error: missing resource for no or absent files, invalid resource for files nothing decodes")
    func requestFails() async throws {
        let (photo, info) = await request([])
        #expect(photo == nil)
        let missing = try #require(info[PHLivePhotoInfoErrorKey] as? NSError)
        #expect(missing.domain == PHPhotosErrorDomain && missing.code == 3303)
        let (_, absent) = await request([URL(fileURLWithPath: "/nonexistent/photo.heic"), URL(string: "https://example.com/a.mov")!])
        #expect((absent[PHLivePhotoInfoErrorKey] as? NSError)?.code == 3303)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = folder.appendingPathComponent("a.heic"), motion = folder.appendingPathComponent("a.mov")
        try Data([1, 2, 3]).write(to: still)
        try Data([4, 5, 6]).write(to: motion)
        let (none, invalid) = await request([still, motion])
        #expect(none == nil && (invalid[PHLivePhotoInfoErrorKey] as? NSError)?.code == 3302)
        #expect(invalid[PHLivePhotoInfoCancelledKey] == nil && invalid[PHLivePhotoInfoIsDegradedKey] == nil)
    }

    @MainActor
    @Test("a request cancelled before its answer answers nil with PHLivePhotoInfoCancelledKey true; cancelling an unknown, invalid or answered ID does nothing")
    func cancel() async {
        let (photo, info) = await request([], cancel: true)
        #expect(photo == nil && (info[PHLivePhotoInfoCancelledKey] as? NSNumber)?.boolValue == true && info[PHLivePhotoInfoErrorKey] == nil)
        PHLivePhoto.cancelRequest(withRequestID: PHLivePhotoRequestIDInvalid)
        PHLivePhoto.cancelRequest(withRequestID: -5)
        PHLivePhoto.cancelRequest(withRequestID: .max)
        let (_, after) = await request([])
        #expect(after[PHLivePhotoInfoErrorKey] != nil && after[PHLivePhotoInfoCancelledKey] == nil)
        #expect(PHImageContentMode.default == .aspectFit && PHImageContentMode(rawValue: 1) == .aspectFill)
    }

    @MainActor
    @Test("a Live Photo view holds its photo and mute setting; playback needs a photo and a style; setting a photo stops it")
    func liveView() {
        let view = PHLivePhotoView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.livePhoto == nil && !view.isMuted && view.playbackStyle == nil)
        view.startPlayback(with: .full)
        #expect(view.playbackStyle == nil, "no photo, nothing plays")
        view.isMuted = true
        view.livePhoto = nil
        view.stopPlayback()
        #expect(view.isMuted && view.playbackStyle == nil)
    }

    @Test("a picker item keeps its identifier and its (no) supported content types; loading it answers nil, as PhotosUI documents for an item with no supported content type, async and with a handler whose progress completes")
    func pickerItem() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC-123")
        #expect(item.itemIdentifier == "ABC-123" && item.supportedContentTypes.isEmpty)
        #expect(item == PhotosPickerItem(itemIdentifier: "ABC-123") && item != PhotosPickerItem(itemIdentifier: "ABC-124"))
        #expect(Set([item, PhotosPickerItem(itemIdentifier: "ABC-123")]).count == 1)
        let loaded = try await item.loadTransferable(type: Data.self)
        #expect(loaded == nil)
        var progress: Progress?
        let (result, onMain): (Result<Data?, any Error>, Bool) = await withCheckedContinuation { continuation in
            progress = item.loadTransferable(type: Data.self) { result in
                continuation.resume(returning: (result, isOnMainQueue()))
            }
        }
        #expect(!onMain, "the handler is called on a background queue")
        guard case .success(let data) = result else { Issue.record("expected nil, not an error"); return }
        #expect(data == nil)
        #expect(progress?.totalUnitCount == 1 && progress?.completedUnitCount == 1 && progress?.isFinished == true)
        let empty = PhotosPickerItem(itemIdentifier: "")
        #expect(empty.itemIdentifier == "" && empty.supportedContentTypes.isEmpty)
        #expect(try await empty.loadTransferable(type: String.self) == nil)
        #expect(try await empty.loadTransferable(type: URL.self) == nil)
        #expect(try await item.loadTransferable(type: PhotosPickerItem.self) == nil, "an item is Transferable itself, as in the SDK")
    }

    @Test("NSDiscardableContent is Foundation's protocol, which a plain class adopts; NSCache never asks it here")
    func discardableContent() {
        final class Entry: NSDiscardableContent {
            var value: String? = "x"
            var accessing = 0
            func beginContentAccess() -> Bool { guard value != nil else { return false }; accessing += 1; return true }
            func endContentAccess() { accessing -= 1 }
            func discardContentIfPossible() { if accessing == 0 { value = nil } }
            func isContentDiscarded() -> Bool { value == nil }
        }
        let entry = Entry()
        #expect(entry.beginContentAccess())
        entry.discardContentIfPossible()
        #expect(!entry.isContentDiscarded())
        entry.endContentAccess()
        entry.discardContentIfPossible()
        #expect(entry.isContentDiscarded() && !entry.beginContentAccess())

        // Apple's NSCache would evict an entry whose content was discarded; Linux's never asks.
        let cache = NSCache<NSString, Entry>()
        cache.evictsObjectsWithDiscardedContent = true
        let kept = Entry()
        cache.setObject(kept, forKey: "kept")
        cache.setObject(entry, forKey: "discarded")
        #expect(cache.object(forKey: "kept") === kept && !kept.isContentDiscarded())
        #expect(cache.object(forKey: "discarded") === entry, "a discarded entry stays in Linux's NSCache")
    }

    @Test("URLError.networkUnavailableReason reads the user info (a reason or its raw value), nil otherwise; a request's network-cost flags read true and are not kept")
    func networkCost() {
        #expect(URLError(.notConnectedToInternet).networkUnavailableReason == nil)
        let constrained = URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: URLError.NetworkUnavailableReason.constrained])
        #expect(constrained.networkUnavailableReason == .constrained)
        #expect(URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: 1]).networkUnavailableReason == .expensive)
        #expect(URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: 9]).networkUnavailableReason == nil)
        #expect(URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: "x"]).networkUnavailableReason == nil)
        var request = URLRequest(url: URL(string: "https://example.com")!)
        request.allowsConstrainedNetworkAccess = false
        request.allowsExpensiveNetworkAccess = false
        #expect(request.allowsConstrainedNetworkAccess && request.allowsExpensiveNetworkAccess)
    }
}

/// What a Live Photo request's handler was given.
private struct Answer: @unchecked Sendable {
    let photo: PHLivePhoto?
    let info: [AnyHashable: Any]
    /// Whether the handler ran on the main queue.
    let onMain: Bool
    /// Whether `request(…)` had answered its ID when the handler ran.
    let afterReturn: Bool
}

/// Set once `request(…)` has answered, for its handler to read (both run on the main queue).
private final class Flag: @unchecked Sendable {
    var isSet = false
}

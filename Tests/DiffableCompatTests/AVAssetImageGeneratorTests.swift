import DiffableCompat
import Foundation
import Testing

@Suite("AVAssetImageGenerator: thumbnails of a video fail as AVFoundation's fail for media it cannot decode; NSValue holds a CMTime", .timeLimit(.minutes(1)))
struct AVAssetImageGeneratorTests {
    @Test("NSValue(time:) holds a CMTime and gives it back; a value of something else holds no time")
    func boxedTimes() {
        let time = CMTime(value: 1_234, timescale: 600)
        #expect(NSValue(time: time).timeValue == time)
        #expect(NSValue(time: time) == NSValue(time: time) && NSValue(time: time) != NSValue(time: .zero))
        #expect(NSValue(time: .positiveInfinity).timeValue.isPositiveInfinity)
        #expect(NSValue(time: CMTime(value: -7, timescale: 3, flags: [.valid], epoch: 2)).timeValue.epoch == 2)
        #expect(!NSValue(range: NSRange(location: 1, length: 2)).timeValue.isValid)
    }

    @available(*, deprecated, message: "exercises copyCGImage(at:actualTime:), deprecated in iOS 16")
    @Test("the settings are stored with the SDK's defaults; copyCGImage throws AVFoundation's unknown error and marks the actual time invalid")
    func synchronousCopy() throws {
        let url = URL(fileURLWithPath: "/videos/thumbnail-sync.mov")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 10, preferredTimescale: 600))
        defer { AVURLAsset.simulatePlayableMedia(at: url, duration: nil) }
        let asset = AVURLAsset(url: url)
        let generator = AVAssetImageGenerator(asset: asset)
        #expect(generator.asset === asset && !generator.appliesPreferredTrackTransform && generator.maximumSize == .zero)
        #expect(generator.apertureMode == nil && generator.requestedTimeToleranceBefore.isPositiveInfinity)
        generator.appliesPreferredTrackTransform = true
        generator.maximumSize = CGSize(width: 200, height: 200)
        generator.apertureMode = .encodedPixels
        #expect(generator.appliesPreferredTrackTransform && generator.maximumSize.width == 200 && generator.apertureMode?.rawValue == "EncodedPixels")
        var actual = CMTime(value: 1, timescale: 1)
        let error = #expect(throws: NSError.self) { _ = try generator.copyCGImage(at: CMTime(value: 1, timescale: 1), actualTime: &actual) }
        #expect(error?.domain == "AVFoundationErrorDomain" && error?.code == -11800)
        #expect(error?.localizedDescription == "The operation could not be completed")
        #expect(!actual.isValid)
        #expect(throws: NSError.self) { _ = try generator.copyCGImage(at: .zero, actualTime: nil) }
    }

    @Test("the asynchronous forms answer every requested time once, in order, off the main thread; cancelled requests answer .cancelled without an error")
    func asynchronous() async throws {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/videos/none.mov")))
        let times = [CMTime(value: 1, timescale: 1), CMTime(value: 2, timescale: 1), CMTime(value: 3, timescale: 1)]
        let answers: [(CMTime, AVAssetImageGenerator.Result, Int?)] = await withCheckedContinuation { done in
            let collected = Collected<(CMTime, AVAssetImageGenerator.Result, Int?)>()
            generator.generateCGImagesAsynchronously(forTimes: times.map { NSValue(time: $0) }) { requested, image, actual, result, error in
                #expect(image == nil && !actual.isValid && !Thread.isMainThread)
                if collected.add((requested, result, (error as NSError?)?.code)) == times.count { done.resume(returning: collected.all) }
            }
        }
        #expect(answers.map(\.0) == times)
        #expect(answers.allSatisfy { $0.1 == .failed && $0.2 == -11800 })

        let single: Int? = await withCheckedContinuation { done in
            generator.generateCGImageAsynchronously(for: .zero) { image, _, error in done.resume(returning: image == nil ? (error as NSError?)?.code : nil) }
        }
        #expect(single == -11800)
        await #expect(throws: NSError.self) { _ = try await generator.image(at: .zero) }
    }

    @Test("cancelAllCGImageGeneration: what was asked before and not yet answered answers .cancelled with no error; what is asked after fails as before")
    func cancelling() async {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/videos/cancel.mov")))
        // A first request whose handler holds the generators' queue until the second request is made
        // and cancelled, so the cancel comes before any of the second's answers, on any machine.
        let gate = DispatchSemaphore(value: 0)
        generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero)]) { _, _, _, _, _ in _ = gate.wait(timeout: .now() + 30) }
        let before: [(AVAssetImageGenerator.Result, Bool)] = await withCheckedContinuation { done in
            let collected = Collected<(AVAssetImageGenerator.Result, Bool)>()
            generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero), NSValue(time: CMTime(value: 1, timescale: 1))]) { _, _, _, result, error in
                if collected.add((result, error == nil)) == 2 { done.resume(returning: collected.all) }
            }
            generator.cancelAllCGImageGeneration()
            gate.signal()
        }
        #expect(before.allSatisfy { $0.0 == .cancelled && $0.1 })
        let after: AVAssetImageGenerator.Result = await withCheckedContinuation { done in
            generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero)]) { _, _, _, result, _ in done.resume(returning: result) }
        }
        #expect(after == .failed)
    }

    @available(*, deprecated, message: "exercises copyCGImage(at:actualTime:), deprecated in iOS 16")
    @Test("bad input: negative, invalid, infinite and huge times fail with the same error, no times answers nothing, never a trap")
    func badInput() async throws {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/videos/bad-input.mov")))
        for time in [CMTime(value: -5, timescale: 1), .invalid, .negativeInfinity, .positiveInfinity, CMTime(value: .max, timescale: 1)] {
            let error = #expect(throws: NSError.self) { _ = try generator.copyCGImage(at: time, actualTime: nil) }
            #expect(error?.code == -11800)
        }
        generator.maximumSize = CGSize(width: -1, height: CGFloat.nan)
        #expect(generator.maximumSize.width == -1, "stored as given, as AVFoundation stores it")
        // No times: no answer. A later request still answers, so the empty one left nothing behind.
        generator.generateCGImagesAsynchronously(forTimes: []) { _, _, _, _, _ in Issue.record("no time was asked for") }
        let answered: AVAssetImageGenerator.Result = await withCheckedContinuation { done in
            generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .invalid)]) { _, _, _, result, _ in done.resume(returning: result) }
        }
        #expect(answered == .failed)
        #expect(NSValue(time: .invalid).timeValue.isValid == false && NSValue(time: .negativeInfinity).timeValue.isNegativeInfinity)
    }
}

/// Answers gathered from a background queue.
private final class Collected<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []
    /// Adds one; how many there are now.
    func add(_ item: Element) -> Int { lock.withLock { items.append(item); return items.count } }
    var all: [Element] { lock.withLock { items } }
}

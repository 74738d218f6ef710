import DiffableCompat
import Foundation
import Testing

/// A media URL no other test uses, so the process-wide table of playable media does not mix tests up.
private func uniqueMediaURL(_ name: String) -> URL {
    URL(string: "https://media.example.com/\(UUID().uuidString)/\(name).mp4")!
}

/// Waits until everything queued on `queue` so far has run.
private func flush(_ queue: DispatchQueue) { queue.sync {} }

/// A recorder of what a periodic observer was called with, safe to fill from the observer's queue.
private final class TimeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Double] = []
    func add(_ time: CMTime) { lock.withLock { seen.append(time.seconds) } }
    var seconds: [Double] { lock.withLock { seen } }
}

@Suite("AVFoundation: a player with no decoder, whose time moves only by seeking and simulated playback", .timeLimit(.minutes(1)))
struct AVFoundationPlaybackTests {
    @Test("a player of media the device cannot decode waits at rate 1 for good, its item unknown and of indefinite duration")
    func undecodableMediaWaits() {
        let player = AVPlayer(url: uniqueMediaURL("clip"))
        #expect(player.timeControlStatus == .paused && player.rate == 0)
        player.play()
        #expect(player.rate == 1)
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .toMinimizeStalls)
        #expect(player.currentItem?.status == .unknown && player.status == .unknown)
        #expect(player.currentItem?.duration.isIndefinite == true)
        player.simulatePlayback(for: CMTime(seconds: 5, preferredTimescale: 600))
        #expect(player.currentTime() == .zero)
        player.pause()
        #expect(player.timeControlStatus == .paused && player.reasonForWaitingToPlay == nil)
    }

    @Test("a player with no item waits with noItemToPlay, and its time is zero")
    func noItemWaits() {
        let player = AVPlayer()
        player.play()
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate && player.reasonForWaitingToPlay == .noItemToPlay)
        #expect(player.currentTime() == .zero && player.currentItem == nil)
    }

    @Test("playable media plays: the item becomes ready once a player takes it, and simulated playback moves the time")
    func playableMediaPlays() {
        let url = uniqueMediaURL("song")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 30, preferredTimescale: 600))
        let item = AVPlayerItem(url: url)
        #expect(item.status == .unknown)
        let player = AVPlayer(playerItem: item)
        #expect(item.status == .readyToPlay && player.status == .readyToPlay)
        #expect(item.duration == CMTime(seconds: 30, preferredTimescale: 600))
        player.play()
        #expect(player.timeControlStatus == .playing)
        player.simulatePlayback(for: CMTime(seconds: 2, preferredTimescale: 600))
        #expect(player.currentTime().seconds == 2)
        player.rate = 2
        player.simulatePlayback(for: CMTime(seconds: 1, preferredTimescale: 600))
        #expect(player.currentTime().seconds == 4)
        player.pause()
        player.simulatePlayback(for: CMTime(seconds: 1, preferredTimescale: 600))
        #expect(player.currentTime().seconds == 4)
    }

    @Test("periodic observers are called at each multiple of their interval, and on starts, stops and seeks")
    func periodicObserver() {
        let url = uniqueMediaURL("talk")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 10, preferredTimescale: 1))
        let player = AVPlayer(url: url)
        let queue = DispatchQueue(label: "observer")
        let log = TimeLog()
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: queue) { log.add($0) }
        player.play()
        player.simulatePlayback(for: CMTime(seconds: 1.2, preferredTimescale: 600))
        player.seek(to: CMTime(seconds: 7, preferredTimescale: 600))
        player.pause()
        flush(queue)
        #expect(log.seconds == [0, 0.5, 1.0, 7, 7])
        player.removeTimeObserver(token)
        player.play()
        player.simulatePlayback(for: .init(value: 1, timescale: 1))
        flush(queue)
        #expect(log.seconds.count == 5)
        // A foreign token or garbage is ignored, as library code does not trap.
        player.removeTimeObserver("not a token")
        player.removeTimeObserver(AVPlayer().addPeriodicTimeObserver(forInterval: .zero, queue: nil) { _ in })
    }

    @Test("reaching the end posts didPlayToEndTime with the item and pauses, as actionAtItemEnd .pause does")
    func playToEnd() async {
        let url = uniqueMediaURL("ad")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 3, preferredTimescale: 1))
        let player = AVPlayer(url: url)
        let item = player.currentItem
        let ended = TimeLog()
        let observer = NotificationCenter.default.addObserver(forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: nil) { _ in
            ended.add(.zero)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        player.play()
        player.simulatePlayback(for: CMTime(seconds: 10, preferredTimescale: 1))
        #expect(ended.seconds.count == 1)
        #expect(player.currentTime().seconds == 3 && player.rate == 0 && player.timeControlStatus == .paused)
        // Seeking back and playing again ends again; .advance removes the item; .none keeps playing at the end.
        let moved = await player.seek(to: .zero)
        #expect(moved)
        player.actionAtItemEnd = .none
        player.play()
        player.simulatePlayback(for: CMTime(seconds: 4, preferredTimescale: 1))
        #expect(ended.seconds.count == 2 && player.rate == 1 && player.currentTime().seconds == 3)
        _ = await player.seek(to: .zero)
        player.actionAtItemEnd = .advance
        player.simulatePlayback(for: CMTime(seconds: 4, preferredTimescale: 1))
        #expect(ended.seconds.count == 3 && player.currentItem == nil)
    }

    @Test("seeking clamps to zero and the known duration; invalid times and no item do not move and report false")
    func seekingEdges() async {
        let url = uniqueMediaURL("lecture")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 60, preferredTimescale: 1))
        let player = AVPlayer(url: url)
        _ = await player.seek(to: CMTime(seconds: -4, preferredTimescale: 1))
        #expect(player.currentTime() == .zero)
        _ = await player.seek(to: CMTime(seconds: 90, preferredTimescale: 1), toleranceBefore: .zero, toleranceAfter: .zero)
        #expect(player.currentTime().seconds == 60)
        let invalid = await player.seek(to: .invalid)
        let indefinite = await player.seek(to: .indefinite, toleranceBefore: .zero, toleranceAfter: .zero)
        #expect(!invalid && !indefinite && player.currentTime().seconds == 60)
        let finished: Bool = await withCheckedContinuation { done in
            AVPlayer().seek(to: CMTime(seconds: 1, preferredTimescale: 1)) { done.resume(returning: $0) }
        }
        #expect(!finished)
        // An undecodable item's time still moves (AVFoundation applies the seek once the item is ready).
        let waiting = AVPlayer(url: uniqueMediaURL("unknown"))
        _ = await waiting.seek(to: CMTime(seconds: 12, preferredTimescale: 1))
        #expect(waiting.currentTime().seconds == 12)
    }

    @Test("replacing the item switches what plays; an item another player has is refused, not trapped on")
    func replacingItems() {
        let first = AVPlayerItem(url: uniqueMediaURL("one"))
        let second = AVPlayerItem(url: uniqueMediaURL("two"))
        let player = AVPlayer(playerItem: first)
        player.replaceCurrentItem(with: second)
        #expect(player.currentItem === second)
        let other = AVPlayer(playerItem: first)
        #expect(other.currentItem === first)
        other.replaceCurrentItem(with: second)
        #expect(other.currentItem === first)
        player.replaceCurrentItem(with: nil)
        #expect(player.currentItem == nil)
        other.replaceCurrentItem(with: second)
        #expect(other.currentItem === second)
    }

    @Test("volume, mute and the rest are stored; a layer keeps its player and gravity but is never ready")
    func storedSettingsAndLayer() {
        let player = AVPlayer()
        player.volume = 0.25
        player.isMuted = true
        player.automaticallyWaitsToMinimizeStalling = false
        #expect(player.volume == 0.25 && player.isMuted && !player.automaticallyWaitsToMinimizeStalling)
        #expect(player.actionAtItemEnd == .pause && player.error == nil)
        let layer = AVPlayerLayer(player: player)
        layer.videoGravity = .resizeAspectFill
        let host = CALayer()
        host.addSublayer(layer)
        #expect(layer.player === player && layer.videoGravity.rawValue == "AVLayerVideoGravityResizeAspectFill")
        #expect(!layer.isReadyForDisplay && layer.videoRect == .zero && host.sublayers?.first === layer)
    }

    @Test("an asset loads as the device knows it: unplayable and indefinite by default, the test's media otherwise")
    func assetLoading() async throws {
        let unknown = AVURLAsset(url: uniqueMediaURL("file"))
        #expect(try await unknown.load(.isPlayable) == false)
        #expect(try await unknown.load(.duration).isIndefinite)
        let url = uniqueMediaURL("known")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 8, preferredTimescale: 1))
        let known = AVURLAsset(url: url)
        #expect(try await known.load(.isPlayable))
        #expect(try await known.load(.duration).seconds == 8)
        #expect(known.url == url && AVPlayerItem(asset: known).asset === known)
        AVURLAsset.simulatePlayableMedia(at: url, duration: nil)
        #expect(try await known.load(.isPlayable) == false)
    }
}

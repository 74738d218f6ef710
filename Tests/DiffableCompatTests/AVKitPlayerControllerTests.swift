import DiffableCompat
import Foundation
import Testing

/// A video list as the corpus's apps write one: tapping a row presents the system player for the
/// row's URL and plays once presentation completes; the screen is the player's delegate and hears
/// the end of full screen (zotero's dismissal hook).
@MainActor
final class VideoListScreen: UITableViewController, AVPlayerViewControllerDelegate {
    var videos: [URL] = []
    var endedFullScreen = 0
    var beganFullScreen = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { videos.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
        let player = AVPlayer(url: videos[indexPath.row])
        let controller = AVPlayerViewController()
        controller.delegate = self
        controller.allowsPictureInPicturePlayback = true
        controller.canStartPictureInPictureAutomaticallyFromInline = true
        controller.player = player
        present(controller, animated: true) {
            player.play()
        }
    }

    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {
        endedFullScreen += 1
        coordinator.animate(alongsideTransition: nil) { _ in self.endedFullScreen += 10 }
    }

    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {
        beganFullScreen += 1
    }
}

/// A delegate that implements nothing, as the iTunes sample's empty conformance does.
@MainActor final class SilentPlayerDelegate: NSObject, AVPlayerViewControllerDelegate {}

@MainActor
@Suite("AVKit: AVPlayerViewController presented from a row tap, its delegate told of full screen")
struct AVKitPlayerControllerTests {
    @Test("tapping a row presents a player controller whose player was told to play: it waits, as nothing decodes")
    func rowTapPresentsAndPlays() throws {
        let screen = VideoListScreen()
        screen.videos = [URL(string: "https://media.example.com/\(UUID().uuidString)/trailer.mp4")!]
        screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        let controller = try #require(screen.presentedViewController as? AVPlayerViewController)
        let player = try #require(controller.player)
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(controller.allowsPictureInPicturePlayback && controller.canStartPictureInPictureAutomaticallyFromInline)
        #expect(!controller.isReadyForDisplay && controller.videoBounds == .zero)
        #expect(AVAudioSession.sharedInstance().category == .playback)
    }

    @Test("closing full screen tells the delegate with a finished coordinator, then dismisses the presented player")
    func exitingFullScreenDismisses() throws {
        let screen = VideoListScreen()
        screen.videos = [URL(string: "https://media.example.com/\(UUID().uuidString)/clip.mov")!]
        screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        let controller = try #require(screen.presentedViewController as? AVPlayerViewController)
        controller.simulateEnteringFullScreen()
        controller.simulateExitingFullScreen()
        #expect(screen.beganFullScreen == 1 && screen.endedFullScreen == 11)
        #expect(screen.presentedViewController == nil && controller.presentingViewController == nil)
        // An embedded player (not presented) is told too, and stays where it is.
        let embedded = AVPlayerViewController()
        screen.addChild(embedded)
        embedded.delegate = screen
        embedded.simulateExitingFullScreen()
        #expect(screen.endedFullScreen == 22 && embedded.parent === screen)
    }

    @Test("the display switches keep AVKit's defaults; the overlay view is one subview of the view; a silent delegate compiles")
    func defaultsAndOverlay() throws {
        let controller = AVPlayerViewController()
        #expect(controller.showsPlaybackControls && controller.videoGravity == .resizeAspect)
        #expect(!controller.entersFullScreenWhenPlaybackBegins && !controller.exitsFullScreenWhenPlaybackEnds)
        #expect(controller.updatesNowPlayingInfoCenter && !controller.requiresLinearPlayback && controller.player == nil)
        let overlay = try #require(controller.contentOverlayView)
        overlay.addSubview(UILabel())
        #expect(controller.contentOverlayView === overlay && overlay.superview === controller.view)
        let delegate = SilentPlayerDelegate()
        controller.delegate = delegate
        controller.simulateExitingFullScreen()
        var restored: Bool?
        delegate.playerViewController(controller, restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: { restored = $0 })
        #expect(restored == true && delegate.playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(controller))
    }

    @Test("the route picker stores its colours; a nil active tint falls back to the tint colour")
    func routePicker() {
        let picker = AVRoutePickerView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        picker.activeTintColor = .systemBlue
        picker.prioritizesVideoDevices = true
        #expect(picker.activeTintColor == .systemBlue && picker.prioritizesVideoDevices)
        picker.activeTintColor = nil
        #expect(picker.activeTintColor == picker.tintColor)
    }
}

import DiffableCompat
import Foundation
import Testing

/// A RIFF WAVE file of `seconds` of 8 kHz, 8-bit silence on `channels` channels.
private func waveData(seconds: Double, channels: Int = 1) -> Data {
    let frames = Int(seconds * 8_000)
    func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    let size = frames * channels
    var bytes = Array("RIFF".utf8) + le(36 + size, 4) + Array("WAVEfmt ".utf8) + le(16, 4)
    bytes += le(1, 2) + le(channels, 2) + le(8_000, 4) + le(8_000 * channels, 4) + le(channels, 2) + le(8, 2)
    bytes += Array("data".utf8) + le(size, 4) + [UInt8](repeating: 128, count: size)
    return Data(bytes)
}

/// Writes `data` to a new temporary file and returns its URL.
private func temporaryFile(_ data: Data, extension ext: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).\(ext)")
    try data.write(to: url)
    return url
}

/// A sound effect helper written as the corpus's apps write one (a global player, a `do`/`catch`).
@MainActor
final class SoundEffects: NSObject, AVAudioPlayerDelegate {
    var player: AVAudioPlayer?
    var failure: (any Error)?
    var finished: [Bool] = []

    func play(_ url: URL) {
        do {
            let player = try AVAudioPlayer(contentsOf: url)
            player.delegate = self
            player.prepareToPlay()
            player.play()
            self.player = player
        } catch {
            failure = error
        }
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
}

@MainActor
@Suite("AVFoundation: AVAudioPlayer decodes only WAVE headers and throws AVFAudio's codes for the rest; AVAudioSession stores")
struct AVFoundationAudioTests {
    @Test("an MP3 the device cannot decode throws 'typ?' in NSOSStatusErrorDomain; a missing file 'wht?'; the app's catch runs")
    func undecodableAndMissingFilesThrow() throws {
        let sounds = SoundEffects()
        let mp3 = try temporaryFile(Data([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]), extension: "mp3")
        sounds.play(mp3)
        #expect(sounds.player == nil)
        let error = try #require(sounds.failure) as NSError
        #expect(error.domain == NSOSStatusErrorDomain && error.code == 1_954_115_647)
        #expect(throws: AudioFileError(.unspecified)) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.caf")) }
        #expect(throws: AudioFileError(.unspecified)) { try AVAudioPlayer(contentsOf: URL(string: "https://example.com/a.mp3")!) }
        #expect(throws: AudioFileError(.unsupportedFileType)) { try AVAudioPlayer(data: Data()) }
        #expect(Int(kAudioFileUnsupportedFileTypeError) == AudioFileError(.unsupportedFileType).errorCode)
    }

    @Test("a WAVE file plays: duration and channels from its header, simulated playback loops, then the delegate hears the end")
    func waveFilePlaysToTheEnd() throws {
        let sounds = SoundEffects()
        sounds.play(try temporaryFile(waveData(seconds: 2, channels: 2), extension: "wav"))
        let player = try #require(sounds.player)
        #expect(player.duration == 2 && player.numberOfChannels == 2 && player.isPlaying)
        player.numberOfLoops = 1
        player.simulatePlayback(for: 1.5)
        #expect(player.currentTime == 1.5 && player.isPlaying)
        player.simulatePlayback(for: 1)
        #expect(player.currentTime == 0.5 && player.isPlaying && sounds.finished.isEmpty)
        player.simulatePlayback(for: 5)
        #expect(!player.isPlaying && player.currentTime == 0 && sounds.finished == [true])
    }

    @Test("pause and stop keep the time and tell no one; rate counts only when enabled; an empty player plays nothing")
    func pauseStopRateAndEmptyPlayer() throws {
        let player = try AVAudioPlayer(data: waveData(seconds: 4))
        #expect(player.data != nil && player.url == nil)
        player.play()
        player.simulatePlayback(for: 1)
        player.pause()
        player.simulatePlayback(for: 1)
        #expect(player.currentTime == 1 && !player.isPlaying)
        player.rate = 2
        player.play()
        player.simulatePlayback(for: 1)
        #expect(player.currentTime == 2)
        player.enableRate = true
        player.simulatePlayback(for: 0.5)
        player.stop()
        #expect(player.currentTime == 3 && !player.isPlaying)
        player.currentTime = 99
        #expect(player.currentTime == 4)
        let empty = AVAudioPlayer()
        #expect(!empty.prepareToPlay() && !empty.play() && !empty.isPlaying && empty.duration == 0)
        player.numberOfLoops = -1
        player.currentTime = 0
        player.play()
        player.simulatePlayback(for: 1_000_001)
        #expect(player.isPlaying && player.currentTime == 2)  // 2,000,002 s at rate 2: half a loop of 4 s
    }

    @Test("the shared session stores category, mode, options and activity, as a video screen sets them")
    func audioSessionStores() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers, .duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .moviePlayback)
        #expect(session.categoryOptions == [.mixWithOthers, .duckOthers] && session.isActive)
        try session.setActive(false, options: [.notifyOthersOnDeactivation])
        try session.setCategory(.ambient)
        #expect(!session.isActive && session.category.rawValue == "AVAudioSessionCategoryAmbient")
    }
}

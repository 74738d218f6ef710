#if !canImport(UIKit)
import Foundation

/// The header of linear PCM audio in a RIFF WAVE file: the one format the headless device decodes,
/// as its length and channels follow from the header alone. Everything else is undecodable here.
struct WAVEAudioHeader: Equatable {
    let channels: Int
    let sampleRate: Double
    let duration: TimeInterval

    /// The header of `data`, or nil when it is no linear PCM WAVE audio (or is truncated).
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, Self.tag(bytes, 0) == "RIFF", Self.tag(bytes, 8) == "WAVE" else { return nil }
        var offset = 12
        var format: (channels: Int, sampleRate: Int, byteRate: Int)?
        var dataSize: Int?
        while offset + 8 <= bytes.count, format == nil || dataSize == nil {
            let size = Self.little(bytes, offset + 4, count: 4)
            let body = offset + 8
            switch Self.tag(bytes, offset) {
            case "fmt ":
                guard body + 16 <= bytes.count, Self.little(bytes, body, count: 2) == 1 else { return nil }
                format = (Self.little(bytes, body + 2, count: 2), Self.little(bytes, body + 4, count: 4), Self.little(bytes, body + 8, count: 4))
            case "data":
                dataSize = min(size, bytes.count - body)
            default:
                break
            }
            offset = body + size + size % 2
        }
        guard let format, let dataSize, format.channels > 0, format.sampleRate > 0, format.byteRate > 0 else { return nil }
        channels = format.channels
        sampleRate = Double(format.sampleRate)
        duration = Double(dataSize) / Double(format.byteRate)
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        guard offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func little(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
#endif

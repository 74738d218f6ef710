#if !canImport(UIKit)
import Foundation

/// AudioToolbox's `kAudioFileUnspecifiedError` (`'wht?'`): what `AVAudioPlayer` throws for a file it
/// cannot open (one missing, or a URL that is not a file's). Modelled.
public var kAudioFileUnspecifiedError: OSStatus { 2_003_334_207 }
/// AudioToolbox's `kAudioFileUnsupportedFileTypeError` (`'typ?'`): what `AVAudioPlayer` throws for
/// data it cannot decode. Modelled.
public var kAudioFileUnsupportedFileTypeError: OSStatus { 1_954_115_647 }

/// The error `AVAudioPlayer`'s initializers throw (an addition: AVFAudio throws a bare `NSError`):
/// one in `NSOSStatusErrorDomain` whose code is AudioToolbox's result code, so code that bridges
/// it to `NSError` and reads `domain` and `code` sees what it sees on iOS. Modelled.
public struct AudioFileError: Error, Hashable, Sendable, CustomNSError {
    /// The AudioToolbox result codes thrown here. Modelled.
    public enum Code: OSStatus, Sendable {
        /// `'wht?'`: the file could not be opened. Modelled.
        case unspecified = 2_003_334_207
        /// `'typ?'`: the data is no audio the device decodes. Modelled.
        case unsupportedFileType = 1_954_115_647
    }
    /// The code. Modelled.
    public let code: Code
    /// An error with `code`. Modelled.
    public init(_ code: Code) { self.code = code }
    /// `NSOSStatusErrorDomain`, as AVFAudio's. Modelled.
    public static var errorDomain: String { NSOSStatusErrorDomain }
    /// The result code, as `NSError.code`. Modelled.
    public var errorCode: Int { Int(code.rawValue) }
}
#endif

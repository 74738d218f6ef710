#if !canImport(UIKit)
import Foundation

// MobileCoreServices' (CoreServices') type-identifier functions and constants, which iOS 14
// deprecated for `UTType` and which apps still call: each answers from the same table as `UTType`.
// `import MobileCoreServices` and `import CoreServices` take the README's form in the port.

/// Whether `inUTI` conforms to `inConformsToUTI`, as `UTType.conforms(to:)`; an identifier the
/// table does not know conforms to itself alone. Modelled.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    let identifier = inUTI as String, other = inConformsToUTI as String
    guard let type = UTType(identifier), let supertype = UTType(other) else { return identifier == other }
    return type.conforms(to: supertype)
}

/// Whether the two identifiers are the same type. Modelled.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { (inUTI1 as String) == (inUTI2 as String) }

/// The identifier of the type a tag (a MIME type or a filename extension) names, conforming to
/// `inConformingToUTI` when given; for a tag the table does not know, a dynamic identifier
/// (`dyn.…`), as MobileCoreServices makes one. Modelled.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let tag = inTag as String
    let supertype = inConformingToUTI.flatMap { UTType($0 as String) } ?? .data
    let found: UTType?
    switch TagClass(inTagClass) {
    case .mimeType?: found = UTType(mimeType: tag, conformingTo: supertype)
    case .filenameExtension?: found = UTType(filenameExtension: tag, conformingTo: supertype)
    case nil: return nil
    }
    let identifier = found?.identifier ?? "dyn.\(inTagClass as String).\(tag)"
    return Unmanaged.passRetained(identifier as CFString)
}

/// The preferred tag of `inTagClass` (its MIME type or filename extension) of the type, or nil. Modelled.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(inUTI as String) else { return nil }
    let tag: String?
    switch TagClass(inTagClass) {
    case .mimeType?: tag = type.preferredMIMEType
    case .filenameExtension?: tag = type.preferredFilenameExtension
    case nil: tag = nil
    }
    return tag.map { Unmanaged.passRetained($0 as CFString) }
}

/// The tag classes the functions above know.
private enum TagClass {
    case mimeType, filenameExtension

    init?(_ tagClass: CFString) {
        let name = tagClass as String
        if name == kUTTagClassMIMEType as String {
            self = .mimeType
        } else if name == kUTTagClassFilenameExtension as String {
            self = .filenameExtension
        } else {
            return nil
        }
    }
}

/// The MIME-type tag class. Modelled.
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"
/// The filename-extension tag class. Modelled.
nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"

/// `public.item`. Modelled.
nonisolated(unsafe) public let kUTTypeItem = UTType.item.identifier as CFString
/// `public.content`. Modelled.
nonisolated(unsafe) public let kUTTypeContent = UTType.content.identifier as CFString
/// `public.data`. Modelled.
nonisolated(unsafe) public let kUTTypeData = UTType.data.identifier as CFString
/// `public.url`. Modelled.
nonisolated(unsafe) public let kUTTypeURL = UTType.url.identifier as CFString
/// `public.file-url`. Modelled.
nonisolated(unsafe) public let kUTTypeFileURL = UTType.fileURL.identifier as CFString
/// `public.text`. Modelled.
nonisolated(unsafe) public let kUTTypeText = UTType.text.identifier as CFString
/// `public.plain-text`. Modelled.
nonisolated(unsafe) public let kUTTypePlainText = UTType.plainText.identifier as CFString
/// `public.utf8-plain-text`. Modelled.
nonisolated(unsafe) public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier as CFString
/// `public.html`. Modelled.
nonisolated(unsafe) public let kUTTypeHTML = UTType.html.identifier as CFString
/// `public.json`. Modelled.
nonisolated(unsafe) public let kUTTypeJSON = UTType.json.identifier as CFString
/// `public.image`. Modelled.
nonisolated(unsafe) public let kUTTypeImage = UTType.image.identifier as CFString
/// `public.jpeg`. Modelled.
nonisolated(unsafe) public let kUTTypeJPEG = UTType.jpeg.identifier as CFString
/// `public.png`. Modelled.
nonisolated(unsafe) public let kUTTypePNG = UTType.png.identifier as CFString
/// `com.compuserve.gif`. Modelled.
nonisolated(unsafe) public let kUTTypeGIF = UTType.gif.identifier as CFString
/// `public.audiovisual-content`. Modelled.
nonisolated(unsafe) public let kUTTypeAudiovisualContent = UTType.audiovisualContent.identifier as CFString
/// `public.movie`. Modelled.
nonisolated(unsafe) public let kUTTypeMovie = UTType.movie.identifier as CFString
/// `public.video`. Modelled.
nonisolated(unsafe) public let kUTTypeVideo = UTType.video.identifier as CFString
/// `public.mpeg-4`. Modelled.
nonisolated(unsafe) public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier as CFString
/// `com.apple.quicktime-movie`. Modelled.
nonisolated(unsafe) public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier as CFString
/// `public.audio`. Modelled.
nonisolated(unsafe) public let kUTTypeAudio = UTType.audio.identifier as CFString
/// `public.mp3`. Modelled.
nonisolated(unsafe) public let kUTTypeMP3 = UTType.mp3.identifier as CFString
/// `com.adobe.pdf`. Modelled.
nonisolated(unsafe) public let kUTTypePDF = UTType.pdf.identifier as CFString
/// `public.zip-archive`. Modelled.
nonisolated(unsafe) public let kUTTypeZipArchive = UTType.zip.identifier as CFString
/// `public.vcard`. Modelled.
nonisolated(unsafe) public let kUTTypeVCard = UTType.vCard.identifier as CFString
#endif

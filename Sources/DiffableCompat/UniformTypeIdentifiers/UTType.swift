#if !canImport(UIKit) && !canImport(UniformTypeIdentifiers)
import Foundation

/// UniformTypeIdentifiers' `UTType` (which Linux lacks), kept small: enough for
/// `UIDocumentPickerViewController(forOpeningContentTypes:)` and the common constants apps pass
/// it. Modelled: an identifier, the common system types with their filename extension, MIME type
/// and parent, lookup by identifier, extension or MIME type, and `conforms(to:)` along those
/// parents. Shape only beyond that: there is no type registry, so a type declared by an app
/// (`exportedAs:`/`importedAs:`) conforms only to what it is given, and tags and references to
/// types not listed here are not known.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.jpeg`). Modelled.
    public let identifier: String
    private let parents: [String]

    private init(known identifier: String) {
        self.identifier = identifier
        parents = Self.table[identifier]?.parents ?? []
    }

    /// The type named `identifier`, nil if it is not one of the types listed here. Modelled.
    public init?(_ identifier: String) {
        guard Self.table[identifier] != nil else { return nil }
        self.init(known: identifier)
    }

    /// The listed type whose filename extension is `filenameExtension` (case-insensitive) and that
    /// conforms to `supertype`, else nil. Modelled (UTType makes a dynamic type instead).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let match = Self.table.first(where: { $0.value.ext == ext && UTType(known: $0.key).conforms(to: supertype) }) else { return nil }
        self.init(known: match.key)
    }

    /// The listed type whose MIME type is `mimeType` and that conforms to `supertype`, else nil.
    /// Modelled.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let match = Self.table.first(where: { $0.value.mime == mime && UTType(known: $0.key).conforms(to: supertype) }) else { return nil }
        self.init(known: match.key)
    }

    /// A type an app declares, conforming to `conformingTo`. Shape only: no registry is consulted.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        parents = parentType.map { [$0.identifier] } ?? []
    }

    /// A type an app uses from another, conforming to `conformingTo`. Shape only.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The preferred filename extension (`jpeg`), if listed. Modelled.
    public var preferredFilenameExtension: String? { Self.table[identifier]?.ext }
    /// The preferred MIME type (`image/jpeg`), if listed. Modelled.
    public var preferredMIMEType: String? { Self.table[identifier]?.mime }
    /// Every type it descends from. Modelled.
    public var supertypes: Set<UTType> {
        var all: Set<UTType> = []
        var queue = parents
        while let next = queue.popLast() {
            if all.insert(UTType(known: next)).inserted { queue += Self.table[next]?.parents ?? [] }
        }
        return all
    }
    /// Whether this type is `type` or descends from it. Modelled.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` descends from this one. Modelled.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type descends from `type`. Modelled.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    /// The identifier. Modelled.
    public var description: String { identifier }
    /// The identifier. Modelled.
    public var debugDescription: String { identifier }

    /// Equal when the identifiers are. Modelled.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier. Modelled.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    /// Decodes the identifier. Modelled.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self.identifier = identifier
        parents = Self.table[identifier]?.parents ?? []
    }
    /// Encodes the identifier. Modelled.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    private static let table: [String: (ext: String?, mime: String?, parents: [String])] = [
        "public.item": (nil, nil, []),
        "public.content": (nil, nil, []),
        "public.data": (nil, "application/octet-stream", ["public.item"]),
        "public.directory": (nil, nil, ["public.item"]),
        "public.folder": (nil, nil, ["public.directory"]),
        "public.url": (nil, nil, ["public.data"]),
        "public.file-url": (nil, nil, ["public.url"]),
        "public.text": (nil, "text/plain", ["public.data", "public.content"]),
        "public.plain-text": ("txt", "text/plain", ["public.text"]),
        "public.utf8-plain-text": (nil, nil, ["public.plain-text"]),
        "public.rtf": ("rtf", "text/rtf", ["public.text"]),
        "public.html": ("html", "text/html", ["public.text"]),
        "public.xml": ("xml", "application/xml", ["public.text"]),
        "public.json": ("json", "application/json", ["public.text"]),
        "public.comma-separated-values-text": ("csv", "text/csv", ["public.text"]),
        "public.source-code": (nil, nil, ["public.plain-text"]),
        "public.image": (nil, "image/*", ["public.data", "public.content"]),
        "public.jpeg": ("jpeg", "image/jpeg", ["public.image"]),
        "public.png": ("png", "image/png", ["public.image"]),
        "public.heic": ("heic", "image/heic", ["public.image"]),
        "com.compuserve.gif": ("gif", "image/gif", ["public.image"]),
        "public.audiovisual-content": (nil, nil, ["public.data", "public.content"]),
        "public.movie": (nil, "video/*", ["public.audiovisual-content"]),
        "public.video": (nil, nil, ["public.movie"]),
        "public.mpeg-4": ("mp4", "video/mp4", ["public.movie"]),
        "com.apple.quicktime-movie": ("mov", "video/quicktime", ["public.movie"]),
        "public.audio": (nil, "audio/*", ["public.audiovisual-content"]),
        "public.mp3": ("mp3", "audio/mpeg", ["public.audio"]),
        "com.adobe.pdf": ("pdf", "application/pdf", ["public.data", "public.content"]),
        "public.archive": (nil, nil, ["public.data"]),
        "public.zip-archive": ("zip", "application/zip", ["public.archive"]),
        "public.spreadsheet": (nil, nil, ["public.content"]),
        "public.presentation": (nil, nil, ["public.content"]),
        "public.vcard": ("vcf", "text/vcard", ["public.text"]),
    ]

    /// `public.item`. Modelled.
    public static let item = UTType(known: "public.item")
    /// `public.content`. Modelled.
    public static let content = UTType(known: "public.content")
    /// `public.data`. Modelled.
    public static let data = UTType(known: "public.data")
    /// `public.directory`. Modelled.
    public static let directory = UTType(known: "public.directory")
    /// `public.folder`. Modelled.
    public static let folder = UTType(known: "public.folder")
    /// `public.url`. Modelled.
    public static let url = UTType(known: "public.url")
    /// `public.file-url`. Modelled.
    public static let fileURL = UTType(known: "public.file-url")
    /// `public.text`. Modelled.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text`. Modelled.
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`. Modelled.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.rtf`. Modelled.
    public static let rtf = UTType(known: "public.rtf")
    /// `public.html`. Modelled.
    public static let html = UTType(known: "public.html")
    /// `public.xml`. Modelled.
    public static let xml = UTType(known: "public.xml")
    /// `public.json`. Modelled.
    public static let json = UTType(known: "public.json")
    /// `public.comma-separated-values-text`. Modelled.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// `public.source-code`. Modelled.
    public static let sourceCode = UTType(known: "public.source-code")
    /// `public.image`. Modelled.
    public static let image = UTType(known: "public.image")
    /// `public.jpeg`. Modelled.
    public static let jpeg = UTType(known: "public.jpeg")
    /// `public.png`. Modelled.
    public static let png = UTType(known: "public.png")
    /// `public.heic`. Modelled.
    public static let heic = UTType(known: "public.heic")
    /// `com.compuserve.gif`. Modelled.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// `public.audiovisual-content`. Modelled.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// `public.movie`. Modelled.
    public static let movie = UTType(known: "public.movie")
    /// `public.video`. Modelled.
    public static let video = UTType(known: "public.video")
    /// `public.mpeg-4`. Modelled.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// `com.apple.quicktime-movie`. Modelled.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// `public.audio`. Modelled.
    public static let audio = UTType(known: "public.audio")
    /// `public.mp3`. Modelled.
    public static let mp3 = UTType(known: "public.mp3")
    /// `com.adobe.pdf`. Modelled.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// `public.archive`. Modelled.
    public static let archive = UTType(known: "public.archive")
    /// `public.zip-archive`. Modelled.
    public static let zip = UTType(known: "public.zip-archive")
    /// `public.spreadsheet`. Modelled.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// `public.presentation`. Modelled.
    public static let presentation = UTType(known: "public.presentation")
    /// `public.vcard`. Modelled.
    public static let vCard = UTType(known: "public.vcard")
}
#endif

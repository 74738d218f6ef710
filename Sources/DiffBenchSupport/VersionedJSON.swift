import Foundation

/// A JSON document that names its schema in a top-level `schema` field ("diffbench.run/2"), as the
/// run results, fuzz timing records and verdicts the tool writes do. (Crash seeds carry the tool's
/// version and their scenario instead; `CrashSeeds.read` in Fuzzing reads them.)
package protocol VersionedJSONDocument: Codable {
    /// The schemas this type reads, the one it writes first.
    static var readableSchemas: [String] { get }
}

/// Why a versioned JSON file could not be read or written: each case names the file, and a decoding
/// failure names the field.
package enum VersionedJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// Not JSON, or no `schema` field.
    case notADocument(path: String, expected: String, reason: String)
    /// The file names a schema this type does not read.
    case unknownSchema(path: String, found: String, readable: [String])
    /// The schema matched but a field did not: `field` is its coding path (`cases[3].kind`).
    case badField(path: String, field: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    /// What went wrong, without the file's name.
    package var reason: String {
        switch self {
        case let .unreadable(_, reason), let .notADocument(_, _, reason), let .unwritable(_, reason): reason
        case let .unknownSchema(_, found, readable): "schema '\(found)', not \(readable.joined(separator: " or "))"
        case let .badField(_, field, reason): "field \(field): \(reason)"
        }
    }

    package var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .notADocument(path, expected, reason): "\(path) is not a \(expected) file: \(reason)"
        case let .unknownSchema(path, found, readable):
            "\(path) has schema '\(found)'; this diffbench reads \(readable.map { "'\($0)'" }.joined(separator: ", "))"
        case let .badField(path, field, reason): "\(path): field \(field.isEmpty ? "(top level)" : field): \(reason)"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

/// The one JSON set-up of the tool and the one way its versioned files are read and written.
package enum VersionedJSON {
    /// Pretty, key-sorted, slashes unescaped: the bytes every committed Results/ file has.
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One line, key-sorted: for JSON-lines streams (worker lines, traces).
    package static func lineEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The schema named in `data`, or nil when it is not a JSON object with a string `schema`.
    package static func schema(of data: Data) -> String? {
        struct Header: Decodable { var schema: String }
        return try? JSONDecoder().decode(Header.self, from: data).schema
    }

    /// Decodes `data` (read from `path`) as `T` after checking its schema is one `T` reads.
    package static func decode<T: VersionedJSONDocument>(_: T.Type, from data: Data, path: String) throws(VersionedJSONError) -> T {
        guard let schema = schema(of: data) else {
            throw .notADocument(path: path, expected: T.readableSchemas.first ?? "\(T.self)", reason: "no schema field")
        }
        guard T.readableSchemas.contains(schema) else { throw .unknownSchema(path: path, found: schema, readable: T.readableSchemas) }
        do { return try JSONDecoder().decode(T.self, from: data) } catch let error as DecodingError {
            throw badField(error, path: path)
        } catch {
            throw .notADocument(path: path, expected: schema, reason: "\(error)")
        }
    }

    /// Reads the file at `path` as `T`.
    package static func read<T: VersionedJSONDocument>(_: T.Type, from path: String) throws(VersionedJSONError) -> T {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(T.self, from: data, path: path)
    }

    /// Writes `document` to `path` with `encoder()`, creating the folder; atomically (a temporary
    /// file in the same folder, then a rename), so a reader never sees half a file.
    package static func write<T: Encodable>(_ document: T, to path: String) throws(VersionedJSONError) {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder().encode(document).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
    }

    static func badField(_ error: DecodingError, path: String) -> VersionedJSONError {
        func field(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(into: "") { text, key in
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
        }
        switch error {
        case let .keyNotFound(key, context): return .badField(path: path, field: field(context.codingPath + [key]), reason: "missing")
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return .badField(path: path, field: field(context.codingPath), reason: context.debugDescription)
        @unknown default: return .badField(path: path, field: "", reason: "\(error)")
        }
    }
}

import Foundation
import DiffBenchSupport

extension Verdict {
    /// The verdict as its versioned JSON document (`schema` first in meaning: readers check it),
    /// keys sorted so the same verdict gives the same bytes.
    func json() -> String {
        // Encoding plain strings, numbers and arrays cannot fail; a failure would be a bug here.
        guard let data = try? VersionedJSON.encoder().encode(self) else { return "{\"schema\": \"\(Self.schemaName)\"}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Whether the JSON file at `path` is a verdict document (its schema is `diffbench.verdict/…`).
    static func isVerdict(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let schema = VersionedJSON.schema(of: data) else { return false }
        return schema.hasPrefix("diffbench.verdict/")
    }
}

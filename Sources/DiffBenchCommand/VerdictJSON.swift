import Foundation

extension Verdict {
    /// The verdict as its versioned JSON document (`schema` first in meaning: readers check it),
    /// keys sorted so the same verdict gives the same bytes.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail; a failure would be a bug here.
        guard let data = try? encoder.encode(self) else { return "{\"schema\": \"\(Self.schemaName)\"}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

import Foundation

/// The one date format of every file the tool writes (run results, fuzz records): here, in the layer
/// under both Benchmarking and Fuzzing.
package enum ResultDates {
    /// ISO 8601 in UTC, e.g. `2026-11-22T14:54:30Z`.
    package static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// `yyyy-MM-dd-HHmmss` in UTC, for file names that sort by time.
    package static func fileStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        return formatter.string(from: date)
    }
}

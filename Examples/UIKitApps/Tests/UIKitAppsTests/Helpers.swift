#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing

/// Waits until `condition` holds, checking every 5 ms and letting the main queue run in between.
/// If it still does not hold after `timeout`, records a failure at the caller's line and throws:
/// a test cannot pass on a behaviour that never happened. The time-out bounds only a failing test
/// (a passing one returns as soon as the condition holds), so it is generous: 10 s, five times the
/// two seconds these waits had before, for a machine slowed by other builds.
@MainActor
func eventually(
    _ comment: Comment? = nil, timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            try #require(condition(), comment ?? "still false after \(timeout)", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// The text of the list content configuration a cell shows, if it shows one.
@MainActor
func shownText(_ cell: UICollectionViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

/// The text of the list content configuration a row shows, if it shows one.
@MainActor
func shownText(_ cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

/// UIKit's reason for a snapshot with a repeated identifier.
func duplicateReason(_ item: Any) -> String {
    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(item)\n)}"
}

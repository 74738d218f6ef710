#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing

/// Waits (at most two seconds) until `condition` holds, letting the main queue run between checks.
@MainActor
func eventually(_ condition: () -> Bool) async throws {
    for _ in 0 ..< 400 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
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

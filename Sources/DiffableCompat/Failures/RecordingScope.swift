import Foundation

/// Which failures a recording takes.
public enum RecordingScope: Sendable, Hashable {
    /// Those of the task that records, and of the data sources and views made inside it (the default).
    case task
    /// Those too, and any failure that has no recording of its own (raised in work your code queued
    /// itself, such as a `DispatchQueue.main.async` block): one such recording per process.
    case process
}

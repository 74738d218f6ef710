import DiffBenchSupport
import Benchmarking
import Foundation

/// A progress bar on standard error: redrawn in place on a terminal, one line per case otherwise.
final class ProgressBar {
    private let interactive = isatty(STDERR_FILENO) == 1

    func show(done: Int, total: Int, label: String) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        let text = label.isEmpty ? "\(bar) \(done)/\(total) done" : "\(bar) \(done)/\(total) \(label)"
        FileHandle.standardError.write(Data((interactive ? "\r\u{1B}[K" + text + (label.isEmpty ? "\n" : "") : text + "\n").utf8))
    }
}

/// The commit a run measured, and the toolchain, read from the environment when available.
struct GitInfo {
    var commit: String
    var dirty: Bool
    var shortCommit: String { String(commit.prefix(12)) }

    static func current() -> GitInfo? {
        guard let commit = run("git", ["rev-parse", "HEAD"]), !commit.isEmpty else { return nil }
        let status = run("git", ["status", "--porcelain", "--untracked-files=no"]) ?? ""
        return GitInfo(commit: commit, dirty: !status.isEmpty)
    }

    /// `runs` in commit order: runs of commits in this repository's history by their place in it
    /// (oldest first), the rest after them by start time.
    static func commitOrder(_ runs: [RunResult]) -> [RunResult] {
        let history = (run("git", ["rev-list", "--topo-order", "--reverse", "HEAD"]) ?? "").split(separator: "\n").map(String.init)
        let position = Dictionary(history.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return runs.sorted { a, b in
            let pa = a.commit.flatMap { position[$0] } ?? Int.max, pb = b.commit.flatMap { position[$0] } ?? Int.max
            return pa != pb ? pa < pb : a.startedAt < b.startedAt
        }
    }

    static func toolchain() -> String? {
        run("swift", ["--version"])?.split(separator: "\n").first.map(String.init)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        let result = ChildProcess(tool, arguments).run()
        guard result.succeeded else { return nil }
        return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

import Benchmarking
import Foundation

extension Verdict {
    /// The verdict as GitHub-flavoured markdown: a heading with the verdict in words first, then a
    /// table of what changed (every entry but the passed ones), then links to the report and the seeds.
    func markdown() -> String {
        var text = "### \(passed ? "✅" : "❌") diffbench \(command): \(Self.cell(summary))\n\n"
        let changed = entries.filter { $0.status != .passed }
        if changed.isEmpty {
            text += "Nothing changed: \(entries.count) \(entries.count == 1 ? "entry" : "entries") passed.\n"
        } else {
            text += "| \(command == "gate" ? "case" : "what") | status | figures | threshold | reason |\n"
            text += "|---|---|---|---|---|\n"
            for entry in changed {
                let figures = entry.figures.map { Self.cell(Self.describe($0)) }.joined(separator: "<br>")
                let what = entry.artifact.map { "[\(Self.cell(entry.id))](\(link($0)))" } ?? "`\(Self.code(entry.id))`"
                var reason = Self.cell(entry.reason ?? "")
                if let reproduce = entry.reproduce { reason += (reason.isEmpty ? "" : "<br>") + "`\(Self.code(reproduce))`" }
                text += "| \(what) | \(entry.status.rawValue) | \(figures) | \(Self.cell(entry.threshold ?? "")) | \(reason) |\n"
            }
        }
        for entry in changed where entry.functions != nil || entry.functionsUnavailable != nil {
            text += "\n" + Self.functionsSection(entry)
        }
        if !links.isEmpty {
            text += "\n" + links.map { "[\(Self.cell($0.title))](\($0.url))" }.joined(separator: " · ") + "\n"
        }
        return text + "\n"
    }

    /// Under the table, for a case that regressed in instructions: the functions that grew most, self
    /// and inclusive, as a table of their own (or why none is named).
    static func functionsSection(_ entry: Entry) -> String {
        var text = "#### Where `\(code(entry.id))` grew\n\n"
        if let unavailable = entry.functionsUnavailable { return text + cell(unavailable) + "\n" }
        text += "| function | self base | self now | self change | of growth | incl. base | incl. now | incl. change |\n"
        text += "|---|--:|--:|--:|--:|--:|--:|--:|\n"
        for f in entry.functions ?? [] {
            let cells = [count(f, \.selfBaseline, "selfBaseline"), count(f, \.selfCurrent, "selfCurrent"), change(f, \.selfChange, "selfChange"),
                         f.shareOfGrowth.map { String(format: "%.0f%%", $0 * 100) } ?? "",
                         count(f, \.inclusiveBaseline, "inclusiveBaseline"), count(f, \.inclusiveCurrent, "inclusiveCurrent"),
                         change(f, \.inclusiveChange, "inclusiveChange")]
            text += "| `\(code(FunctionNames.shortened(f.name)))` | " + cells.map(cell).joined(separator: " | ") + " |\n"
        }
        if let profile = entry.profile { text += "\ncallgrind output: `\(code(profile))` (in the run's artifacts)\n" }
        return text
    }

    /// A link to a file: a relative path under `fileLinkBase` when there is one, else the path as given.
    private func link(_ path: String) -> String {
        guard let base = fileLinkBase, !base.isEmpty, !path.hasPrefix("/") else { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// `text` safe inside a table cell: HTML's specials as entities (UIKit's texts hold
    /// `<UICollectionView: 0x0>`), pipes escaped, newlines as line breaks.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "<br>")
    }

    /// `text` safe inside a code span in a table cell: pipes escaped (a code span shows entities
    /// literally), newlines and backticks as spaces.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: " ")
    }
}

import ArgumentParser
import Foundation

/// The verdict's formats, shared by gate, fuzz, reproduce and replay.
enum VerdictFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, markdown
}

/// `--format` and `--output-json/-junit/-markdown`: where the verdict goes.
///
/// One `--format` picks what standard output holds, so a pipe gets one document and nothing else;
/// each `--output-FORMAT PATH` writes that format to a file as well, so one run feeds the job summary,
/// the test view and an archive without running twice. Exit statuses do not change with the format.
struct VerdictOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "What standard output holds: text (the table, default), json (diffbench.verdict/1), junit (XML) or markdown. "
            + "With any but text, the text goes to standard error, so standard output is one document.",
        valueName: "format"))
    var format: VerdictFormat = .text

    @Option(help: ArgumentHelp(
        "Also write the JSON verdict here. The --output-* options write several formats from one run "
            + "(one per file; standard output holds only one).", valueName: "path"))
    var outputJson: String?

    @Option(help: ArgumentHelp("Also write the JUnit XML verdict here (one test case per case, scenario, seed or trace line).", valueName: "path"))
    var outputJunit: String?

    @Option(help: ArgumentHelp(
        "Also write the markdown verdict here. Where GITHUB_STEP_SUMMARY names a file, the markdown is appended to it too.",
        valueName: "path"))
    var outputMarkdown: String?

    @Option(help: ArgumentHelp("A link to the report (e.g. the CI run's artifacts) that the markdown and JSON carry.", valueName: "url"))
    var reportUrl: String?

    @Option(help: ArgumentHelp(
        "Where the files the verdict names live (e.g. https://github.com/OWNER/REPO/blob/SHA): the markdown links them under it.",
        valueName: "url"))
    var fileLinkBase: String?

    /// Prints a line of the text output: to standard output for the text format, else standard error.
    func say(_ line: String) {
        if format == .text {
            print(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Writes the verdict: to standard output in `--format` (text was said as it went), to every
    /// `--output-*` file, and appended to `$GITHUB_STEP_SUMMARY` as markdown when that is set.
    func emit(_ verdict: Verdict) throws {
        var verdict = verdict
        if let reportUrl { verdict.links.insert(.init(title: "report", url: reportUrl), at: 0) }
        verdict.fileLinkBase = fileLinkBase
        switch format {
        case .text: break
        case .json: print(verdict.json(), terminator: "")
        case .junit: print(verdict.junit(), terminator: "")
        case .markdown: print(verdict.markdown(), terminator: "")
        }
        for (path, text) in [(outputJson, verdict.json()), (outputJunit, verdict.junit()), (outputMarkdown, verdict.markdown())] {
            guard let path else { continue }
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                throw BadInput("cannot write the verdict to \(path): \(error.localizedDescription)")
            }
        }
        if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            appendStepSummary(verdict.markdown(), to: summary)
        }
    }

    /// Appends to the job summary; a summary that cannot be written is a warning, not a verdict.
    private func appendStepSummary(_ markdown: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }() else {
            FileHandle.standardError.write(Data("warning: cannot append to GITHUB_STEP_SUMMARY \(path)\n".utf8))
            return
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(markdown.utf8))
    }
}

import PortToLinux
import Testing

/// Ports one file named `Screen.swift` (or several) and returns the ported text(s) and the report.
func port(_ text: String, path: String = "Screen.swift") throws -> (text: String, report: PortReport) {
    let ported = try LinuxPort.port([SwiftSource(path: path, text: text)])
    return (ported.files[0].text, ported.report)
}

/// Ports several files together.
func port(_ files: [(String, String)]) throws -> PortedSources {
    try LinuxPort.port(files.map { SwiftSource(path: $0.0, text: $0.1) })
}

/// The report's one rewrite, checked to be the only one.
func onlyRewrite(_ report: PortReport, sourceLocation: SourceLocation = #_sourceLocation) -> PortRewrite? {
    #expect(report.rewrites.count == 1, "rewrites: \(report.rewrites)", sourceLocation: sourceLocation)
    return report.rewrites.first
}

/// An entry as `file:line: rule: before → after`, the report's own text form, to pin in one string.
func line(_ entry: PortRewrite) -> String {
    "\(entry.file):\(entry.line): \(entry.rule.rawValue): \(entry.before) → \(entry.after)"
}

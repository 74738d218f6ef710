import Benchmarking
import Foundation

extension Verdict {
    /// The verdict as JUnit XML: one `<testsuite>` per group (the gate, a fuzz scenario, the seeds,
    /// the trace), one `<testcase>` per entry. A failed entry carries `<failure>` with its reason as
    /// the message and the reproduce command in the body; a known crash is `<skipped>` (reported, not
    /// failing); an unreadable file is `<error>`; a wall-time advisory passes, its reason in `<system-out>`. Every text is escaped for XML, control characters
    /// other than tab and newline dropped (XML 1.0 cannot hold them).
    func junit() -> String {
        var groups: [String] = []
        for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
        let failures = count(.failed), errors = count(.error), skipped = count(.known)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += "<testsuites name=\"diffbench \(Self.xml(command))\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for group in groups {
            let members = entries.filter { $0.group == group }
            xml += "  <testsuite name=\"\(Self.xml(group))\" tests=\"\(members.count)\" "
                + "failures=\"\(members.filter { $0.status == .failed }.count)\" errors=\"\(members.filter { $0.status == .error }.count)\" "
                + "skipped=\"\(members.filter { $0.status == .known }.count)\">\n"
            for entry in members { xml += Self.testcase(entry) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testcase(_ entry: Entry) -> String {
        let open = "    <testcase classname=\"\(xml(entry.group))\" name=\"\(xml(entry.id))\""
        let body = [entry.reason, entry.threshold.map { "threshold: \($0)" },
                    entry.figures.isEmpty ? nil : "figures: " + entry.figures.map(describe).joined(separator: "; "),
                    functionLines(entry), entry.profile.map { "callgrind output: \($0)" },
                    entry.artifact.map { "file: \($0)" }, entry.reproduce.map { "reproduce: \($0)" }]
            .compactMap { $0 }.joined(separator: "\n")
        let message = xml(entry.reason ?? entry.status.rawValue)
        switch entry.status {
        case .passed, .improved, .new:
            return open + "/>\n"
        case .advisory:
            return open + ">\n      <system-out>\(xml(body))</system-out>\n    </testcase>\n"
        case .failed:
            return open + ">\n      <failure message=\"\(message)\" type=\"\(entry.status.rawValue)\">\(xml(body))</failure>\n    </testcase>\n"
        case .known:
            return open + ">\n      <skipped message=\"known crash: \(message)\"/>\n    </testcase>\n"
        case .error:
            return open + ">\n      <error message=\"\(message)\" type=\"error\">\(xml(body))</error>\n    </testcase>\n"
        }
    }

    /// "functions whose instructions grew most:" and a line per function, or why none is named; nil
    /// for an entry that names none.
    static func functionLines(_ entry: Entry) -> String? {
        if let unavailable = entry.functionsUnavailable { return "functions: none named: \(unavailable)" }
        guard let functions = entry.functions, !functions.isEmpty else { return nil }
        return "functions whose instructions grew most:\n" + functions.enumerated().map { index, f in
            "  \(index + 1). \(f.name): self \(count(f, \.selfBaseline, "selfBaseline")) → \(count(f, \.selfCurrent, "selfCurrent")) "
                + "(\(change(f, \.selfChange, "selfChange"))\(f.shareOfGrowth.map { ", \(String(format: "%.0f", $0 * 100))% of the growth" } ?? "")); "
                + "inclusive \(count(f, \.inclusiveBaseline, "inclusiveBaseline")) → \(count(f, \.inclusiveCurrent, "inclusiveCurrent")) "
                + "(\(change(f, \.inclusiveChange, "inclusiveChange")))"
        }.joined(separator: "\n")
    }

    /// A function's count, `≤ N` when it is a bound.
    static func count(_ f: FunctionFigure, _ figure: KeyPath<FunctionFigure, Int>, _ name: String) -> String {
        (f.bounds?.contains(name) == true ? "≤ " : "") + RecordedCount.grouped(f[keyPath: figure])
    }

    /// A function's change, `≥ +N` when it is a bound.
    static func change(_ f: FunctionFigure, _ figure: KeyPath<FunctionFigure, Int>, _ name: String) -> String {
        FunctionChange.signed(f[keyPath: figure], bound: f.bounds?.contains(name) == true)
    }

    /// `name baseline → current (change)`, leaving out what is not there.
    static func describe(_ figure: Figure) -> String {
        let values = [figure.baseline, figure.current].compactMap { $0 }.map(number).joined(separator: " → ")
        return "\(figure.name) \(values)" + (figure.change.map { " (\(percent($0)))" } ?? "")
    }

    /// A figure without trailing noise: integers as integers, the rest to four significant digits.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.4g", value)
    }

    /// `text` escaped for an XML attribute or text node.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out += "&#\(scalar.value);"
            case "\r": out += "&#13;"
            default:
                // XML 1.0 allows no other control characters, nor U+FFFE/U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

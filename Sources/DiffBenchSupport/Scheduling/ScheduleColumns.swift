/// A controlled run's schedule as a table: a column per queue (main, each lane, the apply queue,
/// the workers), a row per step, what ran in the column of the queue that ran it, and the step
/// that raised the failure marked. Long schedules keep their first steps and the last ones up to
/// the mark.
package enum ScheduleColumns {
    /// Rows kept around the mark of a long schedule.
    static let keptBeforeMark = 40
    static let keptAtStart = 6

    /// The queues in column order: main, lanes, apply queues, workers, the rest; each by id.
    package static func columns(of trace: ScheduleTrace) -> [ScheduledQueueInfo] {
        let order: [QueueRole] = [.main, .lane, .applyQueue, .worker, .other]
        return trace.queues.sorted { (order.firstIndex(of: $0.role) ?? 9, $0.id) < (order.firstIndex(of: $1.role) ?? 9, $1.id) }
            .filter { queue in queue.id == 0 || trace.steps.contains { $0.queue == queue.id } }
    }

    /// The rows shown: every step of a short schedule, else the first few, a gap, and those before
    /// the mark (or the end).
    static func shownSteps(of trace: ScheduleTrace, marked: Int?) -> [Int?] {
        let last = min(trace.steps.count - 1, (marked ?? trace.steps.count - 1) + 3)
        guard last >= 0 else { return [] }
        // Quiet turns of main (nothing seen) are left out; the step numbers stay the run's.
        let shown = (0 ... last).filter { !trace.steps[$0].quiet || $0 == marked }
        if shown.count <= keptAtStart + keptBeforeMark { return shown }
        return Array(shown.prefix(keptAtStart)) + [nil] + Array(shown.suffix(keptBeforeMark))
    }

    /// The schedule as plain text, columns `width` wide; `marked` (a step index) gets `>>` and its
    /// notes, `note` (UIKit's text) after it.
    package static func render(_ trace: ScheduleTrace, marked: Int? = nil, note: String? = nil, width: Int = 28) -> String {
        let columns = columns(of: trace)
        func cell(_ text: String) -> String {
            text.count > width ? String(text.prefix(width - 1)) + "…" : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        var lines = ["  step | " + columns.map { cell($0.label) }.joined(separator: " | ")]
        lines.append("  -----+-" + columns.map { _ in String(repeating: "-", count: width) }.joined(separator: "-+-"))
        for index in shownSteps(of: trace, marked: marked) {
            guard let index else {
                lines.append("   ... | (steps skipped)")
                continue
            }
            let step = trace.steps[index]
            let mark = index == marked ? ">>" : (step.preempted ? " *" : "  ")
            let number = String(index + 1).leftPadded(to: 4)
            var line = "\(mark)\(number) | " + columns.map { cell($0.id == step.queue ? step.label : "") }.joined(separator: " | ")
            if index == marked, let note { line += "  <- " + note }
            lines.append(line.trimmingTrailingSpaces())
        }
        let quiet = trace.steps.filter(\.quiet).count
        lines.append("  (\(trace.steps.count) steps, \(quiet) quiet turns of main left out, \(trace.decisions.count) decisions, "
            + "\(trace.preemptions) preemptions marked *; >> raised the failure)")
        return lines.joined(separator: "\n")
    }

    /// The schedule as a Markdown table; the marked row in bold with `note`.
    package static func markdown(_ trace: ScheduleTrace, marked: Int? = nil, note: String? = nil) -> String {
        let columns = columns(of: trace)
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["| step | " + columns.map { escaped($0.label) }.joined(separator: " | ") + " |"]
        lines.append("|---:|" + columns.map { _ in "---|" }.joined())
        for index in shownSteps(of: trace, marked: marked) {
            guard let index else {
                lines.append("| … |" + columns.map { _ in " |" }.joined())
                continue
            }
            let step = trace.steps[index]
            let label = escaped(step.label) + (index == marked ? (note.map { " ← " + escaped($0) } ?? "") : "")
            let text = index == marked ? "**\(label)**" : label
            let number = index == marked ? "**\(index + 1)**" : (step.preempted ? "\(index + 1)*" : "\(index + 1)")
            lines.append("| \(number) | " + columns.map { $0.id == step.queue ? text : "" }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

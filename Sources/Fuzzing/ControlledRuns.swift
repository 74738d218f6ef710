import DiffBenchSupport

/// Running a case under its schedule: once (random, PCT, or a seed's decisions), or, exhaustive,
/// run after run in depth-first order until one fails; and shrinking a failing run's decisions.
package enum ControlledRuns {
    /// One run's outcome with its trace.
    package struct Run<Outcome> {
        /// What the case's oracle made of the run.
        package var outcome: Outcome
        /// The run's queues, steps and decisions.
        package var result: ScheduledRunResult
        /// The schedule that replays this run exactly: the schedule with the run's decisions.
        package var replay: FuzzSchedule
    }

    /// Runs the case under `schedule`: `once` runs it with a strategy and returns its outcome and
    /// trace; `failed` says whether an outcome is a failure. Exhaustive schedules run until one
    /// fails or the budget is spent (then the last run). - Complexity: one run, or `budget` runs.
    package static func run<Outcome>(
        _ schedule: FuzzSchedule, length: Int, once: (SchedulingStrategy) -> (Outcome, ScheduledRunResult), failed: (Outcome) -> Bool
    ) -> Run<Outcome> {
        guard schedule.strategy == .exhaustive, schedule.decisions == nil else {
            let (outcome, result) = once(schedule.schedulingStrategy(length: length))
            return Run(outcome: outcome, result: result, replay: schedule.replaying(result.trace.chosen))
        }
        var explorer = ScheduleExplorer(preemptionBound: schedule.depth ?? 2)
        var prefix: [Int]? = []
        var last: Run<Outcome>?
        var runs = 0
        while let next = prefix, runs < max(1, schedule.budget ?? 200) {
            runs += 1
            let (outcome, result) = once(.replay(decisions: next))
            let run = Run(outcome: outcome, result: result, replay: schedule.replaying(result.trace.chosen))
            if failed(outcome) { return run }
            last = run
            prefix = explorer.next(after: result.trace.decisions)
        }
        return last!
    }

    /// The failing decisions with as few forced choices as found: the shortest prefix that still
    /// fails (the rest default), then each remaining choice tried as the default (-1), while
    /// `fails` holds for the replay; at most `budget` replays.
    package static func shrink(_ decisions: [Int], budget: Int = 40, fails: ([Int]) -> Bool) -> [Int] {
        var tries = 0
        var low = 0, high = decisions.count
        while low < high && tries < budget / 2 {
            tries += 1
            let middle = (low + high) / 2
            if fails(Array(decisions.prefix(middle))) { high = middle } else { low = middle + 1 }
        }
        var current = Array(decisions.prefix(high))
        for index in current.indices.reversed() where current[index] != -1 && tries < budget {
            tries += 1
            var candidate = current
            candidate[index] = -1
            if fails(candidate) { current = candidate }
        }
        while current.last == -1 { current.removeLast() }
        return current
    }
}

/// Stateless depth-first exploration of schedules (as CHESS does): each run follows a prefix of
/// decisions and then the default; the next prefix changes the deepest decision that still has an
/// untried alternative within the preemption bound.
package struct ScheduleExplorer {
    let preemptionBound: Int

    /// An explorer trying schedules with at most `preemptionBound` preemptions each.
    package init(preemptionBound: Int) { self.preemptionBound = preemptionBound }

    /// The next prefix after a run that took `decisions`, or nil when the tree is exhausted.
    package mutating func next(after decisions: [SchedulingDecision]) -> [Int]? {
        var index = decisions.count - 1
        while index >= 0 {
            let decision = decisions[index]
            let order = Self.order(decision)
            if let position = order.firstIndex(of: decision.chosen), position + 1 < order.count {
                for alternative in order[(position + 1)...] {
                    var prefix = decisions[..<index].map(\.chosen)
                    prefix.append(alternative)
                    if preemptions(decisions[..<index]) + (Self.preempts(decision, choosing: alternative) ? 1 : 0) <= preemptionBound {
                        return prefix
                    }
                }
            }
            index -= 1
        }
        return nil
    }

    /// The order a decision's alternatives are tried in: the default first, then by id.
    static func order(_ decision: SchedulingDecision) -> [Int] {
        let first = StrategyState.defaultChoice(among: decision.runnable, previous: decision.previous)
        return [first] + decision.runnable.filter { $0 != first }
    }

    static func preempts(_ decision: SchedulingDecision, choosing alternative: Int) -> Bool {
        decision.previous.map { $0 != alternative && decision.runnable.contains($0) } ?? false
    }

    private func preemptions(_ decisions: ArraySlice<SchedulingDecision>) -> Int { decisions.filter(\.isPreemption).count }
}

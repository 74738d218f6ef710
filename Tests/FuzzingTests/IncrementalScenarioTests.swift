import DiffableSnapshots
import Diffing
import Fuzzing
import Testing

/// A planted bug: the update read from an edit log loses its last item move.
private struct DropsLoggedMove: Differ {
    var name: String { "drops-logged-move" }
    var readsEditLogs: Bool { true }
    func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        var update = LinearDiffer().diff(from: old, to: new, options: options)
        if new.descends(from: old), !update.itemMoves.isEmpty { update.itemMoves.removeLast() }
        return update
    }
}

@Suite("The incremental scenario checks the edit-log path against the full diff")
struct IncrementalScenarioTests {
    let context = ScenarioContext(steps: 60)

    @Test("40 cases of seed 1 agree on both paths with the linear differ")
    func linearAgrees() {
        for index in 0 ..< 40 {
            let fuzzCase = IncrementalScenario.generate(seed: 1, caseIndex: index, context: context)
            let disagreement = IncrementalScenario.check(fuzzCase)
            #expect(disagreement == nil, "case \(index): \(disagreement.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("a differ whose log path drops a move is caught, and the case shrinks to a few edits (seed 1)")
    func catchesPlantedBug() throws {
        let failing = (0 ..< 40).lazy
            .map { IncrementalScenario.generate(seed: 1, caseIndex: $0, context: context) }
            .first { IncrementalScenario.check($0, differ: DropsLoggedMove()) != nil }
        let found = try #require(failing)
        let shrunk = IncrementalScenario.shrink(found) { IncrementalScenario.check($0, differ: DropsLoggedMove()) != nil }
        #expect(IncrementalScenario.check(shrunk, differ: DropsLoggedMove()) != nil)
        #expect(shrunk.edits.count <= 3, "\(shrunk.edits)")
    }
}

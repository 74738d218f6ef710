import DiffableCompat
import Testing

@MainActor
@Suite("DiffableCompat: a snapshot taken from the data source keeps its edit log through the wrapper")
struct IncrementalCompatTests {
    @Test("snapshot(), UIKit-named edits, apply: the model descends from what is shown and the view ends on it")
    func takeEditApply() async {
        let (_, source) = collectionSource()
        await source.apply(snapshot([("A", ["a", "b", "c"]), ("B", ["d"])]))
        var taken = source.snapshot()
        #expect(taken.model.loggedEditCount == 0)
        taken.deleteItems(["b"])
        taken.appendItems(["e"], toSection: "B")
        taken.moveItem("a", afterItem: "d")
        taken.reconfigureItems(["c"])
        #expect(taken.model.loggedEditCount == 3)
        #expect(taken.model.descends(from: source.snapshot().model))
        await source.apply(taken)
        #expect(source.snapshot().itemIdentifiers == ["c", "d", "a", "e"])
        #expect(source.snapshot().itemIdentifiers(inSection: "B") == ["d", "a", "e"])
    }
}

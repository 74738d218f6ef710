/// Threads one large operation may split its work across: the calling thread and helpers reserved
/// for it. Diffing's `DiffSplitter` (helpers borrowed from a data source's idle diff workers) is one;
/// ``DiffableSnapshot/appendSections(_:splittingAcross:)`` takes one to build a large snapshot on
/// several cores.
public protocol WorkSplitter {
    /// How many threads run parts: the caller and its helpers.
    var width: Int { get }

    /// Runs `body(0)` on the calling thread and `body(1)` … `body(width - 1)` on the helpers, all
    /// at once (parts may wait for one another), and returns when every part has.
    func perform(_ body: (Int) -> Void)
}

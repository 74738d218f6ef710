import Dispatch

/// Hands blocks to a `DispatchQueue` without a `dispatch_async` each: `post` puts the block in a
/// box and signals a user-data dispatch source on the queue, whose handler runs every block in the
/// box, in the order posted (signals that arrive before it runs coalesce into one run).
///
/// Why: each `dispatch_async` takes a libdispatch continuation on the posting thread and parks it in
/// the cache of the thread that ran the block. When the posting threads never run blocks themselves
/// (the diff workers handing diffed submissions to the apply queue), those caches only fill, by up
/// to 64 KB on each GCD thread that ever ran the queue: steps in the soak's live bytes (issue 32).
/// Signalling a source allocates nothing; the box keeps its storage and swaps it with the handler's.
///
/// Blocks posted here run in order among themselves; a block queued with `async` after a post may
/// run before it when the queue is busy draining the box.
package final class QueueInbox: @unchecked Sendable {
    /// Thread-safe as every libdispatch object is (Dispatch's Swift overlay does not say so).
    private let source: any DispatchSourceUserDataAdd
    private let box: Box

    /// An inbox whose blocks run on `queue`.
    package init(queue: DispatchQueue) {
        let box = Box()
        self.box = box
        source = DispatchSource.makeUserDataAddSource(queue: queue)
        // The handler holds the box, not the inbox: a block it runs may release the inbox's owner.
        source.setEventHandler { box.drain() }
        // Blocks posted just before the inbox was released still run.
        source.setCancelHandler { box.drain() }
        source.activate()
    }

    deinit { source.cancel() }

    /// Queues `work` on the queue, behind the blocks posted before it. - Complexity: amortized O(1).
    package func post(_ work: @escaping @Sendable () -> Void) {
        box.posted.append(work)
        source.add(data: 1)
    }

    /// The blocks posted and not yet taken, and the handler's batch (touched only by the handler,
    /// which the source runs one at a time).
    private final class Box: @unchecked Sendable {
        let posted = Guarded<[@Sendable () -> Void]>([])
        private var batch: [@Sendable () -> Void] = []

        func drain() {
            posted.withLock { swap(&$0, &batch) }
            for work in batch { work() }
            batch.removeAll(keepingCapacity: true)
        }
    }
}

import DiffBenchSupport
import Dispatch
import Foundation
import Testing

/// Issue 32: the workers hand diffed submissions to the apply queue through an inbox, not one
/// dispatch_async each.
@Suite("A queue inbox runs what is posted on its queue, in the order posted")
struct QueueInboxTests {
    @Test("10,000 blocks posted from 4 threads all run once, on the queue, each thread's in its order")
    func orderAndQueue() {
        let queue = DispatchQueue(label: "inbox-test")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let inbox = QueueInbox(queue: queue)
        let ran = Guarded<[[Int]]>(Array(repeating: [], count: 4))
        let offQueue = Guarded(0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for block in 0 ..< 2_500 {
                inbox.post {
                    if DispatchQueue.getSpecific(key: key) != 7 { offQueue.withLock { $0 += 1 } }
                    ran.withLock { $0[thread].append(block) }
                }
            }
        }
        inbox.post { finished.signal() }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(ran.value == Array(repeating: Array(0 ..< 2_500), count: 4))
        #expect(offQueue.value == 0, "a block ran off the queue")
    }

    @Test("blocks posted just before the inbox is released still run")
    func releasedInboxRunsWhatWasPosted() {
        let queue = DispatchQueue(label: "inbox-release-test")
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }  // the queue is busy, so nothing posted below has run yet
        let ran = Guarded(0)
        var inbox: QueueInbox? = QueueInbox(queue: queue)
        for _ in 0 ..< 100 { inbox?.post { ran.withLock { $0 += 1 } } }
        inbox = nil
        gate.signal()
        queue.sync {}
        // The cancel handler is queued behind what ran before it; one more round trip for it.
        let settled = DispatchSemaphore(value: 0)
        queue.async { settled.signal() }
        #expect(settled.wait(timeout: .now() + 60) == .success)
        #expect(ran.value == 100)
    }
}

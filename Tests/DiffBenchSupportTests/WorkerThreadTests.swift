import DiffBenchSupport
import Dispatch
import Foundation
import Synchronization
import Testing

/// Issue 32: a diff worker is a thread of its own fed through a ring, not a serial DispatchQueue.
@Suite("A worker thread runs its jobs in order, one at a time, and ends when stopped or idle")
struct WorkerThreadTests {
    /// Long enough that no thread of these tests ends by idling unless the test asks for it.
    static let never: TimeInterval = 3_600

    @Test("10,000 jobs run in the order queued, never two at once, through a ring that grows and wraps")
    func order() {
        let worker = WorkerThread(name: "order-test", idleExit: Self.never)
        defer { worker.stop() }
        let ran = Guarded<[Int]>([])
        let running = Atomic<Int>(0)
        let overlapped = Atomic<Bool>(false)
        let finished = DispatchSemaphore(value: 0)
        for job in 0 ..< 10_000 {
            worker.async {
                if running.add(1, ordering: .relaxed).newValue != 1 { overlapped.store(true, ordering: .relaxed) }
                ran.append(job)
                running.subtract(1, ordering: .relaxed)
                if job == 9_999 { finished.signal() }
            }
            // Let the ring drain now and then, so its head wraps around the storage.
            if job % 1_000 == 500 { worker.async { finished.signal() }; finished.wait() }
        }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(ran.value == Array(0 ..< 10_000))
        let twoAtOnce = overlapped.load(ordering: .relaxed)
        #expect(!twoAtOnce)
        #expect(worker.threadCounts.started == 1, "one thread ran them all")
    }

    @Test("a suspended worker holds its jobs back but runs a helper part at once; resumed, it runs the jobs in order")
    func suspendedRunsParts() {
        let worker = WorkerThread(name: "suspend-test", idleExit: Self.never)
        defer { worker.stop() }
        let ran = Guarded<[String]>([])
        worker.suspend()
        for job in 0 ..< 3 { worker.async { ran.append("job \(job)") } }
        let done = Countdown(1)
        let partRan = DispatchSemaphore(value: 0)
        worker.runPart({ ran.append("part"); partRan.signal() }, done: done)
        #expect(partRan.wait(timeout: .now() + 60) == .success, "the part waited for resume()")
        done.wait()
        #expect(ran.value == ["part"])
        let finished = DispatchSemaphore(value: 0)
        worker.async { finished.signal() }
        worker.resume()
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(ran.value == ["part", "job 0", "job 1", "job 2"])
    }

    @Test("the thread starts with the first job, and stop() ends it after what was queued")
    func stopEndsThread() {
        let worker = WorkerThread(name: "stop-test", idleExit: Self.never)
        #expect(worker.threadCounts == (0, 0), "no thread before there is work")
        let ran = Guarded(0)
        for _ in 0 ..< 100 { worker.async { ran.withLock { $0 += 1 } } }
        worker.stop()
        #expect(worker.waitUntilNoThread(timeout: 60))
        #expect(ran.value == 100 && worker.threadCounts == (1, 1))
    }

    @Test("an idle worker's thread ends, and the next job starts another")
    func idleThreadEnds() {
        let worker = WorkerThread(name: "idle-test", idleExit: 0.01)
        defer { worker.stop() }
        let ran = DispatchSemaphore(value: 0)
        worker.async { ran.signal() }
        #expect(ran.wait(timeout: .now() + 60) == .success)
        #expect(worker.waitUntilNoThread(timeout: 60))
        #expect(worker.threadCounts == (1, 1) && !worker.isStopped)
        worker.async { ran.signal() }
        #expect(ran.wait(timeout: .now() + 60) == .success)
        #expect(worker.threadCounts.started == 2)
    }
}

import Dispatch
import Foundation

/// Queues of your own (`DispatchQueue(label:)` in your screen's code) under a controlled run: the
/// run holds each suspended and, as one step of its own, lets it run what was queued on it so far,
/// on libdispatch's thread, while nothing else runs. What it queues meanwhile waits for its next
/// step. Coarser than the run's own queues (a step is every block queued so far, and none stops at
/// a scheduling point), but ordered, repeatable, and needing no change to your code: the fuzz target
/// names the queues (`ViewModelFuzzTarget.ownQueues(of:)`).
extension Scheduler {
    /// Holds `queue` for the run (suspending it) as a queue named `label`; its id.
    func adopt(_ queue: DispatchQueue, label: String) -> Int {
        let id = makeQueue(label: label, role: .other)
        queue.suspend()
        lock.lock()
        queues[id].own = queue
        queues[id].ownMaybePending = true
        lock.unlock()
        return id
    }

    /// Lets your queue `id` run what it holds: a last block gives the turn back and suspends it
    /// again once it ends. With `lock` held.
    func drainOwn(_ id: Int) {
        guard let queue = queues[id].own else { return }
        queues[id].ownMaybePending = false
        queues[id].running = Running(thread: nil, label: "blocks queued on \(queues[id].info.label)", state: .running)
        holder = .own(id)
        queue.async { [self] in
            queue.suspend()
            lock.lock()
            queues[id].running = nil
            if holder == .own(id) { holder = .driver }
            lock.broadcast()
            lock.unlock()
        }
        queue.resume()
    }
}

extension ScheduledQueue {
    /// Puts `queues` of your own under the controlled run the caller belongs to (a task of it),
    /// each a column named by its label; nothing outside a controlled run.
    package static func adopt(_ queues: [DispatchQueue]) {
        guard let scheduler = Scheduling.controlling else { return }
        for queue in queues { _ = scheduler.adopt(queue, label: "your queue \(queue.label)") }
    }
}

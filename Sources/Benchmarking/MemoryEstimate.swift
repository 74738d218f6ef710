import Foundation
import Workloads

/// What a plan's run is estimated to hold at its peak, before it allocates anything: so that a size
/// the machine cannot hold is refused up front instead of growing until the system kills the run
/// (`--sizes 2000000000` reached 24 GB and took the machine with it; `--sizes 99999999999999` trapped
/// allocating 800 TB).
///
/// The model: the tool's fixed cost plus, for the case that needs the most, its bytes per item times
/// its items. Cases run one after another and free what they held, so the largest one sets the peak.
/// The bytes per item are measured, not derived: the growth of a release run's peak resident set
/// between 250,000 and 1,000,000 items, per kind of case, differ and identifier type (see ``MemoryModel``),
/// rounded up. They cover what a case holds at once: both snapshots of the pair (an identifier array
/// and its hash index each), the generator's Int pair beside the mapped one, the floor's dictionary,
/// the cold rebuild, the differ's scratch and update, the headless view's copy of the old snapshot,
/// and the allocator's retained pages.
public struct MemoryEstimate: Sendable, Hashable, CustomStringConvertible {
    /// The estimated peak, bytes.
    public var peakBytes: Double
    /// The case that needs the most, in words: `orderedset diff cases with uuid identifiers`.
    public var largest: String
    /// Its bytes per item.
    public var bytesPerItem: Double
    /// Its items.
    public var items: Double

    /// "linear diff cases with int identifiers: 320 bytes per item × 2,000,000,000 items, plus 100 MB"
    public var description: String {
        "\(largest): \(Int(bytesPerItem.rounded())) bytes per item × \(RecordedCount.grouped(Int(items))) items, plus "
            + MemoryModel.describe(bytes: MemoryModel.fixedBytes)
    }
}

/// The measured figures ``MemoryEstimate`` is made of, and the estimate of a plan.
public enum MemoryModel {
    /// What the tool holds whatever the sizes: the runtime, the allocator's arenas, the small cases.
    /// Measured: a run of 10 items peaks at 80 MB.
    public static let fixedBytes = 100e6

    /// A diff case's bytes per item (with its validation and build), by identifier type and differ.
    /// Measured in a release build (the quick profile's shapes and sections, one repetition) as the
    /// peak's growth from 250,000 to 1,000,000 items: `linear` alone 284, 283 and 364 bytes per item
    /// (int, string, uuid; 386 MB at 1,000,000 Int items); with `orderedset`, whose sets hold the
    /// most, 756, 720 and 824 (785 MB). A differ registered by a package, whose memory is unknown,
    /// is taken to need what `orderedset` does.
    public static func diffBytesPerItem(_ ids: IdentifierType, differ: String) -> Double {
        switch (differ, ids) {
        case ("linear", .int), ("linear", .string): 320
        case ("linear", .uuid): 400
        case (_, .int), (_, .string): 800
        case (_, .uuid): 900
        }
    }

    /// A load case's bytes per item (its chain of snapshots, the data source, the view). Measured
    /// 507 (one rate, 10% churn, one worker: 524 MB at 1,000,000 items).
    public static let loadBytesPerItem = 560.0

    /// A pipeline stream's bytes per item of each of its snapshots (`--stream-length` of them, of at
    /// most 100,000 items). Measured 36: 1.12 GB with 300 snapshots of 100,000 items, 152 MB with 30.
    public static let pipelineBytesPerStreamItem = 40.0

    /// The estimate for `plan`'s run.
    /// - Complexity: O(sizes × identifier types).
    public static func estimate(_ plan: BenchmarkPlan) -> MemoryEstimate {
        var parts: [(String, Double, Double)] = []  // (case, bytes per item, items)
        let largest = Double(plan.sizes.max() ?? 0)
        if plan.parts.contains(.diff) {
            // A differ capped below the largest size does not run at it.
            let differs = plan.differs.map(\.name).filter { name in BenchmarkPlan.sizeCaps[name].map { Double($0) >= largest } ?? true }
            for ids in plan.ids {
                for differ in differs {
                    parts.append(("\(differ) diff cases with \(ids.rawValue) identifiers", diffBytesPerItem(ids, differ: differ), largest))
                }
            }
        }
        if plan.parts.contains(.build) { parts.append(("build cases", diffBytesPerItem(.int, differ: "linear"), largest)) }
        if plan.parts.contains(.pipeline) {
            let items = min(largest, 100_000) * Double(plan.streamLength)
            parts.append(("the pipeline's stream of \(plan.streamLength) snapshots", pipelineBytesPerStreamItem, items))
        }
        if plan.parts.contains(.load) { parts.append(("load cases", loadBytesPerItem, largest)) }
        let top = parts.max { $0.1 * $0.2 < $1.1 * $1.2 } ?? ("no case", 0, 0)
        return MemoryEstimate(peakBytes: fixedBytes + top.1 * top.2, largest: top.0, bytesPerItem: top.1, items: top.2)
    }

    /// The largest size (every size of `plan` replaced by it) whose estimate fits in `available`
    /// bytes, to two significant digits; nil when none does (the pipeline's stream alone is too long).
    /// - Complexity: O(log n) estimates.
    public static func largestFittingSize(_ plan: BenchmarkPlan, available: Double) -> Int? {
        func fits(_ n: Int) -> Bool {
            var sized = plan
            sized.sizes = [n]
            return estimate(sized).peakBytes <= available
        }
        guard fits(1) else { return nil }
        var low = 1, high = 1
        while fits(high), high < Int.max / 4 { low = high; high *= 2 }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        // Two significant digits, rounded down: a size a person would type.
        var scale = 1
        while low / scale >= 100 { scale *= 10 }
        return low / scale * scale
    }

    /// `21.8 GB`, `512 MB`, `1.1 TB`.
    public static func describe(bytes: Double) -> String {
        let units: [(Double, String)] = [(1e15, "PB"), (1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        for (scale, unit) in units where bytes >= scale {
            let value = bytes / scale
            return (value < 10 ? String(format: "%.1f", value) : String(format: "%.0f", value)) + " " + unit
        }
        return "\(Int(bytes)) bytes"
    }
}

/// The memory this machine has for a run: the kernel's `MemAvailable` (free memory plus what it can
/// reclaim), within the control group's limit when the run is in a container with one, or the
/// physical memory where neither can be read. `DIFFBENCH_MEMORY_AVAILABLE` (bytes) overrides it, to
/// hold a run to a budget smaller than the machine, or to test the refusal.
public enum MachineMemory {
    /// Bytes available for a run now.
    public static func availableBytes() -> Double {
        if let text = ProcessInfo.processInfo.environment["DIFFBENCH_MEMORY_AVAILABLE"], let bytes = Double(text), bytes > 0 { return bytes }
        var available = Double(ProcessInfo.processInfo.physicalMemory)
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
            available = kilobytes * 1_024
        }
        // cgroup v2: the limit (or "max") and what the group uses already.
        if let limit = (try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8))
            .flatMap({ Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
            let used = (try? String(contentsOfFile: "/sys/fs/cgroup/memory.current", encoding: .utf8))
                .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            available = min(available, max(0, limit - used))
        }
        return available
    }
}

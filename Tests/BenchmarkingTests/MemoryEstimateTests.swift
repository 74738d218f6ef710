@testable import Benchmarking
import Testing
import Workloads

@Suite("The memory estimate: a plan's peak before it runs")
struct MemoryEstimateTests {
    @Test("the case that needs the most sets the estimate: the heaviest differ that runs at the size, its identifiers, or the pipeline's stream")
    func largestCaseSetsIt() throws {
        var plan = try #require(BenchmarkPlan.named("quick"))
        plan.sizes = [1_000_000]
        let all = MemoryModel.estimate(plan)
        #expect(all.largest == "orderedset diff cases with int identifiers" && all.peakBytes == 100e6 + 800 * 1e6)
        plan.differs = plan.differs.filter { $0.name == "linear" }
        #expect(MemoryModel.estimate(plan).peakBytes == 100e6 + 320 * 1e6)
        plan.ids = [.int, .uuid]
        #expect(MemoryModel.estimate(plan).largest == "linear diff cases with uuid identifiers")
        // stdlib-myers is capped at 20,000 items: at a million it does not run, and needs nothing.
        var capped = try #require(BenchmarkPlan.named("quick"))
        capped.sizes = [1_000_000]
        capped.differs = capped.differs.filter { $0.name == "stdlib-myers" || $0.name == "linear" }
        #expect(MemoryModel.estimate(capped).largest.hasPrefix("linear"))
        // A long stream outweighs the diffs.
        plan.streamLength = 100_000
        #expect(MemoryModel.estimate(plan).largest == "the pipeline's stream of 100000 snapshots")
        #expect(MemoryModel.estimate(plan).description.contains("40 bytes per item × 10,000,000,000 items"))
    }

    @Test("the largest size that fits is the largest whose estimate is within what is available, to two significant digits")
    func largestFitting() throws {
        var plan = try #require(BenchmarkPlan.named("quick"))
        plan.differs = plan.differs.filter { $0.name == "linear" }
        let available = 20e9
        let largest = try #require(MemoryModel.largestFittingSize(plan, available: available))
        #expect(largest == 62_000_000, "(20 GB - 100 MB) / 320 bytes = 62,187,500")
        var sized = plan
        sized.sizes = [largest]
        #expect(MemoryModel.estimate(sized).peakBytes <= available)
        sized.sizes = [63_000_000]
        #expect(MemoryModel.estimate(sized).peakBytes > available)
        plan.streamLength = 100_000_000
        #expect(MemoryModel.largestFittingSize(plan, available: available) == 4, "(20 GB - 100 MB) / (40 bytes × 10^8 snapshots) = 4.975")
        plan.streamLength = 1_000_000_000
        #expect(MemoryModel.largestFittingSize(plan, available: available) == nil)
        #expect(MemoryModel.describe(bytes: 23.4e9) == "23 GB" && MemoryModel.describe(bytes: 164e6) == "164 MB" && MemoryModel.describe(bytes: 1.6e12) == "1.6 TB")
    }
}

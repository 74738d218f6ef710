import ArgumentParser
import Benchmarking
import Diffing
import Foundation

/// `diffbench run`: runs the benchmark matrix and prints what it measured.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the benchmark matrix and print what it measured.",
        discussion: """
            Two kinds of case. build: appending N Int items to one section, timed against building \
            a reserved Dictionary<Int, Int> of the same keys in the same process (the floor), with \
            the snapshot's bytes per item (jemalloc stats.allocated) and one-item edits mid-snapshot. \
            diff: each differ on churn pairs (peers.md's standard 10/10/10 workload and other \
            shapes), timed against its floor (a reserved Dictionary over the old identifiers plus one \
            lookup pass over the new), with moves against the true minimum, bytes allocated per item, \
            and the headless view's validation of the update. Pipeline cases join with their layer.
            """)

    enum Profile: String, ExpressibleByArgument, CaseIterable {
        case quick, full, million

        var sizes: [Int] {
            switch self {
            case .quick: [10_000, 100_000]
            case .full: [10_000, 100_000, 1_000_000]
            case .million: [1_000_000]
            }
        }
    }

    @Option(help: "Which sizes to run: quick (10k, 100k; the default), full (up to 1M) or million (1M only).")
    var profile: Profile = .quick

    @Option(help: "Explicit comma-separated sizes, e.g. 1000,50000; overrides the profile's.")
    var sizes: String?

    @Option(help: "Repetitions of each timing; the table shows the minimum and the median.")
    var repetitions: Int = 5

    @Option(help: "Comma-separated differs: linear, orderedset, stdlib-myers, reference (default: the first three).")
    var differs: String = "linear,orderedset,stdlib-myers"

    @Option(help: "Comma-separated section counts for the standard churn cases (default: 1,100).")
    var sections: String = "1,100"

    static let differsByName: [String: any Differ] = [
        "linear": LinearDiffer(), "orderedset": OrderedSetDiffer(),
        "stdlib-myers": CollectionDifferenceDiffer(), "reference": ReferenceDiffer(),
    ]
    /// Peers too slow for large inputs run only up to these sizes; the cap is printed, never silent.
    static let sizeCaps: [String: Int] = ["stdlib-myers": 20_000, "reference": 2_000]

    func parsedDiffers() throws -> [any Differ] {
        try differs.split(separator: ",").map { name in
            guard let differ = Self.differsByName[String(name)] else {
                throw ValidationError("unknown differ '\(name)'; choose from \(Self.differsByName.keys.sorted().joined(separator: ", "))")
            }
            return differ
        }
    }

    func parsedSections() throws -> [Int] {
        let parsed = sections.split(separator: ",").map { Int($0) }
        guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw ValidationError("--sections takes positive whole numbers separated by commas, e.g. --sections 1,100")
        }
        return parsed.map { $0! }
    }

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1, e.g. --repetitions 5") }
        guard streamLength >= 2 else { throw ValidationError("--stream-length must be at least 2, e.g. --stream-length 30") }
        guard !workers.split(separator: ",").compactMap({ Int($0) }).filter({ $0 >= 1 }).isEmpty else {
            throw ValidationError("--workers takes positive whole numbers separated by commas, e.g. --workers 1,2")
        }
        _ = try parsedSizes()
        _ = try parsedDiffers()
        _ = try parsedSections()
    }

    func parsedSizes() throws -> [Int] {
        guard let sizes else { return profile.sizes }
        let parsed = sizes.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw ValidationError("--sizes takes positive whole numbers separated by commas, e.g. --sizes 1000,100000")
        }
        return parsed.map { $0! }
    }

    func run() throws {
        let sizes = try parsedSizes()
        print("diffbench \(DiffBenchVersion.current) run: profile \(sizes == profile.sizes ? profile.rawValue : "custom"), sizes \(sizes), \(repetitions) repetitions")
        var rows: [[String]] = []
        for n in sizes {
            FileHandle.standardError.write(Data("  measuring snapshot build, n=\(n)…\n".utf8))
            let m = SnapshotBuildBenchmark.measure(n: n, repetitions: repetitions)
            rows.append([
                "build", String(n),
                String(format: "%.4f", m.build.min), String(format: "%.4f", m.build.median),
                String(format: "%.4f", m.floor.min), String(format: "%.2fx", m.floorRatio),
                String(format: "%.1f", m.bytesPerItem),
                String(format: "%.3f", m.insertOrDeleteOneSeconds * 1e3), String(format: "%.3f", m.moveOneSeconds * 1e3),
            ])
        }
        print(TextTable.render(
            header: ["case", "n", "min s", "median s", "floor min s", "vs floor", "bytes/item", "edit one ms", "move one ms"],
            rows: rows))
        print("""
            vs floor: the build's min time over a reserved Dictionary<Int, Int> build of the same keys, \
            measured interleaved in this process. bytes/item: jemalloc stats.allocated held by the \
            finished snapshot. edit/move one: median of inserting+deleting / moving one item at the middle.

            """)
        try runDiffCases(sizes: sizes)
        runPipelineCases(n: min(sizes.max()!, 100_000))
    }

    @Option(help: "Comma-separated diff worker counts for the pipeline cases (default: 1,2).")
    var workers: String = "1,2"

    @Option(help: "Snapshots in the pipeline's stream.")
    var streamLength: Int = 30

    func runPipelineCases(n: Int) {
        let counts = workers.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
        FileHandle.standardError.write(Data("  building a stream of \(streamLength) snapshots of \(n) items…\n".utf8))
        let stream = ChurnWorkload.stream(n: n, count: streamLength)
        var rows: [[String]] = []
        var baseline: Double?
        for workerCount in counts {
            FileHandle.standardError.write(Data("  measuring the pipeline with \(workerCount) workers…\n".utf8))
            let m = PipelineBenchmark.measure(workers: workerCount, stream: stream)
            baseline = baseline ?? m.appliesPerSecond
            rows.append([
                String(workerCount), String(n), String(m.applies), String(format: "%.1f", m.appliesPerSecond),
                String(format: "%.2fx", m.appliesPerSecond / baseline!),
                String(format: "%.3f", m.applyQueueSecondsPerApply * 1e3), String(format: "%.3f", m.diffSecondsPerApply * 1e3),
                String(format: "%.2f", m.applyQueueSecondsPerApply / m.diffSecondsPerApply),
                String(format: "%.3f", m.workerSecondsPerApply * 1e3),
                String(format: "%.1f", m.latencyP50Seconds * 1e3), String(format: "%.1f", m.latencyP99Seconds * 1e3),
                m.endedOnLast ? "yes" : "NO",
            ])
        }
        print(TextTable.render(
            header: ["workers", "n", "applies", "applies/s", "vs first", "queue ms/apply", "diff ms/apply", "queue/diff",
                     "worker ms/apply", "p50 ms", "p99 ms", "ends on last"],
            rows: rows))
        print("""
            pipeline: a stream of snapshots, each one standard churn step from the one before, applied \
            from a background thread. vs first: throughput over the first row's. queue ms/apply: time the \
            apply queue spent committing; diff ms/apply: time a worker spent diffing; worker ms/apply adds \
            the off-queue validation. p50/p99: submission-to-commit latency (HdrHistogram).
            """)
    }

    func runDiffCases(sizes: [Int]) throws {
        let differs = try parsedDiffers()
        var cases: [(ChurnShape, Int, Int)] = []
        for n in sizes { for sectionCount in try parsedSections() { cases.append((.standard, n, sectionCount)) } }
        for shape in ChurnShape.allCases where shape != .standard { cases.append((shape, sizes.max()!, 1)) }
        var rows: [[String]] = []
        var capped: [String] = []
        for (shape, n, sectionCount) in cases {
            let pair = ChurnWorkload.make(shape, n: n, sections: sectionCount)
            for differ in differs {
                if let cap = Self.sizeCaps[differ.name], n > cap {
                    capped.append("\(differ.name) \(shape.rawValue) n=\(n) sections=\(sectionCount): not run (capped at n ≤ \(cap))")
                    continue
                }
                FileHandle.standardError.write(Data("  measuring \(differ.name) on \(shape.rawValue) churn, n=\(n), \(sectionCount) sections…\n".utf8))
                let m = DiffBenchmark.measure(differ, on: pair, shape: shape, repetitions: repetitions)
                rows.append([
                    m.differ, shape.rawValue, String(n), String(sectionCount),
                    String(format: "%.4f", m.diff.min), String(format: "%.4f", m.diff.median), String(format: "%.4f", m.floor.min),
                    String(format: "%.2fx", m.floorRatio), String(format: "%.2fx", m.coldFloorRatio),
                    String(m.moves), String(m.minimalMoves), String(format: "%.1f", m.bytesAllocatedPerItem),
                    String(format: "%.2fx", m.validateToDiff), m.roundTrips ? "yes" : "NO",
                ])
            }
        }
        print(TextTable.render(
            header: ["differ", "churn", "n", "sections", "min s", "median s", "floor min s", "vs floor", "cold vs floor",
                     "moves", "minimal", "alloc B/item", "validate/diff", "round-trips"],
            rows: rows))
        for line in capped { print(line) }
        print("""
            vs floor: diff min over (reserved Dictionary over the old ids + one lookup pass over the new), \
            interleaved in this process; the snapshots' own indexes exist, as a data source's current \
            snapshot's does. cold: rebuilding the old snapshot from its identifier arrays, then diffing. \
            alloc B/item: bytes allocated during one diff (jemalloc thread.allocated, freed ones included). \
            validate/diff: the headless view's validation and commit of the update over the diff time.
            """)
    }
}

/// Fixed-width text tables for the terminal.
enum TextTable {
    static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

import ArgumentParser
import Benchmarking
import Foundation

/// `diffbench run`: runs the benchmark matrix and prints what it measured.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the benchmark matrix and print what it measured.",
        discussion: """
            Today the matrix holds the snapshot-build case: appending N Int items to one section, \
            timed against building a reserved Dictionary<Int, Int> of the same keys in the same \
            process (the floor), the snapshot's bytes per item (jemalloc stats.allocated), and \
            one-item edits in the middle of the N-item snapshot. Differ, validation and pipeline \
            cases join as their layers land.
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

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1, e.g. --repetitions 5") }
        _ = try parsedSizes()
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

import ArgumentParser
import Foundation
import Fuzzing
import DiffBenchSupport

/// `diffbench fuzz-merge --output DIR SHARD_DIR…`: joins the shards of sharded campaigns into one
/// campaign record each and one deduplicated set of crash seeds.
struct FuzzMerge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-merge",
        abstract: "Merge fuzz shards: their timing records into one campaign record, their crash seeds into one deduplicated set.",
        discussion: """
            Each SHARD_DIR is searched for JSON files: timing records (schema diffbench.fuzz/2, as \
            `fuzz --record-directory` writes them) and crash seeds (as `fuzz --crash-directory` \
            writes them). Records of the same scenario and seed become one record, \
            DIR/fuzz/<date>-<scenario>-<seed>-merged.json: cases and operations summed, percentiles \
            from the shards' merged histograms, crashes counted once per signature. Crash seeds are \
            deduplicated by signature (scenario, kind, normalized message), keeping the smallest case \
            of each, into DIR/crashes/. Exit 0 when the merged campaigns found no crash (or only crashes \
            whose signatures --known-crashes holds), 1 when they found another, 2 when a file could \
            not be read (the others are still merged) or nothing was found.
            """)

    @Option(help: "Where the merged records (fuzz/) and crash seeds (crashes/) go.")
    var output: String

    @Option(help: "Crash seeds already known (e.g. Results/crashes): merged seeds with their signatures do not make the exit status 1.")
    var knownCrashes: String?

    @Argument(help: ArgumentHelp("Directories holding the shards' records and crash seeds (searched recursively).", valueName: "shard-dir"))
    var shardDirectories: [String]

    func validate() throws {
        guard !shardDirectories.isEmpty else { throw ValidationError("give one or more shard directories, e.g. diffbench fuzz-merge --output merged shard-1 shard-2") }
    }

    func run() throws {
        try WritablePath.check(directory: output, option: "--output")
        var records: [FuzzRecord] = [], seeds: [CrashSeed] = [], unreadable = 0
        // Verdict documents (fuzz --output-json) travel with the shards' records; they are not merged.
        for file in try shardDirectories.flatMap(Self.jsonFiles) where !Verdict.isVerdict(file) {
            if Self.isRecord(file) {
                do { records.append(try FuzzRecord.read(file)) } catch {
                    unreadable += 1
                    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                }
            } else {
                do { seeds.append(try CrashSeeds.read(file)) } catch {
                    unreadable += 1
                    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                }
            }
        }
        guard !records.isEmpty || !seeds.isEmpty else {
            throw BadInput("no fuzz records or crash seeds under \(shardDirectories.joined(separator: ", "))")
        }
        let unique = CrashSeeds.deduplicated(seeds)
        let date = Date()
        let crashDirectory = (output as NSString).appendingPathComponent("crashes")
        for seed in unique { _ = try CrashSeeds.write(seed, in: crashDirectory) }
        let campaigns = Dictionary(grouping: records) { "\($0.scenario)|\($0.seed)" }
        for key in campaigns.keys.sorted() {
            let shards = campaigns[key]!
            let crashes = unique.filter { $0.scenario == shards[0].scenario && $0.seed == shards[0].seed }.count
            guard let merged = FuzzRecord.merged(shards, crashes: crashes, toolVersion: DiffBenchVersion.current, date: date) else { continue }
            let path = try merged.write(in: (output as NSString).appendingPathComponent("fuzz"), date: date)
            print("\(merged.scenario) seed \(merged.seed): \(shards.count) shards, \(merged.cases) cases, \(merged.operations) operations, \(crashes) crashes → \(path)")
        }
        let total = records.reduce(0) { $0 + $1.operations }
        print("fuzz-merge: \(records.count) records in \(campaigns.count) campaigns, \(total) checked operations; "
            + "\(seeds.count) crash seeds, \(unique.count) after deduplication → \(crashDirectory)")
        let known = Set(knownCrashes.map { CrashSeeds.readAll(in: $0).map(\.signature) } ?? [])
        let new = unique.filter { !known.contains($0.signature) }
        for seed in new { print("new crash: \(seed.fileName) (\(seed.size)): \(seed.headline)") }
        if !new.isEmpty { throw ExitCode(ExitStatus.problem) }
        if unreadable > 0 { throw ExitCode(ExitStatus.badInput) }
    }

    /// Every `.json` file under `directory`, sorted. A directory that cannot be read is bad input.
    static func jsonFiles(in directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw BadInput("\(directory) is not a directory")
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Whether `path` holds a timing record (it names a schema) rather than a crash seed.
    static func isRecord(_ path: String) -> Bool {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), let schema = VersionedJSON.schema(of: data) else { return false }
        return schema.hasPrefix("diffbench.fuzz/")
    }
}

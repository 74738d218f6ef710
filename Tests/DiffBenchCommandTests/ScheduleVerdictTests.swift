import Foundation
import Testing

@Suite("fuzz and reproduce under the seeded scheduler: seeds carry their schedule, verdicts print the interleaving")
struct ScheduleVerdictTests {
    @Test("a queues campaign with the planted ordering bug: exit 1, its seed replays once and exactly, every format shows the interleaving")
    func plantedQueuesCampaign() throws {
        let dir = try scratch()
        let crashes = dir.appendingPathComponent("crashes").path
        let run = try diffbenchSplit(["fuzz", "--scenario", "queues", "--iterations", "60", "--seed", "1", "--plant", "stale-diff-base",
                                      "--crash-directory", crashes, "--no-record", "--format", "json",
                                      "--output-markdown", dir.appendingPathComponent("v.md").path,
                                      "--output-junit", dir.appendingPathComponent("v.xml").path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("interleaving, a column per queue (>> raised it):") && run.stderr.contains(">>"), "\(run.stderr)")
        #expect(run.stdout.contains(#""interleaving""#) && run.stdout.contains(#""markedStep""#), "\(run.stdout.prefix(2000))")
        let markdown = try String(contentsOf: dir.appendingPathComponent("v.md"), encoding: .utf8)
        #expect(markdown.contains("<details><summary>Interleaving of ") && markdown.contains("| step | main |"), "\(markdown)")
        let junit = try String(contentsOf: dir.appendingPathComponent("v.xml"), encoding: .utf8)
        #expect(junit.contains("interleaving, a column per queue"), "\(junit)")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: crashes).map { crashes + "/" + $0 }
        let seed = try #require(seeds.first)
        let text = try String(contentsOfFile: seed, encoding: .utf8)
        #expect(text.contains(#""schedule""#) && text.contains(#""decisions""#), "\(text)")
        // The seed replays on its first run while the bug is in; the plain tool passes it.
        #expect(try diffbench(["reproduce", "--plant", "stale-diff-base", seed]).status == 1)
        #expect(try diffbench(["reproduce", seed]).status == 0)
    }

    @Test("--free-running and --schedule are fuzz options; a bad strategy or depth is exit 2")
    func schedulingOptions() throws {
        let dir = try scratch()
        for options in [["--free-running"], ["--schedule", "random"], ["--schedule", "exhaustive", "--schedule-budget", "5"]] {
            let result = try diffbench(["fuzz", "--scenario", "queues", "--iterations", "3", "--crash-directory", dir.path, "--no-record"] + options)
            #expect(result.status == 0, "\(options): \(result.output)")
        }
        #expect(try diffbench(["fuzz", "--scenario", "queues", "--schedule", "fifo"]).status == 2)
        #expect(try diffbench(["fuzz", "--scenario", "queues", "--schedule-depth", "0"]).status == 2)
        #expect(try diffbench(["fuzz", "--scenario", "queues", "--plant", "nothing"]).status == 2)
    }
}

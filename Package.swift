// swift-tools-version: 6.1
// The module layout follows ../shared/DESIGN.md: lower layers never import higher ones.
import PackageDescription

let package = Package(
    name: "diffbench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DiffableSnapshots", targets: ["DiffableSnapshots"]),
        .library(name: "Diffing", targets: ["Diffing"]),
        .library(name: "HeadlessViews", targets: ["HeadlessViews"]),
        .library(name: "ApplyPipeline", targets: ["ApplyPipeline"]),
        .library(name: "Workloads", targets: ["Workloads"]),
        .library(name: "Benchmarking", targets: ["Benchmarking"]),
        .library(name: "Fuzzing", targets: ["Fuzzing"]),
        .library(name: "DiffBenchCommand", targets: ["DiffBenchCommand"]),
        .library(name: "DiffableCompat", targets: ["DiffableCompat"]),
        // Fuzz your own view model (issue 21): event sequences through your code, shrunk, with seeds.
        .library(name: "ViewModelFuzzing", targets: ["ViewModelFuzzing"]),
        // Record your app's applies as a trace `diffbench replay` reads; UIKit or DiffableCompat only.
        .library(name: "DiffableTraceRecorder", targets: ["DiffableTraceRecorder"]),
        .executable(name: "diffbench", targets: ["diffbench"]),
        // The libFuzzer targets (ci/fuzz-libfuzzer); a plain build replays inputs instead.
        .executable(name: "FuzzOperations", targets: ["FuzzOperations"]),
        .executable(name: "FuzzBatchUpdates", targets: ["FuzzBatchUpdates"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC site (ci/docs); a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The bottom layer of the tool's own code: one clock, one lock, one child-process runner, one
        // versioned JSON file type, one date format. Depends on nothing of ours but the TSan shim.
        .target(name: "DiffBenchSupport", dependencies: ["CSanitizerAnnotations"]),
        .target(name: "DiffableSnapshots"),
        .target(
            name: "Diffing",
            dependencies: ["DiffableSnapshots", "DiffBenchSupport", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(name: "HeadlessViews", dependencies: ["Diffing", "DiffableSnapshots"]),
        // Valgrind client requests that bracket an operation for instruction counting (no-ops without
        // valgrind's headers).
        .target(name: "CInstructionCount"),
        // ThreadSanitizer annotations for locks it cannot see (Synchronization.Mutex).
        .target(name: "CSanitizerAnnotations"),
        .target(
            name: "ApplyPipeline",
            dependencies: [
                "DiffableSnapshots", "Diffing", "HeadlessViews", "DiffBenchSupport",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        .target(name: "Workloads", dependencies: ["DiffableSnapshots", "Diffing", "DiffBenchSupport"]),
        .systemLibrary(
            name: "CJemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "Fuzzing", dependencies: ["DiffableSnapshots", "Diffing", "HeadlessViews", "ApplyPipeline", "Workloads", "DiffBenchSupport"]),
        .target(
            name: "Benchmarking",
            dependencies: [
                "DiffableSnapshots", "Diffing", "HeadlessViews", "ApplyPipeline", "Workloads", "DiffBenchSupport",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // Only the command-line tool links jemalloc: linking it replaces malloc for the whole process.
        // jemalloc's options for the tool (`malloc_conf`): large blocks cached like small ones.
        .target(name: "CJemallocConfiguration"),
        .target(name: "JemallocProbe", dependencies: ["CJemalloc", "CJemallocConfiguration"]),
        .target(
            name: "DiffBenchCommand",
            dependencies: [
                "ApplyPipeline",
                "Diffing",
                "Benchmarking",
                "JemallocProbe",
                "Fuzzing",
                "Workloads",
                "DiffBenchSupport",
                "CInstructionCount",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "diffbench", dependencies: ["DiffBenchCommand"]),
        // UIKit's diffable data source surface under UIKit's names, for code written for UIKit.
        .target(
            name: "DiffableCompat",
            dependencies: [
                "DiffableSnapshots", "Diffing", "HeadlessViews", "ApplyPipeline", "DiffBenchSupport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android])),
                .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android])),
            ]
        ),
        .target(name: "ViewModelFuzzing", dependencies: ["DiffableCompat", "ApplyPipeline", "Fuzzing", "Workloads", "DiffBenchSupport"]),
        .target(
            name: "DiffableTraceRecorder",
            dependencies: [.target(name: "DiffableCompat", condition: .when(platforms: [.linux, .windows, .android, .wasi, .macOS]))]
        ),
        .executableTarget(name: "FuzzOperations", dependencies: ["Fuzzing"]),
        .executableTarget(name: "FuzzBatchUpdates", dependencies: ["Fuzzing"]),
        .testTarget(name: "DiffBenchSupportTests", dependencies: ["DiffBenchSupport"]),
        .testTarget(name: "DiffableSnapshotsTests", dependencies: ["DiffableSnapshots", "Workloads"]),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "DiffableSnapshots", "Diffing", "HeadlessViews", "ApplyPipeline", "Workloads"]),
        .testTarget(name: "DiffingTests", dependencies: ["Diffing", "HeadlessViews", "DiffableSnapshots", "Workloads"]),
        .testTarget(name: "HeadlessViewsTests", dependencies: ["HeadlessViews", "Diffing", "DiffableSnapshots"]),
        .testTarget(name: "BenchmarkingTests", dependencies: ["Benchmarking", "Workloads"]),
        // Runs the built diffbench executable (its exit statuses); depends on no module, so the test
        // bundle does not link jemalloc.
        .testTarget(name: "DiffBenchCommandTests"),
        .testTarget(name: "DiffableCompatTests", dependencies: ["DiffableCompat"]),
        .testTarget(name: "ViewModelFuzzingTests", dependencies: ["ViewModelFuzzing", "DiffableTraceRecorder", "DiffableCompat", "Fuzzing", "Workloads"]),
        .testTarget(name: "WorkloadsTests", dependencies: ["Workloads", "DiffableSnapshots", "Diffing"]),
        .testTarget(name: "ApplyPipelineTests", dependencies: ["ApplyPipeline", "HeadlessViews", "Diffing", "DiffableSnapshots", "Workloads", "DiffBenchSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

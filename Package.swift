// swift-tools-version: 6.1
// The module layout follows ../shared/DESIGN.md: lower layers never import higher ones.
import PackageDescription

// The port step (issue 30): rewrites a copy of an app's Swift files so that Linux compiles what only
// Objective-C compiles, every rewrite listed. Its own products, and the only ones that build
// swift-syntax (84 s in debug, 8 min in release here): nothing else in the package depends on them.
// DIFFBENCH_WITHOUT_PORT=1 leaves them out, for builds that test nothing of them (ci/test's sanitizer
// and internal-checks builds), so swift-syntax is built once per CI run, in debug.
let withPortStep = Context.environment["DIFFBENCH_WITHOUT_PORT"] == nil
let portProducts: [Product] = [
    .library(name: "PortToLinux", targets: ["PortToLinux"]),
    .executable(name: "diffbench-port", targets: ["diffbench-port"]),
    .plugin(name: "PortToLinuxPlugin", targets: ["PortToLinuxPlugin"]),
    .plugin(name: "PortToLinuxCommand", targets: ["PortToLinuxCommand"]),
]
let portTargets: [Target] = [
    .target(
        name: "PortToLinux",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]
    ),
    .executableTarget(
        name: "diffbench-port",
        dependencies: ["PortToLinux", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // A user's Linux test target ports the app's files it excludes and compiles the ported copies.
    .plugin(name: "PortToLinuxPlugin", capability: .buildTool(), dependencies: ["diffbench-port"]),
    // `swift package port-to-linux …`: a ported copy written into the package, for reading or committing.
    .plugin(
        name: "PortToLinuxCommand",
        capability: .command(
            intent: .custom(verb: "port-to-linux", description: "Write a copy of Swift files that Linux compiles against DiffableCompat"),
            permissions: [.writeToPackageDirectory(reason: "writes the ported copy and its report into the folder given by --output")]
        ),
        dependencies: ["diffbench-port"]
    ),
    // Pins each rewrite with its report entry, and runs the built diffbench-port on fixture folders.
    .testTarget(name: "PortToLinuxTests", dependencies: ["PortToLinux"]),
]

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
        // Combine where Combine is missing (OpenCombine and the operators it lacks); DiffableCompat
        // re-exports it, and a package that wants only Combine on Linux can depend on it alone.
        .library(name: "CombineCompat", targets: ["CombineCompat"]),
        // Fuzz your own view model (issue 21): event sequences through your code, shrunk, with seeds.
        .library(name: "ViewModelFuzzing", targets: ["ViewModelFuzzing"]),
        // Record your app's applies as a trace `diffbench replay` reads; UIKit or DiffableCompat only.
        .library(name: "DiffableTraceRecorder", targets: ["DiffableTraceRecorder"]),
        .executable(name: "diffbench", targets: ["diffbench"]),
        // The libFuzzer targets (ci/fuzz-libfuzzer); a plain build replays inputs instead.
        .executable(name: "FuzzOperations", targets: ["FuzzOperations"]),
        .executable(name: "FuzzBatchUpdates", targets: ["FuzzBatchUpdates"]),
    ] + (withPortStep ? portProducts : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC site (ci/docs); a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The port step's parser (PortToLinux only): 84 s to build in debug, 8 min in release here.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The bottom layer of the tool's own code: one clock, one lock, one child-process runner, one
        // versioned JSON file type, one date format. Depends on nothing of ours but the TSan shim.
        .target(name: "DiffBenchSupport", dependencies: ["CSanitizerAnnotations", "CChildProcess"]),
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
        // Starts a child with a parent-death signal and a process group of its own (set between fork
        // and exec, where Foundation's Process has no hook), and forwards stopping signals to a pipe.
        .target(name: "CChildProcess"),
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
        // Combine's names where Combine is missing: OpenCombine with its Dispatch and Foundation parts,
        // plus what OpenCombine 0.14 lacks (combineLatest, merge, a main-queue Timer.publish). Apple's
        // Combine where it exists. Its own target, as OpenCombine splits its Foundation and Dispatch
        // parts: it compiles once and its tests stand alone.
        .target(
            name: "CombineCompat",
            dependencies: [
                "DiffBenchSupport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android])),
                .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android])),
            ]
        ),
        // UIKit's diffable data source surface under UIKit's names, for code written for UIKit; it
        // re-exports CombineCompat, as UIKit apps get Combine beside UIKit.
        // Darwin's mach time functions where Darwin is missing, in C so that the struct and the
        // function named `mach_timebase_info` import as on Darwin; DiffableCompat re-exports it.
        .target(name: "CMachTime"),
        .target(
            name: "DiffableCompat",
            dependencies: ["DiffableSnapshots", "Diffing", "HeadlessViews", "ApplyPipeline", "DiffBenchSupport", "CombineCompat", "CMachTime"]
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
        .testTarget(name: "CombineCompatTests", dependencies: ["CombineCompat"]),
        .testTarget(name: "ViewModelFuzzingTests", dependencies: ["ViewModelFuzzing", "DiffableTraceRecorder", "DiffableCompat", "Fuzzing", "Workloads"]),
        .testTarget(name: "WorkloadsTests", dependencies: ["Workloads", "DiffableSnapshots", "Diffing"]),
        .testTarget(name: "ApplyPipelineTests", dependencies: ["ApplyPipeline", "HeadlessViews", "Diffing", "DiffableSnapshots", "Workloads", "DiffBenchSupport"]),
    ] + (withPortStep ? portTargets : []),
    swiftLanguageModes: [.v6]
)

// DIFFBENCH_TEST_TARGETS=A,B keeps only those test targets: ci/test's ThreadSanitizer build compiles
// the suites it runs, not every test target with the sanitizer's instrumentation.
if let kept = Context.environment["DIFFBENCH_TEST_TARGETS"], !kept.isEmpty {
    let names = Set(kept.split(separator: ",").map { String($0) })
    package.targets.removeAll { $0.type == .test && !names.contains($0.name) }
}

// The invariant checks (`_checkInvariants()` after every mutator, every fuzz oracle step): compiled
// into debug builds when the environment sets DIFFBENCH_INTERNAL_CHECKS=1, as ci/test does, so that
// one debug build serves the tests and the checks. A package that depends on diffbench never gets them.
if Context.environment["DIFFBENCH_INTERNAL_CHECKS"] == "1" {
    for target in package.targets where [.regular, .executable, .test].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("DIFFBENCH_INTERNAL_CHECKS", .when(configuration: .debug))]
    }
}

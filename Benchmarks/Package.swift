// swift-tools-version: 6.1
// The package-benchmark suite for diffbench's core operations, kept in its own package so that the
// main build (and CI's debug, release and ThreadSanitizer builds) does not compile package-benchmark.
// Run from this folder: `swift package benchmark`; gate: `ci/bench-gate`.
import PackageDescription

let package = Package(
    name: "DiffbenchBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "diffbench", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreOperations",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DiffableSnapshots", package: "diffbench"),
                .product(name: "Diffing", package: "diffbench"),
                .product(name: "HeadlessViews", package: "diffbench"),
                .product(name: "Workloads", package: "diffbench"),
            ],
            path: "Benchmarks/CoreOperations",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

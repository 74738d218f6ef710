// swift-tools-version: 6.1
// A UIKit-style view model fuzzed by diffbench, from its own tests and from the command line:
//   swift test
//   swift run feed-diffbench fuzz --scenario feed-duplicate-race --iterations 200
import PackageDescription

let package = Package(
    name: "FuzzYourViewModel",
    platforms: [.macOS(.v15), .iOS(.v17)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/diffbench", from: "0.2.0")
        .package(name: "diffbench", path: "../.."),
    ],
    targets: [
        // The app code, written as for UIKit.
        .target(
            name: "Feed",
            dependencies: [
                .product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux])),
                .product(name: "DiffableTraceRecorder", package: "diffbench"),
            ]
        ),
        // The fuzz targets: how to make a feed screen, its events, how they arrive, what must hold.
        .target(
            name: "FeedFuzzing",
            dependencies: [
                "Feed", .product(name: "ViewModelFuzzing", package: "diffbench"), .product(name: "DiffableTraceRecorder", package: "diffbench"),
            ]
        ),
        // diffbench's whole command line with the feed scenarios registered: fuzz, reproduce, fuzz-merge.
        .executableTarget(
            name: "feed-diffbench",
            dependencies: ["FeedFuzzing", .product(name: "ViewModelFuzzing", package: "diffbench"), .product(name: "DiffBenchCommand", package: "diffbench")]
        ),
        .testTarget(
            name: "FeedFuzzingTests",
            dependencies: [
                "FeedFuzzing", "Feed", .product(name: "ViewModelFuzzing", package: "diffbench"),
                .product(name: "DiffableTraceRecorder", package: "diffbench"),
                .product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    // App code as most of it is still written: Swift 5 language mode.
    swiftLanguageModes: [.v5]
)

// swift-tools-version: 6.1
// The module layout follows ../shared/DESIGN.md: lower layers never import higher ones.
// Layers that later issues fill (Diffing, HeadlessViews, ApplyPipeline, Fuzzing) join when they land.
import PackageDescription

let package = Package(
    name: "diffbench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DiffableSnapshots", targets: ["DiffableSnapshots"]),
        .executable(name: "diffbench", targets: ["diffbench"]),
        .executable(name: "snapshot-measure", targets: ["snapshot-measure"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "DiffableSnapshots"),
        .systemLibrary(
            name: "CJemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "Benchmarking", dependencies: ["DiffableSnapshots", "CJemalloc"]),
        .executableTarget(
            name: "diffbench",
            dependencies: [
                "DiffableSnapshots",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A release-mode probe for the snapshot's speed and memory bars until `diffbench run` lands.
        .executableTarget(name: "snapshot-measure", dependencies: ["DiffableSnapshots", "Benchmarking"]),
        .testTarget(name: "DiffableSnapshotsTests", dependencies: ["DiffableSnapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

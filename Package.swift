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
                "Benchmarking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DiffableSnapshotsTests", dependencies: ["DiffableSnapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

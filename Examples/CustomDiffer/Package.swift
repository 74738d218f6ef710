// swift-tools-version: 6.1
// A package outside diffbench that benchmarks and fuzzes its own differ with diffbench:
//   swift run -c release my-diffbench run --differs linear,naive --sizes 1000,10000 --no-record
//   swift run -c release my-diffbench fuzz --scenario roundtrip --differ naive-broken --iterations 200
import PackageDescription

let package = Package(
    name: "CustomDiffer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/diffbench", from: "0.2.0")
        .package(name: "diffbench", path: "../.."),
    ],
    targets: [
        .target(
            name: "NaiveDiffer",
            dependencies: [
                .product(name: "Diffing", package: "diffbench"),
                .product(name: "DiffableSnapshots", package: "diffbench"),
            ]
        ),
        // The whole diffbench command line, with the two differs registered beside the built-ins.
        .executableTarget(
            name: "my-diffbench",
            dependencies: ["NaiveDiffer", .product(name: "DiffBenchCommand", package: "diffbench")]
        ),
        .testTarget(
            name: "NaiveDifferTests",
            dependencies: [
                "NaiveDiffer",
                .product(name: "Diffing", package: "diffbench"),
                .product(name: "DiffableSnapshots", package: "diffbench"),
                .product(name: "HeadlessViews", package: "diffbench"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

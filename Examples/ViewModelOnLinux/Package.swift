// swift-tools-version: 6.1
// View models written the way an iOS developer writes them for UIKit, compiled on Linux against
// diffbench's DiffableCompat: only their `#if canImport(UIKit)` import differs.
//   swift test
import PackageDescription

let package = Package(
    name: "ViewModelOnLinux",
    platforms: [.macOS(.v15), .iOS(.v17)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/diffbench", from: "0.2.0")
        .package(name: "diffbench", path: "../.."),
    ],
    targets: [
        .target(
            name: "ViewModels",
            dependencies: [.product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: ["ViewModels", .product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux]))]
        ),
    ],
    // App code as most of it is still written: Swift 5 language mode.
    swiftLanguageModes: [.v5]
)

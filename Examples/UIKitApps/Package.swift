// swift-tools-version: 6.1
// Screens written the way public iOS apps and Apple's sample code write them for UIKit — cells with
// subviews, compositional and list layouts, table editing, reordering, headers, a Reference-type data
// source and a Combine view model — compiled on Linux against diffbench's DiffableCompat with only
// their `#if canImport(UIKit)` import differing.
//   swift test
import PackageDescription

let package = Package(
    name: "UIKitApps",
    platforms: [.macOS(.v15), .iOS(.v17)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/diffbench", from: "0.2.0")
        .package(name: "diffbench", path: "../.."),
    ],
    targets: [
        .target(
            name: "UIKitApps",
            dependencies: [.product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "UIKitAppsTests",
            dependencies: ["UIKitApps", .product(name: "DiffableCompat", package: "diffbench", condition: .when(platforms: [.linux]))],
            resources: [.copy("Fixtures")]
        ),
    ],
    // App code as most of it is still written: Swift 5 language mode.
    swiftLanguageModes: [.v5]
)

// swift-tools-version: 6.1
// A screen written the Interface Builder way, as public iOS apps write one — outlets, actions,
// #selector with addTarget(_:action:for:), a bar button item with a target and an action, a
// nib-based cell registered with UINib (NoteCell.xib, its switch wired in the xib), a NotificationCenter observer with a selector, a diffable
// data source feeding the table, a storyboard segue to a detail scene, a storyboard label and a "+"
// bar button item wired to an @IBAction in Interface Builder — with `import UIKit` only.
// NotesApp/ holds the app's files, untouched; the test target links it as App/, excludes it, and
// ports it on every build with
// diffbench's PortToLinuxPlugin, so Linux compiles what only Objective-C compiles. Its tests tap
// the controls headlessly and check what the table shows.
//   swift test
import PackageDescription

let package = Package(
    name: "InterfaceBuilderScreen",
    platforms: [.macOS(.v15)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/diffbench", from: "0.2.0")
        .package(name: "diffbench", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "NotesScreenTests",
            dependencies: [.product(name: "DiffableCompat", package: "diffbench")],
            // App -> ../../NotesApp: the app's files, ported by the plugin rather than compiled as they are
            // (less what Tests/NotesScreenTests/.portignore lists).
            exclude: ["App"],
            plugins: [.plugin(name: "PortToLinuxPlugin", package: "diffbench")]
        ),
    ],
    // App code as most of it is still written: Swift 5 language mode.
    swiftLanguageModes: [.v5]
)

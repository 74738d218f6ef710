import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes beside the ported files when it copies the app's resources
// (DiffbenchPortedBundle.swift), here over a folder this file fills: the app's JSON at the bundle's
// top level, its English strings in en.lproj, its Info.plist.
final class DiffbenchPortedBundle: PortedBundle {
    static let resourceFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-ported-bundle-\(UUID().uuidString)")
        let files = [
            "dashboard.json": #"{"rows": ["Ramos Simple", "Arco"]}"#,
            "en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.store</string>
                <key>APIBaseURL</key><string>https://api.example.com</string><key>CFBundleDevelopmentRegion</key><string>en</string>
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
                <dict><key>UISceneConfigurationName</key><string>Default Configuration</string></dict>
                <dict><key>UISceneConfigurationName</key><string>Storyboard Scene</string><key>UISceneStoryboardFile</key><string>Containers</string></dict>
                </array></dict></dict></dict></plist>
                """,
            // A Core Data model of two versions, as the port copies Pantry.xcdatamodeld (CoreDataModelFileTests).
            "Pantry.momd/Pantry.mom": """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                    <entity name="Jar" representedClassName="JarObject" syncable="YES" codeGenerationType="class"/>
                </model>
                """,
            "Pantry.momd/Pantry 2.mom": """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                    <entity name="Jar" representedClassName="JarObject" syncable="YES" codeGenerationType="class">
                        <attribute name="label" optional="YES" attributeType="String"/>
                        <relationship name="lid" maxCount="1" deletionRule="Nullify" destinationEntity="Lid"/>
                    </entity>
                    <entity name="Lid" representedClassName="Lid" syncable="YES"/>
                </model>
                """,
            "Pantry.momd/.xccurrentversion": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Pantry 2.xcdatamodel</string></dict></plist>
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return folder.path
    }()
}

@Suite("Bundle.portedMain(): the app's main bundle as the port copied it, found by the caller's module")
struct PortedBundleTests {
    @Test("the app's JSON, Info.plist and localized strings read as from the app's main bundle on iOS")
    func readsTheAppsResources() throws {
        let bundle = Bundle.portedMain()
        #expect(bundle.bundlePath == DiffbenchPortedBundle.resourceFolder)
        let url = try #require(bundle.url(forResource: "dashboard", withExtension: "json"))
        let decoded = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: url))
        #expect(decoded["rows"] == ["Ramos Simple", "Arco"])
        #expect(bundle.path(forResource: "dashboard", ofType: "json") == url.path)
        #expect(bundle.url(forResource: "missing", withExtension: "json") == nil)
        #expect(bundle.object(forInfoDictionaryKey: "APIBaseURL") as? String == "https://api.example.com")
        #expect(bundle.bundleIdentifier == "com.example.store")
        #expect(NSLocalizedString("home.title", bundle: bundle, comment: "") == "Home")
        #expect(NSLocalizedString("not.there", bundle: bundle, comment: "") == "not.there")
    }

    @Test("the same bundle each time; a module with no ported bundle (or a fileID naming none) gets Bundle.main")
    func sameBundleAndFallback() {
        #expect(Bundle.portedMain() === Bundle.portedMain())
        #expect(Bundle.portedMain(fileID: "ModuleWithoutResources/List.swift") === Bundle.main)
        #expect(Bundle.portedMain(fileID: "") === Bundle.main)
        #expect(Bundle.portedMain(fileID: "/") === Bundle.main)
    }
}

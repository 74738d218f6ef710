#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): the app's main bundle as `diffbench-port` copied it. The port step
/// copies the app's resource files (JSON, plists, strings, images) into a folder laid out as Xcode
/// lays out the app's bundle, and writes a class named `DiffbenchPortedBundle` conforming to this
/// protocol into the ported copy; `Bundle.portedMain()` finds it by that name in the module of the
/// code that asks. Modelled.
public protocol PortedBundle {
    /// The folder the app's resources were copied into: the bundle's top level.
    static var resourceFolder: String { get }
}

extension Bundle {
    /// Headless extra (not UIKit API): what the app's `Bundle.main` became in a ported copy (the
    /// port step's rule `main-bundle`). On iOS the main bundle is the app's, holding its resources;
    /// in a Linux test, Foundation's `Bundle.main` is the test runner's. This is the bundle of the
    /// resources the port copied for the module of the calling code (its `DiffbenchPortedBundle`),
    /// so `url(forResource:withExtension:)`, `path(forResource:ofType:)`, `infoDictionary` and
    /// localized strings read the app's files as on iOS; where that module has no ported bundle, it
    /// is `Bundle.main`. The same bundle object each time for a module. Modelled.
    /// `fileID`: leave it out; the caller's `#fileID`, whose module is where the bundle is looked up.
    public static func portedMain(fileID: String = #fileID) -> Bundle {
        let module = callerModule(ofFileID: fileID) ?? ""
        return PortedBundles.bundle(ofModule: module)
    }
}

/// The ported bundle of each module, looked up once (found or not), as the main bundle is made once.
enum PortedBundles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var bundles: [String: Bundle] = [:]

    /// The bundle of the resources `diffbench-port` copied for `module`, or `Bundle.main` when it
    /// copied none (or the folder is gone).
    static func bundle(ofModule module: String) -> Bundle {
        lock.lock()
        defer { lock.unlock() }
        if let known = bundles[module] { return known }
        var found = Bundle.main
        if !module.isEmpty, let ported = _typeByName(module + ".DiffbenchPortedBundle") as? PortedBundle.Type,
           let bundle = Bundle(path: ported.resourceFolder) {
            found = bundle
        }
        bundles[module] = found
        return found
    }
}
#endif

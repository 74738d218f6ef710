#if !canImport(UIKit)
import Foundation

extension URL {
    /// The first URL FileManager gives for `directory` in the user domain, else `fallback` under the
    /// home directory (Linux's Foundation may have none for some directories).
    private static func headlessDirectory(_ directory: FileManager.SearchPathDirectory, fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }

    /// The app's Documents directory (iOS 16+; Linux's Foundation lacks it). Modelled: FileManager's
    /// `.documentDirectory` for the user domain (`~/Documents` on Linux, not an app container).
    public static var documentsDirectory: URL { headlessDirectory(.documentDirectory, fallback: "Documents") }

    /// The app's Caches directory. Modelled: FileManager's `.cachesDirectory` for the user domain.
    public static var cachesDirectory: URL { headlessDirectory(.cachesDirectory, fallback: ".cache") }

    /// The app's Application Support directory. Modelled: FileManager's
    /// `.applicationSupportDirectory` for the user domain.
    public static var applicationSupportDirectory: URL { headlessDirectory(.applicationSupportDirectory, fallback: ".local/share") }

    /// The app's Library directory. Modelled: FileManager's `.libraryDirectory` for the user domain.
    public static var libraryDirectory: URL { headlessDirectory(.libraryDirectory, fallback: "Library") }
}
#endif

import Foundation

/// Checks, before any work, that a path the command will write can be written, so that a run of the
/// whole matrix does not fail at its end for want of a folder. What is checked is what the write
/// needs: the path is not a folder (for a file) or a file (for a folder), no file stands where a
/// folder of the path should be, and a file can be created in the deepest folder that exists (a probe
/// file, created and removed at once: `access(2)` says yes to root on a read-only folder). Nothing is
/// left behind, not even the folders the path still lacks.
enum WritablePath {
    /// Bad input (exit 2, one line) unless a file can be written at `path`, given as `option`.
    static func check(file path: String, option: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw unwritable(option, path, "it is a folder") }
            guard access(path, W_OK) == 0 else { throw unwritable(option, path, String(cString: strerror(errno))) }
        }
        try probe(folder: (path as NSString).deletingLastPathComponent, option: option, path: path)
    }

    /// Bad input unless `path` is, or can be made, a folder files can be written in.
    static func check(directory path: String, option: String) throws {
        try probe(folder: path, option: option, path: path)
    }

    /// Finds the deepest existing folder of `folder` (empty: the current one) and creates and removes
    /// a file in it.
    private static func probe(folder: String, option: String, path: String) throws {
        var existing = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isFolder) {
            let parent = (existing as NSString).deletingLastPathComponent
            existing = parent.isEmpty ? "." : parent
        }
        guard isFolder.boolValue else { throw unwritable(option, path, "\(existing) is a file, not a folder") }
        let probe = (existing as NSString).appendingPathComponent(".diffbench-write-check-\(getpid())-\(UUID().uuidString.prefix(8))")
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw unwritable(option, path, "no file can be created in \(existing) (\(String(cString: strerror(errno))))") }
        close(fd)
        unlink(probe)
    }

    private static func unwritable(_ option: String, _ path: String, _ reason: String) -> BadInput {
        BadInput("cannot write \(option) \(path): \(reason)")
    }
}

extension VerdictOptions {
    /// Every `--output-*` file, checked before the command's work (``WritablePath``).
    func checkPaths() throws {
        for (option, path) in [("--output-json", outputJson), ("--output-junit", outputJunit), ("--output-markdown", outputMarkdown)] {
            if let path { try WritablePath.check(file: path, option: option) }
        }
    }
}

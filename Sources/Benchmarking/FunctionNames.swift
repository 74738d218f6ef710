import DiffBenchSupport
import Foundation

/// Swift symbols in words, for the gate's explanations: `$s7Diffing12LinearDifferV4diff…Tg5` reads
/// `specialized LinearDiffer.diff<A, B>(from:to:options:)`. Run files keep the symbols (stable
/// across builds, and what matches a function between two); only what is shown is demangled.
public enum FunctionNames {
    /// Each of `symbols` in words: Swift symbols through `swift demangle --simplified --compact`, all
    /// in one child process (about 40 ms); if that cannot run, through the runtime's demangler (the
    /// long form); anything else (C, or C++ that valgrind already demangled) as it is.
    public static func readable(_ symbols: [String]) -> [String: String] {
        var names = Dictionary(symbols.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        let swift = Array(Set(symbols.filter(isSwift))).sorted()
        guard !swift.isEmpty else { return names }
        let child = ChildProcess("swift", ["demangle", "--simplified", "--compact"] + swift, timeout: 30).run()
        let lines = child.outputText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if child.succeeded, lines.count >= swift.count {
            for (symbol, name) in zip(swift, lines) where !name.isEmpty { names[symbol] = name }
        } else {
            for symbol in swift { names[symbol] = runtimeDemangled(symbol) ?? symbol }
        }
        return names
    }

    /// `name` cut to `limit` characters with an ellipsis, for a table's column: C++ names of the
    /// runtime run to several hundred characters (the JSON verdict keeps them whole).
    public static func shortened(_ name: String, to limit: Int = 100) -> String {
        name.count <= limit ? name : String(name.prefix(limit - 1)) + "…"
    }

    /// Whether `symbol` is a Swift mangled name (`$s…`, `_$s…`, `$e…`, or the older `_T0…`).
    public static func isSwift(_ symbol: String) -> Bool {
        ["$s", "_$s", "$e", "_$e", "$S", "_$S", "_T0"].contains { symbol.hasPrefix($0) }
    }

    /// The runtime's demangling of `symbol` (the long form), or nil.
    static func runtimeDemangled(_ symbol: String) -> String? {
        symbol.withCString { pointer -> String? in
            guard let demangled = _swiftDemangle(pointer, UInt(strlen(pointer)), nil, nil, 0) else { return nil }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }
}

/// The Swift runtime's demangler (exported by libswiftCore): a malloc'd string, or nil.
@_silgen_name("swift_demangle")
private func _swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

import Foundation

/// An Xcode String Catalog (`Localizable.xcstrings`, Xcode 15): the JSON Xcode compiles at build
/// time into a `.strings` file per language in the app's bundle, which is what
/// `NSLocalizedString` and `String(localized:)` read there. Read here so the ported bundle holds the
/// same strings: for each language, each key's `stringUnit` value; in the source language, a key
/// with no value of its own is its own value, as Xcode writes it. A key whose value is given only
/// as variations (plural, device) gets no entry (Xcode compiles those into a `.stringsdict`), so it
/// reads as its key.
struct StringCatalog: Equatable {
    /// The catalog's source language (`sourceLanguage`).
    let sourceLanguage: String
    /// For each key, its value in each language that gives one as a `stringUnit`.
    let values: [String: [String: String]]
    /// The keys some language gives as variations only.
    let pluralKeys: Set<String>

    /// Why a file is not a String Catalog.
    enum ReadError: Error, CustomStringConvertible, Equatable {
        case notJSON
        case noSourceLanguage
        case noStrings

        var description: String {
            switch self {
            case .notJSON: "not JSON"
            case .noSourceLanguage: "no sourceLanguage"
            case .noStrings: "no strings object"
            }
        }
    }

    /// Reads a catalog.
    /// - Throws: `ReadError` when `data` is not JSON with a `sourceLanguage` and a `strings` object.
    static func read(_ data: Data) throws -> StringCatalog {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw ReadError.notJSON }
        guard let source = root["sourceLanguage"] as? String, !source.isEmpty else { throw ReadError.noSourceLanguage }
        guard let strings = root["strings"] as? [String: Any] else { throw ReadError.noStrings }
        var values: [String: [String: String]] = [:]
        var plurals: Set<String> = []
        for (key, entry) in strings {
            var byLanguage: [String: String] = [:]
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                let localization = localization as? [String: Any] ?? [:]
                if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                    byLanguage[language] = value
                } else if localization["variations"] != nil {
                    plurals.insert(key)
                }
            }
            if byLanguage[source] == nil, !(plurals.contains(key) && localizations[source] != nil) {
                byLanguage[source] = key
            }
            values[key] = byLanguage
        }
        return StringCatalog(sourceLanguage: source, values: values, pluralKeys: plurals)
    }

    /// Each language's strings (key → value), languages in order.
    func tables() -> [(language: String, strings: [String: String])] {
        var tables: [String: [String: String]] = [:]
        for (key, byLanguage) in values {
            for (language, value) in byLanguage { tables[language, default: [:]][key] = value }
        }
        return tables.keys.sorted().map { ($0, tables[$0] ?? [:]) }
    }

    /// A `.strings` file of `strings`, keys in order: `"key" = "value";` lines, UTF-8, with the
    /// quotes, backslashes and control characters escaped as the format reads them.
    static func stringsFile(_ strings: [String: String]) -> String {
        strings.keys.sorted().map { "\"\(escaped($0))\" = \"\(escaped(strings[$0] ?? ""))\";\n" }.joined()
    }

    /// `text` inside a `.strings` file's quotes: `\U` and four hex digits for the other control characters.
    private static func escaped(_ text: String) -> String {
        SourceText.escaped(text) { "\\U" + String(repeating: "0", count: max(0, 4 - String($0.value, radix: 16).count)) + String($0.value, radix: 16) }
    }
}

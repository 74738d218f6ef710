/// Swift's rules for the Objective-C name of a method or property, as `#selector` computes it.
enum ObjectiveCName {
    /// The selector of a method with `baseName` and argument `labels` (`_` for none):
    /// `didTap(_:)` → `didTap:`, `refresh()` → `refresh`, `handle(gesture:)` → `handleWithGesture:`,
    /// `move(to:)` → `moveTo:`, `tableView(_:didSelectRowAt:)` → `tableView:didSelectRowAt:`.
    static func selector(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" {
            // Swift adds "With" unless the label starts, or the base name ends, with a preposition.
            if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: baseName)) { name += "With" }
            name += capitalized(first)
        }
        return name + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The getter of property `name`: its name.
    static func getter(_ name: String) -> String { name }

    /// The setter of property `name`: `setName:`.
    static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    /// `name` with its first letter uppercased.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The first camel-case word: `didSelect` → `did`.
    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase })
    }

    /// The last camel-case word: `loadWith` → `With`, `refresh` → `refresh`.
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[start...])
    }

    /// Swift's list of prepositions for naming (PartsOfSpeech.def).
    static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "when", "with", "within",
    ]
}

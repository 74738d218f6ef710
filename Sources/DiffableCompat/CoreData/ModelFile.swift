#if !canImport(ObjectiveC)
import Foundation

/// A Core Data model as Xcode's model editor saves a version (`V.xcdatamodel/contents`, XML), which
/// the port step copies into the app's ported bundle where Xcode puts it compiled (`X.momd/V.mom`).
/// Read for what the model defines that code relies on: each entity's name, the class of its objects
/// (`representedClassName`, `NSManagedObject` without one), whether it is abstract, and its
/// attributes' and relationships' names and optionality. The file's other contents (types,
/// defaults, indexes, fetch requests, configurations) are not read.
struct ModelFile {
    struct Entity {
        var name: String
        var className: String
        var isAbstract: Bool
        var properties: [(name: String, isOptional: Bool)]
    }

    var entities: [Entity]

    /// The model in `text`, or nil when it is no Core Data model file (no `<model` element).
    init?(_ text: String) {
        guard text.contains("<model") else { return nil }
        var entities: [Entity] = []
        for tag in Self.startTags(in: text) {
            switch tag.name {
            case "entity":
                guard let name = tag.attributes["name"], !name.isEmpty else { continue }
                entities.append(Entity(name: name, className: tag.attributes["representedClassName"].flatMap { $0.isEmpty ? nil : $0 } ?? "NSManagedObject",
                                       isAbstract: tag.attributes["isAbstract"] == "YES", properties: []))
            case "attribute", "relationship":
                guard !entities.isEmpty, let name = tag.attributes["name"], !name.isEmpty else { continue }
                entities[entities.count - 1].properties.append((name, tag.attributes["optional"] == "YES"))
            default:
                continue
            }
        }
        self.entities = entities
    }

    /// The model a compiled-model place holds: a version file (`X.mom`), or a folder of versions
    /// (`X.momd`) read at its current version (named by `.xccurrentversion`, else the newest as Xcode
    /// numbers versions: `Model 2` after `Model`). Nil when there is none or it does not read as a model.
    static func read(at url: URL) -> ModelFile? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            return (try? Data(contentsOf: url)).flatMap { String(data: $0, encoding: .utf8) }.flatMap(ModelFile.init)
        }
        // Without a current version, the newest as Xcode names versions: "Model", "Model 2", "Model 3"…
        func number(_ mom: String) -> Int { Int((mom.dropLast(".mom".count).split(separator: " ").last).map(String.init) ?? "") ?? 1 }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".mom") }
            .sorted { (number($0), $0) < (number($1), $1) }
        var chosen = versions.last
        if let data = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let current = plist["_XCCurrentVersionName"] as? String {
            let mom = (current as NSString).deletingPathExtension + ".mom"
            if versions.contains(mom) { chosen = mom }
        }
        return chosen.flatMap { read(at: url.appendingPathComponent($0)) }
    }

    /// The start tags (and empty-element tags) of `text`, in order, with their attributes unescaped.
    static func startTags(in text: String) -> [(name: String, attributes: [String: String])] {
        var tags: [(name: String, attributes: [String: String])] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter, let close = rest.firstIndex(of: ">") else { continue }
            let body = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" })
            var attributes: [String: String] = [:]
            var scan = body.dropFirst(name.count)
            while let equals = scan.firstIndex(of: "=") {
                let key = scan[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                let afterEquals = scan[scan.index(after: equals)...].drop { $0.isWhitespace }
                guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
                let valueStart = afterEquals.dropFirst()
                guard let end = valueStart.firstIndex(of: quote) else { break }
                attributes[key] = unescape(String(valueStart[..<end]))
                scan = valueStart[valueStart.index(after: end)...]
            }
            tags.append((name, attributes))
        }
        return tags
    }

    /// XML's five named entities and numeric character references, resolved.
    static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semicolon) <= 8 else {
                result += "&"
                rest = after
                continue
            }
            let entity = after[..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[String(entity)] {
                result += character
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result += String(Character(scalar))
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result += String(Character(scalar))
            } else {
                result += "&" + entity + ";"
            }
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }
}
#endif

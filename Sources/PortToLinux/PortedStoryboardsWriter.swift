import Foundation

/// Writes what an app's storyboard and xib files hold as Swift for DiffableCompat
/// (`PortedStoryboard`, `PortedNib`): one type per storyboard, `DiffbenchPortedStoryboard_<name>`,
/// and one per xib, `DiffbenchPortedNib_<name>` (the nib's name: the file's base name, as Xcode
/// compiles `NoteCell.xib` to `NoteCell.nib`), in one file beside the ported Swift files. A
/// `UIStoryboard` or `UINib` of that name, made by code in the same module, finds its type by
/// name, so nothing calls it.
enum PortedStoryboardsWriter {
    /// The file written into the output folder when any storyboard was read.
    static let fileName = "DiffbenchPortedStoryboards.swift"

    /// The type written for the storyboard `name`: every character other than an ASCII letter,
    /// digit or underscore becomes `_` (DiffableCompat looks it up by the same rule).
    static func typeName(forStoryboard name: String) -> String { "DiffbenchPortedStoryboard_" + identifier(name) }

    /// The type written for the nib `name` (a xib's base name), by the same rule.
    static func typeName(forNib name: String) -> String { "DiffbenchPortedNib_" + identifier(name) }

    /// `name` with every character other than an ASCII letter, digit or underscore as `_`.
    private static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        })
    }

    /// Ports the storyboard and xib files `files` (path in the report, data; a path ending in
    /// `.xib` is a xib, any other a storyboard): the Swift file (nil when none was given), a rewrite
    /// entry per file read, and a left entry per file that could not be read or whose name another
    /// file of its kind already has.
    static func port(_ files: [(path: String, data: Data)]) -> (source: SwiftSource?, rewrites: [PortRewrite], left: [LeftConstruct]) {
        var rewrites: [PortRewrite] = []
        var left: [LeftConstruct] = []
        let xibs = files.filter { $0.path.lowercased().hasSuffix(".xib") }
        let storyboards = files.filter { !$0.path.lowercased().hasSuffix(".xib") }
        let read = portEach(storyboards, rewrites: &rewrites, left: &left, kind: FileKind(
            noun: "storyboard", rule: .storyboard, typeName: typeName(forStoryboard:), read: StoryboardFile.read, describe: { "\($0)" },
            unknown: "its scenes are not known to DiffableCompat: declare them in a test (UIStoryboard.setHeadlessScene)",
            unread: \.unread,
            detail: { file in
                "\(file.scenes.count) scenes, \(file.segues.count) segues, \(file.prototypes.count) prototype cells"
                    + ", \(file.scenes.reduce(0) { $0 + $1.outlets.count }) outlets, \(file.scenes.reduce(0) { $0 + $1.actions.count }) actions"
                    + (file.initialScene == nil ? ", no initial scene" : "")
            }))
        let nibs = portEach(xibs, rewrites: &rewrites, left: &left, kind: FileKind(
            noun: "xib", rule: .xib, typeName: typeName(forNib:), read: XibFile.read, describe: \.xibDescription,
            unknown: "its objects are not known to DiffableCompat: declare them in a test (UINib.setHeadlessContents)",
            unread: \.unread,
            detail: { file in
                "\(file.objects.count) top-level objects, \(file.outlets.count) outlets, \(file.actions.count) actions"
                    + (file.filesOwnerClass.map { ", File's Owner \($0)" } ?? "")
            }))
        // Written whenever a storyboard or xib was given, so that a build plugin's declared output exists.
        guard !files.isEmpty else { return (nil, rewrites, left) }
        return (SwiftSource(path: fileName, text: swift(read) + swift(nibs: nibs)), rewrites, left)
    }

    /// One kind of Interface Builder file: how it is read, named in the Swift written, and reported.
    private struct FileKind<File> {
        let noun: String
        let rule: PortRewrite.Rule
        let typeName: (String) -> String
        let read: (Data) throws(StoryboardReadError) -> File
        let describe: (StoryboardReadError) -> String
        let unknown: String
        let unread: (File) -> [StoryboardFile.Unread]
        let detail: (File) -> String
    }

    /// Reads `files` of one kind: each read, with its name (the file's base name); a rewrite entry per
    /// file read, a left entry per file that could not be read, whose type name another file of its
    /// kind has, or per part unread.
    private static func portEach<File>(_ files: [(path: String, data: Data)], rewrites: inout [PortRewrite],
                                       left: inout [LeftConstruct], kind: FileKind<File>) -> [(name: String, file: File)] {
        var read: [(name: String, file: File)] = []
        var typeNames: Set<String> = []
        for (path, data) in files {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let file: File
            do {
                file = try kind.read(data)
            } catch {
                left.append(LeftConstruct(construct: kind.noun, file: path, line: 1, column: 1, text: name,
                                          reason: "\(kind.describe(error)); \(kind.unknown)"))
                continue
            }
            let typeName = kind.typeName(name)
            guard typeNames.insert(typeName).inserted else {
                left.append(LeftConstruct(construct: kind.noun, file: path, line: 1, column: 1, text: name,
                                          reason: "another \(kind.noun) given is named '\(name)' (or the same but for punctuation): only the first is read; port one app's \(kind.noun)s at a time"))
                continue
            }
            read.append((name, file))
            for unread in kind.unread(file) {
                left.append(LeftConstruct(construct: kind.noun + " connection", file: path, line: unread.line, column: 1, text: unread.text,
                                          reason: unread.reason + "; connect it in code (or in a test) if a test needs it"))
            }
            rewrites.append(PortRewrite(rule: kind.rule, file: path, line: 1, column: 1, before: "\(name).\(kind.noun)",
                                        after: "\(typeName) in \(fileName)", detail: kind.detail(file)))
        }
        return read
    }

    /// The Swift for the xibs `nibs`, in the order given; empty when there are none.
    static func swift(nibs: [(name: String, file: XibFile)]) -> String {
        var text = ""
        for (name, file) in nibs {
            let indent = "                "
            text += "\n/// The nib \(literal(name)).\n"
            text += "final class \(typeName(forNib: name)): PortedNib {\n"
            text += "    static var contents: PortedNibContents {\n"
            text += "        PortedNibContents(\n"
            text += "            filesOwner: \(optional(file.filesOwner)), filesOwnerClass: \(optional(file.filesOwnerClass)), "
                + "firstResponder: \(optional(file.firstResponder)),\n"
            text += "            objects: [\n" + file.objects.map { "\(indent)\(swift($0, indent: indent)),\n" }.joined() + "            ],\n"
            text += "            outlets: [\n" + file.outlets.map { outlet in
                "\(indent).init(owner: \(literal(outlet.owner)), property: \(literal(outlet.property)), destination: \(literal(outlet.destination))"
                    + (outlet.isCollection ? ", isCollection: true" : "") + "),\n"
            }.joined() + "            ],\n"
            text += "            actions: [\n" + file.actions.map { action in
                "\(indent).init(source: \(literal(action.source)), selector: \(literal(action.selector)), "
                    + "destination: \(literal(action.destination)), eventType: \(optional(action.eventType))),\n"
            }.joined() + "            ])\n    }\n}\n"
        }
        return text
    }

    /// The Swift file for `storyboards`, in the order given.
    static func swift(_ storyboards: [(name: String, file: StoryboardFile)]) -> String {
        var text = """
            // Written by diffbench-port from the app's storyboard and xib files: what each holds, for
            // DiffableCompat's headless storyboards and nibs (PortedStoryboard, PortedNib). The port writes it again each run.
            import DiffableCompat

            """
        for (name, file) in storyboards {
            text += "\n/// The storyboard \(literal(name)).\n"
            // A class: the runtime finds a class by its module-qualified name (not an enum or struct).
            text += "final class \(typeName(forStoryboard: name)): PortedStoryboard {\n"
            text += "    static var contents: PortedStoryboardContents {\n"
            text += "        PortedStoryboardContents(\n"
            text += "            initialScene: \(optional(file.initialScene)),\n"
            text += "            scenes: [\n"
            for scene in file.scenes {
                text += "                .init(id: \(literal(scene.id)), storyboardIdentifier: \(optional(scene.storyboardIdentifier)), "
                    + "className: \(optional(scene.className)), kind: .\(scene.kind), children: [\(scene.children.map(literal).joined(separator: ", "))]"
                    + (scene.referencedStoryboard.map { ", referencedStoryboard: \(literal($0)), referencedIdentifier: \(optional(scene.referencedIdentifier))" } ?? "")
                    + connections(scene, indent: "                    ")
                    + "),\n"
            }
            text += "            ],\n            segues: [\n"
            for segue in file.segues {
                text += "                .init(identifier: \(optional(segue.identifier)), source: \(literal(segue.source)), "
                    + "destination: \(literal(segue.destination)), kind: \(literal(segue.kind)), prototype: \(optional(segue.prototype))"
                    + (segue.trigger.map { ", trigger: \(literal($0))" } ?? "")
                    + (segue.unwindAction.map { ", unwindAction: \(literal($0))" } ?? "")
                    + (segue.container.map { ", container: \(literal($0))" } ?? "") + "),\n"
            }
            text += "            ],\n            prototypes: [\n"
            for prototype in file.prototypes {
                text += "                .init(scene: \(literal(prototype.scene)), reuseIdentifier: \(literal(prototype.reuseIdentifier)), "
                    + "className: \(optional(prototype.className))" + contents(prototype, indent: "                    ") + "),\n"
            }
            text += "            ])\n    }\n}\n"
        }
        return text
    }

    /// A scene's view tree, navigation item, outlets and actions as the rest of its `.init(…)`
    /// arguments, one a line at `indent`; empty when it has none.
    static func connections(_ scene: StoryboardFile.Scene, indent: String) -> String {
        var text = ""
        if let view = scene.view { text += ",\n\(indent)view: \(swift(view, indent: indent))" }
        if let item = scene.navigationItem {
            text += ",\n\(indent)navigationItem: .init(title: \(optional(item.title))"
            if !item.leftItems.isEmpty { text += ", leftItems: [\(item.leftItems.map { swift($0, indent: indent) }.joined(separator: ", "))]" }
            if !item.rightItems.isEmpty { text += ", rightItems: [\(item.rightItems.map { swift($0, indent: indent) }.joined(separator: ", "))]" }
            text += ")"
        }
        if !scene.outlets.isEmpty { text += ",\n\(indent)outlets: " + outlets(scene.outlets, indent: indent) }
        if !scene.actions.isEmpty { text += ",\n\(indent)actions: " + actions(scene.actions, indent: indent) }
        if let firstResponder = scene.firstResponder, !text.isEmpty { text += ",\n\(indent)firstResponder: \(literal(firstResponder))" }
        return text
    }

    /// A prototype cell's view tree, outlets and actions as the rest of its `.init(…)` arguments,
    /// one a line at `indent`; empty when it has none.
    static func contents(_ prototype: StoryboardFile.Prototype, indent: String) -> String {
        var text = ""
        if let view = prototype.view { text += ",\n\(indent)view: \(swift(view, indent: indent))" }
        if !prototype.outlets.isEmpty { text += ",\n\(indent)outlets: " + outlets(prototype.outlets, indent: indent) }
        if !prototype.actions.isEmpty { text += ",\n\(indent)actions: " + actions(prototype.actions, indent: indent) }
        return text
    }

    /// `outlets` as an array literal, one a line under `indent`.
    static func outlets(_ outlets: [StoryboardFile.Outlet], indent: String) -> String {
        "[\n" + outlets.map { outlet in
            "\(indent)    .init(owner: \(literal(outlet.owner)), property: \(literal(outlet.property)), destination: \(literal(outlet.destination))"
                + (outlet.isCollection ? ", isCollection: true" : "") + "),\n"
        }.joined() + "\(indent)]"
    }

    /// `actions` as an array literal, one a line under `indent`.
    static func actions(_ actions: [StoryboardFile.Action], indent: String) -> String {
        "[\n" + actions.map { action in
            "\(indent)    .init(source: \(literal(action.source)), selector: \(literal(action.selector)), "
                + "destination: \(literal(action.destination)), eventType: \(optional(action.eventType))),\n"
        }.joined() + "\(indent)]"
    }

    /// A view as `PortedStoryboardContents.View(…)`, its subviews one a line, indented.
    static func swift(_ view: StoryboardFile.View, indent: String) -> String {
        var text = "PortedStoryboardContents.View(id: \(literal(view.id)), element: \(literal(view.element))"
        if let className = view.className { text += ", className: \(literal(className))" }
        if let key = view.key { text += ", key: \(literal(key))" }
        if !view.attributes.isEmpty {
            // The last of an attribute named twice (a button's `title`) wins, as a dictionary keeps one.
            var seen: [String: String] = [:]
            var order: [String] = []
            for attribute in view.attributes {
                if seen.updateValue(attribute.value, forKey: attribute.name) == nil { order.append(attribute.name) }
            }
            text += ", attributes: [" + order.map { "\(literal($0)): \(literal(seen[$0] ?? ""))" }.joined(separator: ", ") + "]"
        }
        if !view.segments.isEmpty { text += ", segments: [\(view.segments.map(literal).joined(separator: ", "))]" }
        if !view.segmentImages.isEmpty {
            text += ", segmentImages: [" + view.segmentImages.sorted { $0.key < $1.key }.map { index, image in
                "\(index): .init(name: \(literal(image.name)), catalog: \(optional(image.catalog)))"
            }.joined(separator: ", ") + "]"
        }
        if !view.subviews.isEmpty {
            let inner = indent + "    "
            text += ", subviews: [\n" + view.subviews.map { "\(inner)\(swift($0, indent: inner)),\n" }.joined() + "\(indent)]"
        }
        if !view.sections.isEmpty {
            text += ", sections: [" + view.sections.map { section in
                ".init(headerTitle: \(optional(section.headerTitle)), footerTitle: \(optional(section.footerTitle)), "
                    + "cells: [\(section.cells.map(literal).joined(separator: ", "))])"
            }.joined(separator: ", ") + "]"
        }
        return text + ")"
    }

    /// `value` as a Swift string literal.
    static func literal(_ value: String) -> String {
        "\"" + SourceText.escaped(value) { "\\u{\(String($0.value, radix: 16))}" } + "\""
    }

    private static func optional(_ value: String?) -> String { value.map(literal) ?? "nil" }
}

import SwiftSyntax

/// Rule 4: an `override` written in an extension (which only the Objective-C runtime allows) moves
/// into its class's body, appended at the end under a comment that says where it came from; the
/// extension goes when nothing else is left in it. So does a member declared in an extension that a
/// subclass in the ported files overrides (Linux overrides nothing declared in an extension). A class declared in another ported file takes
/// the member too; when the member calls `private` or `fileprivate` functions of the file it leaves,
/// those functions (and the private functions they call) are copied, as ported, to the end of the
/// class's file. A member that uses any other private name of its file (a variable, a type), or
/// whose class is not in the ported files, is left and the report says why, except an override of
/// a member only the system reads (`extension UINavigationController { open override var
/// preferredStatusBarStyle … }`), which goes under `#if !os(Linux)` (see `guardSystemOnly`).
enum OverrideMover {
    /// Plans every move in `files`, after the other rules: a moved member takes its own rewrites along.
    static func plan(_ files: [FilePlan], index: DeclarationIndex) {
        for file in files {
            for statement in file.tree.statements {
                if let ext = statement.item.as(ExtensionDeclSyntax.self) {
                    plan(ext, in: file, files: files, index: index)
                } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                    leaveConditional(conditional, in: file)
                }
            }
        }
    }

    /// An extension inside `#if` may or may not be compiled on Linux: its overrides are named, not moved.
    private static func leaveConditional(_ conditional: IfConfigDeclSyntax, in file: FilePlan) {
        let finder = ConditionalOverrideFinder(viewMode: .sourceAccurate)
        finder.walk(conditional)
        for member in finder.overrides {
            file.leave("override in an extension", member, text: file.header(of: member),
                       reason: "an override in an extension inside #if: move it into the class's body by hand (Linux compiles no override in an extension)")
        }
    }

    private static func plan(_ ext: ExtensionDeclSyntax, in file: FilePlan, files: [FilePlan], index: DeclarationIndex) {
        let members = ext.memberBlock.members
        for member in members where member.decl.is(IfConfigDeclSyntax.self) && member.decl.description.contains("override")
            && !isSystemOnlyGuard(member.decl) {
            file.leave("override in an extension", member.decl, text: file.header(of: member.decl),
                       reason: "an override inside #if in an extension: move it into the class's body by hand")
        }
        let typeName = ScopedVisitor.simpleName(of: ext.extendedType)
        // Array first: a syntax collection's own filter makes a new collection, with new positions.
        var overrides = Array(members).filter { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true
                || memberKey(of: member.decl).map { index.overriddenMembers.contains(typeName + "." + $0) } == true
        }
        guard !overrides.isEmpty else { return }
        let candidates = index.classes[typeName] ?? []
        if candidates.isEmpty {
            let systemOnly = overrides.filter { memberKey(of: $0.decl).map(systemReadMembers.contains) == true }
            for member in systemOnly { guardSystemOnly(member, of: typeName, in: file) }
            overrides.removeAll { member in systemOnly.contains { $0.id == member.id } }
            guard !overrides.isEmpty else { return }
        }
        guard let body = candidates.first(where: { $0.file == file.number }) ?? (candidates.count == 1 ? candidates.first : nil) else {
            let reason = candidates.isEmpty
                ? "\(typeName) is not declared in the ported files, so there is no class body to move it into: override in a subclass, or port the class's file too"
                : "\(typeName) is declared \(candidates.count) times in the ported files: move the override into the right one by hand"
            for member in overrides { file.leave("override in an extension", member.decl, text: file.header(of: member.decl), reason: reason) }
            return
        }
        let destination = files[body.file]
        var moved: [(member: MemberBlockItemSyntax, helpers: [FunctionDeclSyntax])] = []
        for member in overrides {
            let hidden = body.file == file.number ? [] : usedNames(in: member).intersection(index.privateNames[file.number] ?? [])
            if hidden.isEmpty {
                moved.append((member, []))
            } else if let helpers = privateFunctions(closing: hidden, in: file, index: index, clearOf: destination) {
                moved.append((member, helpers))
            } else {
                file.leave("override in an extension", member.decl, text: file.header(of: member.decl), reason:
                    "uses \(hidden.sorted().joined(separator: ", ")), private to \(file.path), which \(destination.path) (where \(typeName) is declared) cannot see: move it by hand or widen their access")
            }
        }
        guard !moved.isEmpty else { return }
        let dropsExtension = moved.count == members.count && ext.inheritanceClause == nil && ext.attributes.isEmpty
        let unimported = (index.imports[file.number] ?? []).subtracting(index.imports[destination.number] ?? [])
        for (member, helpers) in moved {
            move(member, from: file, into: body, of: destination, dropsExtension: dropsExtension, access: access(of: ext, for: member))
            if !helpers.isEmpty { copy(helpers, from: file, to: destination, for: file.rewrites.count - 1) }
            if !unimported.isEmpty {
                file.note(member.decl, text: file.header(of: member.decl), reason:
                    "moved into \(destination.path), which does not import \(unimported.sorted().joined(separator: ", ")) as \(file.path) does: add the import there if the member needs it")
            }
        }
        if dropsExtension {
            _ = takeEdits(from: file, inside: ext.fullRange)
            file.extraEdits.append(TextEdit(range: ext.fullRange, replacement: ""))
        }
    }

    /// The condition `guardSystemOnly` writes.
    static let systemOnlyTest = "!os(Linux)"

    /// Whether `decl` is the `#if` that `guardSystemOnly` wrote (porting again leaves it as it is).
    private static func isSystemOnlyGuard(_ decl: DeclSyntax) -> Bool {
        guard let conditional = decl.as(IfConfigDeclSyntax.self), conditional.clauses.count == 1 else { return false }
        return conditional.clauses.first?.condition?.trimmedDescription == systemOnlyTest
    }

    /// Members of UIKit's view controllers that only the system reads (the status bar, the
    /// interface orientation, the home indicator, the screen edges): DiffableCompat declares them
    /// with UIKit's defaults and nothing headless reads them.
    static let systemReadMembers: Set<String> = [
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "supportedInterfaceOrientations", "shouldAutorotate",
        "preferredInterfaceOrientationForPresentation", "prefersHomeIndicatorAutoHidden", "prefersHomeIndicatorAutoHidden()",
        "childForHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures", "childForScreenEdgesDeferringSystemGestures",
    ]

    /// An override, in an extension of a class the ported files do not declare (UIKit's
    /// `UINavigationController`, as apps hand the status bar to the top controller), of a member only
    /// the system reads: put under `#if !os(Linux)`, so Apple's systems keep it and Linux, which
    /// cannot override it there and has no status bar, skips it. (Not `canImport(UIKit)`: rule 8
    /// makes that hold in the ported copy.)
    private static func guardSystemOnly(_ member: MemberBlockItemSyntax, of typeName: String, in file: FilePlan) {
        let start = member.decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = file.text.indentation(at: start)
        let edits = [
            TextEdit(range: start..<start, replacement: "#if " + systemOnlyTest + "\n" + indentation),
            TextEdit(range: end..<end, replacement: "\n" + indentation + "#endif"),
        ]
        let header = file.header(of: member.decl)
        file.rewrite(.systemOnlyOverride, at: member.decl, edits: edits, before: header, after: "#if " + systemOnlyTest + " " + header + " … #endif",
                     detail: "\(typeName) is UIKit's, so Linux cannot override its member in an extension; only the system reads it "
                        + "(DiffableCompat keeps UIKit's default and nothing headless reads it), so Linux skips it and Apple's systems keep it")
    }

    /// The access modifier an extension written `public extension T` gives a member that writes none,
    /// which the member must carry once it is in the class's body.
    private static func access(of ext: ExtensionDeclSyntax, for member: MemberBlockItemSyntax) -> String? {
        let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        guard let level = ext.modifiers.first(where: { levels.contains($0.name.text) })?.name.text,
              let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              !modifiers.contains(where: { levels.contains($0.name.text) }) else { return nil }
        // A private extension's members are fileprivate.
        return level == "private" ? "fileprivate" : level
    }

    private static func move(_ member: MemberBlockItemSyntax, from file: FilePlan, into body: DeclarationIndex.ClassBody,
                             of destination: FilePlan, dropsExtension: Bool, access: String?) {
        let range = member.fullRange
        let inner = takeEdits(from: file, inside: range)
        let text = String(decoding: TextEdit.apply(inner, to: Array(file.text.bytes[range]), base: range.lowerBound).text, as: UTF8.self)
        let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.text.indentation(at: start)
        let (line, _) = file.place(of: member.decl)
        let origin = destination === file ? "line \(line)" : "\(file.path):\(line)"
        let isOverride = member.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true
        let why = isOverride ? "Linux compiles no override in an extension." : "a subclass overrides it, and Linux overrides nothing declared in an extension."
        let declaration = String(text.drop { $0.isWhitespace || $0.isNewline })
        var insertion = "\n\n" + indentation + "// Moved here from the extension at \(origin): \(why)\n"
            + indentation + (access.map { withAccess($0, declaration, attributes: member.decl) } ?? declaration)
        if !body.closesOnItsOwnLine { insertion += "\n" }
        destination.extraEdits.append(TextEdit(range: body.insertionOffset..<body.insertionOffset, replacement: insertion))
        if !dropsExtension { file.extraEdits.append(TextEdit(range: range, replacement: "")) }
        let place = destination === file ? "line \(body.closingLine)" : "\(destination.path):\(body.closingLine)"
        file.rewrite(.overrideMoved, at: member.decl, edits: [], before: file.header(of: member.decl),
                     after: "moved into the body of class \(body.name) (its closing brace, \(place))",
                     detail: dropsExtension ? "the extension held nothing else and is removed" : nil)
        file.rewrites[file.rewrites.count - 1].entry.movedTo = SourcePlace(file: destination.path, line: body.closingLine)
    }

    /// The top-level `private` and `fileprivate` functions of `file` that the names in `hidden` refer
    /// to, with those they call in turn, when that is all they are: copying a function that reads no
    /// file-private state into another file changes nothing it does. Nil when a name is something
    /// else (a variable, a type: copying state or a type would make a second one), or when
    /// `destination` declares a private name of its own that a copy would clash with.
    private static func privateFunctions(closing hidden: Set<String>, in file: FilePlan, index: DeclarationIndex,
                                         clearOf destination: FilePlan) -> [FunctionDeclSyntax]? {
        let functions = file.tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }
            .filter { $0.hasModifier("private") || $0.hasModifier("fileprivate") }
        let privateNames = index.privateNames[file.number] ?? []
        var names = hidden, pending = Array(hidden), found: [FunctionDeclSyntax] = []
        while let name = pending.popLast() {
            let matching = functions.filter { $0.name.text == name }
            guard !matching.isEmpty else { return nil }
            for function in matching {
                found.append(function)
                let collector = NameCollector(viewMode: .sourceAccurate)
                collector.walk(function)
                for used in collector.names.intersection(privateNames) where names.insert(used).inserted { pending.append(used) }
            }
        }
        if !names.isDisjoint(with: index.privateNames[destination.number] ?? []) { return nil }
        return found.sorted { $0.position.utf8Offset < $1.position.utf8Offset }
    }

    /// Appends to `destination` a copy of each helper it does not have yet, as ported, and names them
    /// in the detail of the move's report entry (`entry` in `file.rewrites`).
    private static func copy(_ helpers: [FunctionDeclSyntax], from file: FilePlan, to destination: FilePlan, for entry: Int) {
        var copied: [String] = []
        for helper in helpers {
            let key = "\(file.number):\(helper.positionAfterSkippingLeadingTrivia.utf8Offset)"
            guard destination.copiedHelpers.insert(key).inserted else { continue }
            let range = helper.positionAfterSkippingLeadingTrivia.utf8Offset..<helper.endPositionBeforeTrailingTrivia.utf8Offset
            let inner = file.rewrites.flatMap(\.edits).filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
            let text = String(decoding: TextEdit.apply(inner, to: Array(file.text.bytes[range]), base: range.lowerBound).text, as: UTF8.self)
            let (line, _) = file.place(of: helper)
            let end = destination.text.bytes.count
            let separator = destination.text.bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
            destination.extraEdits.append(TextEdit(range: end..<end, replacement: separator
                + "// Copied from \(file.path):\(line) for the override moved into this file: it is private there.\n" + text + "\n"))
            copied.append(helper.name.text)
        }
        guard !copied.isEmpty else { return }
        let names = Array(Set(copied)).sorted().joined(separator: ", ")
        let detail = "with the private functions it calls copied to the end of \(destination.path): \(names)"
        let current = file.rewrites[entry].entry.detail
        file.rewrites[entry].entry.detail = current.map { $0 + "; " + detail } ?? detail
    }

    /// `declaration` (the member's text) with `access` written before its first modifier, after its
    /// attributes.
    private static func withAccess(_ access: String, _ declaration: String, attributes decl: DeclSyntax) -> String {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes.trimmedDescription ?? ""
        guard !attributes.isEmpty, declaration.hasPrefix(attributes) else { return access + " " + declaration }
        let tail = declaration.dropFirst(attributes.count)
        let separator = tail.prefix { $0.isWhitespace || $0.isNewline }
        return attributes + (separator.isEmpty ? " " : String(separator)) + access + " " + tail.dropFirst(separator.count)
    }

    /// Removes from `file`'s planned rewrites the edits inside `range` and returns them; the entries
    /// stay in the report (their lines are still the original's).
    private static func takeEdits(from file: FilePlan, inside range: Range<Int>) -> [TextEdit] {
        var taken: [TextEdit] = []
        for index in file.rewrites.indices {
            let edits = file.rewrites[index].edits
            let inside = edits.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
            guard !inside.isEmpty else { continue }
            taken += inside
            file.rewrites[index].edits = edits.filter { !(range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound) }
        }
        return taken
    }

    /// The names a member refers to (values and types), to check against another file's private names.
    private static func usedNames(in member: MemberBlockItemSyntax) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(member)
        return collector.names
    }
}

private final class ConditionalOverrideFinder: SyntaxVisitor {
    var overrides: [DeclSyntax] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members where member.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true {
            overrides.append(member.decl)
        }
        return .skipChildren
    }
}

private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

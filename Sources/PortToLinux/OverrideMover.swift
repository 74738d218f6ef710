import SwiftSyntax

/// Rule 4: an `override` written in an extension (which only the Objective-C runtime allows) moves
/// into its class's body, appended at the end under a comment that says where it came from; the
/// extension goes when nothing else is left in it. So does a member declared in an extension that a
/// subclass in the ported files overrides (Linux overrides nothing declared in an extension). A class declared in another ported file takes
/// the member too, unless the member uses a `private` or `fileprivate` name of the file it leaves;
/// then, or when the class is not in the ported files, the override is left and the report says why.
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
        for member in members where member.decl.is(IfConfigDeclSyntax.self) && member.decl.description.contains("override") {
            file.leave("override in an extension", member.decl, text: file.header(of: member.decl),
                       reason: "an override inside #if in an extension: move it into the class's body by hand")
        }
        let typeName = ScopedVisitor.simpleName(of: ext.extendedType)
        // Array first: a syntax collection's own filter makes a new collection, with new positions.
        let overrides = Array(members).filter { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true
                || memberKey(of: member.decl).map { index.overriddenMembers.contains(typeName + "." + $0) } == true
        }
        guard !overrides.isEmpty else { return }
        let candidates = index.classes[typeName] ?? []
        guard let body = candidates.first(where: { $0.file == file.number }) ?? (candidates.count == 1 ? candidates.first : nil) else {
            let reason = candidates.isEmpty
                ? "\(typeName) is not declared in the ported files, so there is no class body to move it into: override in a subclass, or port the class's file too"
                : "\(typeName) is declared \(candidates.count) times in the ported files: move the override into the right one by hand"
            for member in overrides { file.leave("override in an extension", member.decl, text: file.header(of: member.decl), reason: reason) }
            return
        }
        let destination = files[body.file]
        var moved: [MemberBlockItemSyntax] = []
        for member in overrides {
            let hidden = body.file == file.number ? [] : usedNames(in: member).intersection(index.privateNames[file.number] ?? [])
            if hidden.isEmpty {
                moved.append(member)
            } else {
                file.leave("override in an extension", member.decl, text: file.header(of: member.decl), reason:
                    "uses \(hidden.sorted().joined(separator: ", ")), private to \(file.path), which \(destination.path) (where \(typeName) is declared) cannot see: move it by hand or widen their access")
            }
        }
        guard !moved.isEmpty else { return }
        let dropsExtension = moved.count == members.count && ext.inheritanceClause == nil && ext.attributes.isEmpty
        let unimported = (index.imports[file.number] ?? []).subtracting(index.imports[destination.number] ?? [])
        for member in moved {
            move(member, from: file, into: body, of: destination, dropsExtension: dropsExtension)
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

    private static func move(_ member: MemberBlockItemSyntax, from file: FilePlan, into body: DeclarationIndex.ClassBody,
                             of destination: FilePlan, dropsExtension: Bool) {
        let range = member.fullRange
        let inner = takeEdits(from: file, inside: range)
        let text = String(decoding: TextEdit.apply(inner, to: Array(file.text.bytes[range]), base: range.lowerBound).text, as: UTF8.self)
        let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.text.indentation(at: start)
        let (line, _) = file.place(of: member.decl)
        let origin = destination === file ? "line \(line)" : "\(file.path):\(line)"
        let isOverride = member.decl.asProtocol(WithModifiersSyntax.self)?.hasModifier("override") == true
        let why = isOverride ? "Linux compiles no override in an extension." : "a subclass overrides it, and Linux overrides nothing declared in an extension."
        var insertion = "\n\n" + indentation + "// Moved here from the extension at \(origin): \(why)\n"
            + indentation + String(text.drop { $0.isWhitespace || $0.isNewline })
        if !body.closesOnItsOwnLine { insertion += "\n" }
        destination.extraEdits.append(TextEdit(range: body.insertionOffset..<body.insertionOffset, replacement: insertion))
        if !dropsExtension { file.extraEdits.append(TextEdit(range: range, replacement: "")) }
        let place = destination === file ? "line \(body.closingLine)" : "\(destination.path):\(body.closingLine)"
        file.rewrite(.overrideMoved, at: member.decl, edits: [], before: file.header(of: member.decl),
                     after: "moved into the body of class \(body.name) (its closing brace, \(place))",
                     detail: dropsExtension ? "the extension held nothing else and is removed" : nil)
        file.rewrites[file.rewrites.count - 1].entry.movedTo = SourcePlace(file: destination.path, line: body.closingLine)
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

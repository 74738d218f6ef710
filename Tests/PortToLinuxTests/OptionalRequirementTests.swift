import PortToLinux
import Testing

@Suite("Rule 3, declarations: an @objc protocol's optional requirements lose optional and get defaults that answer as before")
struct OptionalRequirementTests {
    @Test("methods returning nothing get an empty body, optional types nil, settable ones a setter that does nothing; each entry says which")
    func mechanicalDefaults() throws {
        let source = """
            @objc
            public protocol ListDelegate: AnyObject {
                func list(_ list: ListView, didSelect index: Int)
                @objc optional func listDidReload(_ list: ListView)
                @objc optional func title(for section: Int) -> String?
                @objc optional var footer: String? { get }
                @objc optional var badge: Int? { get set }
                @objc optional static func makeDefault() -> ListDelegate?
            }

            final class ListView {
                weak var delegate: ListDelegate?
                func reload() {
                    delegate?.listDidReload?(self)
                    _ = delegate?.title?(for: 0)
                }
            }

            """
        let (text, report) = try port(source)
        #expect(text.hasPrefix("""
            public protocol ListDelegate: AnyObject {
                func list(_ list: ListView, didSelect index: Int)
                func listDidReload(_ list: ListView)
                func title(for section: Int) -> String?
                var footer: String? { get }
                var badge: Int? { get set }
                static func makeDefault() -> ListDelegate?
            }

            // Added by the port step: defaults for what were ListDelegate's optional requirements (Linux has no
            // @objc protocols), so a type that does not implement one answers as it did: nothing, or nil.
            extension ListDelegate {
                public func listDidReload(_ list: ListView) {}
                public func title(for section: Int) -> String? { nil }
                public var footer: String? { nil }
                public var badge: Int? { get { nil } set {} }
                public static func makeDefault() -> ListDelegate? { nil }
            }

            final class ListView {
            """))
        #expect(text.contains("        delegate?.listDidReload(self)\n        _ = delegate?.title(for: 0)\n"))
        #expect(report.rewrites.filter { $0.rule == .optionalRequirement }.map(line) == [
            "Screen.swift:4: optional-requirement: @objc optional func listDidReload(_ list: ListView) → func listDidReload(_ list: ListView)",
            "Screen.swift:5: optional-requirement: @objc optional func title(for section: Int) -> String? → func title(for section: Int) -> String?",
            "Screen.swift:6: optional-requirement: @objc optional var footer: String? { get } → var footer: String? { get }",
            "Screen.swift:7: optional-requirement: @objc optional var badge: Int? { get set } → var badge: Int? { get set }",
            "Screen.swift:8: optional-requirement: @objc optional static func makeDefault() -> ListDelegate? → static func makeDefault() -> ListDelegate?",
        ])
        #expect(report.rewrites.first { $0.rule == .optionalRequirement }?.detail
            == "Linux has no @objc protocols: a type that does not implement it gets `public func listDidReload(_ list: ListView) {}` from the extension of ListDelegate added after the protocol")
        #expect(report.left.isEmpty && report.exitStatus == 0)
        let again = try port(text)
        #expect(again.text == text && again.report.rewrites.isEmpty)
    }

    @Test("a requirement of a non-optional type keeps optional and is left, naming why; the protocol's others are still ported")
    func nonOptionalValueIsLeft() throws {
        let source = """
            @objc protocol Sizing {
                @objc optional func height(for row: Int) -> CGFloat
                @objc optional var isCompact: Bool { get }
                @objc optional func sizingDidChange()
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            protocol Sizing: AnyObject {
                optional func height(for row: Int) -> CGFloat
                optional var isCompact: Bool { get }
                func sizingDidChange()
            }

            // Added by the port step: defaults for what were Sizing's optional requirements (Linux has no
            // @objc protocols), so a type that does not implement one answers as it did: nothing, or nil.
            extension Sizing {
                func sizingDidChange() {}
            }

            """)
        #expect(report.left.map { "\($0.line): \($0.construct): \($0.text)" } == [
            "2: optional requirement: @objc optional func height(for row: Int) -> CGFloat",
            "3: optional requirement: @objc optional var isCompact: Bool { get }",
        ])
        #expect(report.left[0].reason == "only @objc protocols have optional requirements, and this one returns CGFloat: no CGFloat means \"not implemented\""
            + " as the nil of an unimplemented requirement's call did, so no default is written for it. Give it a default in an extension of Sizing"
            + " that answers as not implementing it did, or make it CGFloat? here and where it is implemented; then drop `optional`")
        #expect(report.rewrites.map(\.rule) == [.objectiveCAttribute, .objectiveCAttribute, .objectiveCAttribute, .optionalRequirement])
    }

    @Test("an implementation Linux would not call through the protocol is left: optional only in the requirement; in a subclass of the conformer")
    func hiddenImplementationsAreLeft() throws {
        let ported = try port([
            ("Delegate.swift", "@objc protocol Pane: AnyObject {\n    @objc optional var title: String? { get }\n    @objc optional func paneDidAppear()\n}\n"),
            ("Panes.swift", """
                class BasePane: UIViewController, Pane {
                    var title: String { "Base" }
                }
                final class DetailPane: BasePane {
                    func paneDidAppear() {}
                }
                final class FinePane: Pane {
                    var title: String? { "Fine" }
                    func paneDidAppear() {}
                }

                """),
        ])
        #expect(ported.report.left.map { "\($0.file):\($0.line)" } == ["Delegate.swift:2", "Delegate.swift:3"])
        #expect(ported.report.left[0].reason == "BasePane's title is a String where Pane's is optional: Objective-C took it as the implementation,"
            + " Swift on Linux does not, so through Pane the default added for it would answer (nil) instead. Make BasePane's title optional too")
        #expect(ported.report.left[1].reason.hasPrefix("DetailPane implements paneDidAppear(), and its superclass BasePane, which conforms to Pane, does not:"))
        // The defaults are written all the same: the rest of the app compiles.
        #expect(ported.files[0].text.contains("extension Pane {\n    var title: String? { nil }\n    func paneDidAppear() {}\n}\n"))
    }

    @Test("a protocol nested in a type: the extension follows the outermost type, at file scope, named with its path")
    func nestedProtocol() throws {
        let (text, _) = try port("""
            final class Player {
                @objc protocol Observer {
                    @objc optional func playerDidStop()
                }
            }

            """)
        #expect(text.hasSuffix("""
            }

            // Added by the port step: defaults for what were Observer's optional requirements (Linux has no
            // @objc protocols), so a type that does not implement one answers as it did: nothing, or nil.
            extension Player.Observer {
                func playerDidStop() {}
            }

            """))
    }
}

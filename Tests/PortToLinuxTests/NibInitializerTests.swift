import Foundation
import PortToLinux
import Testing

/// Cells that only a nib makes, as an app writes them: the originals of the ported cells that
/// DiffableCompatTests dequeues from nib registrations (Tests/DiffableCompatTests/PortedNibCellTests.swift).
let nibOnlyCells = """
    final class PortedNoteCell: UITableViewCell {
        @IBOutlet weak var titleLabel: UILabel!
        private(set) var awokeCount = 0

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            selectionStyle = .none
        }

        override func awakeFromNib() {
            super.awakeFromNib()
            awokeCount += 1
            titleLabel?.text = "awake"
        }
    }

    final class PortedTileCell: UICollectionViewCell {
        @IBOutlet weak var imageView: UIImageView!
        var awoke = false

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func awakeFromNib() { awoke = true }
    }

    final class PortedSectionFooter: UITableViewHeaderFooterView {
        var awoke = false

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func awakeFromNib() { awoke = true }
    }

    final class PortedBannerCell: UICollectionViewCell {
        var awoke = false

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func awakeFromNib() { awoke = true }
    }

    """

@Suite("Rule 8: a cell or reusable view that only a nib makes gets the init() DiffableCompat makes registered cells with")
struct NibInitializerTests {
    @Test("a table cell defining only init?(coder:) gets required convenience init(), made the nib's way, with its report entry")
    func tableCell() throws {
        let source = "class NoteCell: UITableViewCell {\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"
        let (text, report) = try port(source)
        #expect(text == """
            class NoteCell: UITableViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }

                // Added by the port step: a collection or table view makes a registered cell with init(), which this
                // class does not inherit (it defines init(coder:), not init(style:reuseIdentifier:)); it is made here the nib's way.
                required convenience init() {
                    self.init(coder: HeadlessNibCoder())!
                    HeadlessNibCoder.finishLoading(self)
                }
            }

            """)
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:1: nib-init: class NoteCell: UITableViewCell { → "
            + "required convenience init() { self.init(coder: HeadlessNibCoder())!; HeadlessNibCoder.finishLoading(self) }")
        #expect(entry.detail == "NoteCell defines init(coder:) but not init(style:reuseIdentifier:), so it does not inherit the required init() DiffableCompat's"
            + " UITableViewCell declares (a table or collection view makes registered cells with it) and would not compile;"
            + " added before its closing brace (line 3), made the nib's way, whether or not the app registers or has a nib for it")
        #expect(report.exitStatus == 0)
        let again = try port(text)
        #expect(again.text == text && again.report.rewrites.isEmpty)
    }

    @Test("the ported cells are, byte for byte, those DiffableCompatTests compiles and dequeues from nib registrations")
    func sameAsDiffableCompatTests() throws {
        let (text, report) = try port(nibOnlyCells)
        #expect(report.rewrites.map(\.rule) == [.nibInit, .headlessOutlet, .nibInit, .headlessOutlet, .nibInit, .nibInit])
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DiffableCompatTests/PortedNibCellTests.swift")
        let compiled = try String(contentsOf: tests, encoding: .utf8)
        let begin = try #require(compiled.range(of: "// BEGIN PORTED\n")), end = try #require(compiled.range(of: "// END PORTED\n"))
        #expect(String(compiled[begin.upperBound..<end.lowerBound]) == text)
    }

    @Test("code-built cells are untouched: init(frame:) or init(style:reuseIdentifier:) with a trapping init?(coder:), or no initializer")
    func codeBuiltUntouched() throws {
        let source = """
            final class TileCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class RowCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class PlainCell: UICollectionViewListCell {
                var title = ""
            }
            final class Declared: UITableViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
                required convenience init() { self.init(style: .default, reuseIdentifier: nil) }
            }
            final class NotACell: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            """
        let (text, report) = try port(source)
        #expect(text == source && report.rewrites.isEmpty)
    }

    @Test("through the ported files' own classes: a subclass of a ported nib-only cell inherits the added init(); one of a code-built base gets its own")
    func throughPortedSuperclasses() throws {
        let ported = try port([
            ("Base.swift", "class BaseCell: UICollectionViewCell {}\nclass NibBase: UICollectionReusableView {\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"),
            ("Cells.swift", """
                class FromCodeBase: BaseCell {
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }
                class FromNibBase: NibBase {
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }

                """),
        ])
        #expect(ported.report.rewrites.map { "\($0.file):\($0.line) \($0.rule.rawValue)" } == ["Base.swift:2 nib-init", "Cells.swift:1 nib-init"])
        #expect(ported.report.rewrites[1].detail?.hasPrefix("FromCodeBase defines init(coder:) but not init(frame:)") == true)
    }

    @Test("a class on one line, an init!(coder:) and a non-failable init(coder:): the call unwraps only what is optional")
    func formsOfTheCoderInitializer() throws {
        let (text, _) = try port("""
            class A: UICollectionViewCell { required init?(coder: NSCoder) { super.init(coder: coder) } }
            class B: UICollectionViewCell {
                required init!(coder: NSCoder) { super.init(coder: coder) }
            }
            class C: UITableViewHeaderFooterView {
                required init(coder: NSCoder) { super.init(coder: coder)! }
            }

            """)
        #expect(text.hasPrefix("""
            class A: UICollectionViewCell { required init?(coder: NSCoder) { super.init(coder: coder) } 

                // Added by the port step: a collection or table view makes a registered cell with init(), which this
                // class does not inherit (it defines init(coder:), not init(frame:)); it is made here the nib's way.
                required convenience init() {
                    self.init(coder: HeadlessNibCoder())!
                    HeadlessNibCoder.finishLoading(self)
                }
            }

            """))
        #expect(text.components(separatedBy: "self.init(coder: HeadlessNibCoder())\n").count == 3)
    }
}

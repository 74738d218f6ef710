#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextPosition`: a place in a text input's text. Modelled: the positions `UITextField`
/// and `UITextView` hand out stand for a UTF-16 offset in their text, as UIKit's do, and belong to
/// the input that made them (another input's position answers nil there). A base instance, or a
/// subclass of your own for your own `UITextInput`, carries nothing.
@MainActor @preconcurrency
open class UITextPosition: NSObject {
    /// A position. Shape only: the base class carries nothing, as UIKit's.
    public override init() { super.init() }
}

/// UIKit's `UITextRange`: a range of a text input's text, from `start` to `end`. Modelled for the
/// ranges `UITextField` and `UITextView` hand out (UTF-16 offsets in their text); the base class is
/// abstract, as UIKit's: subclass it for your own `UITextInput`.
@MainActor @preconcurrency
open class UITextRange: NSObject {
    /// A range. Shape only: the base class carries nothing, as UIKit's.
    public override init() { super.init() }
    /// Whether the range holds no characters. Modelled for the inputs' ranges; the base class
    /// answers true.
    open var isEmpty: Bool { true }
    /// Where the range starts. Modelled for the inputs' ranges; the base class answers a new,
    /// empty position (UIKit's is abstract).
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends. Modelled for the inputs' ranges; the base class answers a new, empty
    /// position (UIKit's is abstract).
    open var end: UITextPosition { UITextPosition() }
}

/// UIKit's `UITextLayoutDirection`: a direction on screen. Shape only: UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    /// Towards the right. Shape only.
    case right = 2
    /// Towards the left. Shape only.
    case left = 3
    /// Up. Shape only.
    case up = 4
    /// Down. Shape only.
    case down = 5
}

/// UIKit's `UITextStorageDirection`: a direction in the stored text. Shape only: UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end of the text. Shape only.
    case forward = 0
    /// Towards the start of the text. Shape only.
    case backward = 1
}

/// UIKit's `UITextDirection` (a typed integer in the SDK): a storage or a layout direction, as a
/// tokenizer takes one. Shape only: UIKit's raw values.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: Int
    /// Shape only.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction. Shape only.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction. Shape only.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// UIKit's `UITextGranularity`: a unit of text a tokenizer steps by. Shape only: UIKit's raw values.
public enum UITextGranularity: Int, Sendable {
    /// A character. Shape only.
    case character = 0
    /// A word. Shape only.
    case word = 1
    /// A sentence. Shape only.
    case sentence = 2
    /// A paragraph. Shape only.
    case paragraph = 3
    /// A line. Shape only.
    case line = 4
    /// The whole document. Shape only.
    case document = 5
}

/// UIKit's `UITextSelectionRect`: one rectangle of a selection's highlight. Shape only: the base
/// class answers a zero rectangle, as nothing draws a selection here.
@MainActor @preconcurrency
open class UITextSelectionRect: NSObject {
    /// A selection rectangle. Shape only.
    public override init() { super.init() }
    /// The rectangle. Shape only: zero.
    open var rect: CGRect { .zero }
    /// The writing direction. Shape only: `.natural`.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the selection's start. Shape only: false.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the selection's end. Shape only: false.
    open var containsEnd: Bool { false }
    /// Whether the text runs vertically. Shape only: false.
    open var isVertical: Bool { false }
}

/// UIKit's `UITextInputDelegate`: what a text input tells the input system of changes it makes
/// itself. Shape only: no input system listens here; `UITextField` and `UITextView` keep the one
/// set (weakly) and tell it nothing. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITextInputDelegate: NSObjectProtocol {
    /// The selection will change. Shape only.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed. Shape only.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text will change. Shape only.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed. Shape only.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// UIKit's `UITextInputTokenizer`: finds word, sentence and line boundaries for a text input. Shape
/// only. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The range of `granularity` around `position`. Shape only.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of `granularity`. Shape only.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position`. Shape only.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`. Shape only.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// UIKit's `UITextInputStringTokenizer`, the tokenizer text fields and text views hand out. Shape
/// only: it finds no boundaries (nil and false).
@MainActor @preconcurrency
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// A tokenizer for `textInput`. Shape only: held weakly.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }
    private weak var textInput: UIResponder?
    /// Nil. Shape only.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? { nil }
    /// False. Shape only.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool { false }
    /// Nil. Shape only.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? { nil }
    /// False. Shape only.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool { false }
}

/// UIKit's `UITextInput`: positions, ranges, the selection and marked text of an editable text,
/// and their places on screen. Modelled on `UITextField` and `UITextView`, which adopt it as
/// UIKit's do: positions are UTF-16 offsets in their text; `selectedTextRange` is their selection
/// (a text view's `selectedRange`); `replace(_:withText:)` changes the text as code does (no
/// delegate is asked); a position or range another input made, or past the text, gives nil, as
/// UIKit's out-of-range answers. Geometry follows the headless text metric (half the point size a
/// character, the font's `lineHeight` a line; no wrapping). Marked text, writing direction and the
/// tokenizer are shape only. UIKit's optional requirements that are here have UIKit's defaults.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
    /// The text in `range`, nil for a range that is not this input's. Modelled.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range`. Modelled.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; nil when there is none. Modelled.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisionally typed) text's range. Shape only: nil.
    var markedTextRange: UITextRange? { get }
    /// How marked text looks. Shape only: stored.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Marks text as provisionally typed. Shape only: inserts it as typed.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits marked text. Shape only.
    func unmarkText()
    /// The position before the first character. Modelled.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character. Modelled.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order); nil for positions not this input's.
    /// Modelled.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`; nil past either end. Modelled.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` on screen; nil past either end. Modelled: left
    /// and right step characters, up and down lines.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered. Modelled.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The UTF-16 offset from one position to another. Modelled.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The input system's delegate. Shape only: stored.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The tokenizer. Shape only.
    var tokenizer: any UITextInputTokenizer { get }
    /// The position in `range` farthest in `direction`. Modelled: left and up the start, right and
    /// down the end.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`. Modelled.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction at `position`. Shape only: `.natural`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range`. Shape only: nothing.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The first line's rectangle of `range`. Modelled by the headless text metric.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`. Modelled by the headless text metric.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The selection's rectangles for `range`. Shape only: none.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`. Modelled by the headless text metric.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`. Modelled by the headless text metric.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character's range at `point`. Modelled by the headless text metric.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// Whether the text in `range` may be replaced. Optional in UIKit; default true.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The position `offset` from `range`'s start. Optional in UIKit; default: `position(from:offset:)`.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The offset of `position` from `range`'s start. Optional in UIKit; default: `offset(from:to:)`.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
}

extension UITextInput {
    /// True. Shape only.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// `position(from: range.start, offset: offset)`. Modelled.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    /// `offset(from: range.start, to: position)`. Modelled.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
}

/// A position `UITextField` and `UITextView` hand out: a UTF-16 offset in their text.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    weak var owner: AnyObject?
    init(_ offset: Int, owner: AnyObject) {
        self.offset = offset
        self.owner = owner
        super.init()
    }
    override var description: String { "<UITextPosition offset \(offset)>" }
}

/// A range `UITextField` and `UITextView` hand out: UTF-16 offsets in their text.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    weak var owner: AnyObject?
    init(_ range: NSRange, owner: AnyObject) {
        self.range = range
        self.owner = owner
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location, owner: owner ?? self) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length, owner: owner ?? self) }
    override var description: String { "<UITextRange \(range.location)..<\(range.location + range.length)>" }
}

/// The `UITextInput` arithmetic of a text field or text view: its text, in UTF-16 offsets, laid out
/// by the headless text metric from `origin` (the text's top left in the input's bounds).
@MainActor
struct TextInputModel {
    let owner: AnyObject
    let text: NSString
    let font: UIFont
    let origin: CGPoint

    var length: Int { text.length }
    var characterWidth: CGFloat { font.pointSize / 2 }

    /// The offset `position` stands for, when it is this input's and inside the text.
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition, position.owner === owner,
              position.offset >= 0, position.offset <= length else { return nil }
        return position.offset
    }

    /// The range `range` stands for, when it is this input's and inside the text.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let range = range as? TextOffsetRange, range.owner === owner, range.range.location >= 0, range.range.length >= 0,
              range.range.location + range.range.length <= length else { return nil }
        return range.range
    }

    func position(_ offset: Int) -> UITextPosition? {
        offset >= 0 && offset <= length ? TextOffsetPosition(offset, owner: owner) : nil
    }

    func textRange(_ range: NSRange) -> UITextRange { TextOffsetRange(range, owner: owner) }

    var beginning: UITextPosition { TextOffsetPosition(0, owner: owner) }
    var end: UITextPosition { TextOffsetPosition(length, owner: owner) }

    func text(in range: UITextRange) -> String? { nsRange(of: range).map { text.substring(with: $0) } }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let from = offset(of: from), let to = offset(of: to) else { return nil }
        return textRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let (moved, overflow) = start.addingReportingOverflow(delta)
        return overflow ? nil : self.position(moved)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset steps: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: steps)
        case .left: return steps == Int.min ? nil : self.position(from: position, offset: -steps)
        case .up, .down:
            guard let start = offset(of: position) else { return nil }
            let (line, column) = lineAndColumn(of: start)
            let (target, overflow) = line.addingReportingOverflow(direction == .down ? steps : -steps)
            let starts = lineStarts
            guard !overflow, target >= 0, target < starts.count else { return nil }
            return self.position(min(starts[target] + column, lineEnd(ofLineStartingAt: starts[target])))
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let a = offset(of: position), let b = offset(of: other) else { return .orderedSame }
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let a = offset(of: from), let b = offset(of: to) else { return 0 }
        return b - a
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return position(direction == .left || direction == .up ? range.location : range.location + range.length)
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position) else { return nil }
        switch direction {
        case .right, .down:
            guard start < length else { return textRange(NSRange(location: start, length: 0)) }
            return textRange(text.rangeOfComposedCharacterSequence(at: start))
        case .left, .up:
            guard start > 0 else { return textRange(NSRange(location: 0, length: 0)) }
            return textRange(text.rangeOfComposedCharacterSequence(at: start - 1))
        }
    }

    /// The offsets where lines start.
    var lineStarts: [Int] {
        var starts = [0]
        for index in 0..<length where text.character(at: index) == 0x0A { starts.append(index + 1) }
        return starts
    }

    func lineEnd(ofLineStartingAt start: Int) -> Int {
        let found = text.range(of: "\n", options: [], range: NSRange(location: start, length: length - start))
        return found.location == NSNotFound ? length : found.location
    }

    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts
        let line = (starts.lastIndex { $0 <= offset }) ?? 0
        return (line, offset - starts[line])
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .zero }
        let (line, column) = lineAndColumn(of: offset)
        return CGRect(x: origin.x + CGFloat(column) * characterWidth, y: origin.y + CGFloat(line) * font.lineHeight,
                      width: 2, height: font.lineHeight)
    }

    func firstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(of: range) else { return .zero }
        let (line, column) = lineAndColumn(of: range.location)
        let lineEnd = self.lineEnd(ofLineStartingAt: range.location - column)
        let columns = min(range.location + range.length, lineEnd) - range.location
        return CGRect(x: origin.x + CGFloat(column) * characterWidth, y: origin.y + CGFloat(line) * font.lineHeight,
                      width: CGFloat(columns) * characterWidth, height: font.lineHeight)
    }

    /// `value` rounded to a whole number of steps, 0 when it is not finite, clamped far inside
    /// `Int` (a huge or infinite point never traps).
    func steps(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(rule), -1_000_000_000), 1_000_000_000))
    }

    func closestOffset(to point: CGPoint) -> Int {
        let starts = lineStarts
        let line = min(max(0, steps((point.y - origin.y) / font.lineHeight, .down)), starts.count - 1)
        let column = max(0, steps((point.x - origin.x) / characterWidth, .toNearestOrAwayFromZero))
        return min(starts[line] + column, lineEnd(ofLineStartingAt: starts[line]))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange? = nil) -> UITextPosition? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let offset = closestOffset(to: point)
        guard let range else { return position(offset) }
        guard let bounds = nsRange(of: range) else { return nil }
        return position(min(max(offset, bounds.location), bounds.location + bounds.length))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        guard point.x.isFinite, point.y.isFinite, length > 0 else { return nil }
        let starts = lineStarts
        let line = min(max(0, steps((point.y - origin.y) / font.lineHeight, .down)), starts.count - 1)
        let column = max(0, steps((point.x - origin.x) / characterWidth, .down))
        let offset = starts[line] + column
        guard offset < lineEnd(ofLineStartingAt: starts[line]) else { return nil }
        return textRange(text.rangeOfComposedCharacterSequence(at: offset))
    }
}
#endif

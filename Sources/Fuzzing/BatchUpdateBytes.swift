import Diffing
import HeadlessViews

/// Bytes ↔ `badinput` cases, for coverage-guided fuzzing of the batch-update validator: every byte
/// string decodes to some case (missing bytes read as zero). Layout: a byte for the wording and the
/// message generation; the counts before (a count byte mod 6, then one byte mod 7 per section); a
/// flag byte (odd: the counts after are the same) or the counts after; then changes, each a kind byte
/// (mod 9) and its indexes. An index is one byte: 0…239 read mod 8 (in and just past range), 240 is
/// -1, 241 `Int.min`, 242 `Int.max`, 243…255 large (1,000,000 + the byte).
public enum BatchUpdateBytes {
    /// Most changes one input decodes to.
    public static let maximumChanges = 64

    /// The case `bytes` describe. - Complexity: O(n).
    public static func decode(_ bytes: some Collection<UInt8>) -> BadInputCase {
        var iterator = bytes.makeIterator()
        func byte() -> Int { Int(iterator.next() ?? 0) }
        func index() -> Int {
            let b = byte()
            switch b {
            case 0 ..< 240: return b % 8
            case 240: return -1
            case 241: return Int.min
            case 242: return Int.max
            default: return 1_000_000 + b
            }
        }
        func path() -> ItemPath { ItemPath(section: index(), item: index()) }
        func counts() -> [Int] { (0 ..< byte() % 6).map { _ in byte() % 7 } }
        let style = byte()
        let before = counts()
        let after = byte() % 2 == 1 ? before : counts()
        var update = BatchUpdate()
        var changes = 0
        while changes < maximumChanges, let kind = iterator.next() {
            switch kind % 9 {
            case 0: update.sectionDeletes.append(index())
            case 1: update.sectionInserts.append(index())
            case 2: update.sectionMoves.append(SectionMove(from: index(), to: index()))
            case 3: update.sectionReloads.append(index())
            case 4: update.itemDeletes.append(path())
            case 5: update.itemInserts.append(path())
            case 6: update.itemMoves.append(ItemMove(from: path(), to: path()))
            case 7: update.itemReloads.append(path())
            default: update.itemReconfigures.append(path())
            }
            changes += 1
        }
        return BadInputCase(
            before: before, after: after, update: update, wording: style % 2 == 0 ? .collectionView : .tableView,
            messages: (style / 2) % 2 == 0 ? .classic : .iOS15)
    }

    /// Bytes that decode to `c`'s view part, with each index mapped to the nearest the encoding has
    /// (indexes 0…7 exactly): what seeds a corpus from generated cases.
    public static func encode(_ c: BadInputCase) -> [UInt8] {
        func index(_ value: Int) -> UInt8 {
            switch value {
            case -1: 240
            case Int.min: 241
            case Int.max: 242
            case 0 ..< 8: UInt8(value)
            case ..<0: 240
            default: 243
            }
        }
        func counts(_ counts: [Int]) -> [UInt8] { [UInt8(min(counts.count, 5))] + counts.prefix(5).map { UInt8(min($0, 6)) } }
        var bytes: [UInt8] = [UInt8((c.wording == .tableView ? 1 : 0) + (c.messages == .iOS15 ? 2 : 0))]
        bytes += counts(c.before)
        bytes += c.after == c.before ? [1] : [0] + counts(c.after)
        func path(_ p: ItemPath) -> [UInt8] { [index(p.section), index(p.item)] }
        for s in c.update.sectionDeletes { bytes += [0, index(s)] }
        for s in c.update.sectionInserts { bytes += [1, index(s)] }
        for m in c.update.sectionMoves { bytes += [2, index(m.from), index(m.to)] }
        for s in c.update.sectionReloads { bytes += [3, index(s)] }
        for p in c.update.itemDeletes { bytes += [4] + path(p) }
        for p in c.update.itemInserts { bytes += [5] + path(p) }
        for m in c.update.itemMoves { bytes += [6] + path(m.from) + path(m.to) }
        for p in c.update.itemReloads { bytes += [7] + path(p) }
        for p in c.update.itemReconfigures { bytes += [8] + path(p) }
        return bytes
    }
}

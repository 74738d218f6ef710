import Workloads
/// Bytes ↔ snapshot operations, for coverage-guided fuzzing: libFuzzer mutates bytes, and every
/// byte string decodes to some operation list (missing bytes read as zero), so no input is wasted.
/// Each operation is a kind byte (mod 12) followed by its fields: a list is a count byte (mod 7)
/// and that many identifier bytes (sections mod 8, items mod 60); a destination is one byte; "after"
/// is one byte (odd = after); `appendItems`' section byte is 0 for nil, else 1 + the section.
public enum OperationBytes {
    static let sectionPool = 8, itemPool = 60
    /// Longest operation list one input decodes to.
    public static let maximumOperations = 400

    /// The operations `bytes` describe. - Complexity: O(n).
    public static func decode(_ bytes: some Collection<UInt8>) -> [SnapshotOperation] {
        var iterator = bytes.makeIterator()
        var operations: [SnapshotOperation] = []
        while operations.count < maximumOperations, let kind = iterator.next() {
            func byte() -> Int { Int(iterator.next() ?? 0) }
            func section() -> Int { byte() % sectionPool }
            func item() -> Int { byte() % itemPool }
            func sections() -> [Int] { (0 ..< byte() % 7).map { _ in section() } }
            func items() -> [Int] { (0 ..< byte() % 7).map { _ in item() } }
            func after() -> Bool { byte() % 2 == 1 }
            let operation: SnapshotOperation
            switch kind % 12 {
            case 0: operation = .appendSections(sections())
            case 1:
                let ids = sections(), destination = section()
                operation = .insertSections(ids, destination: destination, after: after())
            case 2: operation = .deleteSections(sections())
            case 3:
                let id = section(), destination = section()
                operation = .moveSection(id, destination: destination, after: after())
            case 4: operation = .reloadSections(sections())
            case 5:
                let ids = items(), s = byte()
                operation = .appendItems(ids, section: s == 0 ? nil : (s - 1) % sectionPool)
            case 6:
                let ids = items(), destination = item()
                operation = .insertItems(ids, destination: destination, after: after())
            case 7: operation = .deleteItems(items())
            case 8: operation = .deleteAllItems
            case 9:
                let id = item(), destination = item()
                operation = .moveItem(id, destination: destination, after: after())
            case 10: operation = .reloadItems(items())
            default: operation = .reconfigureItems(items())
            }
            operations.append(operation)
        }
        return operations
    }

    /// Bytes that decode to `operations`, when their identifiers are within the pools (sections
    /// 0..<8, items 0..<60) and lists hold at most 6: what `SnapshotOperation.random` makes.
    public static func encode(_ operations: [SnapshotOperation]) -> [UInt8] {
        var bytes: [UInt8] = []
        func list(_ ids: [Int]) { bytes.append(UInt8(ids.count)); bytes += ids.map { UInt8($0) } }
        func flag(_ after: Bool) { bytes.append(after ? 1 : 0) }
        for operation in operations {
            switch operation {
            case let .appendSections(ids): bytes.append(0); list(ids)
            case let .insertSections(ids, d, a): bytes.append(1); list(ids); bytes.append(UInt8(d)); flag(a)
            case let .deleteSections(ids): bytes.append(2); list(ids)
            case let .moveSection(id, d, a): bytes += [3, UInt8(id), UInt8(d)]; flag(a)
            case let .reloadSections(ids): bytes.append(4); list(ids)
            case let .appendItems(ids, s): bytes.append(5); list(ids); bytes.append(s.map { UInt8($0 + 1) } ?? 0)
            case let .insertItems(ids, d, a): bytes.append(6); list(ids); bytes.append(UInt8(d)); flag(a)
            case let .deleteItems(ids): bytes.append(7); list(ids)
            case .deleteAllItems: bytes.append(8)
            case let .moveItem(id, d, a): bytes += [9, UInt8(id), UInt8(d)]; flag(a)
            case let .reloadItems(ids): bytes.append(10); list(ids)
            case let .reconfigureItems(ids): bytes.append(11); list(ids)
            }
        }
        return bytes
    }

    /// A stable 64-bit FNV-1a hash of `bytes`: names an artifact's crash seed.
    public static func fingerprint(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}

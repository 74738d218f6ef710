/// A value per flat item position, `fill` where none was set. Two stores behind one interface, so
/// that ``ItemChanges`` is specialized for each and the dense one runs exactly the array code:
/// an array when an update may touch most positions (a full diff's), a dictionary when it touches
/// few of many (an update read from an edit log), so that validating it costs what it changes and
/// not what the view holds.
protocol FlatPositionStore {
    associatedtype Value
    /// `count` positions holding `fill`.
    init(count: Int, fill: Value)
    subscript(position: Int) -> Value { get set }
    /// Every position's value, in order; empty for a store that does not keep them all.
    var denseValues: [Value] { get }
}

/// Every position in an array.
struct DenseFlatPositions<Value>: FlatPositionStore {
    var denseValues: [Value]

    @inline(__always)
    init(count: Int, fill: Value) { denseValues = [Value](repeating: fill, count: count) }

    @inline(__always)
    subscript(position: Int) -> Value {
        get { denseValues[position] }
        _modify { yield &denseValues[position] }
    }
}

/// Only the positions set, in an open-addressing table keyed by position.
///
/// Not a `Dictionary`: positions need no `Hasher` (a multiplicative spread of the integer places
/// them), and linear probing over two flat arrays keeps an update of 100,000 changes to a few
/// cache misses each; a dictionary took ~6 ms there, most of a million-item derived apply.
struct SparseFlatPositions<Value>: FlatPositionStore {
    private var keys: [Int]
    private var values: [Value]
    private var used = 0
    private var mask: Int
    private let fill: Value
    private static var empty: Int { Int.min }

    init(count: Int, fill: Value) {
        keys = [Int](repeating: Self.empty, count: 16)
        values = [Value](repeating: fill, count: 16)
        mask = 15
        self.fill = fill
    }

    @inline(__always)
    private static func home(of position: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: position) &* 0x9E37_79B9_7F4A_7C15) &>> 32) & mask
    }

    /// The bucket holding `position`, or the empty bucket where it would go.
    @inline(__always)
    private func bucket(of position: Int) -> Int {
        var index = Self.home(of: position, mask: mask)
        while keys[index] != position && keys[index] != Self.empty { index = (index &+ 1) & mask }
        return index
    }

    subscript(position: Int) -> Value {
        get {
            let index = bucket(of: position)
            return keys[index] == position ? values[index] : fill
        }
        set {
            var index = bucket(of: position)
            if keys[index] != position {
                if (used + 1) * 2 > keys.count {
                    grow()
                    index = bucket(of: position)
                }
                keys[index] = position
                used += 1
            }
            values[index] = newValue
        }
    }

    /// Doubles the table, placing every position again (no hashing beyond a multiply each).
    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [Int](repeating: Self.empty, count: oldKeys.count * 2)
        values = [Value](repeating: fill, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() where key != Self.empty {
            let slot = bucket(of: key)
            keys[slot] = key
            values[slot] = oldValues[index]
        }
    }

    var denseValues: [Value] { [] }
}

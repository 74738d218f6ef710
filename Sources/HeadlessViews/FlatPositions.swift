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

/// Only the positions set, in a dictionary.
struct SparseFlatPositions<Value>: FlatPositionStore {
    private var values: [Int: Value] = [:]
    private let fill: Value

    init(count: Int, fill: Value) { self.fill = fill }

    subscript(position: Int) -> Value {
        get { values[position] ?? fill }
        set { values[position] = newValue }
    }

    var denseValues: [Value] { [] }
}

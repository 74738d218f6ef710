/// A value per flat item position, `fill` where none was set: an array when an update may touch
/// most positions (a full diff's), a dictionary when it touches few of many (an update read from an
/// edit log), so that validating it costs what it changes and not what the view holds.
struct FlatPositions<Value> {
    private var dense: [Value]
    private var sparse: [Int: Value]
    private let isSparse: Bool
    private let fill: Value

    /// `count` positions holding `fill`; `sparse` picks the dictionary.
    init(count: Int, fill: Value, sparse: Bool) {
        isSparse = sparse
        self.fill = fill
        dense = sparse ? [] : [Value](repeating: fill, count: count)
        self.sparse = [:]
    }

    @inline(__always)
    subscript(position: Int) -> Value {
        get { isSparse ? sparse[position] ?? fill : dense[position] }
        set { if isSparse { sparse[position] = newValue } else { dense[position] = newValue } }
    }

    /// Every position's value, in order: for the dense form only (empty when sparse).
    var values: [Value] { dense }
}

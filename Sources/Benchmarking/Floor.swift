import Workloads
/// The floors no keyed diff or snapshot build can beat with the standard library's hash table,
/// measured in the same process as the case they judge (shared/reference/peers.md, "Floors").
public enum Floor {
    /// Builds a `Dictionary<Key, Int>` reserved for `keys.count` entries, mapping each key to its
    /// offset. Returns the dictionary so that the work cannot be optimized away.
    @inlinable @inline(never)
    public static func reservedDictionaryBuild<Key: Hashable>(_ keys: [Key]) -> [Key: Int] {
        var dictionary = [Key: Int](minimumCapacity: keys.count)
        for (offset, key) in keys.enumerated() { dictionary[key] = offset }
        return dictionary
    }

    /// One lookup of each of `keys` in `dictionary`; returns how many were found.
    @inlinable @inline(never)
    public static func lookupPass<Key: Hashable>(_ keys: [Key], in dictionary: [Key: Int]) -> Int {
        var found = 0
        for key in keys where dictionary[key] != nil { found += 1 }
        return found
    }
}

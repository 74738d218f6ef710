/// SplitMix64's step (Steele, Lea and Flood, 2014), the one home of every seeded generator in
/// diffbench: Workloads' public `SplitMix64` (workloads, test cases, fuzz cases) and the seeded
/// scheduler's choices both draw from it, so a seed means the same sequence on every machine.
package enum SplitMix64Step {
    /// Advances `state` and returns the next 64 bits.
    @inlinable
    package static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

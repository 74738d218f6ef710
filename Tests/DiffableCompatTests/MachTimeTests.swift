import Dispatch
import Testing

@testable import DiffableCompat

/// Darwin's mach time on Linux (the CMachTime module DiffableCompat re-exports): the names Foundation
/// brings on Apple's systems, with an iOS device's 24 MHz tick.
@Suite struct MachTimeTests {
    @Test("mach_timebase_info writes an iOS device's 125/3 and answers KERN_SUCCESS; the struct and the function share the name, as on Darwin")
    func timebase() {
        var info = mach_timebase_info()
        #expect(info.numer == 0 && info.denom == 0)
        let result: kern_return_t = mach_timebase_info(&info)
        #expect(result == KERN_SUCCESS)
        #expect(info.numer == 125 && info.denom == 3)
        var data = mach_timebase_info_data_t(numer: 1, denom: 1)
        mach_timebase_info(&data)
        #expect(data.numer == 125 && data.denom == 3)
        #expect(mach_timebase_info(nil) == KERN_INVALID_ARGUMENT)
    }

    @Test("ticks never go back, and scaled by the timebase they measure what Dispatch's uptime clock measures")
    func ticksScaleToNanoseconds() {
        var info = mach_timebase_info()
        mach_timebase_info(&info)
        let uptimeBefore = DispatchTime.now().uptimeNanoseconds
        let start = mach_absolute_time()
        var previous = start
        for _ in 0..<1000 {
            let now = mach_absolute_time()
            #expect(now >= previous)
            previous = now
        }
        Thread.sleep(forTimeInterval: 0.02)
        let end = mach_absolute_time()
        let uptimeAfter = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = (end - start) * UInt64(info.numer) / UInt64(info.denom)
        // Within the two uptime readings that enclose it (one tick, 41.67 ns, of rounding each end).
        #expect(nanoseconds >= 20_000_000)
        #expect(nanoseconds <= uptimeAfter - uptimeBefore + 84)
        #expect(mach_approximate_time() >= end)
    }

    @Test("the continuous clock counts time asleep, so it is never behind the absolute one")
    func continuousClock() {
        let absolute = mach_absolute_time()
        let continuous = mach_continuous_time()
        #expect(continuous >= absolute)
        #expect(mach_continuous_approximate_time() >= continuous)
    }
}

// What a test of a view model names beside ViewModelFuzzing's own types: the schedule a failure
// replays under (`FuzzSchedule`, in generated tests), the interleaving a failure prints, and how a
// campaign schedules its sequences.
@_exported import struct Fuzzing.FuzzSchedule
@_exported import struct Fuzzing.Interleaving
@_exported import enum Fuzzing.SchedulingMode

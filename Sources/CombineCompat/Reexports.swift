// Combine for code written for Apple's platforms: Apple's where it exists, otherwise OpenCombine
// under the same names, with what OpenCombine 0.14 lacks added here (`combineLatest`, `merge`, a
// `Timer.publish` that ticks on the main queue). OpenCombineDispatch makes `DispatchQueue` a
// scheduler where Combine is missing, so `.receive(on: DispatchQueue.main)` compiles and runs.
// OpenCombineFoundation gives Combine's Foundation publishers under Combine's own names where Combine
// is missing (`URLSession.dataTaskPublisher(for:)` and `DataTaskPublisher`,
// `NotificationCenter.publisher(for:object:)` and `Publisher`, `Timer.publish(every:on:in:)` and
// `TimerPublisher`, `JSONDecoder`/`JSONEncoder` as `TopLevelDecoder`/`TopLevelEncoder`, `RunLoop` and
// `OperationQueue` as schedulers), so nothing needs forwarding. DiffableCompat re-exports this module,
// as UIKit apps get Combine beside UIKit.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif

// What `import UIKit` brings with it, `import DiffableCompat` brings too: Foundation (IndexPath,
// URL, UUID, Date, NSObject, CGRect…) and Dispatch, as UIKit re-exports them; and Combine: Apple's
// where it exists, otherwise OpenCombine under the same names. OpenCombineDispatch makes
// `DispatchQueue` a scheduler where Combine is missing, so `.receive(on: DispatchQueue.main)`
// compiles and runs. OpenCombineFoundation gives Combine's Foundation publishers under Combine's own
// names where Combine is missing (`URLSession.dataTaskPublisher(for:)` and `DataTaskPublisher`,
// `NotificationCenter.publisher(for:object:)` and `Publisher`, `Timer.publish(every:on:in:)` and
// `TimerPublisher`, `JSONDecoder`/`JSONEncoder` as `TopLevelDecoder`/`TopLevelEncoder`, `RunLoop` and
// `OperationQueue` as schedulers), so nothing needs forwarding.
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession, URLRequest, URLResponse, URLProtocol live here on Linux; UIKit apps get them from Foundation.
@_exported import FoundationNetworking
#endif
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif

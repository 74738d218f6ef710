// What `import UIKit` brings with it, `import DiffableCompat` brings too: Foundation (IndexPath,
// URL, UUID, Date, NSObject, CGRect…) and Dispatch, as UIKit re-exports them; and Combine: Apple's
// where it exists, otherwise OpenCombine under the same names, with its Dispatch schedulers and
// Foundation publishers and the operators OpenCombine lacks (the CombineCompat target, its own
// module so that it compiles once and its tests stand alone, as OpenCombine splits
// OpenCombineFoundation and OpenCombineDispatch).
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession, URLRequest, URLResponse, URLProtocol live here on Linux; UIKit apps get them from Foundation.
@_exported import FoundationNetworking
#endif
@_exported import CombineCompat
#if !canImport(Darwin)
// Darwin's `mach_absolute_time`, `mach_continuous_time` and `mach_timebase_info`, which Foundation
// brings on Apple's systems (timing code in apps and libraries reads them).
@_exported import CMachTime
#endif

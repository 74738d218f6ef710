// What `import UIKit` brings with it, `import DiffableCompat` brings too: Foundation (IndexPath,
// URL, UUID, Date, NSObject, CGRect…) and Dispatch, as UIKit re-exports them; and Combine: Apple's
// where it exists, otherwise OpenCombine under the same names. OpenCombineDispatch makes
// `DispatchQueue` a scheduler where Combine is missing, so `.receive(on: DispatchQueue.main)`
// compiles and runs.
@_exported import Dispatch
@_exported import Foundation
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#endif

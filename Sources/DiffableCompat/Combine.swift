// Code that drives a data source from a publisher works as written: Apple's Combine where it
// exists, otherwise OpenCombine under the same names. OpenCombineDispatch makes `DispatchQueue` a
// scheduler where Combine is missing, so `.receive(on: DispatchQueue.main)` compiles and runs.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#endif

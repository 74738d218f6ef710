#if !canImport(ObjectiveC)
import Foundation

// Core Foundation's object types, which Foundation on Linux does not export (its CoreFoundation is
// internal). On Apple's systems each is toll-free bridged to a Foundation class, and Swift code
// crosses with `as` (`url as CFURL`, `data as CFData`, `dict as CFDictionary`,
// `props as? [CFString: Any]`); here each name is that Foundation class, so the same `as` compiles
// and means the bridging Foundation on Linux already does.

/// Core Foundation's `CFString`. Modelled: `NSString`, which `CFString` is toll-free bridged to, so
/// `"public.jpeg" as CFString` and `key as String` compile as on iOS.
public typealias CFString = NSString
/// Core Foundation's `CFData`. Modelled: `NSData`, so `data as CFData` and `cfData as Data` compile.
public typealias CFData = NSData
/// Core Foundation's `CFMutableData`. Modelled: `NSMutableData`, so `NSMutableData() as CFMutableData`
/// compiles and what is written into it is the `NSMutableData`'s bytes.
public typealias CFMutableData = NSMutableData
/// Core Foundation's `CFURL`. Modelled: `NSURL`, so `url as CFURL` compiles.
public typealias CFURL = NSURL
/// Core Foundation's `CFDictionary`. Modelled: `NSDictionary`, so `[key: value] as CFDictionary`
/// and `dictionary as? [CFString: Any]` compile.
public typealias CFDictionary = NSDictionary
/// Core Foundation's `CFMutableDictionary`. Modelled: `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// Core Foundation's `CFArray`. Modelled: `NSArray`, so `array as? [CFString]` compiles.
public typealias CFArray = NSArray
/// Core Foundation's `CFNumber`. Modelled: `NSNumber`.
public typealias CFNumber = NSNumber
/// Core Foundation's `CFBoolean`. Modelled: `NSNumber`, which `CFBoolean` is bridged to.
public typealias CFBoolean = NSNumber
/// Core Foundation's `CFTypeRef`, any Core Foundation object. Modelled: `AnyObject`.
public typealias CFTypeRef = AnyObject
/// MacTypes' `OSStatus`: a framework's 32-bit result code, as `NSOSStatusErrorDomain` errors carry
/// (AudioToolbox's `kAudioFileUnsupportedFileTypeError`). Modelled.
public typealias OSStatus = Int32
/// Core Foundation's `CFIndex`. Modelled: `Int`, as Swift imports it.
public typealias CFIndex = Int

/// Core Foundation's `CFAllocator`, which a `Create` function allocates with. Shape only: every
/// function here allocates as Swift does, whichever allocator is passed (nil, as most code passes,
/// is the default allocator, as Core Foundation's).
public final class CFAllocator: @unchecked Sendable {
    private init() {}
}

/// Core Foundation's `kCFAllocatorDefault`: nil, as Core Foundation's constant (NULL) is. Modelled.
public let kCFAllocatorDefault: CFAllocator! = nil

/// Core Foundation's `CFDataCreateMutable(_:_:)`: a new, empty mutable data object that holds at
/// most `capacity` bytes (0: no limit). Modelled: an `NSMutableData`, which an image destination
/// (`CGImageDestinationCreateWithData(_:_:_:_:)`) writes into; the limit is not enforced (Core
/// Foundation's is a promise by the caller). Nil for a negative capacity, where Core Foundation
/// asserts.
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
    guard capacity >= 0 else { return nil }
    return NSMutableData()
}

/// Core Foundation's `CFDataGetLength(_:)`: the number of bytes. Modelled.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData?.length ?? 0 }

/// Core Foundation's `kCFBooleanTrue`. Modelled: an `NSNumber` of true.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's `kCFBooleanFalse`. Modelled: an `NSNumber` of false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// `CGFloat` bridges to `NSNumber`, as on Apple's systems, where Foundation on Linux leaves it out:
/// so `properties[kCGImagePropertyPixelWidth] as? CGFloat` (a number in a Foundation dictionary)
/// gives the number, and a `CGFloat` put in an `NSDictionary` is an `NSNumber`. Modelled.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number as an `NSNumber`. Modelled.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    /// The `NSNumber`'s value. Modelled.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    /// The `NSNumber`'s value; always succeeds, as `NSNumber as? CGFloat` does on Apple's systems. Modelled.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    /// The `NSNumber`'s value, zero for nil. Modelled.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
#endif

/// Core Foundation's `CFAbsoluteTime`: seconds since its reference date (1 January 2001 GMT).
/// Modelled: `Double`, as Swift imports it.
public typealias CFAbsoluteTime = CFTimeInterval

/// Core Foundation's `kCFAbsoluteTimeIntervalSince1970`: the seconds from 1970 to 2001. Modelled.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200

/// Core Foundation's `CFAbsoluteTimeGetCurrent()`: the wall-clock time, in seconds since 1 January
/// 2001 GMT (it can go back when the clock is set, as Core Foundation's does). Modelled:
/// `Date().timeIntervalSinceReferenceDate`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

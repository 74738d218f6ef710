#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKRecordValueProtocol`: a type whose values a record's fields hold (strings,
/// numbers, dates, data, arrays of them). Modelled: `CKRecord`'s subscripts take and give these.
public protocol CKRecordValueProtocol {}

/// CloudKit's `CKRecordValue` (`record["title"] = title as CKRecordValue`). Modelled as this
/// protocol's other name; on Apple's systems it is the Objective-C protocol `NSString`, `NSNumber`,
/// `NSDate`, `NSData` and `NSArray` adopt, which Swift's `String`, numbers, `Date` and `Data` bridge
/// to, so the same casts compile here.
public typealias CKRecordValue = CKRecordValueProtocol

/// Modelled: a field can hold a string.
extension String: CKRecordValueProtocol {}
/// Modelled: a field can hold a date.
extension Date: CKRecordValueProtocol {}
/// Modelled: a field can hold bytes.
extension Data: CKRecordValueProtocol {}
/// Modelled: a field can hold a Boolean (stored as a number by CloudKit).
extension Bool: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Double: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Float: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Int: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Int8: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Int16: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Int32: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension Int64: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension UInt: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension UInt8: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension UInt16: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension UInt32: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension UInt64: CKRecordValueProtocol {}
/// Modelled: a field can hold a list of values.
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
/// Modelled: a field can hold an optional value (nil removes the field).
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}
/// Modelled: a field can hold a string.
extension NSString: CKRecordValueProtocol {}
/// Modelled: a field can hold a number.
extension NSNumber: CKRecordValueProtocol {}
/// Modelled: a field can hold a date.
extension NSDate: CKRecordValueProtocol {}
/// Modelled: a field can hold bytes.
extension NSData: CKRecordValueProtocol {}
/// Modelled: a field can hold a list.
extension NSArray: CKRecordValueProtocol {}
/// Modelled: a field can hold a location.
extension CLLocation: CKRecordValueProtocol {}
#endif

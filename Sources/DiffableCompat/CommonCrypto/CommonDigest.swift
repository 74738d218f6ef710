#if !canImport(UIKit)
import Foundation

// CommonCrypto's one-shot digests (CommonDigest.h), which Linux has no library for: image caches
// name files by `CC_SHA256` or `CC_MD5` of the URL, apps hash tokens. Computed here in Swift, byte
// for byte the digests CommonCrypto gives (FIPS 180-4 for SHA-1 and SHA-256, RFC 1321 for MD5).
// `import CommonCrypto` is ported to DiffableCompat.

/// CommonCrypto's `CC_LONG`, the length type of its digest functions. Modelled: `UInt32`, as Swift
/// imports it.
public typealias CC_LONG = UInt32

/// The length of an MD5 digest in bytes, 16. Modelled.
public var CC_MD5_DIGEST_LENGTH: Int32 { 16 }
/// The length of a SHA-1 digest in bytes, 20. Modelled.
public var CC_SHA1_DIGEST_LENGTH: Int32 { 20 }
/// The length of a SHA-256 digest in bytes, 32. Modelled.
public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }

/// CommonCrypto's `CC_SHA256(_:_:_:)`: writes the SHA-256 digest of the `len` bytes at `data` into
/// the 32 bytes at `md` and returns `md`. Modelled: the real digest. Nil `md` returns nil, as
/// CommonCrypto's; nil `data` with a length of 0 is the empty message's digest.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(Digest.sha256(bytes(data, len)), to: md)
}

/// CommonCrypto's `CC_SHA1(_:_:_:)`: writes the SHA-1 digest (20 bytes) of the `len` bytes at
/// `data` into `md` and returns `md`. Modelled, as `CC_SHA256(_:_:_:)`.
@available(iOS, deprecated: 13.0, message: "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger).")
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(Digest.sha1(bytes(data, len)), to: md)
}

/// CommonCrypto's `CC_MD5(_:_:_:)`: writes the MD5 digest (16 bytes) of the `len` bytes at `data`
/// into `md` and returns `md`. Modelled, as `CC_SHA256(_:_:_:)`. Deprecated on iOS 13, as Apple's.
@available(iOS, deprecated: 13.0, message: "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger).")
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(Digest.md5(bytes(data, len)), to: md)
}

private func bytes(_ data: UnsafeRawPointer?, _ len: CC_LONG) -> UnsafeRawBufferPointer {
    guard let data, len > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: data, count: Int(len))
}

private func write(_ digest: [UInt8], to md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    for (offset, byte) in digest.enumerated() { md[offset] = byte }
    return md
}

/// The three digests, over a message in memory.
enum Digest {
    /// The message padded as MD5 and the SHA family pad: a 1 bit, zeros to 56 mod 64 bytes, then the
    /// bit length in 8 bytes (big-endian for SHA, little-endian for MD5).
    private static func padded(_ message: UnsafeRawBufferPointer, bigEndianLength: Bool) -> [UInt8] {
        var bytes = [UInt8](message)
        let bitLength = UInt64(message.count) &* 8
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        for index in 0..<8 {
            let shift = bigEndianLength ? UInt64(56 - 8 * index) : UInt64(8 * index)
            bytes.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }
        return bytes
    }

    private static func bigEndianWord(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    private static func bigEndianBytes(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    private static let sha256Constants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        let bytes = padded(message, bigEndianLength: true)
        var hash: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var w = [UInt32](repeating: 0, count: 64)
        for block in stride(from: 0, to: bytes.count, by: 64) {
            for t in 0..<16 { w[t] = bigEndianWord(bytes, block + 4 * t) }
            for t in 16..<64 {
                let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
                let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
            for t in 0..<64 {
                let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ sha256Constants[t] &+ w[t]
                let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { hash[index] = hash[index] &+ value }
        }
        return bigEndianBytes(hash)
    }

    static func sha1(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        let bytes = padded(message, bigEndianLength: true)
        var hash: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
        var w = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: bytes.count, by: 64) {
            for t in 0..<16 { w[t] = bigEndianWord(bytes, block + 4 * t) }
            for t in 16..<80 { w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1) }
            var (a, b, c, d, e) = (hash[0], hash[1], hash[2], hash[3], hash[4])
            for t in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A827999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1BBCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62C1D6)
                }
                let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, temp)
            }
            for (index, value) in [a, b, c, d, e].enumerated() { hash[index] = hash[index] &+ value }
        }
        return bigEndianBytes(hash)
    }

    private static let md5Shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// RFC 1321's table: the integer part of 2^32 × |sin(i + 1)|.
    private static let md5Constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    static func md5(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        let bytes = padded(message, bigEndianLength: false)
        var hash: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
        var m = [UInt32](repeating: 0, count: 16)
        for block in stride(from: 0, to: bytes.count, by: 64) {
            for t in 0..<16 {
                let at = block + 4 * t
                m[t] = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
            var (a, b, c, d) = (hash[0], hash[1], hash[2], hash[3])
            for i in 0..<64 {
                let (f, g): (UInt32, Int)
                switch i {
                case 0..<16: (f, g) = ((b & c) | (~b & d), i)
                case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
                case 32..<48: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
                }
                let rotated = (a &+ f &+ md5Constants[i] &+ m[g]).rotatedLeft(md5Shifts[i])
                (a, b, c, d) = (d, b &+ rotated, b, c)
            }
            hash[0] = hash[0] &+ a
            hash[1] = hash[1] &+ b
            hash[2] = hash[2] &+ c
            hash[3] = hash[3] &+ d
        }
        return hash.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(8 * $0)) } }
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
    fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 { (self << count) | (self >> (32 - count)) }
}
#endif

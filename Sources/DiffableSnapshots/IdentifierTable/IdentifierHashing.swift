#if canImport(FoundationEssentials)
import struct FoundationEssentials.UUID
#else
import struct Foundation.UUID
#endif

/// An identifier type that hashes the bytes deciding its equality itself, so that a snapshot's
/// index hashes it in a few instructions instead of through `Hasher` (SipHash-1-3, ~90–500
/// instructions an identifier).
///
/// `String`, `UUID` and the fixed-width integers conform already. Conform your own identifier type
/// when its equality is decided by a few stored values that conform, or by bytes you can reach:
///
/// ```swift
/// struct MessageID: FastHashableIdentifier {
///     let conversation: UUID
///     let serial: Int
///     var identifierHash: UInt64 { IdentifierHash.combine(conversation.identifierHash, serial.identifierHash) }
/// }
/// ```
///
/// The contract is `Hashable`'s: identifiers that are `==` return the same value. The index mixes
/// the value with a seed chosen per process (it repeats under `SWIFT_DETERMINISTIC_HASHING`), and an
/// index whose probes walk far longer than a random hash makes them (identifiers crafted to
/// collide, or a weak `identifierHash`) rehashes itself with the standard keyed hash, so a poor
/// value costs speed, never correctness.
///
/// The index checks for the conformance once per operation (constant-folded where the identifier
/// type is known at compile time), never per identifier.
public protocol FastHashableIdentifier: Hashable {
    /// A 64-bit hash of what decides equality: equal for identifiers that are `==`, and for
    /// distinct identifiers equal as rarely as possible. Need not be seeded.
    var identifierHash: UInt64 { get }
}

/// The fast hashes behind ``FastHashableIdentifier``, for conforming types to build on: seeded per
/// process (repeating under `SWIFT_DETERMINISTIC_HASHING`), wyhash's structure (one 64×64→128-bit
/// multiply per 16 bytes). Fast, well mixed; not a keyed cryptographic hash — the index's defence
/// against crafted collisions is its probe budget (see ``FastHashableIdentifier``).
public enum IdentifierHash {
    /// The hash of `bytes`. - Complexity: O(bytes.count); 16 bytes a multiply.
    @inlinable
    public static func bytes(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let key = BytesHash.Key.current
        guard let base = bytes.baseAddress else { return BytesHash.finish(0, 0, count: 0, key: key, state: key.seed) }
        return BytesHash.hash(base, count: bytes.count, key: key).hash
    }

    /// The hash of two 64-bit words (16 bytes): a UUID's, or two stored integers'.
    @inlinable @inline(__always)
    public static func words(_ first: UInt64, _ second: UInt64) -> UInt64 {
        let key = BytesHash.Key.current
        return BytesHash.finish(first, second, count: 16, key: key, state: key.seed)
    }

    /// One hash of two hashes, order-sensitive: for identifiers made of several values.
    @inlinable @inline(__always)
    public static func combine(_ first: UInt64, _ second: UInt64) -> UInt64 {
        let key = BytesHash.Key.current
        return BytesHash.finish(first, second, count: 17, key: key, state: key.seed)
    }
}

// MARK: - The standard identifier types

extension String: FastHashableIdentifier {
    /// The hash of the string's UTF-8 bytes in Normalization Form C, so that canonically equivalent
    /// strings (which `==` calls equal) hash alike. ASCII strings are their own NFC form and are
    /// hashed straight from their storage (a small string's from its two words); any other string
    /// is normalized first, as the standard hasher does.
    @inlinable
    public var identifierHash: UInt64 { StringHash.hash(self, key: .current) }
}

extension UUID: FastHashableIdentifier {
    /// The hash of the UUID's 16 bytes, which decide its equality.
    @inlinable
    public var identifierHash: UInt64 { UUIDHash.hash(self, key: .current) }
}

extension Int: FastHashableIdentifier {
    /// The value's bit pattern: the index mixes it (``FastHashableIdentifier``).
    @inlinable public var identifierHash: UInt64 { UInt64(bitPattern: Int64(self)) }
}

extension Int64: FastHashableIdentifier {
    /// The value's bit pattern.
    @inlinable public var identifierHash: UInt64 { UInt64(bitPattern: self) }
}

extension Int32: FastHashableIdentifier {
    /// The value's bit pattern, sign-extended.
    @inlinable public var identifierHash: UInt64 { UInt64(bitPattern: Int64(self)) }
}

extension UInt: FastHashableIdentifier {
    /// The value.
    @inlinable public var identifierHash: UInt64 { UInt64(self) }
}

extension UInt64: FastHashableIdentifier {
    /// The value.
    @inlinable public var identifierHash: UInt64 { self }
}

extension UInt32: FastHashableIdentifier {
    /// The value.
    @inlinable public var identifierHash: UInt64 { UInt64(self) }
}

// MARK: - Implementation

/// wyhash's bulk and final steps over raw bytes, with secrets drawn from the process's hashing seed.
@usableFromInline
internal enum BytesHash {
    /// The initial state, and the two secrets that keep a chosen input from zeroing a multiply:
    /// all three from the standard library's per-process seed (fixed under
    /// `SWIFT_DETERMINISTIC_HASHING`), so they repeat exactly when the instruction counts need them
    /// to. A hashing loop loads them once (`IdentifierHasher`), not per identifier.
    @usableFromInline
    internal struct Key: Sendable {
        @usableFromInline internal let seed: UInt64
        @usableFromInline internal let secret0: UInt64
        @usableFromInline internal let secret1: UInt64

        @usableFromInline internal static let current = Key(
            seed: secret(0x2D35_8DCC_AA6C_78A5), secret0: secret(0x0BB8_4B93_962E_ACC9) | 1, secret1: secret(0x4B33_A62E_D433_D4A3) | 1)

        @inlinable
        internal init(seed: UInt64, secret0: UInt64, secret1: UInt64) {
            self.seed = seed
            self.secret0 = secret0
            self.secret1 = secret1
        }

        private static func secret(_ salt: Int) -> UInt64 {
            var x = UInt64(bitPattern: Int64(salt._rawHashValue(seed: 0))) &+ 0x9E37_79B9_7F4A_7C15
            x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
            return x ^ (x &>> 31)
        }
    }

    /// The high and low halves of the full product, folded.
    @inlinable @inline(__always)
    internal static func mum(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The last step: `first` and `second` hold the last 16 bytes (zero-padded below 16), `count`
    /// the length, `state` what the 16-byte blocks before them made.
    @inlinable @inline(__always)
    internal static func finish(_ first: UInt64, _ second: UInt64, count: Int, key: Key, state: UInt64) -> UInt64 {
        let product = (first ^ key.secret1).multipliedFullWidth(by: second ^ state)
        return mum(product.low ^ key.secret0 ^ UInt64(truncatingIfNeeded: count), product.high ^ key.secret1)
    }

    /// The hash of `count` bytes at `base`, and whether every byte was ASCII (below 0x80).
    /// Up to 16 bytes are read as two zero-padded little-endian words, so a small string's two
    /// words hash to the same value as its bytes do (``StringHash``).
    @inlinable
    internal static func hash(_ base: UnsafeRawPointer, count: Int, key: Key) -> (hash: UInt64, isASCII: Bool) {
        if count <= 16 {
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
            let ascii = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
            return (finish(words.0, words.1, count: count, key: key, state: key.seed), ascii)
        }
        var state = key.seed, high: UInt64 = 0, offset = 0
        while count - offset > 16 {
            let a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            high |= a | b
            state = mum(a ^ key.secret1, b ^ state)
            offset += 16
        }
        // The last 16 bytes, overlapping the last block when the count is not a multiple of 16.
        let a = base.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
        let b = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        high |= a | b
        return (finish(a, b, count: count, key: key, state: state), high & 0x8080_8080_8080_8080 == 0)
    }
}

/// `UUID`'s fast hash: its 16 bytes, which decide its equality.
@usableFromInline
internal enum UUIDHash {
    @inlinable @inline(__always)
    internal static func hash(_ uuid: UUID, key: BytesHash.Key) -> UInt64 {
        let (first, second) = unsafeBitCast(uuid.uuid, to: (UInt64, UInt64).self)
        return BytesHash.finish(first, second, count: 16, key: key, state: key.seed)
    }
}

/// `String`'s fast hash: the hash of its NFC UTF-8 bytes (``BytesHash``).
///
/// Bytes decide `String` equality only in a normal form: `==` is canonical equivalence, so
/// "\u{212A}" (KELVIN SIGN) equals "K". An ASCII string is its own NFC form; any other string is
/// normalized before hashing, so equal strings always hash alike.
@usableFromInline
internal enum StringHash {
    @inlinable @inline(__always)
    internal static func hash(_ string: String, key: BytesHash.Key) -> UInt64 {
        #if _pointerBitWidth(_64)
        // A small ASCII string (up to 15 bytes: most identifiers) keeps its bytes in its own two
        // words, zero beyond its count; the top nibble 0xE of the second word says small and ASCII
        // (String's frozen 64-bit layout, which every inlined String operation relies on too).
        let (first, second) = unsafeBitCast(string, to: (UInt64, UInt64).self)
        if _fastPath(second &>> 60 == 0xE) {
            let count = Int(truncatingIfNeeded: (second &>> 56) & 0xF)
            return BytesHash.finish(first, second & 0x00FF_FFFF_FFFF_FFFF, count: count, key: key, state: key.seed)
        }
        #endif
        return hashStored(string, key: key)
    }

    /// Strings stored out of line (over 15 bytes, or built with spare capacity), and any that are
    /// not ASCII.
    @usableFromInline @inline(never)
    internal static func hashStored(_ string: String, key: BytesHash.Key) -> UInt64 {
        // No copy: a string whose UTF-8 is not contiguous (bridged) goes the normalizing way.
        let stored = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            guard let base = bytes.baseAddress else { return BytesHash.finish(0, 0, count: 0, key: key, state: key.seed) }
            let (hash, isASCII) = BytesHash.hash(UnsafeRawPointer(base), count: bytes.count, key: key)
            return isASCII ? hash : nil
        }
        if let stored, let stored { return stored }
        return string._nfcCodeUnits.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return BytesHash.finish(0, 0, count: 0, key: key, state: key.seed) }
            return BytesHash.hash(base, count: bytes.count, key: key).hash
        }
    }
}

/// The hash of fixed-width integer identifiers, and of every other ``FastHashableIdentifier``'s
/// `identifierHash`: the process's seed added, then MurmurHash3's 64-bit finalizer (every input bit
/// flips about half the output bits), the low 32 bits kept as the fragment whose low bits pick the
/// bucket. Seeded from the standard library's per-process seed, so fragments differ from run to
/// run as `Hashable`'s do (and repeat under `SWIFT_DETERMINISTIC_HASHING`, as the instruction counts
/// need).
@usableFromInline
internal enum IntegerMix {
    @usableFromInline
    internal static let seed: UInt64 = UInt64(bitPattern: Int64(0x5DEE_CE66_D1CE_4E5B._rawHashValue(seed: 0)))

    @inlinable @inline(__always)
    internal static func fragment(_ value: UInt64, seed: UInt64) -> UInt32 {
        var x = value &+ seed
        x ^= x &>> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x &>> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x &>> 33
        return UInt32(truncatingIfNeeded: x)
    }
}

/// How one table operation hashes its identifiers: decided once per operation, from the element
/// type (constant-folded once specialized) and the table's mode.
///
/// Fast (the default): integers through ``IntegerMix``; `String` and `UUID` through ``BytesHash``;
/// any other ``FastHashableIdentifier`` through its `identifierHash`, mixed; any other type through
/// `_rawHashValue(seed:)` (the entry point `Dictionary` uses: one-shot SipHash for standard types,
/// `hash(into:)` otherwise). Standard (a table that rehashed itself after an overlong probe): every
/// type through `_rawHashValue(seed:)`, SipHash keyed per process.
@usableFromInline
internal struct IdentifierHasher<Element: Hashable> {
    @usableFromInline internal let standard: Bool
    /// The conformance, when the element type has one and no faster path applies.
    @usableFromInline internal let custom: (any FastHashableIdentifier.Type)?
    /// The process's seeds, loaded once per operation (a `static let` read per identifier costs a
    /// `swift_once` check and an accessor call each).
    @usableFromInline internal let integerSeed: UInt64
    @usableFromInline internal let bytesKey: BytesHash.Key

    @inlinable @inline(__always)
    internal init(standard: Bool) {
        self.standard = standard
        // Specialized, the cast folds to a constant; unspecialized it runs here, once, out of line
        // (inlined into a loop's generic code, the optimizer may repeat it per element).
        custom = _isConcrete(Element.self) ? Element.self as? any FastHashableIdentifier.Type : Self.lookUpConformance()
        integerSeed = IntegerMix.seed
        bytesKey = BytesHash.Key.current
    }

    @usableFromInline @inline(never)
    internal static func lookUpConformance() -> (any FastHashableIdentifier.Type)? {
        Element.self as? any FastHashableIdentifier.Type
    }

    /// The 32-bit fragment the table stores for `element`.
    @inlinable @inline(__always)
    internal func fragment(of element: Element) -> UInt32 {
        if _slowPath(standard) { return UInt32(truncatingIfNeeded: element._rawHashValue(seed: 0)) }
        // Constant-folded once the table is specialized for its element type.
        if Element.self == Int.self { return IntegerMix.fragment(UInt64(bitPattern: Int64(unsafeBitCast(element, to: Int.self))), seed: integerSeed) }
        if Element.self == UInt64.self { return IntegerMix.fragment(unsafeBitCast(element, to: UInt64.self), seed: integerSeed) }
        if Element.self == Int64.self { return IntegerMix.fragment(UInt64(bitPattern: unsafeBitCast(element, to: Int64.self)), seed: integerSeed) }
        if Element.self == UInt.self { return IntegerMix.fragment(UInt64(unsafeBitCast(element, to: UInt.self)), seed: integerSeed) }
        if Element.self == Int32.self { return IntegerMix.fragment(UInt64(bitPattern: Int64(unsafeBitCast(element, to: Int32.self))), seed: integerSeed) }
        if Element.self == UInt32.self { return IntegerMix.fragment(UInt64(unsafeBitCast(element, to: UInt32.self)), seed: integerSeed) }
        // Already seeded and mixed: the low half is the fragment.
        if Element.self == String.self { return UInt32(truncatingIfNeeded: StringHash.hash(unsafeBitCast(element, to: String.self), key: bytesKey)) }
        if Element.self == UUID.self { return UInt32(truncatingIfNeeded: UUIDHash.hash(unsafeBitCast(element, to: UUID.self), key: bytesKey)) }
        if let custom { return custom._fragment(of: element, seed: integerSeed) }
        return UInt32(truncatingIfNeeded: element._rawHashValue(seed: 0))
    }
}

extension FastHashableIdentifier {
    /// The fragment of `element`, known to be of this type.
    @inlinable @inline(__always)
    internal static func _fragment<Element>(of element: Element, seed: UInt64) -> UInt32 {
        withUnsafePointer(to: element) { pointer in
            IntegerMix.fragment(UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.identifierHash, seed: seed)
        }
    }
}

/// FNV-1a, 64 bits: the same on every machine and run, unlike Swift's seeded `hashValue`. Used for request codes
/// and for the checksums that detect hand edits; it is not a defence against anyone forging a file.
public enum StableHash {
    public static func fnv1a64(_ text: String) -> UInt64 { fnv1a64(text.utf8) }

    public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Over the bytes in place when they are contiguous (a native string's, an array's): a generated app's 27 MB are
        // hashed on every write.
        if let h = bytes.withContiguousStorageIfAvailable({ buffer in
            var h: UInt64 = 0xcbf29ce484222325
            for b in buffer { h = (h ^ UInt64(b)) &* 0x100000001b3 }
            return h
        }) { return h }
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }
}

/// A 128-bit hash of structured values that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process): what a generated file was made from, so that a later run can tell it need not render it
/// again. Words are mixed into two lanes of different multipliers; strings go in eight bytes at a time, after their
/// length, so that no two sequences of values feed the same words. Not for defending against forgery.
/// Equal hashers have taken the same words: a finished one is a key (`KeptRenders`).
public struct StableHasher: Sendable, Hashable {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    public init() {}

    @inline(__always)
    public mutating func combine(word w: UInt64) {
        a = (a ^ w) &* 0xFF51_AFD7_ED55_8CCD
        a ^= a >> 31
        b = (b &+ (w ^ 0x5851_F42D_4C95_7F2D)) &* 0xC4CE_B9FE_1A85_EC53
        b = (b << 29) | (b >> 35)
    }

    /// Another hash's value, as two words.
    public mutating func combine(_ other: StableHasher) {
        combine(word: other.a)
        combine(word: other.b)
    }

    public mutating func combine(_ value: Bool) { combine(word: value ? 1 : 2) }

    public mutating func combine(_ value: Int) { combine(word: UInt64(bitPattern: Int64(value))) }

    public mutating func combine(_ text: String) {
        let utf8 = text.utf8
        combine(word: UInt64(utf8.count) | 0x8000_0000_0000_0000)
        if utf8.withContiguousStorageIfAvailable({ combine(bytes: $0) }) == nil { combine(bytes: Array(utf8)) }
    }

    public mutating func combine(bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ combine(buffer: $0) }) == nil { Array(bytes).withUnsafeBufferPointer { combine(buffer: $0) } }
    }

    private mutating func combine(buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= buffer.count {
            combine(word: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        if i < buffer.count {
            var tail: UInt64 = 0
            for k in i..<buffer.count { tail |= UInt64(buffer[k]) << (8 * UInt64(k - i)) }
            combine(word: tail)
        }
    }

    /// The hash as 32 hex digits.
    public var hex: String {
        func finished(_ x: UInt64) -> UInt64 {
            var x = x
            x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD; x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53; x ^= x >> 33
            return x
        }
        func digits(_ x: UInt64) -> String {
            let text = String(x, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(finished(a ^ b)) + digits(finished(b &+ a &* 3))
    }
}

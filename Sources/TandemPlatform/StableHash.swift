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

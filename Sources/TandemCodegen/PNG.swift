/// A PNG writer for the images a generated app must ship before the team draws its own (a placeholder app icon):
/// 8-bit RGB, no alpha (the App Store refuses an icon with transparency), deterministic byte for byte. Each row is
/// filtered as the previous row ("up") when it repeats it, else as the pixel to its left ("sub"), so flat artwork
/// is mostly zero bytes, which deflate (fixed Huffman codes, runs as matches one byte back) packs small.
public enum PNG {
    /// `row(y)` is the colours of row `y`, left to right, as 0xRRGGBB, `width` of them. Artwork of a few distinct
    /// rows hands back the same array for equal rows: a row identical to the one above costs no work.
    public static func rgb(width: Int, height: Int, row: (Int) -> [UInt32]) -> [UInt8] {
        precondition(width > 0 && height > 0)
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 3 + 1) * height)
        let unchanged = [UInt8](repeating: 0, count: width * 3)
        var previous: [UInt32] = []
        for y in 0..<height {
            let colours = row(y)
            precondition(colours.count == width)
            if colours == previous {
                raw.append(2)
                raw.append(contentsOf: unchanged)
            } else {
                raw.append(1)
                var left: (UInt8, UInt8, UInt8) = (0, 0, 0)
                for c in colours {
                    let pixel = (UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF))
                    raw.append(pixel.0 &- left.0); raw.append(pixel.1 &- left.1); raw.append(pixel.2 &- left.2)
                    left = pixel
                }
            }
            previous = colours
        }
        var header: [UInt8] = []
        append32(UInt32(width), to: &header)
        append32(UInt32(height), to: &header)
        header += [8, 2, 0, 0, 0]  // 8 bits a channel, RGB, deflate, adaptive filters, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlib(raw)) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        append32(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        append32(crc32(body), to: &out)
        return out
    }

    static func append32(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// A zlib stream of one fixed-Huffman deflate block: literals, and each run of a repeated byte as matches one
    /// byte back (RFC 1950, 1951).
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        var a: UInt32 = 1, b: UInt32 = 0
        data.withUnsafeBufferPointer { data in
            var i = 0
            while i < data.count {
                var run = 0
                if i > 0 { while i + run < data.count, data[i + run] == data[i - 1], run < 258 { run += 1 } }
                if run >= 3 {
                    bits.length(run)
                    bits.huffman(0, count: 5)  // distance 1: code 0, no extra bits
                    i += run
                } else {
                    bits.literal(Int(data[i]))
                    i += 1
                }
            }
            // Adler-32, reduced every 5,552 bytes (the most that cannot overflow 32 bits) rather than every byte.
            var start = 0
            while start < data.count {
                let end = min(start + 5552, data.count)
                for k in start..<end { a &+= UInt32(data[k]); b &+= a }
                a %= 65521; b %= 65521
                start = end
            }
        }
        bits.literal(256)  // end of block
        var out: [UInt8] = [0x78, 0x01] + bits.bytesFlushed
        append32(b << 16 | a, to: &out)
        return out
    }

    /// Bits gathered in a word and written a byte at a time: an app icon is a million pixels.
    struct BitWriter {
        var bytes: [UInt8] = []
        var current: UInt64 = 0
        var used = 0

        /// `count` bits of `value`, least significant first (deflate's order for everything but Huffman codes).
        mutating func write(_ value: Int, count: Int) {
            current |= (UInt64(truncatingIfNeeded: value) & ((1 << UInt64(count)) - 1)) << UInt64(used)
            used += count
            while used >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: current))
                current >>= 8
                used -= 8
            }
        }

        /// A Huffman code: its most significant bit first.
        mutating func huffman(_ code: Int, count: Int) {
            var reversed = 0
            for k in 0..<count { reversed |= (code >> k & 1) << (count - 1 - k) }
            write(reversed, count: count)
        }

        /// A literal/length symbol in the fixed code.
        mutating func literal(_ symbol: Int) {
            switch symbol {
            case 0...143: huffman(0x30 + symbol, count: 8)
            case 144...255: huffman(0x190 + symbol - 144, count: 9)
            case 256...279: huffman(symbol - 256, count: 7)
            default: huffman(0xC0 + symbol - 280, count: 8)
            }
        }

        static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

        /// A match length (3…258): its symbol, then its extra bits.
        mutating func length(_ n: Int) {
            let index = Self.lengthBase.lastIndex { $0 <= n }!
            literal(257 + index)
            write(n - Self.lengthBase[index], count: Self.lengthExtra[index])
        }

        var bytesFlushed: [UInt8] { used == 0 ? bytes : bytes + [UInt8(truncatingIfNeeded: current)] }
    }
}

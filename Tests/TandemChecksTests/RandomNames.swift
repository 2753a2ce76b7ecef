/// Short names from a few letters that differ in case, digits and `_` (a seeded LCG: the same names on every run), so
/// that a table of them meets many equal names, names equal but for case, and names a character or a length apart.
struct RandomNames: Sequence, IteratorProtocol {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let maxLength: Int
    static let letters = Array("aAbBzZ09_".utf8)

    mutating func next() -> String? {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = Int(state >> 60) % (maxLength + 1)
        let bytes = (0..<length).map { Self.letters[Int((state >> UInt64(8 * $0 + 8)) & 0xFF) % Self.letters.count] }
        return String(decoding: bytes, as: UTF8.self)
    }
}

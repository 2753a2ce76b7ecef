import Testing
@testable import TandemChecks

/// The table TD501 claims generated names in: the first claim of a name wins, case does not count, and it answers as a
/// dictionary of lowercased names would, however many names it holds.
@Suite struct CaselessTableTests {
    @Test func theFirstClaimWinsWithoutCase() {
        var table = CaselessTable(capacity: 1)
        #expect(table.claim("LoginViewController", by: 0) == nil)
        #expect(table.claim("LoginActivity", by: 0) == nil)
        #expect(table.claim("loginviewcontroller", by: 3).map { [String($0.owner), $0.name] } == ["0", "LoginViewController"])
        #expect(table.claim("LOGINACTIVITY", by: 4)?.owner == 0)
        #expect(table.claim("LoginViewControllers", by: 5) == nil)
        #expect(table.claim("", by: 6) == nil)
        #expect(table.claim("", by: 7)?.owner == 6)
    }

    /// Thousands of names, growing from a small table, against a dictionary of lowercased names; names that differ in
    /// one character or only in length stay apart.
    @Test func answersAsALowercasedDictionary() {
        var table = CaselessTable(capacity: 4)
        var reference: [String: Int] = [:]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let letters = Array("aAbBzZ09_".utf8)
        for owner in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60) % 6
            let name = String(decoding: (0..<length).map { letters[Int((state >> UInt64(8 * $0 + 8)) & 0xFF) % letters.count] }, as: UTF8.self)
            let expected = reference[name.lowercased()]
            #expect(table.claim(name, by: owner)?.owner == expected, "\(name)")
            if expected == nil { reference[name.lowercased()] = owner }
        }
        #expect(reference.count > 1_000)
    }
}

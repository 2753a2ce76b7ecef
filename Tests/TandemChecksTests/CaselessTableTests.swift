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
        for (owner, name) in RandomNames(maxLength: 5).prefix(20_000).enumerated() {
            let expected = reference[name.lowercased()]
            #expect(table.claim(name, by: owner)?.owner == expected, "\(name)")
            if expected == nil { reference[name.lowercased()] = owner }
        }
        #expect(reference.count > 1_000)
    }
}

import Testing
import TandemModel
import TandemTestSupport

/// The design's name → index tables: they answer as a dictionary of the first number recorded for each name would,
/// case counts, and names equal to Swift (which compares canonically) are one name, as they were in a dictionary.
@Suite struct NameTableTests {
    @Test func theFirstNumberOfANameWins() {
        var table = NameTable()
        #expect(table["R1"] == nil)
        #expect(table.insert("R1", 0) == nil)
        #expect(table.insert("r1", 1) == nil)
        #expect(table.insert("R1", 2) == 0)
        #expect(table.insert("", 3) == nil)
        #expect(table.insert("", 4) == 3)
        #expect(table["R1"] == 0 && table["r1"] == 1 && table[""] == 3 && table["R2"] == nil)
        #expect(table.count == 3)
        // A name longer than a String holds inline, and one outside ASCII.
        let long = "AVeryLongRequirementIdentifierIndeed"
        #expect(table.insert(long, 5) == nil && table[long] == 5 && table[String(long.dropLast())] == nil)
        #expect(table.insert("\u{C9}cran", 6) == nil && table["\u{C9}cran"] == 6 && table["Ecran"] == nil)
        // Canonically equal spellings: an accent as its own scalar, and the Kelvin sign, which is `K`.
        #expect(table["E\u{301}cran"] == 6)
        #expect(table.insert("K1", 7) == nil && table["\u{212A}1"] == 7 && table.insert("\u{212A}1", 8) == 7)
        #expect(table.insert("\u{212A}\u{301}", 9) == nil && table["K\u{301}"] == 9)
        // The other two characters outside ASCII that are canonically ASCII: the Greek question mark and varia.
        #expect(table.insert("a;", 10) == nil && table["a\u{37E}"] == 10)
        #expect(table.insert("\u{1FEF}b", 11) == nil && table["`b"] == 11)
    }

    /// Built from a list, each name keeps its first position; tables are equal when they hold the same names at the
    /// same numbers, whatever their order or size.
    @Test func listedNamesKeepTheirFirstPosition() {
        let table = NameTable(["a", "b", "a", "c"])
        #expect(table["a"] == 0 && table["b"] == 1 && table["c"] == 3 && table.count == 3)
        var other = NameTable(minimumCapacity: 100)
        for (name, number) in [("c", 3), ("a", 0), ("b", 1)] { _ = other.insert(name, number) }
        #expect(table == other)
        #expect(table != NameTable(["a", "b", "c"]))
    }

    /// Tens of thousands of names, growing from the smallest table, against a dictionary.
    @Test func answersAsADictionary() {
        var table = NameTable()
        var reference: [String: Int] = [:]
        for (number, name) in RandomNames(maxLength: 6).prefix(30_000).enumerated() {
            #expect(table.insert(name, number) == reference[name], "\(name)")
            if reference[name] == nil { reference[name] = number }
        }
        #expect(reference.count > 5_000 && table.count == reference.count)
        for (name, number) in reference { #expect(table[name] == number) }
    }

    /// A stretch of a list of distinct names replaced (`splice`): the table is the table of the list so edited, and
    /// finds each name at its place and none of the names taken out. A name typed that the list holds outside the
    /// stretch, or twice, is refused, and the table is left as it was. Some edits take out or paste in many names (the
    /// table's slots grow, names move into the places of those taken out).
    @Test func aSplicedTableIsTheTableOfTheListSpliced() {
        var random = SeededRandom(seed: 0x5EED_0F_7AB1E)
        var seen = Set<String>()
        var names = RandomNames(maxLength: 5).prefix(3_000).filter { seen.insert($0).inserted }
        var table = NameTable(names)
        var refused = 0, manyTaken = 0
        for _ in 0..<300 {
            let many = random(10) == 0
            let at = random(names.count + 1), removed = min(random(many ? 300 : 4), names.count - at)
            let typed = (0..<random(many ? 600 : 4)).map { _ in !many && random(8) == 0 ? names[random(names.count)] : "n\(random(1_000_000))" }
            var edited = names
            edited.replaceSubrange(at..<(at + removed), with: typed)
            let before = table
            if Set(edited).count == edited.count {
                let spliced = table.splice(at: at, removed: removed, inserting: typed)
                #expect(spliced)
                #expect(table == NameTable(edited) && table.count == edited.count && table.slotsHoldEachEntryOnce)
                for (number, name) in edited.enumerated() where table[name] != number {
                    Issue.record("\(name) is not found at \(number) after a splice at \(at)")
                }
                let kept = Set(edited)
                for name in names[at..<(at + removed)] where !kept.contains(name) && table[name] != nil {
                    Issue.record("\(name), taken out, is still found")
                }
                names = edited
                if many { manyTaken += 1 }
            } else {
                let spliced = table.splice(at: at, removed: removed, inserting: typed)
                #expect(!spliced)
                #expect(table == before)
                refused += 1
            }
        }
        #expect(refused > 20 && refused < 200, "\(refused)")
        #expect(manyTaken > 10, "the edits of many names were refused: \(manyTaken) taken")
        // The last names taken out, then the first, then all but a few, from the table so edited and from a table made
        // afresh (whose entries are in the list's order): the places left over are at the end, at the start, everywhere.
        for var (list, spliced) in [(names, table), (names, NameTable(names))] {
            for (at, removed) in [(list.count - 5, 5), (0, 7), (0, list.count - 12)] {
                list.removeSubrange(at..<(at + removed))
                let done = spliced.splice(at: at, removed: removed, inserting: [])
                #expect(done)
                #expect(spliced == NameTable(list) && spliced.count == list.count && spliced.slotsHoldEachEntryOnce)
                for (number, name) in list.enumerated() { #expect(spliced[name] == number) }
            }
        }
    }

    /// Small tables (a few names in 16 to 64 slots), spliced thousands of times: runs of slots that wrap around the
    /// table's end are common, and a slot moved back wrongly shows as a name not found or found after it was taken out.
    @Test func smallTablesSplicedOftenStayTrue() {
        var random = SeededRandom(seed: 0x5EED_5_7AB1E)
        var names = (0..<8).map { "s\($0)" }
        var table = NameTable(names)
        var fresh = 100
        for _ in 0..<5_000 {
            let at = random(names.count + 1), removed = min(random(4), names.count - at)
            var typed: [String] = []
            for _ in 0..<random(names.count < 6 ? 5 : 3) { typed.append("s\(fresh)"); fresh += 1 }
            let gone = names[at..<(at + removed)]
            names.replaceSubrange(at..<(at + removed), with: typed)
            let spliced = table.splice(at: at, removed: removed, inserting: typed)
            #expect(spliced && table.count == names.count && table.slotsHoldEachEntryOnce)
            for (number, name) in names.enumerated() where table[name] != number { Issue.record("\(name) not at \(number)") }
            for name in gone where table[name] != nil { Issue.record("\(name), taken out, is still found") }
            if names.count > 28 { names.removeAll(); table = NameTable() }
        }
    }
}

import Foundation
import Testing
@testable import TandemDiagnostics

@Suite struct SourceFileTests {
    func file(_ text: String) -> SourceFile { SourceFile(id: FileID(0), path: "t.tandem", bytes: Array(text.utf8)) }

    @Test func linesEndAtLFCRLFAndLoneCR() {
        let f = file("a\nb\r\nc\rd")
        #expect(f.lineStarts == [0, 2, 5, 7])
        #expect(f.location(of: 5) == SourceLocation(line: 3, column: 1))
        #expect(f.lineByteRange(1) == 2..<3)
    }

    /// Text without a line break is skipped eight bytes at a time: every break is found wherever it falls in a word.
    @Test func lineBreaksAreFoundAtEveryOffset() {
        for length in 1...20 {
            for at in 0..<length {
                for breakText in ["\n", "\r", "\r\n"] {
                    let text = String(repeating: "x", count: at) + breakText + String(repeating: "y", count: length)
                    #expect(file(text).lineStarts == [0, at + breakText.utf8.count], "\(at) \(breakText.debugDescription)")
                }
            }
        }
        #expect(file(String(repeating: "ab\n", count: 9)).lineStarts == Array(stride(from: 0, through: 27, by: 3)))
    }

    @Test func columnsCountScalarsNotBytes() {
        let f = file("é\tx")
        // 'é' is two bytes, the tab one column.
        #expect(f.location(of: 3) == SourceLocation(line: 1, column: 3))
    }

    /// Columns come from a table of scalars per 4 KB block (so many findings on one long line cost no more than on
    /// many lines): every offset of long lines, ASCII or not, across block edges, against counting from the line start.
    @Test func columnsAgreeWithCountingFromTheLineStart() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀", "\n", "\r\n", "\r", "xyz", String(repeating: "q", count: 5000)]
        for _ in 0..<6 {
            var text = ""
            while text.utf8.count < 20_000 { text += pieces.randomElement(using: &generator)! }
            for candidate in [text, String(text.unicodeScalars.filter(\.isASCII).map(Character.init))] {
                let f = file(candidate)
                let bytes = Array(candidate.utf8)
                for offset in stride(from: 0, through: bytes.count, by: 7) {
                    let line = f.lineIndex(of: offset)
                    let column = bytes[f.lineStarts[line]..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                    #expect(f.location(of: offset) == SourceLocation(line: line + 1, column: column), "\(offset)")
                }
            }
        }
    }

    @Test func offsetsPastTheEndClamp() {
        let f = file("ab")
        #expect(f.location(of: 99) == SourceLocation(line: 1, column: 3))
    }
}

@Suite struct HumanRendererTests {
    func render(_ text: String, start: Int, end: Int, color: Bool = false) -> String {
        var map = SourceMap()
        let id = map.add(path: "a.tandem", bytes: Array(text.utf8))
        let rule = RuleDescriptor(code: "TD999", name: "test", defaultSeverity: .error, summary: "", explanation: "")
        let d = Diagnostic(rule, "bad thing", at: SourceRange(file: id, start: start, end: end),
                           notes: [DiagnosticNote("remark")], hint: "fix it")
        return HumanRenderer(sources: map, color: color).render(d)
    }

    @Test func rendersLocationSnippetCaretNoteAndHint() {
        #expect(render("task T5 \"x\"\n", start: 5, end: 7) == """
        a.tandem:1:6: error: bad thing [TD999]
         1 | task T5 "x"
           |      ^~
          = note: remark
          = hint: fix it

        """)
    }

    @Test func keepsTabsSoTheCaretLinesUp() {
        let out = render("\tkind lst", start: 6, end: 9)
        #expect(out.contains(" 1 | \tkind lst\n   | \t     ^~~\n"))
    }

    @Test func cutsLongLinesAroundTheCaret() {
        let line = String(repeating: "a", count: 5000) + " bad"
        let out = render(line, start: 5001, end: 5004)
        let snippet = out.split(separator: "\n")[1]
        #expect(snippet.count < 140)
        #expect(snippet.hasSuffix("a bad"))
    }

    @Test func replacesControlCharacters() {
        let out = render("a\u{1B}[31mb", start: 0, end: 1)
        #expect(!out.contains("\u{1B}"))
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!render("x", start: 0, end: 1).contains("\u{1B}["))
        #expect(render("x", start: 0, end: 1, color: true).contains("\u{1B}[1;31merror:"))
    }
}

@Suite struct SupportTests {
    @Test func jsonEscapesAndKeepsKeyOrder() {
        let value = JSONValue.object([("z", .string("a\"b\\c\n\u{01}é")), ("a", .array([.int(1), .bool(true), .null]))])
        #expect(value.serialized() == """
        {
          "z": "a\\"b\\\\c\\n\\u0001é",
          "a": [
            1,
            true,
            null
          ]
        }

        """)
    }

    @Test func suggestsCloseNamesOnly() {
        #expect(NameSuggester.nearest(to: "priorty", in: ["priority", "tags", "text"]) == "priority")
        #expect(NameSuggester.nearest(to: "R2", in: ["R1", "R3"]) == nil)
        #expect(NameSuggester.nearest(to: "zzzzzz", in: ["priority"]) == nil)
        #expect(NameSuggester.nearest(to: "login", in: ["Login"]) == "Login")
    }

    @Test func strictTurnsWarningsIntoErrorsAndOverridesWin() {
        let rule = RuleDescriptor(code: "TD1", name: "x", defaultSeverity: .warning, summary: "", explanation: "")
        let d = Diagnostic(rule, "m", at: nil)
        #expect(SeverityPolicy(strict: true).severity(for: d) == .error)
        #expect(SeverityPolicy(overrides: ["TD1": .ignored], strict: true).severity(for: d) == .ignored)
        var engine = DiagnosticEngine(policy: SeverityPolicy(overrides: ["TD1": .ignored]))
        engine.emit(d)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFRenderer.uriReference("examples/my design.tandem") == "examples/my%20design.tandem")
        #expect(SARIFRenderer.uriReference("/abs/é.tandem") == "file:///abs/%C3%A9.tandem")
    }
}

@Suite struct NameSuggesterTests {
    /// The full optimal-string-alignment distance (a swap of neighbours counts one), the textbook table.
    static func full(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// The banded distance agrees with the full one wherever it answers, on many random pairs.
    @Test func bandedDistanceAgreesWithTheFullOne() {
        let full = Self.full
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let limit = Int.random(in: 0...3, using: &generator)
            let d = full(a, b)
            #expect(NameSuggester.distance(a, b, limit: limit) == (d <= limit ? d : nil), "\(a) \(b) limit \(limit)")
        }
    }

    @Test func suggestsTyposOnly() {
        let index = NameIndex(["LoginScreen", "Home", "AnnouncementList", "R1", "R2"])
        #expect(index.nearest(to: "LoginScren") == "LoginScreen")
        #expect(index.nearest(to: "loginscreen") == "LoginScreen")
        #expect(index.nearest(to: "Hom") == "Home")
        #expect(index.nearest(to: "R3") == nil, "short ids differ on purpose")
        // A short id in another case, or with a character more or fewer, is a typo of it.
        #expect(index.nearest(to: "r2") == "R2")
        #expect(index.nearest(to: "R22") == "R2")
        #expect(index.nearest(to: "R12") == "R1")
        #expect(index.nearest(to: "R") == nil, "one character is no id to correct")
        #expect(NameIndex(["R5", "R6"]).nearest(to: "R55") == "R5")
        #expect(index.nearest(to: "Settings") == nil)
        // Two letters swapped is one typo.
        #expect(NameIndex(["Heart", "Hear", "Profile"]).nearest(to: "Haert") == "Heart")
        #expect(NameIndex(["AnnouncementList"]).nearest(to: "AnnouncementLsit") == "AnnouncementList")
    }

    /// An index with names added after its own answers as one made of all of them (the language server's, as names are
    /// typed), its table the same; and `reusing` grows the kept index when the names it is given begin with the kept ones.
    @Test func anIndexWithNamesAddedAnswersAsOneMadeOfAll() {
        var random = SystemRandomNumberGenerator()
        func word() -> String {
            String(decoding: (0..<Int.random(in: 1...12, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }, as: UTF8.self)
        }
        for _ in 0..<200 {
            let names = (0..<Int.random(in: 0...40, using: &random)).map { _ in word() } + [String(repeating: "a", count: 100)]
            let split = Int.random(in: 0...names.count, using: &random)
            let whole = NameIndex(names), grown = NameIndex(names[..<split]).adding(names[split...])
            #expect(grown.entries.map(\.name) == whole.entries.map(\.name))
            #expect(grown.variants == whole.variants)
            for _ in 0..<10 {
                let query = word()
                #expect(grown.nearest(to: query) == whole.nearest(to: query), "\(query) in \(names)")
            }
        }
        let kind = "kind of this test"
        _ = NameIndex.reusing(["Alpha", "Beta"], kind: kind)
        #expect(NameIndex.reusing(["Alpha", "Beta", "Gamma"], kind: kind).nearest(to: "Gamam") == "Gamma")
        #expect(NameIndex.reusing(["Beta", "Gamma"], kind: kind).nearest(to: "Alpah") == nil, "names that do not begin with the kept: made again")
    }

    /// Callers that ask for one kind's index at once (a check, while the language server prepares it in the
    /// background) wait for one of them to make it: it is made once, and every caller gets the same answers.
    @Test func anIndexAskedForAtOnceIsMadeOnce() {
        let kind = "kind asked for at once", names = (0..<3_000).map { "Name\($0)" }
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in answers.add(NameIndex.reusing(names, kind: kind).nearest(to: "Nmae42")) }
        #expect(NameIndex.timesMade(kind) == 1)
        #expect(answers.all == Array(repeating: "Name42", count: 8))
    }

    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String?] = []
        func add(_ answer: String?) { lock.withLock { answers.append(answer) } }
        var all: [String?] { lock.withLock { answers } }
    }

    /// The variant table finds what comparing the query with every name finds: the same name, ties broken the same
    /// way, over names of every length from random small alphabets (so that near misses abound).
    @Test func indexAgreesWithComparingEveryName() {
        var generator = SystemRandomNumberGenerator()
        func word(_ lengths: ClosedRange<Int>) -> String {
            String(decoding: (0..<Int.random(in: lengths, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }, as: UTF8.self)
        }
        for round in 0..<200 {
            let names = (0..<Int.random(in: 1...40, using: &generator)).map { _ in word(1...(round % 2 == 0 ? 8 : 14)) }
            let index = NameIndex(names)
            for _ in 0..<20 {
                let query = word(1...14)
                let target = Array(query.utf8)
                var expected: (String, Int)?
                for name in Set(names) {
                    let limit = NameSuggester.limit(min(target.count, name.utf8.count))
                    let d: Int
                    if limit > 0 {
                        d = Self.full(target, Array(name.utf8))
                        guard d <= limit, d > 0 || name != query else { continue }
                    } else {
                        // Short ids: another case, or one character more or fewer, and nothing else.
                        let shorter = min(target.count, name.utf8.count), dd = Self.full(target, Array(name.utf8))
                        guard shorter >= 2, abs(target.count - name.utf8.count) == 1, dd == 1 else { continue }
                        d = dd
                    }
                    if d < (expected?.1 ?? Int.max) || (d == expected?.1 && name < expected!.0) { expected = (name, d) }
                }
                #expect(index.nearest(to: query) == expected?.0, "\(query) in \(names)")
                #expect(index.nearest(to: query) == expected?.0, "\(query) asked again, answered from what the index kept")
            }
        }
    }

    /// An index keeps its answers up to a bound, then starts again: answers stay the search's either way.
    @Test func anIndexKeepsItsAnswersWithinABound() {
        let index = NameIndex((0..<200).map { "Name\($0)" })
        for round in 0..<2 {
            for i in 0..<(NameIndex.Answers.limit + 10) {
                let query = i % 2 == 0 ? "Nmae\(i % 200)" : "Other\(i)"
                #expect(index.nearest(to: query) == (i % 2 == 0 ? "Name\(i % 200)" : nil), "round \(round), \(query)")
                #expect(index.nearest(to: query) == index.search(query))
            }
        }
    }

    /// The index kept between checks answers for the names it was made of, and is made again for other names.
    @Test func aKeptIndexIsReusedOnlyForTheSameNames() {
        let kind = "test-kind-\(#line)"
        let first = NameIndex.reusing(["REQ-001", "REQ-002"], kind: kind)
        #expect(first.nearest(to: "REQ-01") == "REQ-001")
        #expect(NameIndex.reusing(["REQ-001", "REQ-002"], kind: kind).nearest(to: "REQ-00") == "REQ-001")
        // A renamed requirement: the old name is no longer suggested, the new one is.
        let renamed = NameIndex.reusing(["REQ-001", "SPEC-77"], kind: kind)
        #expect(renamed.nearest(to: "REQ-002") == "REQ-001" && renamed.nearest(to: "SPEC-7") == "SPEC-77")
        #expect(NameIndex.reusing(["SPEC-77"], kind: kind).nearest(to: "REQ-001") == nil)
    }
}

/// Diagnostics come out causes first, each phase in the order of the text, ties by code and message.
@Suite struct DiagnosticOrderTests {
    /// Random findings, with the same place, code or message often shared, in the order the straightforward sort of the
    /// diagnostics themselves gives; the sort of their places must give the same.
    @Test func theOrderIsTheOrderOfTheDiagnosticsThemselves() {
        var random = SystemRandomNumberGenerator()
        let rules = ["TD001", "TD101", "TD102", "TD201", "TD301"].map {
            RuleDescriptor(code: $0, name: "rule-\($0)", defaultSeverity: .warning, summary: "", explanation: "")
        }
        for _ in 0..<200 {
            let list = (0..<Int.random(in: 0...40, using: &random)).map { _ -> Diagnostic in
                let start = Int.random(in: 0...6, using: &random)
                let range = Int.random(in: 0...5, using: &random) == 0 ? nil
                    : SourceRange(file: FileID(Int.random(in: 0...1, using: &random)), start: start, end: start + Int.random(in: 0...2, using: &random))
                return Diagnostic(rules.randomElement(using: &random)!, ["a", "b", "c"].randomElement(using: &random)!, at: range)
            }
            func phase(_ d: Diagnostic) -> Int { d.code.hasPrefix("TD0") ? 0 : d.code.hasPrefix("TD1") ? 1 : 2 }
            let expected = list.sorted { a, b in
                if phase(a) != phase(b) { return phase(a) < phase(b) }
                switch (a.range, b.range) {
                case let (ra?, rb?) where ra != rb: return ra < rb
                case (nil, _?): return true
                case (_?, nil): return false
                default: return (a.code, a.message) < (b.code, b.message)
                }
            }
            #expect(Diagnostic.sortedForOutput(list) == expected)
        }
    }
}

import Foundation
import Testing
import TandemDiagnostics

/// The one JSON reader reads what the one writer writes, and nothing it cannot stand behind.
@Suite struct JSONReaderTests {
    @Test func readsWhatTheWriterWrites() {
        let value = JSONValue.object([
            ("text", .string("quote \" backslash \\ slash / tab \t newline \n nul \u{0} bell \u{7} é 🙂 \u{202E}")),
            ("numbers", .array([.int(0), .int(-1), .int(Int.max), .int(Int.min)])),
            ("flags", .array([.bool(true), .bool(false), .null])), ("empty", .object([])), ("none", .array([])),
        ])
        #expect(JSONValue(parsing: Array(value.serialized().utf8)) == value)
    }

    /// Escapes between runs of plain text, next to multi-byte scalars and combining marks: every string of up to three
    /// of these scalars reads back as itself, and the hidden ones are escaped.
    @Test func everyMixOfPlainAndEscapedTextReadsBack() {
        let pool: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\u{0}", "\u{7F}", "\u{9F}", "é", "\u{301}", "\u{202E}",
                                      Unicode.Scalar(0xFDD0)!, "\u{FEFF}", "🙂", Unicode.Scalar(0x10FFFF)!]
        var checked = 0
        for a in pool { for b in [nil] + pool { for c in [nil] + pool {
            var text = String(a)
            if let b { text.unicodeScalars.append(b) }
            if let c { text.unicodeScalars.append(c) }
            var bytes: [UInt8] = []
            JSONValue.quote(text, into: &bytes)
            let quoted = String(decoding: bytes, as: UTF8.self)
            guard case .string(let back)? = JSONValue(parsing: bytes) else {
                Issue.record("\(quoted.debugDescription) does not read"); continue
            }
            #expect(back.unicodeScalars.elementsEqual(text.unicodeScalars), "\(quoted.debugDescription)")
            #expect(!quoted.unicodeScalars.contains { TerminalText.isHidden($0) || $0.value == 0xFDD0 || $0.value == 0x10FFFF })
            checked += 1
        } } }
        #expect(checked == 14 * 15 * 15)
        var quoted: [UInt8] = []
        // Swift's literals refuse noncharacters.
        JSONValue.quote("x" + String(pool[10]) + "\u{301}é\"" + String(pool[13]), into: &quoted)
        #expect(String(decoding: quoted, as: UTF8.self) == "\"x\\ufdd0\u{301}é\\\"\\udbff\\udfff\"")
    }

    @Test func readsEscapesAsJSONDoes() {
        #expect(JSONValue(parsing: Array(#"["\u00e9\ud83d\ude42\/\b\f\r"]"#.utf8)) == .array([.string("é🙂/\u{8}\u{c}\r")]))
        #expect(JSONValue(parsing: Array(" \n{ \"a\" :1 }\t".utf8)) == .object([("a", .int(1))]))
    }

    @Test func refusesWhatItCannotRead() {
        let refused = [
            "", " ", "{", "[1,]", "[1 2]", "{\"a\" 1}", "{a: 1}", "01", "-", "1.5", "1e3", "9223372036854775808", "[1] x",
            "\"open", "\"tab\there\"", #""\x""#, #""\ud83d""#, #""\ude42""#, #""\ud83d\u0041""#, #""\u12G4""#, "nul", "tru",
        ]
        for text in refused { #expect(JSONValue(parsing: Array(text.utf8)) == nil, "\(text)") }
        #expect(JSONValue(parsing: [0x22, 0xC3, 0x22]) == nil, "not UTF-8")
        // Deep nesting is refused, not a stack overflow.
        #expect(JSONValue(parsing: Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)) == nil)
        #expect(JSONValue(parsing: Array((String(repeating: "[", count: 60) + String(repeating: "]", count: 60)).utf8)) != nil)
    }
}

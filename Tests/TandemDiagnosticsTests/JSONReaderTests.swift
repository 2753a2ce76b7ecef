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

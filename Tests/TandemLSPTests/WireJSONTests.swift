import Foundation
import Testing
@testable import TandemLSP

/// The server's JSON writer against Foundation's: the same values, whatever order `Encodable` hands them over in.
@Suite struct WireJSONTests {
    /// Both texts read back and written again with sorted keys, so only the values are compared.
    func normalised(_ text: Data) throws -> String {
        let value = try JSONSerialization.jsonObject(with: text, options: .fragmentsAllowed)
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    func expectSameAsFoundation<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try text(value)
        let theirs = try JSONEncoder().encode(value)
        #expect(try normalised(Data(ours.utf8)) == normalised(theirs), "\(ours)", sourceLocation: sourceLocation)
    }

    func text<T: Encodable>(_ value: T) throws -> String { String(decoding: try WireJSON.encode(value), as: UTF8.self) }

    static let range = LSPRange(start: Position(line: 3, character: 2), end: Position(line: 3, character: 9))

    @Test func theMessagesTheServerSendsReadAsFoundationWritesThem() throws {
        let plain = LSPDiagnostic(range: Self.range, severity: 2, code: "TD201", source: "tandem",
                                  message: "task 'T1' \"quoted\" \\ traces no requirement\n\t\u{1} é 😀 \u{202E}", relatedInformation: nil, data: nil)
        var full = plain
        full.relatedInformation = [.init(location: Location(uri: "file:///a/b%20c.tandem", range: Self.range), message: "declared here")]
        full.data = FixData(title: "Add R1", newText: "satisfies R1", range: nil)
        try expectSameAsFoundation(Notification(method: "textDocument/publishDiagnostics",
                                                params: PublishDiagnosticsParams(uri: "file:///x.tandem", diagnostics: [plain, full])))
        try expectSameAsFoundation(Notification(method: "textDocument/publishDiagnostics",
                                                params: PublishDiagnosticsParams(uri: "file:///x.tandem", diagnostics: [])))
        try expectSameAsFoundation(Response(id: .int(7), result: Optional<Int>.none))
        try expectSameAsFoundation(Response(id: .string("a\"b"), result: [Self.range, Self.range]))
        try expectSameAsFoundation(ErrorResponse(id: nil, error: .init(code: -32700, message: "parse error")))
        try expectSameAsFoundation(Response(id: .int(1), result: Hover(contents: MarkupContent(kind: "markdown", value: "**T1**"), range: nil)))
    }

    /// A type written without `Encoder` writes every stored property: a field added to one and not to its writer fails
    /// here.
    @Test func aTypeWrittenDirectlyWritesEveryProperty() throws {
        let fix = FixData(title: "t", newText: "n", range: Self.range)
        let related = LSPDiagnostic.Related(location: Location(uri: "file:///a", range: Self.range), message: "m")
        let full = LSPDiagnostic(range: Self.range, severity: 1, code: "TD101", source: "tandem", message: "m",
                                 relatedInformation: [related], data: fix)
        let samples: [any WireWritable] = [PublishDiagnosticsParams(uri: "file:///a", diagnostics: [full]), full, related,
                                           fix, related.location, Self.range, Self.range.start]
        for sample in samples {
            let object = try JSONSerialization.jsonObject(with: Data(WireJSON.encode(sample))) as? [String: Any]
            let properties = Set(Mirror(reflecting: sample).children.compactMap(\.label))
            #expect(object.map { Set($0.keys) } == properties, "\(type(of: sample))")
            try expectSameAsFoundation(sample)
        }
    }

    @Test func theTextIsCompactInDeclarationOrderAndAnEditsFilesAreSorted() throws {
        #expect(try text(Response(id: .int(2), result: Self.range))
            == #"{"jsonrpc":"2.0","id":2,"result":{"start":{"line":3,"character":2},"end":{"line":3,"character":9}}}"#)
        let edit = TextEdit(range: Self.range, newText: "x")
        // A dictionary's order changes from process to process; the edit's files are written sorted.
        let files = (0..<40).map { "file:///f\($0).tandem" }
        let text = try text(WorkspaceEdit(changes: Dictionary(uniqueKeysWithValues: files.map { ($0, [edit]) })))
        let order = files.sorted().compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
        #expect(order.count == 40 && order == order.sorted(), "\(text)")
        try expectSameAsFoundation(WorkspaceEdit(changes: Dictionary(uniqueKeysWithValues: files.map { ($0, [edit]) })))
    }

    /// Containers asked for twice, nested containers written before and after their parent's next key, super
    /// encoders, arrays of arrays, nils and a type with nothing to encode.
    struct Awkward: Encodable {
        struct Nothing: Encodable {}
        enum Keys: String, CodingKey { case a, nested, list, later, base, empty, none, `super` }
        enum Inner: String, CodingKey { case x, y }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(1, forKey: .a)
            var nested = c.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            try nested.encode("x", forKey: .x)
            var list = c.nestedUnkeyedContainer(forKey: .list)
            try list.encode([1, 2])
            var inner = list.nestedUnkeyedContainer()
            try inner.encodeNil()
            try inner.encode(true)
            var object = list.nestedContainer(keyedBy: Inner.self)
            try object.encode(2.5, forKey: .y)
            try list.encode(Nothing())
            try c.encode("after", forKey: .later)
            var again = encoder.container(keyedBy: Keys.self)
            try again.encodeNil(forKey: .none)
            try again.encode(Nothing(), forKey: .empty)
            let base = again.superEncoder(forKey: .base)
            var single = base.singleValueContainer()
            try single.encode(UInt8(200))
            let unnamed = again.superEncoder()
            var baseList = unnamed.unkeyedContainer()
            try baseList.encode(Int64(-3))
            try baseList.encode(Float(0.5))
        }
    }

    @Test func anyOrderEncodableUsesNestsAsFoundationNestsIt() throws {
        try expectSameAsFoundation(Awkward())
        try expectSameAsFoundation([Awkward(), Awkward()])
        try expectSameAsFoundation([[String: Int]]())
    }

    @Test func aNumberJSONHasNoIsRefused() throws {
        #expect(throws: EncodingError.self) { try WireJSON.encode([1.0, .infinity]) }
        #expect(throws: EncodingError.self) { try WireJSON.encode(Double.nan) }
        #expect(try text([0.25, -2]) == "[0.25,-2.0]")
    }
}

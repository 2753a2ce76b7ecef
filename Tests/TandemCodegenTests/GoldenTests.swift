import Foundation
import Testing
import TandemCodegen
import TandemDiagnostics
import TandemKit

/// Two stages, as SwiftGen does it: design → context (a JSON snapshot template authors can read without the
/// parser), and context → files (golden sources of NPS Muster). TANDEM_RECORD=1 re-records both.
@Suite struct GoldenTests {
    var record: Bool { ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" }
    let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/generate/nps-muster")

    @Test func contextSnapshot() throws {
        let json = CodeGeneration.context(for: analysis(of: "nps-muster")).serialized()
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/generate/nps-muster.context.json")
        if record {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(json == (try String(contentsOf: url, encoding: .utf8)), "context differs from its snapshot (TANDEM_RECORD=1 to accept)")
    }

    @Test func generatedSourcesMatchTheGoldenFiles() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(analysis(of: "nps-muster"), into: out)
        if record {
            try? FileManager.default.removeItem(at: golden)
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: out, to: golden)
            return
        }
        #expect(tree(out) == tree(golden))
        for path in tree(golden) {
            let expected = try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8)
            let actual = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            #expect(actual == expected, "\(path) differs from its golden file (TANDEM_RECORD=1 to accept)")
        }
    }

    @Test func generationIsDeterministic() throws {
        let a = try CodeGeneration.files(for: analysis(of: "postcodes"), targets: ["ios", "android"], templates: CodeGeneration.templateSet(overrides: nil))
        let b = try CodeGeneration.files(for: analysis(of: "postcodes"), targets: ["ios", "android"], templates: CodeGeneration.templateSet(overrides: nil))
        #expect(a == b)
    }
}

@Suite struct ContextDocumentationTests {
    /// Every field a template can read is documented in docs/templates.md.
    @Test func everyContextFieldIsDocumented() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        var keys = Set<String>()
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members): for (k, v) in members { keys.insert(k); collect(v) }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        for example in examples { collect(CodeGeneration.context(for: analysis(of: example))) }
        let missing = keys.filter { !docs.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "undocumented context fields: \(missing)")
    }
}

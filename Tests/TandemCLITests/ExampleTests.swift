import Foundation
import TandemDiagnostics
import TandemKit
import Testing

@Suite struct ExampleTests {
    static let exampleDirectories = ["nps-muster", "beating-heart", "news-reader", "postcodes", "field-notes", "recipes"]

    static var brokenFiles: [String] {
        let dir = repositoryRoot.appendingPathComponent("examples/broken")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".tandem") }.sorted()
    }

    @Test(arguments: exampleDirectories)
    func exampleChecksClean(_ name: String) throws {
        let result = try runTandem(["check", "examples/\(name)"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings\n"), "\(result.stdout)")
        let strict = try runTandem(["check", "--strict", "examples/\(name)"])
        #expect(strict.status == 0)
    }

    @Test func everyRuleHasABrokenExample() {
        let covered = Set(Self.brokenFiles.map { String($0.prefix(5)) })
        // Path-level diagnostics cannot live in a file, and drift's findings need an app's files: the CLI tests
        // (DriftTests) cover them.
        let pathOnly: Set = ["TD020", "TD021"]
        for rule in RuleCatalog.all where !pathOnly.contains(rule.code) && !Drift.rules.contains(where: { $0.code == rule.code }) {
            #expect(covered.contains(rule.code), "no examples/broken file for \(rule.code) \(rule.name)")
        }
    }

    @Test(arguments: brokenFiles)
    func brokenExampleYieldsExactlyItsDiagnostic(_ file: String) throws {
        let url = repositoryRoot.appendingPathComponent("examples/broken/\(file)")
        let bytes = try Data(contentsOf: url)
        let header = String(decoding: bytes.prefix(400), as: UTF8.self)
        let line = try #require(header.split(separator: "\n").first { $0.hasPrefix("// expect: ") })
        let expected = String(line.dropFirst("// expect: ".count))
        let outcome = Pipeline.run([url.path])
        let actual = outcome.diagnostics.map { d -> String in
            guard let range = d.range else { return d.code }
            let start = outcome.sources.location(of: range).start
            return "\(d.code) at \(start.line):\(start.column)"
        }
        #expect(actual == [expected])
        #expect(file.hasPrefix(expected.prefix(5)))
    }
}

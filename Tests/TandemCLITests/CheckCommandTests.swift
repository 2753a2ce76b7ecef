import Foundation
import Testing
import TandemDiagnostics
import TandemKit

@Suite struct CheckCommandTests {
    @Test func goldenOutputsInEveryFormat() throws {
        let file = "examples/broken/TD305-missing-input.tandem"
        try expectGolden(try runTandem(["check", file]).stdout, "check-TD305.txt")
        try expectGolden(try runTandem(["check", "--format", "json", file]).stdout, "check-TD305.json")
        try expectGolden(try runTandem(["check", "--format", "sarif", file]).stdout, "check-TD305.sarif")
        try expectGolden(try runTandem(["check", "examples/nps-muster"]).stdout, "check-nps-muster.txt")
    }

    @Test func excludeLeavesDraftsOutOfAFolder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("drafts"), withIntermediateDirectories: true)
        try "screen A\nnavigation { start A }\n".write(to: dir.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        try "screen {\n".write(to: dir.appendingPathComponent("drafts/wip.tandem"), atomically: true, encoding: .utf8)
        #expect(try runTandem(["check", dir.path]).status == 1)
        let excluded = try runTandem(["check", dir.path, "--exclude", "drafts"])
        #expect(excluded.status == 0, "\(excluded.stdout)")
    }

    @Test func outputIsDeterministic() throws {
        let a = try runTandem(["check", "--format", "sarif", "examples/broken"])
        let b = try runTandem(["check", "--format", "sarif", "examples/broken"])
        #expect(a.stdout == b.stdout)
        #expect(!a.stdout.isEmpty)
    }

    @Test func exitCodes() throws {
        #expect(try runTandem(["check", "examples/nps-muster"]).status == 0)
        #expect(try runTandem(["check", "examples/broken/TD201-untraced-task.tandem"]).status == 1)
        // Warnings alone pass, unless --strict.
        #expect(try runTandem(["check", "examples/broken/TD402-tab-bar-covered.tandem"]).status == 0)
        #expect(try runTandem(["check", "--strict", "examples/broken/TD402-tab-bar-covered.tandem"]).status == 1)
        #expect(try runTandem(["check", "--severity", "TD201=warning", "examples/broken/TD201-untraced-task.tandem"]).status == 0)
        #expect(try runTandem(["--help"]).status == 0)
        #expect(try runTandem(["--version"]).stdout == "\(CheckReport.toolVersion)\n")
    }

    @Test func usageErrorsExitTwoWithAMessage() throws {
        for args in [["check"], ["check", "--bogus", "x"], ["frobnicate"], ["check", "--format", "xml", "x.tandem"],
                     ["check", "--severity", "TD999=error", "examples/nps-muster"], ["explain", "nope"]] {
            let result = try runTandem(args)
            #expect(result.status == 2, "\(args)")
            #expect(!result.stderr.isEmpty, "\(args)")
            #expect(!result.crashed)
        }
    }

    @Test func missingPathsAndEmptyDirectoriesExitTwo() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try runTandem(["check", "no/such/design.tandem"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("error: no such file or directory: no/such/design.tandem [TD020]"))
        let emptyPath = try runTandem(["check", ""])
        #expect(emptyPath.status == 2)
        #expect(emptyPath.stdout.contains("error: an empty path is not a design [TD020]"))
        let empty = try runTandem(["check", dir.path])
        #expect(empty.status == 2)
        #expect(empty.stdout.contains("[TD021]"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.tandem").path,
                                                   withDestinationPath: "/nonexistent/target")
        #expect(try runTandem(["check", dir.appendingPathComponent("dangling.tandem").path]).status == 2)
    }

    @Test func unreadableFilesAreIOErrors() {
        let fs = InMemoryFileSystem(files: ["a.tandem": "requirement R1"], unreadable: ["a.tandem"])
        let outcome = Pipeline.run(["a.tandem"], fileSystem: fs)
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.map(\.message) == ["cannot read a.tandem: permission denied"])
    }

    @Test func configurationFileBesideTheDesign() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/broken/TD402-tab-bar-covered.tandem"), encoding: .utf8)
        try source.write(to: dir.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        try #"{"severity": {"tab-bar-covered": "error"}}"#.write(to: dir.appendingPathComponent("tandem.json"), atomically: true, encoding: .utf8)
        #expect(try runTandem(["check", dir.path]).status == 1)
        try #"{"severity": {"tab-bar-covered": "fatal"}}"#.write(to: dir.appendingPathComponent("tandem.json"), atomically: true, encoding: .utf8)
        let bad = try runTandem(["check", dir.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown severity 'fatal'"))
    }

    @Test func rulesAndExplain() throws {
        let rules = try runTandem(["rules"])
        #expect(rules.stdout.split(separator: "\n").count == RuleCatalog.all.count)
        let explain = try runTandem(["explain", "tab-bar-covered"])
        #expect(explain.stdout.hasPrefix("TD402 tab-bar-covered (default: warning)\n"))
        // Every code the tool prints is listed and explained: drift's findings too.
        #expect(rules.stdout.contains("TD605  start-differs"), "\(rules.stdout)")
        #expect(try runTandem(["explain", "TD607"]).stdout.hasPrefix("TD607 embed-differs (default: error)\n"))
    }

    /// A code and a name select one rule each: no two share either, and every descriptor written in the sources (a
    /// design rule's, a syntax or loading error's, a drift finding's) is in the catalogue `rules` and SARIF read, and
    /// none is ignored by default.
    @Test func everyRuleIsRegisteredOnce() throws {
        let codes = RuleCatalog.all.map(\.code), names = RuleCatalog.all.map(\.name)
        #expect(Set(codes).count == codes.count, "a code twice: \(codes)")
        #expect(Set(names).count == names.count, "a name twice: \(names)")
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        let pattern = try Regex(#"(?:code: |rule\()"(TD[0-9]{3})""#)
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) { declared.insert(String(match.output[1].substring!)) }
        }
        #expect(declared.count > 60)
        // The engine keeps a list whole under the default policy: only an override may drop a rule.
        #expect(RuleCatalog.all.filter { $0.defaultSeverity == .ignored }.isEmpty)
        #expect(declared == Set(codes), "declared but not in the catalogue: \(declared.subtracting(codes).sorted()); catalogued but not declared: \(Set(codes).subtracting(declared).sorted())")
    }
}

/// Hostile and unusual input: each gets a diagnostic and an exit code, never a crash or a hang.
@Suite struct BadInputTests {
    let valid = """
    requirement R1 "Sign in"
    task T1 { satisfies R1 }
    screen A { tasks T1 }
    navigation { start A }

    """

    func check(bytes: [UInt8], name: String = "input.tandem") throws -> RunResult {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let result = try runTandem(["check", file.path])
        #expect(!result.crashed, "crashed")
        #expect(!result.stdout.contains("Fatal error") && !result.stderr.contains("Fatal error"))
        return result
    }

    func codes(_ result: RunResult) -> [String] {
        result.stdout.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]"), line.contains(": error: ") || line.contains(": warning: ") || line.hasPrefix("tandem: ") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func emptyFile() throws {
        let r = try check(bytes: [])
        #expect(r.status == 1 && codes(r) == ["TD023"])
    }

    @Test func binaryGarbage() throws {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[100] = 0
        let r = try check(bytes: bytes)
        #expect(r.status == 1 && codes(r) == ["TD002"])
    }

    @Test func invalidUTF8() throws {
        let r = try check(bytes: Array("requirement R1 \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        #expect(r.status == 1 && codes(r) == ["TD001"])
        #expect(r.stdout.contains(":1:17: error: invalid UTF-8 byte 0xC3"))
    }

    @Test func byteOrderMarkCRLFAndTabsAreFine() throws {
        let text = valid.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "  ", with: "\t")
        let r = try check(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(r.status == 0, "\(r.stdout)")
        // Locations stay right on CRLF lines after a BOM.
        let broken = try check(bytes: [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "T1 }", with: "T9 }").utf8))
        #expect(broken.stdout.contains(":2:23: error: unknown requirement") || broken.stdout.contains(":3:18: error: unknown task"))
    }

    @Test func unterminatedStringAndBlock() throws {
        let r = try check(bytes: Array("requirement R1 \"open\nscreen A {\n  tasks T1\n".utf8))
        #expect(r.status == 1)
        #expect(codes(r).contains("TD003") && codes(r).contains("TD011"))
    }

    @Test func tenThousandDeepNesting() throws {
        let text = valid + "screen B " + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
            + "\nmodel M { x: " + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000) + " }\n"
        let r = try check(bytes: Array(text.utf8))
        #expect(r.status == 1)
        #expect(codes(r).contains("TD013"))
    }

    @Test func oneMegabyteIdentifier() throws {
        let r = try check(bytes: Array((valid + "requirement " + String(repeating: "r", count: 1_000_000) + "\n").utf8))
        #expect(r.status == 1 && codes(r).first == "TD007")
        #expect(r.stdout.count < 10_000, "the snippet must be cut, not printed whole")
    }

    @Test func directoryOfFilesMergesOneDesign() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try "requirement R1\ntask T1 { satisfies R1 }\n".write(to: dir.appendingPathComponent("a.tandem"), atomically: true, encoding: .utf8)
        try "screen A { tasks T1 }\nnavigation { start A }\n".write(to: dir.appendingPathComponent("screens/b.tandem"), atomically: true, encoding: .utf8)
        try "not a design".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let r = try runTandem(["check", dir.path])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("requirements covered 1/1, tasks traced 1/1, screens reachable 1/1"))
    }
}

/// Large and pathological inputs finish with a clear result (sizes kept moderate so the suite stays fast;
/// README's Performance section has the full-size figures).
@Suite struct PathologicalInputTests {
    func write(_ text: String) throws -> (URL, URL) {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("big.tandem")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (dir, file)
    }

    @Test func transitionCycleThroughEveryScreen() throws {
        var text = "requirement R1\ntask T1 { satisfies R1 }\n"
        let n = 20_000
        for i in 0..<n { text += "screen S\(i) { tasks T1 }\n" }
        text += "navigation {\n start S0\n"
        for i in 0..<n { text += " push S\(i) -> S\((i + 1) % n)\n" }
        text += "}\n"
        let (dir, file) = try write(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runTandem(["check", file.path])
        #expect(r.status == 0)
        #expect(r.stdout.contains("screens reachable \(n)/\(n)"))
    }

    @Test func manyTinyScreensAreSummarisedNotFlooded() throws {
        var text = "requirement R1\ntask T1 { satisfies R1 }\nscreen A { tasks T1 }\nnavigation { start A }\n"
        for i in 0..<20_000 { text += "screen S\(i)\n" }
        let (dir, file) = try write(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runTandem(["check", file.path, "--max-diagnostics", "10"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("tandem: note: 39990 more diagnostics not shown"))
        #expect(r.stdout.hasSuffix("0 errors, 40000 warnings\n"))
        let json = try runTandem(["check", file.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.count == 40_000)
    }

    @Test func fiveMegabyteLine() throws {
        let text = "requirement R1 \"" + String(repeating: "x", count: 5_000_000) + "\"\ntask T1 { satisfies R1 }\nscreen A { tasks T1 }\nnavigation { start A }\n"
        let (dir, file) = try write(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runTandem(["check", file.path]).status == 0)
        let garbage = String(repeating: "@", count: 5_000_000)
        let (dir2, file2) = try write(garbage)
        defer { try? FileManager.default.removeItem(at: dir2) }
        let r = try runTandem(["check", file2.path])
        #expect(r.status == 1 && r.stdout.count < 20_000)
    }
}

/// A type with thirty thousand `?` once overflowed the stack of every command (a recursion the input controlled).
@Suite struct DeepTypeTests {
    @Test func everyCommandSurvivesAThirtyThousandLevelType() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("deep.tandem")
        try ("requirement R1\ntask T1 { satisfies R1 }\nmodel M { x: String" + String(repeating: "?", count: 30_000)
             + "  y: " + String(repeating: "[", count: 30_000) + "Int" + String(repeating: "]", count: 30_000)
             + " }\nscreen A { tasks T1 input m: M }\nnavigation { start A }\n").write(to: file, atomically: true, encoding: .utf8)
        for command in [["check", file.path], ["graph", file.path, "--view", "classes"], ["trace", file.path],
                        ["report", file.path, "-o", dir.appendingPathComponent("report").path],
                        ["generate", file.path, "--out", dir.appendingPathComponent("out").path], ["diff", file.path, file.path]] {
            let run = try runTandem(command, timeout: 60)
            #expect(!run.crashed && [0, 1].contains(run.status), "\(command[0]): status \(run.status) \(run.stderr.prefix(300))")
            if command[0] == "check" { #expect(run.stdout.contains("TD013")) }
        }
    }
}

/// Inputs the fuzzer once found (Tests/Fixtures/fuzz), replayed through the whole pipeline.
@Suite struct FuzzRegressionTests {
    @Test func fuzzFindingsStayFixed() throws {
        let dir = repositoryRoot.appendingPathComponent("Tests/Fixtures/fuzz")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0 != "README.md" && !$0.hasSuffix(".dict") }.sorted()
        for file in files {
            let r = try runTandem(["check", dir.appendingPathComponent(file).path], timeout: 30)
            #expect(!r.crashed && [0, 1].contains(r.status), "\(file): status \(r.status)")
        }
    }

    /// The same inputs through every fuzz target (generate, graph and report too), as the fuzzer runs them.
    @Test func fuzzFindingsStayFixedInEveryTarget() throws {
        let replay = tandemExecutable.deletingLastPathComponent().appendingPathComponent("tandem-fuzz")
        try #require(FileManager.default.isExecutableFile(atPath: replay.path), "tandem-fuzz is built with the tests")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures/fuzz").path)
            .filter { $0 != "README.md" && !$0.hasSuffix(".dict") }.map { "Tests/Fixtures/fuzz/" + $0 }
        for target in ["check", "generate", "graph", "report", "template", "import-nav", "import-storyboard", "drift", "fmt", "status", "lsp"] {
            var environment = ProcessInfo.processInfo.environment
            environment["TANDEM_FUZZ_TARGET"] = target
            let r = try runProcess(replay.path, inputs.sorted(), timeout: 300, environment: environment)
            #expect(!r.crashed && r.status == 0 && r.stdout.contains("replayed \(inputs.count) inputs"), "\(target): \(r.stderr.prefix(500))")
        }
        // The real apps' navigation files (the fuzzer's seeds for these targets) through the XML targets.
        for target in ["import-nav", "import-storyboard", "drift"] {
            var environment = ProcessInfo.processInfo.environment
            environment["TANDEM_FUZZ_TARGET"] = target
            let r = try runProcess(replay.path, ["Tests/Fixtures/corpus/android-nav", "Tests/Fixtures/corpus/ios-storyboard"], timeout: 300, environment: environment)
            #expect(!r.crashed && r.status == 0 && r.stdout.contains("replayed"), "\(target): \(r.stderr.prefix(500))")
        }
    }
}

import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemSyntax

/// `tandem fmt`: the examples are formatted; formatting is idempotent, keeps every comment and changes no token, so
/// the formatted file is the same design (same diagnostics, same template context).
@Suite struct FormatTests {
    /// Every design the tests know: the examples (broken ones included) and the fuzz corpus.
    func corpus() throws -> [(name: String, bytes: [UInt8])] {
        var found: [(String, [UInt8])] = []
        for folder in ["examples", "Tests/Fixtures/fuzz"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                guard folder.hasSuffix("fuzz") || path.hasSuffix(".tandem"),
                      let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
                found.append((folder + "/" + path, Array(data)))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    func tokens(_ text: String) -> [String] {
        var sources = SourceMap()
        let id = sources.add(path: "d.tandem", bytes: Array(text.utf8))
        let file = sources.files.first { $0.id == id }!
        return Lexer.tokenize(file).tokens.filter { $0.kind != .semicolon }.map { String(decoding: file.bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    func outcome(_ text: String) -> Pipeline.Outcome {
        Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
    }

    @Test func formattingKeepsTheDesignAndIsIdempotent() throws {
        var formattedCount = 0
        for (name, bytes) in try corpus() {
            let first = Formatting.format(path: name, bytes: bytes)
            guard let formatted = first.formatted else { continue }  // does not parse: left alone
            formattedCount += 1
            #expect(Formatting.format(path: name, bytes: Array(formatted.utf8)).formatted == formatted, "\(name): formatting twice changes it")
            #expect(tokens(first.original) == tokens(formatted), "\(name): a token changed")
            var sources = SourceMap()
            let id = sources.add(path: name, bytes: bytes)
            for comment in Lexer.tokenizeKeepingComments(sources.files.first { $0.id == id }!).comments {
                let text = String(decoding: bytes[comment], as: UTF8.self)
                #expect(formatted.contains(text.trimmingCharacters(in: .whitespaces)), "\(name): lost the comment \(text.prefix(40))")
            }
            let before = outcome(first.original), after = outcome(formatted)
            #expect(before.diagnostics.map { "\($0.code) \($0.message)" } == after.diagnostics.map { "\($0.code) \($0.message)" },
                    "\(name): the diagnostics differ")
            if !before.engine.hasErrors {
                #expect(CodeGeneration.contextJSON(for: before.analysis) == CodeGeneration.contextJSON(for: after.analysis),
                        "\(name): the design differs")
            }
            // The examples are kept formatted.
            if name.hasPrefix("examples/") { #expect(formatted == first.original, "\(name) is not formatted: run 'tandem fmt examples'") }
        }
        #expect(formattedCount >= 35)
    }

    @Test func layoutRules() {
        let source = """
        // The app.
        app "Demo" { ios "x.y"  android "x.y" }
        requirement   R1 "Sign in" {priority must}   // trailing
        task T1 { satisfies R1 ; parent T0 }
        model Profile{ name :String? tags:[ String ] func total( of :[Long] )->Long }
        screen Login "Login" {
          tasks T1
          /* about the field */
          element name : textField "Name" -> go
          action go( note:String )


          ios { note "x" }
        }
        navigation { start Login
        push Login->Login on go (note: String) allow TD401 "fine" }
        """
        let formatted = Formatting.format(path: "d.tandem", bytes: Array(source.utf8)).formatted
        #expect(formatted == """
        // The app.
        app "Demo" {
          ios "x.y"
          android "x.y"
        }
        requirement R1 "Sign in" { priority must } // trailing
        task T1 {
          satisfies R1
          parent T0
        }
        model Profile {
          name: String?
          tags: [String]
          func total(of: [Long]) -> Long
        }
        screen Login "Login" {
          tasks T1
          /* about the field */
          element name: textField "Name" -> go
          action go(note: String)

          ios { note "x" }
        }
        navigation {
          start Login
          push Login -> Login on go (note: String)
            allow TD401 "fine"
        }

        """, "\(formatted ?? "nil")")
    }

    @Test func checkModeAndBrokenFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("app.tandem")
        try "screen  A {kind plain}\nnavigation { start A }\n".write(to: design, atomically: true, encoding: .utf8)
        let check = try runTandem(["fmt", "--check", dir.path])
        #expect(check.status == 1 && check.stdout.contains("-screen  A {kind plain}\n+screen A { kind plain }"), "\(check.stdout)")
        #expect(check.stderr.contains("1 file is not formatted"))
        #expect(try String(contentsOf: design, encoding: .utf8).hasPrefix("screen  A"), "--check wrote")
        let write = try runTandem(["fmt", design.path])
        #expect(write.status == 0 && write.stdout.contains("formatted"))
        #expect(try runTandem(["fmt", "--check", dir.path]).status == 0)
        let broken = dir.appendingPathComponent("broken.tandem")
        try "screen A {\n  element x button\n}\n".write(to: broken, atomically: true, encoding: .utf8)
        let r = try runTandem(["fmt", broken.path])
        #expect(r.status == 2 && r.stderr.contains("does not parse; left as it is"), "\(r.stderr)")
        #expect(try String(contentsOf: broken, encoding: .utf8) == "screen A {\n  element x button\n}\n")
    }
}

import Foundation
import Testing
import TandemModel
import TandemSyntax

/// The editor files in editors/: the TextMate grammar (VS Code's too) and the Vim/Neovim syntax highlight exactly the
/// words the parser and the model know, their patterns compile, and Neovim, run headless, highlights a design.
@Suite struct EditorTests {
    static let editors = repositoryRoot.appendingPathComponent("editors")

    /// The words of a `\b(?:a|b|c)\b` pattern, or of a `syn keyword group a b c` line.
    static func words(_ text: String) -> Set<String> {
        if let open = text.range(of: "(?:"), let close = text.range(of: ")", range: open.upperBound..<text.endIndex) {
            return Set(text[open.upperBound..<close.lowerBound].split(separator: "|").map(String.init))
        }
        return Set(text.split(separator: " ").dropFirst(3).map(String.init))
    }

    static let constants = Set(Priority.allCases.map(\.rawValue) + ScreenKind.allCases.map(\.rawValue)
        + ElementKind.allCases.map(\.rawValue) + LifecycleHook.allCases.map(\.rawValue)).subtracting(Parser.keywords)

    @Test func textMateGrammarMatchesTheLanguage() throws {
        let data = try Data(contentsOf: Self.editors.appendingPathComponent("textmate/tandem.tmLanguage.json"))
        let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(grammar["scopeName"] as? String == "source.tandem")
        let repository = try #require(grammar["repository"] as? [String: [String: Any]])
        #expect(Self.words(repository["keywords"]?["match"] as? String ?? "") == Parser.keywords)
        #expect(Self.words(repository["constants"]?["match"] as? String ?? "") == Self.constants)
        #expect(Self.words(repository["types"]?["match"] as? String ?? "") == Set(Primitive.allCases.map(\.rawValue)))
        // Every pattern compiles (ICU here; the grammar keeps to what Oniguruma and ICU both read).
        func patterns(_ value: Any) -> [String] {
            if let dictionary = value as? [String: Any] {
                return dictionary.flatMap { key, value in ["match", "begin", "end"].contains(key) ? [value as? String ?? ""] : patterns(value) }
            }
            if let array = value as? [Any] { return array.flatMap(patterns) }
            return []
        }
        let all = patterns(grammar)
        #expect(all.count >= 10)
        for pattern in all { #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(pattern)") }

        for file in ["vscode/package.json", "vscode/language-configuration.json"] {
            let json = try Data(contentsOf: Self.editors.appendingPathComponent(file))
            #expect((try? JSONSerialization.jsonObject(with: json)) != nil, "\(file)")
        }
        let package = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.editors.appendingPathComponent("vscode/package.json"))) as? [String: Any])
        let grammars = ((package["contributes"] as? [String: Any])?["grammars"] as? [[String: Any]]) ?? []
        let path = try #require(grammars.first?["path"] as? String)
        #expect(FileManager.default.fileExists(atPath: Self.editors.appendingPathComponent("vscode").appendingPathComponent(path).standardized.path))
    }

    @Test func vimSyntaxMatchesTheLanguage() throws {
        let syntax = try String(contentsOf: Self.editors.appendingPathComponent("vim/syntax/tandem.vim"), encoding: .utf8)
        func line(_ group: String) -> String { syntax.split(separator: "\n").first { $0.hasPrefix("syn keyword \(group) ") }.map(String.init) ?? "" }
        #expect(Self.words(line("tandemKeyword")) == Parser.keywords)
        #expect(Self.words(line("tandemConstant")) == Self.constants)
        #expect(Self.words(line("tandemType")) == Set(Primitive.allCases.map(\.rawValue)))
    }

    @Test func neovimHighlightsADesign() throws {
        let nvim = try #require(["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "Neovim is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("h.tandem"), out = dir.appendingPathComponent("out.txt")
        try "screen Login \"Log in\" {\n  kind form // why\n  input n: Int\n}\nrequirement R1 {\n  text \"\"\"\n    screen inside\n    \"\"\"\n  priority must\n}\n"
            .write(to: design, atomically: true, encoding: .utf8)
        let probe = #"call writefile([&filetype, synIDattr(synID(1,1,1),"name"), synIDattr(synID(1,15,1),"name"), synIDattr(synID(2,8,1),"name"), synIDattr(synID(2,13,1),"name"), synIDattr(synID(3,12,1),"name"), synIDattr(synID(1,8,1),"name"), synIDattr(synID(7,5,1),"name"), synIDattr(synID(9,3,1),"name")], ""# + out.path + #"")"#
        let run = try runProcess(nvim, ["--headless", "--clean", "--cmd", "set rtp^=" + Self.editors.appendingPathComponent("vim").path,
                                        "-c", "filetype on", "-c", "syntax on", "-c", "edit " + design.path, "-c", probe, "-c", "qa!"],
                                 timeout: 30)
        #expect(run.status == 0, "\(run.stderr)")
        let groups = try String(contentsOf: out, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(groups.prefix(9) == ["tandem", "tandemKeyword", "tandemString", "tandemConstant", "tandemComment", "tandemType", "",
                                     "tandemString", "tandemKeyword"],
                "filetype, screen, \"Log in\", form, // why, Int, Login plain, a keyword inside a multi-line string, and after it: \(groups)")
    }
}

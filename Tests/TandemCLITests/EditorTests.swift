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

    /// Neovim's own LSP client against `tandem lsp`: diagnostics appear, definition jumps into another file, rename
    /// edits every file.
    @Test func neovimUsesTheLanguageServer() throws {
        let nvim = try #require(["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "Neovim is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/nps-muster"), to: design)
        let muster = design.appendingPathComponent("muster.tandem"), requirements = design.appendingPathComponent("requirements.tandem")
        let text = try String(contentsOf: muster, encoding: .utf8).replacingOccurrences(of: "observes Announcement\n", with: "observes Anouncement\n")
        try text.write(to: muster, atomically: true, encoding: .utf8)
        // Where `R3` is referenced in muster.tandem (0-based line and column).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("satisfies R3") })
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "R3")!.lowerBound)
        let declared = try String(contentsOf: requirements, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("requirement R3 ") }
        let out = dir.appendingPathComponent("out.txt"), script = dir.appendingPathComponent("drive.lua")
        try """
        local out = {}
        local id = require('tandem_lsp').attach(0, { cmd = { '\(tandemExecutable.path)', 'lsp' } })
        vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
        for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(out, 'diagnostic ' .. tostring(d.code) .. ' ' .. d.lnum) end
        local position = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = \(line), character = \(column) } }
        for _, r in pairs(vim.lsp.buf_request_sync(0, 'textDocument/definition', position, 5000) or {}) do
          local loc = r.result[1]
          table.insert(out, 'definition ' .. vim.uri_to_fname(loc.uri) .. ' ' .. loc.range.start.line)
        end
        position.newName = 'ReqAnnouncements'
        for _, r in pairs(vim.lsp.buf_request_sync(0, 'textDocument/rename', position, 5000) or {}) do
          vim.lsp.util.apply_workspace_edit(r.result, 'utf-16')
        end
        vim.cmd('silent! wall')
        vim.fn.writefile(out, '\(out.path)')
        vim.cmd('qa!')
        """.write(to: script, atomically: true, encoding: .utf8)
        let run = try runProcess(nvim, ["--headless", "--clean", "--cmd", "set rtp^=" + Self.editors.appendingPathComponent("vim").path,
                                        "-c", "filetype on", "-c", "edit " + muster.path, "-c", "luafile " + script.path], timeout: 60)
        #expect(run.status == 0, "\(run.stderr)")
        let report = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let typoLine = try #require(lines.firstIndex { $0.contains("observes Anouncement") })
        #expect(report.contains("diagnostic TD101 \(typoLine)"), "\(report)")
        #expect(report.contains("definition \(requirements.path) \(declared ?? -1)"), "\(report)")
        // The rename reached both files on disk.
        #expect(try String(contentsOf: requirements, encoding: .utf8).contains("requirement ReqAnnouncements \"View announcements\""))
        #expect(try String(contentsOf: muster, encoding: .utf8).contains("satisfies ReqAnnouncements, R4"))
    }
}

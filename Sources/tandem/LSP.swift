import ArgumentParser
import Foundation
import TandemKit
import TandemLSP

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Language Server Protocol server over standard input and output (editors start it).",
        discussion: "Diagnostics on every change (unsaved buffers included), definition, references, hover, symbols, rename, completion, quick fixes and formatting. editors/ shows how VS Code and Neovim start it.")

    func run() throws {
        let status = LanguageServer(version: CheckReport.toolVersion).run()
        if status != 0 { throw ExitCode(status) }
    }
}

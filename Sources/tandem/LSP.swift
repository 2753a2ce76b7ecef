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
        let server = LanguageServer(version: CheckReport.toolVersion)
        let status = server.run()
        if server.outputClosed { Terminal.errorLine("error: the client closed the language server's output; the server stopped") }
        if status != 0 { throw ExitCode(status) }
    }
}

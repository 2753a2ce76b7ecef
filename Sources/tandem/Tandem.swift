import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

/// The executable: argument parsing, terminal I/O and exit codes only; the work happens in TandemKit.
struct Tandem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tandem",
        abstract: "One design for two native apps: check, draw and scaffold iOS and Android from a .tandem design.",
        discussion: "The design language's reference: tandem help language",
        version: CheckReport.toolVersion,
        subcommands: [Check.self, Graph.self, Generate.self, Templates.self, Trace.self, Report.self, Status.self, Fmt.self, LSP.self, Serve.self, Export.self, DriftCommand.self, Diff.self, Rules.self, Explain.self, Import.self, Init.self, Watch.self])
}

@main
enum Main {
    static func main() {
        // A reader that goes away (`tandem graph | head`, a renderer that exits early) must not kill us:
        // writes then fail and are handled where they happen.
        signal(SIGPIPE, SIG_IGN)
        // `help` is the argument parser's; of topics it knows only commands, so the language is answered here.
        if Array(CommandLine.arguments.dropFirst()) == ["help", "language"] {
            Terminal.write(LanguageReference.markdown)
            Foundation.exit(0)
        }
        do {
            var command = try Tandem.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = Tandem.exitCode(for: error)
            // Help is text of ours; an error may quote an argument: each of its lines escaped.
            var message = Tandem.fullMessage(for: error)
            for argument in CommandLine.arguments.dropFirst() where TerminalText.line(argument) != argument {
                message = message.replacingOccurrences(of: argument, with: TerminalText.line(argument))
            }
            message = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.line(String($0)) }.joined(separator: "\n")
            if code == .success {
                Terminal.write(message + "\n")
                Foundation.exit(0)
            }
            // Usage and I/O failures exit with 2; 1 is reserved for "the design has errors".
            Terminal.writeError(message + "\n")
            Foundation.exit(2)
        }
    }
}

enum Terminal {
    static func write(_ text: String) {
        write(Data(text.utf8))
    }

    static func write(_ data: Data) {
        try? FileHandle.standardOutput.write(contentsOf: data)
    }

    static func writeError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// One line on standard output; what it quotes (paths, names, values read from files) cannot break it.
    static func line(_ text: String) { write(TerminalText.line(text) + "\n") }

    /// One line on standard error, escaped as `line(_:)`.
    static func errorLine(_ text: String) { writeError(TerminalText.line(text) + "\n") }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static func useColor(_ choice: ColorChoice, fd: Int32 = STDOUT_FILENO) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let env = ProcessInfo.processInfo.environment
            return isatty(fd) == 1 && env["NO_COLOR"] == nil && env["TERM"] != "dumb"
        }
    }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

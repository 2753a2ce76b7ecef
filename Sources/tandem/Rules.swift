import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every diagnostic with its code, name and default severity.")

    @Flag(help: "Print the reference as Markdown (docs/diagnostics.md is made this way).")
    var markdown = false

    func run() throws {
        if markdown {
            Terminal.write(RuleCatalog.markdownReference())
            return
        }
        var out = ""
        for rule in RuleCatalog.all {
            out += "\(rule.code)  \(rule.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)\n"
        }
        Terminal.write(out)
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a diagnostic: what it flags, why it matters, how to fix it.")

    @Argument(help: "A code (TD201) or name (untraced-task).")
    var rule: String

    func run() throws {
        guard let descriptor = RuleCatalog.find(rule) else {
            throw ValidationError("unknown diagnostic '\(rule)'; 'tandem rules' lists them")
        }
        Terminal.write("""
        \(descriptor.code) \(descriptor.name) (default: \(descriptor.defaultSeverity.rawValue))
        \(descriptor.summary)

        \(descriptor.explanation)

        """)
    }
}

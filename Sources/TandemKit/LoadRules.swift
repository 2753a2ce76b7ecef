import Foundation
import TandemChecks
import TandemSyntax
import TandemDiagnostics

/// Diagnostics about finding and reading design files.
public enum LoadRules {
    public static let unreadable = RuleDescriptor(
        code: "TD020", name: "unreadable-input", defaultSeverity: .error,
        summary: "A path does not exist or cannot be read.",
        explanation: "Check the path and its permissions. Tandem exits with status 2 when an input cannot be read.")
    public static let noDesignFiles = RuleDescriptor(
        code: "TD021", name: "no-design-files", defaultSeverity: .error,
        summary: "A directory holds no .tandem files.",
        explanation: "Pass a .tandem file, or a directory that contains some (searched recursively, hidden folders skipped).")
    public static let importNotFound = RuleDescriptor(
        code: "TD022", name: "import-not-found", defaultSeverity: .error,
        summary: "An 'import' names a file that cannot be read.",
        explanation: "Import paths are relative to the importing file. Fix the path or add the file.")
    public static let emptyDesign = RuleDescriptor(
        code: "TD023", name: "empty-design", defaultSeverity: .error,
        summary: "The design declares nothing.",
        explanation: "An empty design would pass every check vacuously, so it is reported. Start with a requirement, a task and a screen; see examples/.")

    public static let outsideDesign = RuleDescriptor(
        code: "TD024", name: "import-outside-design", defaultSeverity: .error,
        summary: "An 'import' (or a link) leads outside the design's folder.",
        explanation: "Tandem reads only files inside the folder given on the command line (or the folder of the file given), so a design from an untrusted pull request cannot make it read, and echo into reports, files elsewhere on the machine. The file is not read. Move it into the design's folder, or pass --allow-outside if you trust the design.")

    public static let all = [unreadable, noDesignFiles, importNotFound, emptyDesign, outsideDesign]
}

/// Every diagnostic Tandem can report, in code order: the list behind `tandem rules`, `explain`, configuration and
/// SARIF: the syntax, loading and design rules, and `tandem drift`'s findings.
public enum RuleCatalog {
    public static let all: [RuleDescriptor] = (SyntaxRules.all + LoadRules.all + Checker.descriptors + Drift.rules)
        .sorted { $0.code < $1.code }

    /// Finds a rule by code (`TD201`, any case) or name (`untraced-task`).
    public static func find(_ key: String) -> RuleDescriptor? {
        all.first { $0.code.caseInsensitiveCompare(key) == .orderedSame || $0.name == key }
    }
}

extension RuleCatalog {
    /// The diagnostics reference, one section per rule.
    public static func markdownReference() -> String {
        var out = """
        # Diagnostics

        Every diagnostic has a stable code and a name; either selects it in `tandem.json`, `--severity` and `allow`.
        Made by `tandem rules --markdown`; `tandem explain CODE` prints one entry. `examples/broken/` holds a design
        that triggers each one.

        | code | name | default | flags |
        | --- | --- | --- | --- |

        """
        for rule in all {
            out += "| [\(rule.code)](#\(rule.code.lowercased())) | `\(rule.name)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for rule in all {
            out += "\n## \(rule.code)\n\n`\(rule.name)`, default severity **\(rule.defaultSeverity.rawValue)**.\n\n"
            out += rule.summary + "\n\n" + rule.explanation + "\n"
        }
        return out
    }
}

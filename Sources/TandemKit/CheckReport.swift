import TandemAnalysis
import TandemChecks
import TandemDiagnostics

/// The three output forms of `tandem check`.
public enum CheckReport {
    public static let toolVersion = "0.1.0"

    /// - Parameter limit: print at most this many diagnostics (0: all); the counts always cover every one.
    ///   A generated or broken design can hold millions of findings; a terminal wants the first ones.
    public static func human(_ outcome: Pipeline.Outcome, color: Bool, limit: Int = 0) -> String {
        let all = outcome.diagnostics
        let shown = limit > 0 && all.count > limit ? Array(all.prefix(limit)) : all
        var out = HumanRenderer(sources: outcome.sources, color: color).render(shown)
        if shown.count < all.count {
            out += "tandem: note: \(all.count - shown.count) more diagnostics not shown (--max-diagnostics 0 shows all)\n"
        }
        let errors = outcome.engine.count(.error)
        let warnings = outcome.engine.count(.warning)
        let notes = outcome.engine.count(.note)
        if !outcome.sources.files.isEmpty {
            out += outcome.summary.description + "\n"
        }
        var counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if notes > 0 { counts += ", \(notes) note\(notes == 1 ? "" : "s")" }
        out += counts + "\n"
        return out
    }

    public static func json(_ outcome: Pipeline.Outcome) -> String { jsonPart(outcome).serialized() }

    /// The JSON report, written a diagnostic at a time (`part.write(to:)`), so a million findings stream out.
    public static func jsonPart(_ outcome: Pipeline.Outcome) -> JSONPart {
        let s = outcome.summary
        let diagnostics = outcome.diagnostics
        return .object([
            ("tool", .value(.string("tandem"))),
            ("version", .value(.string(toolVersion))),
            ("files", .value(.array(outcome.sources.files.map { .string($0.path) }))),
            ("diagnostics", .elements(diagnostics.count, { DiagnosticJSON.encode(diagnostics[$0], in: outcome.sources) })),
            ("summary", .value(.object([
                ("errors", .int(outcome.engine.count(.error))),
                ("warnings", .int(outcome.engine.count(.warning))),
                ("notes", .int(outcome.engine.count(.note))),
                ("requirementsCovered", .int(s.requirementsCovered)),
                ("requirements", .int(s.requirements)),
                ("requirementsOutOfScope", .int(s.requirementsOutOfScope)),
                ("tasksTraced", .int(s.tasksTraced)),
                ("tasks", .int(s.tasks)),
                ("screensReachable", .int(s.screensReachable)),
                ("screens", .int(s.screens)),
            ]))),
            ("exitCode", .value(.int(Int(outcome.exitCode)))),
        ])
    }

    public static func sarif(_ outcome: Pipeline.Outcome) -> String { sarifPart(outcome).serialized() }

    public static func sarifPart(_ outcome: Pipeline.Outcome) -> JSONPart {
        SARIFRenderer.render(outcome.diagnostics, rules: RuleCatalog.all, sources: outcome.sources,
                             toolVersion: toolVersion, policy: outcome.engine.policy)
    }
}

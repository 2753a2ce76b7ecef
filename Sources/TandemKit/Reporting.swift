import Foundation
import TandemDiagnostics
import TandemGraphviz
import TandemReports

/// The report stage: the HTML report with the checker's findings and the diagrams rendered through Graphviz.
public enum Reporting {
    /// The views the report embeds.
    public static let reportViews: [(GraphView, String)] = [
        (.navigation, "Navigation"), (.dataflow, "Data flow"), (.trace, "Traceability"), (.classes, "Models"),
    ]

    public static func htmlReport(_ outcome: Pipeline.Outcome, dot: String? = Graphviz.locate()) -> String {
        let findings = outcome.diagnostics.map { d -> HTMLReport.Finding in
            var location = "—"
            if let range = d.range {
                let (path, start, _) = outcome.sources.location(of: range)
                location = "\(path):\(start.line):\(start.column)"
            }
            return HTMLReport.Finding(code: d.code, severity: d.severity.rawValue, message: d.message, location: location)
        }
        let diagrams = reportViews.map { view, title -> HTMLReport.Diagram in
            guard let dot else {
                return HTMLReport.Diagram(title: title, svg: nil, missingReason: "Graphviz's dot was not found; \(Graphviz.installHint)")
            }
            do {
                let svg = try Graphviz.render(DiagramRenderer.dot(view, outcome.analysis, links: true), format: "svg", executable: dot)
                return HTMLReport.Diagram(title: title, svg: String(decoding: svg, as: UTF8.self), missingReason: nil)
            } catch {
                return HTMLReport.Diagram(title: title, svg: nil, missingReason: "\(error)")
            }
        }
        return HTMLReport(analysis: outcome.analysis, findings: findings, diagrams: diagrams, toolVersion: CheckReport.toolVersion).render()
    }
}

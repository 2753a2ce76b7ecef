import Foundation
import TandemDiagnostics
import TandemGraphviz
import TandemModel
import TandemPlatform
import TandemReports
import TandemStatus
import TandemTargets

/// The report stage: the HTML report with the checker's findings and the diagrams rendered through Graphviz.
public enum Reporting {
    /// Above this many screens the report leaves the wireframes out.
    public static let maximumWireframeScreens = 80

    /// The views the report embeds.
    public static let reportViews: [(GraphView, String)] = [
        (.navigation, "Navigation"), (.dataflow, "Data flow"), (.trace, "Traceability"), (.classes, "Models"),
    ]

    /// Above this many nodes a diagram is left out of the report: Graphviz would take minutes to lay it out, and the
    /// report's tables hold the same facts. `tandem graph` still draws it, whole or sliced.
    public static let maximumDiagramNodes = 1_500

    /// Up to this much design text is repeated in the report, line by line, for the findings to link to.
    public static let maximumSourceBytes = 1_000_000

    /// The nodes a view draws, counted from the design.
    static func nodeCount(_ view: GraphView, _ outcome: Pipeline.Outcome) -> Int {
        let design = outcome.design
        switch view {
        case .trace:
            // Past the threshold the view is the overview: a few boxes per requirement group, never too many.
            let items = design.requirements.count + design.tasks.count + design.screens.count
            return items > TraceDetail.overviewAbove ? 0 : items
        case .classes: return design.models.count
        case .dataflow: return design.screens.count + design.models.count
        default: return design.screens.count
        }
    }

    public static func htmlReport(_ outcome: Pipeline.Outcome, dot: String? = Graphviz.locate(),
                                  timeout: TimeInterval = Graphviz.defaultTimeout(), targets: [any TargetAdapter] = Targets.among([]),
                                  status: StatusReport? = nil) -> String {
        func place(_ range: SourceRange?) -> String? {
            range.map { range in
                let (path, start, _) = outcome.sources.location(of: range)
                return "\(path):\(start.line):\(start.column)"
            }
        }
        // The design's text goes into the report (so a finding links to its line) unless it is large.
        let files = outcome.sources.files
        let showSource = files.reduce(0) { $0 + $1.bytes.count } <= maximumSourceBytes
        let findings = outcome.diagnostics.map { d -> HTMLReport.Finding in
            var anchor: String?
            if showSource, let range = d.range, let index = files.firstIndex(where: { $0.id == range.file }) {
                anchor = HTMLReport.sourceAnchor(file: index, line: outcome.sources.location(of: range).start.line)
            }
            return HTMLReport.Finding(code: d.code, severity: d.severity.rawValue, message: d.message, location: place(d.range) ?? "—",
                                      hint: d.hint, notes: d.notes.map { ($0.message, place($0.range)) }, anchor: anchor)
        }
        var diagrams = reportViews.map { view, title -> HTMLReport.Diagram in
            guard let dot else {
                return HTMLReport.Diagram(title: title, svg: nil, missingReason: "Graphviz's dot was not found; \(Graphviz.installHint)")
            }
            let nodes = nodeCount(view, outcome)
            guard nodes <= maximumDiagramNodes else {
                return HTMLReport.Diagram(title: title, svg: nil, missingReason: "left out: it would have \(nodes) nodes, and above \(maximumDiagramNodes) Graphviz takes minutes to lay a diagram out; the tables of this report hold the same facts, and `tandem graph --view \(view.rawValue)` draws it (whole, or a slice with --focus or --requirement)")
            }
            do {
                let svg = try Graphviz.render(DiagramRenderer.dot(view, outcome.analysis, links: true, targets: targets), format: "svg", executable: dot,
                                              timeout: timeout)
                return HTMLReport.Diagram(title: title, svg: String(decoding: svg, as: UTF8.self), missingReason: nil)
            } catch {
                return HTMLReport.Diagram(title: title, svg: nil, missingReason: "\(error)")
            }
        }
        // The wireframes need no Graphviz: drawn up to a size where a page of phones is still worth scrolling.
        let screens = outcome.design.screens.count
        diagrams.append(screens <= maximumWireframeScreens
            ? HTMLReport.Diagram(title: "Wireframes (iOS | Android)", svg: Wireframes(analysis: outcome.analysis).svg(), missingReason: nil)
            : HTMLReport.Diagram(title: "Wireframes (iOS | Android)", svg: nil,
                                 missingReason: "left out: \(screens) screens would make a page of \(screens * 2) phones; `tandem graph --view wireframes --focus SCREEN` draws one screen and its neighbours"))
        let sources = showSource ? files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) } : []
        return HTMLReport(analysis: outcome.analysis, findings: findings, diagrams: diagrams, toolVersion: CheckReport.toolVersion,
                          sources: sources, targets: targets, status: status).render()
    }
}

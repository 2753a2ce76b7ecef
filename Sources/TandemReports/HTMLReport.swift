import Foundation
import TandemAnalysis
import TandemChecks
import TandemModel
import TandemPlatform
import TandemStatus
import TandemSyntax
import TandemTargets

/// The stakeholder report: one self-contained HTML page (no network, works from file://) with coverage, every
/// requirement's status, tasks, screens with their unified controllers, models, the diagrams as inline SVG and the
/// checker's findings. Every id is a link to its definition; a filter box narrows every table.
public struct HTMLReport: Sendable {
    public struct Finding: Sendable {
        public var code: String
        public var severity: String
        public var message: String
        public var location: String
        /// What to do about it, as `tandem check` prints it.
        public var hint: String?
        /// The related places (`'Login' declared here` at `d.tandem:3:8`), each with its location.
        public var notes: [(message: String, location: String?)]
        /// The line of the design source it points at (`src-0-12`), when the report shows the source.
        public var anchor: String?
        public init(code: String, severity: String, message: String, location: String, hint: String? = nil,
                    notes: [(message: String, location: String?)] = [], anchor: String? = nil) {
            self.anchor = anchor
            self.code = code
            self.severity = severity
            self.message = message
            self.location = location
            self.hint = hint
            self.notes = notes
        }
    }

    public struct Diagram: Sendable {
        public var title: String
        /// Inline SVG, or nil with the reason it is missing.
        public var svg: String?
        public var missingReason: String?
        public init(title: String, svg: String?, missingReason: String?) {
            self.title = title
            self.svg = svg
            self.missingReason = missingReason
        }
    }

    public let analysis: Analysis
    public let findings: [Finding]
    public let diagrams: [Diagram]
    public let toolVersion: String
    /// The design's files (path, text), shown line by line so that each finding links to its line; empty when the
    /// design is too large to repeat in the report.
    public let sources: [(path: String, text: String)]
    /// The targets the screens' controller tables show a column for.
    public let targets: [any TargetAdapter]
    /// What the generated app's hand-written code implements (`tandem report --app`).
    public let status: StatusReport?

    public init(analysis: Analysis, findings: [Finding], diagrams: [Diagram], toolVersion: String,
                sources: [(path: String, text: String)] = [], targets: [any TargetAdapter] = Targets.among([]), status: StatusReport? = nil) {
        self.analysis = analysis
        self.targets = targets
        self.status = status
        self.findings = findings
        self.diagrams = diagrams
        self.toolVersion = toolVersion
        self.sources = sources
    }

    /// The id of a line of the shown source: `src-<file index>-<line>`.
    public static func sourceAnchor(file: Int, line: Int) -> String { "src-\(file)-\(line)" }

    var design: Design { analysis.design }

    public func render() -> String {
        let name = design.app?.name ?? "Design"
        let matrix = TraceMatrix(analysis)
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Tandem \(HTML.escape(toolVersion))">
        <title>\(HTML.escape(name)) — design report</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <header>
        <h1>\(HTML.escape(name))</h1>
        <p class="subtitle">Design report: requirements, tasks, screens and models, traced for iOS and Android.</p>
        <label class="filter">Filter <input id="filter" type="search" placeholder="id, title, status…" autocomplete="off"></label>
        </header>
        <nav><a href="#overview">Overview</a> <a href="#requirements">Requirements</a> <a href="#tasks">Tasks</a> <a href="#screens">Screens</a>\(status == nil ? "" : " <a href=\"#status\">Status</a>") <a href="#models">Models</a> <a href="#diagrams">Diagrams</a> <a href="#diagnostics">Diagnostics</a>\(sources.isEmpty ? "" : " <a href=\"#source\">Source</a>")</nav>
        <main>

        """
        out += overview(matrix)
        out += requirements(matrix)
        out += tasks()
        out += screens()
        if let status { out += StatusFormats.htmlSection(status) }
        out += models()
        out += diagramSection()
        out += diagnostics()
        out += sourceSection()
        out += """
        </main>
        <footer>Made by Tandem \(HTML.escape(toolVersion)) from the design; regenerate with <code>tandem report</code>.</footer>
        <pre id="selftest-result" hidden></pre>
        <script>\(Self.script)</script>
        </body>
        </html>

        """
        return out
    }

    func overview(_ matrix: TraceMatrix) -> String {
        let s = analysis.summary
        let errors = findings.filter { $0.severity == "error" }.count
        let warnings = findings.filter { $0.severity == "warning" }.count
        var out = "<section id=\"overview\"><h2>Overview</h2><div class=\"cards\">\n"
        out += card("Requirements covered", s.requirementsCovered, s.requirements,
                    detail: matrix.priorities.map { "\($0.priority) \($0.covered)/\($0.total)" }.joined(separator: " · "))
        out += card("Tasks traced", s.tasksTraced, s.tasks, detail: "each serves a requirement")
        out += card("Screens reachable", s.screensReachable, s.screens, detail: "from the start screen")
        out += "<div class=\"card \(errors > 0 ? "bad" : (warnings > 0 ? "warn" : "good"))\"><div class=\"figure\">\(errors) / \(warnings)</div><div class=\"label\">errors / warnings</div><div class=\"detail\"><a href=\"#diagnostics\">see the findings</a></div></div>\n"
        out += "</div></section>\n"
        return out
    }

    func card(_ label: String, _ value: Int, _ total: Int, detail: String) -> String {
        let state = value == total ? "good" : "bad"
        return "<div class=\"card \(state)\"><div class=\"figure\">\(value)/\(total)</div><div class=\"label\">\(HTML.escape(label))</div><div class=\"detail\">\(HTML.escape(detail))</div></div>\n"
    }

    func links(_ kind: String, _ ids: [String]) -> String {
        ids.map { id -> String in
            let exists: Bool
            switch kind {
            case "req": exists = design.requirementIndex[id] != nil
            case "task": exists = design.taskIndex[id] != nil
            case "screen": exists = design.screenIndex[id] != nil
            default: exists = design.modelIndex[id] != nil
            }
            return HTML.link(kind, id, exists: exists)
        }.joined(separator: ", ")
    }

    func requirements(_ matrix: TraceMatrix) -> String {
        var out = "<section id=\"requirements\"><h2>Requirements</h2>\n<table class=\"filterable\"><thead><tr><th>id</th><th>requirement</th><th>priority</th><th>status</th><th>tasks</th><th>screens</th></tr></thead><tbody>\n"
        for row in matrix.requirements {
            let r = design.requirement(row.id)
            let statusClass = row.status == .covered ? "good" : (row.status == .outOfScope ? "muted" : "bad")
            out += "<tr id=\"\(HTML.escape(HTML.anchor("req", row.id)))\"><td><code>\(HTML.escape(row.id))</code></td><td><strong>\(HTML.escape(row.title))</strong>"
            if let text = r?.text { out += "<br><span class=\"text\">\(HTML.escape(text))</span>" }
            if let tags = r?.tags, !tags.isEmpty { out += "<br>" + tags.map { "<span class=\"tag\">\(HTML.escape($0.name))</span>" }.joined(separator: " ") }
            out += "</td><td>\(HTML.escape(row.priority))</td><td><span class=\"badge \(statusClass)\">\(HTML.escape(row.status.rawValue))</span></td>"
            out += "<td>\(links("task", row.tasks))</td><td>\(links("screen", row.screens))</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    func tasks() -> String {
        var out = "<section id=\"tasks\"><h2>Tasks</h2>\n<table class=\"filterable\"><thead><tr><th>id</th><th>task</th><th>satisfies</th><th>parent</th><th>screens</th></tr></thead><tbody>\n"
        for t in design.tasks {
            let traced = t.satisfies.contains { design.requirementIndex[$0.name] != nil }
            out += "<tr id=\"\(HTML.escape(HTML.anchor("task", t.id)))\"><td><code>\(HTML.escape(t.id))</code></td><td><strong>\(HTML.escape(t.title))</strong>"
            if !traced { out += " <span class=\"badge bad\">untraced</span>" }
            out += "</td><td>\(links("req", t.satisfies.map(\.name)))</td><td>\(t.parent.map { links("task", [$0.name]) } ?? "")</td>"
            out += "<td>\(links("screen", analysis.screens(carryingOut: t.id)))</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    func fieldList(_ fields: [Field]) -> String {
        fields.isEmpty ? "<span class=\"muted\">none</span>" : fields.map { f in
            let models = f.type.referencedModels.filter { design.modelIndex[$0] != nil }
            var type = HTML.escape(f.type.description)
            for m in models { type = type.replacing(HTML.escape(m), with: HTML.link("model", m, exists: true)) }
            return "<code>\(HTML.escape(f.name))</code>: \(type)"
        }.joined(separator: ", ")
    }

    func screens() -> String {
        var out = "<section id=\"screens\"><h2>Screens</h2>\n"
        for s in design.screens {
            let controller = Projection(analysis).controller(s, targets: targets)
            out += "<article class=\"screen filterable-block\" id=\"\(HTML.escape(HTML.anchor("screen", s.id)))\">\n"
            out += "<h3>\(HTML.escape(s.title)) <code>\(HTML.escape(s.id))</code> <span class=\"tag\">\(HTML.escape(s.kind?.rawValue ?? "?"))</span>"
            if s.id == design.startScreen?.id { out += " <span class=\"badge good\">start</span>" }
            if design.startScreen != nil, !analysis.reachable.contains(s.id) { out += " <span class=\"badge bad\">unreachable</span>" }
            out += "</h3>\n<dl>"
            out += "<dt>Tasks</dt><dd>\(s.tasks.isEmpty ? "<span class=\"muted\">none</span>" : links("task", s.tasks.map(\.name)))</dd>"
            out += "<dt>Inputs</dt><dd>\(fieldList(s.inputs))</dd>"
            out += "<dt>Returns</dt><dd>\(fieldList(s.results))</dd>"
            if !s.observes.isEmpty { out += "<dt>Observes</dt><dd>\(links("model", s.observes.map(\.name)))</dd>" }
            let outgoing = analysis.transitions(from: s.id)
            if !outgoing.isEmpty {
                out += "<dt>Leads to</dt><dd>" + outgoing.map { t in
                    "\(t.style.rawValue) \(links("screen", [t.target.name]))" + (t.action.map { " on <code>\(HTML.escape($0.name))</code>" } ?? "")
                        + (t.data.isEmpty ? "" : " with " + fieldList(t.data))
                        + (t.clear.map { " (\($0.inclusive ? "clear through" : "clear to") \(links("screen", [$0.screen.name])))" } ?? "")
                        + (t.fromAnyScreen ? " <span class=\"muted\">(from \(HTML.escape(Transition.anyScreenText(of: t.scope?.name))))</span>" : "")
                }.joined(separator: "<br>") + "</dd>"
            }
            for notes in s.platformNotes where !notes.notes.isEmpty {
                out += "<dt>\(notes.platform == .ios ? "iOS" : "Android") notes</dt><dd>\(notes.notes.map(HTML.escape).joined(separator: "<br>"))</dd>"
            }
            out += "</dl>\n<table class=\"controller\"><thead><tr><th></th><th>unified</th>"
                + targets.map { "<th>\(HTML.escape($0.title)) <code>\(HTML.escape(controller.className(on: $0)))</code></th>" }.joined()
                + "</tr></thead><tbody>\n"
            for (section, members) in [("Lifecycle", controller.lifecycle), ("Interface", controller.interface), ("Logic", controller.logic)] {
                for (i, m) in members.enumerated() {
                    out += "<tr\(m.declared ? "" : " class=\"muted\"")>"
                    if i == 0 { out += "<th rowspan=\"\(members.count)\">\(section)</th>" }
                    out += "<td><code>\(HTML.escape(m.unified))</code></td>"
                        + targets.map { "<td><code>\(HTML.escape(m.name(on: $0)))</code></td>" }.joined() + "</tr>\n"
                }
            }
            out += "</tbody></table>\n</article>\n"
        }
        return out + "</section>\n"
    }

    func models() -> String {
        var out = "<section id=\"models\"><h2>Models</h2>\n"
        if design.models.isEmpty && design.enums.isEmpty { out += "<p class=\"muted\">The design declares no models.</p>\n" }
        for m in design.models {
            out += "<article class=\"model filterable-block\" id=\"\(HTML.escape(HTML.anchor("model", m.name)))\"><h3>\(HTML.escape(m.name))"
            if let title = m.title { out += " <span class=\"muted\">\(HTML.escape(title))</span>" }
            out += "</h3><p>Properties: \(fieldList(m.properties))</p>"
            if !m.methods.isEmpty {
                out += "<p>Methods: " + m.methods.map { method in
                    "<code>\(HTML.escape(method.name))(\(HTML.escape(method.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", "))))"
                        + (method.returnType.map { " → " + HTML.escape($0.description) } ?? "") + "</code>"
                }.joined(separator: ", ") + "</p>"
            }
            out += "</article>\n"
        }
        for e in design.enums {
            out += "<article class=\"model filterable-block\" id=\"\(HTML.escape(HTML.anchor("enum", e.name)))\"><h3>enum \(HTML.escape(e.name))"
            if let title = e.title { out += " <span class=\"muted\">\(HTML.escape(title))</span>" }
            out += "</h3><p>Cases: " + e.cases.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: ", ") + "</p></article>\n"
        }
        return out + "</section>\n"
    }

    func diagramSection() -> String {
        var out = "<section id=\"diagrams\"><h2>Diagrams</h2>\n"
        for d in diagrams {
            out += "<figure><figcaption>\(HTML.escape(d.title))</figcaption>"
            if let svg = d.svg {
                out += "<div class=\"svg\">\(Self.inlineSVG(svg))</div>"
            } else {
                out += "<p class=\"missing-diagram\">Diagram not included: \(HTML.escape(d.missingReason ?? "unavailable")).</p>"
            }
            out += "</figure>\n"
        }
        return out + "</section>\n"
    }

    func diagnostics() -> String {
        var out = "<section id=\"diagnostics\"><h2>Diagnostics</h2>\n"
        if findings.isEmpty { return out + "<p class=\"good-text\">tandem check found nothing to report.</p></section>\n" }
        out += "<table class=\"filterable\"><thead><tr><th>severity</th><th>code</th><th>where</th><th>message</th></tr></thead><tbody>\n"
        for f in findings {
            out += "<tr><td><span class=\"badge \(f.severity == "error" ? "bad" : (f.severity == "warning" ? "warn" : "muted"))\">\(HTML.escape(f.severity))</span></td><td><code>\(HTML.escape(f.code))</code></td><td>\(f.anchor.map { "<a href=\"#\($0)\">" } ?? "")<code>\(HTML.escape(f.location))</code>\(f.anchor == nil ? "" : "</a>")</td><td>\(HTML.escape(f.message))"
            for note in f.notes {
                out += "<div class=\"note\">note: \(HTML.escape(note.message))\(note.location.map { " <code>\(HTML.escape($0))</code>" } ?? "")</div>"
            }
            if let hint = f.hint { out += "<div class=\"hint\">hint: \(HTML.escape(hint))</div>" }
            out += "</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    /// Each file of the design, numbered line by line; a line a finding points at is marked.
    func sourceSection() -> String {
        guard !sources.isEmpty else { return "" }
        let flagged = Set(findings.compactMap(\.anchor))
        var out = "<section id=\"source\"><h2>Design source</h2>\n"
        for (index, file) in sources.enumerated() {
            out += "<h3><code>\(HTML.escape(file.path))</code></h3>\n<pre class=\"source\">"
            // Each line is a block of its own: a newline between them too would show an empty line after each.
            for (n, line) in Self.lines(file.text).enumerated() {
                let anchor = Self.sourceAnchor(file: index, line: n + 1)
                out += "<span id=\"\(anchor)\"\(flagged.contains(anchor) ? " class=\"flagged\"" : "")><span class=\"ln\">\(n + 1)</span>\(HTML.escape(line))</span>"
            }
            out += "</pre>\n"
        }
        return out + "</section>\n"
    }

    /// Lines as the lexer counts them: ended by LF, CRLF or CR (only those), so line numbers match the findings'.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = [], current: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else {
                current.append(bytes[i])
            }
            i += 1
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    /// Graphviz's SVG without its XML prologue and DOCTYPE, ready to sit inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

    static let css = """
    :root{--ink:#1f2933;--muted:#616e7c;--line:#d9e2ec;--good:#0b6e4f;--bad:#a61b1b;--warn:#8a5a00;--bg:#f5f7fa;--accent:#1f4e79}
    *{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:var(--ink);background:#fff}
    header{padding:24px 32px 12px;border-bottom:1px solid var(--line);background:var(--bg)}h1{margin:0;font-size:28px}
    .subtitle{margin:4px 0 12px;color:var(--muted)}.filter{font-size:14px;color:var(--muted)}
    #filter{margin-left:8px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;width:280px;font:inherit}
    nav{position:sticky;top:0;background:#fff;border-bottom:1px solid var(--line);padding:8px 32px;z-index:2}
    nav a{margin-right:16px;color:var(--accent);text-decoration:none;font-weight:600}
    main{padding:8px 32px 32px;max-width:1280px}h2{margin-top:32px;border-bottom:2px solid var(--line);padding-bottom:4px}
    a{color:var(--accent)}code{font:13px/1.4 Menlo,Consolas,monospace;background:var(--bg);padding:1px 4px;border-radius:4px}
    table{border-collapse:collapse;width:100%;margin:8px 0 16px}th,td{border-bottom:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}
    thead th{background:var(--bg);font-size:13px;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
    thead th code{text-transform:none;letter-spacing:0}
    .cards{display:flex;flex-wrap:wrap;gap:16px}.card{flex:1 1 200px;border:1px solid var(--line);border-radius:10px;padding:16px;border-top:4px solid var(--good)}
    .card.bad{border-top-color:var(--bad)}.card.warn{border-top-color:var(--warn)}.figure{font-size:30px;font-weight:700}.label{font-weight:600}.detail{color:var(--muted);font-size:13px}
    .badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:700;color:#fff;background:var(--good)}
    .badge.bad{background:var(--bad)}.badge.warn{background:var(--warn)}.badge.muted{background:var(--muted);color:#fff}
    .tag{display:inline-block;padding:0 6px;border:1px solid var(--line);border-radius:8px;font-size:12px;color:var(--muted)}
    .note,.hint{font-size:13px;color:var(--muted)}.hint{color:var(--accent)}
    pre.source{font:13px/1.45 Menlo,Consolas,monospace;background:var(--bg);padding:8px 0;border-radius:8px;overflow-x:auto}
    pre.source>span{display:block;padding:0 12px}pre.source .ln{display:inline-block;width:4em;color:var(--muted);user-select:none}
    pre.source .flagged{background:#fde2e1}pre.source>span:target{outline:2px solid var(--accent)}
    .text{color:var(--muted)}.muted,.muted td{color:var(--muted)}.missing{color:var(--bad);text-decoration:underline dotted}
    article{border:1px solid var(--line);border-radius:10px;padding:12px 16px;margin:12px 0}article h3{margin:0 0 8px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0 0 8px}dt{font-weight:600;color:var(--muted)}dd{margin:0}
    table.controller th[rowspan]{background:var(--bg);color:var(--accent);width:90px}
    figure{margin:16px 0;border:1px solid var(--line);border-radius:10px;padding:12px;overflow:auto}figcaption{font-weight:700;margin-bottom:8px}
    .svg svg{max-width:100%;height:auto}.missing-diagram{color:var(--warn)}.good-text{color:var(--good)}
    footer{padding:16px 32px;color:var(--muted);font-size:13px;border-top:1px solid var(--line)}
    :target{outline:3px solid #f0b429;outline-offset:2px}.hidden{display:none}
    @media print{nav,.filter{display:none}header{background:none}article,figure,tr{break-inside:avoid}a{color:inherit;text-decoration:none}main{max-width:none}}
    """

    /// Filtering, and a self-test (open the page with #selftest) that checks every internal link resolves and
    /// reports script errors, for headless browsers.
    static let script = """
    (function(){
      var errors=[];
      window.addEventListener('error',function(e){errors.push(String(e.message));});
      var input=document.getElementById('filter');
      input.addEventListener('input',function(){
        var q=input.value.trim().toLowerCase();
        document.querySelectorAll('table.filterable tbody tr, .filterable-block').forEach(function(el){
          el.classList.toggle('hidden', q!=='' && el.textContent.toLowerCase().indexOf(q)<0);
        });
      });
      if(location.hash==='#selftest'){
        var broken=[],count=0;
        document.querySelectorAll('a').forEach(function(a){
          var href=a.getAttribute('href')||a.getAttribute('xlink:href')||'';
          if(href.charAt(0)!=='#')return;
          count++;
          if(!document.getElementById(decodeURIComponent(href.slice(1))))broken.push(href);
        });
        // Badges must be legible: WCAG contrast of at least 4.5 between their text and their background.
        var luminance=function(css){var v=(css.match(/[\\d.]+/g)||[0,0,0]).slice(0,3).map(function(x){x/=255;return x<=0.03928?x/12.92:Math.pow((x+0.055)/1.055,2.4);});return 0.2126*v[0]+0.7152*v[1]+0.0722*v[2];};
        var illegible=[];
        document.querySelectorAll('.badge').forEach(function(b){
          var st=getComputedStyle(b),a=luminance(st.color),c=luminance(st.backgroundColor);
          if((Math.max(a,c)+0.05)/(Math.min(a,c)+0.05)<4.5)illegible.push(b.textContent);
        });
        var out=document.getElementById('selftest-result');
        out.textContent='links '+count+' broken '+broken.length+(broken.length?' '+broken.join(' '):'')+' errors '+errors.length+(errors.length?' '+errors.join(' | '):'')+' illegible '+illegible.length+(illegible.length?' '+illegible.join(' | '):'');
        out.hidden=false;
      }
    })();
    """
}

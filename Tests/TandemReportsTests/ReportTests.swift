import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemKit
@testable import TandemReports
import Testing

func outcome(_ text: String) -> Pipeline.Outcome {
    Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
}

let design = """
app "Demo"
requirement R1 "Log in" { priority must }
requirement R2 "Remember, \\"me\\"" { priority should }
requirement R3 "Export" { priority could }
requirement R4 "Dark mode" { priority wont }
requirement R5 "=cmd|' /C calc'!A0" { priority must }
task Login { satisfies R1, R2 }
task Export { satisfies R3 }
task Drift
screen LoginScreen "Login" { tasks Login }
screen Home "Home" { tasks Login, Drift }
navigation { start LoginScreen  push LoginScreen -> Home }
"""

@Suite struct TraceMatrixTests {
    @Test func statusesAndCoverageByPriority() {
        let m = TraceMatrix(outcome(design).analysis)
        #expect(m.requirements.map(\.status) == [.covered, .covered, .noScreen, .outOfScope, .uncovered])
        #expect(m.requirements[0].screens == ["LoginScreen", "Home"])
        #expect(m.priorities.map { "\($0.priority) \($0.covered)/\($0.total)" } == ["must 1/2", "should 1/1", "could 0/1", "wont 0/1"])
        #expect(m.untracedTasks == ["Drift"])
        #expect(m.screens.map(\.requirements) == [["R1", "R2"], ["R1", "R2"]])
        // Markdown and HTML say the same per priority.
        let line = "Requirements covered: 2/5 (must 1/2, should 1/1, could 0/1, wont 0/1)"
        #expect(TraceFormats.markdown(m, title: "Demo").contains(line))
        #expect(TraceFormats.html(m, title: "Demo").contains("<p>" + line + "</p>"))
    }

    @Test func narrowing() {
        let a = outcome(design).analysis
        #expect(TraceMatrix(a, requirement: "R1").screens.map(\.id) == ["LoginScreen", "Home"])
        #expect(TraceMatrix(a, requirement: "R1").requirements.map(\.id) == ["R1"])
        #expect(TraceMatrix(a, screen: "Home").requirements.map(\.id) == ["R1", "R2"])
    }

    @Test func csvQuotesAndDefusesFormulas() {
        let csv = TraceFormats.csv(TraceMatrix(outcome(design).analysis))
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "requirement,title,priority,status,task,screen")
        #expect(lines.contains("R2,\"Remember, \"\"me\"\"\",should,covered,Login,LoginScreen"))
        #expect(lines.contains("R5,\"'=cmd|' /C calc'!A0\",must,uncovered,,"))
    }

    @Test func markdownEscapesPipes() {
        let md = TraceFormats.markdown(TraceMatrix(outcome(design).analysis), title: "Demo")
        #expect(md.contains("| R5 =cmd\\|' /C calc'!A0 | must | uncovered |  |  |"))
        #expect(md.contains("Requirements covered: 2/5 (must 1/2, should 1/1, could 0/1, wont 0/1)"))
    }

    @Test func jsonIsValid() throws {
        let json = TraceFormats.json(TraceMatrix(outcome(design).analysis))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["requirementsCovered"] as? Int == 2)
    }
}

@Suite struct DiffTests {
    @Test func changesAndTheirImpact() {
        let old = outcome(design).analysis
        let new = outcome(design
            .replacingOccurrences(of: "requirement R1 \"Log in\" { priority must }", with: "requirement R1 \"Log in securely\" { priority must }")
            .replacingOccurrences(of: "requirement R3 \"Export\" { priority could }\n", with: "")
            .replacingOccurrences(of: "task Export { satisfies R3 }", with: "task Export { satisfies R2 }")
            .replacingOccurrences(of: "screen Home \"Home\" { tasks Login, Drift }", with: "screen Home \"Home\" { tasks Login, Drift input n: Int? }\nscreen Help { tasks Login }")
            .replacingOccurrences(of: "push LoginScreen -> Home }", with: "push LoginScreen -> Home  modal Home -> Help }")).analysis
        let diff = DesignDiff(old: old, new: new)
        let summary = diff.items.map { "\($0.kind) \($0.id) \($0.change.rawValue) \($0.details.joined(separator: "; "))" }
        #expect(summary == [
            "requirement R1 changed title: \"Log in\" → \"Log in securely\"",
            "requirement R3 removed ",
            "task Export changed satisfies: R3 → R2",
            "screen Home changed input added: n: Int?",
            "screen Help added ",
            "transition modal Home -> Help added ",
        ])
        let impact = diff.impacts.first { $0.requirement == "R1" }
        #expect(impact?.screens == ["LoginScreen", "Home", "Help"])
        #expect(impact?.iosControllers == ["LoginViewController", "HomeViewController", "HelpViewController"])
        #expect(impact?.androidControllers == ["LoginActivity", "HomeActivity", "HelpActivity"])
        #expect(diff.human().hasSuffix("2 added, 1 removed, 3 changed\n"))
        #expect(DesignDiff(old: old, new: old).human() == "no changes\n")
    }

    @Test func aChangedLabelOrTriggerIsAChange() {
        let text = """
        requirement R1 "Log in"
        task Login { satisfies R1 }
        screen Home { tasks Login element go: button "Go" -> go element note: label action go action stop }
        navigation { start Home }
        """
        let old = outcome(text).analysis
        let new = outcome(text.replacingOccurrences(of: "button \"Go\" -> go", with: "button \"Go on\" -> stop")
            .replacingOccurrences(of: "note: label", with: "note: label \"Hello\"")).analysis
        let details = DesignDiff(old: old, new: new).items.flatMap(\.details)
        #expect(details == ["element go: label \"Go\" → \"Go on\"", "element go: triggers go → stop", "element note: label none → \"Hello\""])
    }
}

/// The navigation's own structure changes too: tabs that became embedded screens, an accepted warning, a binding.
@Suite struct NavigationDiffTests {
    @Test func containersEmbedsAllowsAndBindingsAreChanges() {
        let before = """
        requirement R1 "r" { priority must }
        task T { satisfies R1 }
        model P { name: String }
        enum Size { small, large }
        screen Home { kind tabs }
        screen A { tasks T  input p: P  element name: label bind p.name }
        screen B { tasks T }
        screen C { tasks T }
        navigation {
          start Home
          tabs Home [A, B]
          push B -> C
          pop C
        }
        """
        let after = before
            .replacingOccurrences(of: "screen Home { kind tabs }", with: "screen Home { tasks T }")
            .replacingOccurrences(of: "tabs Home [A, B]", with: "embed Home [A, B]")
            .replacingOccurrences(of: "push B -> C", with: "push B -> C\n    allow tab-bar-covered \"fine\"")
            .replacingOccurrences(of: "element name: label bind p.name", with: "element name: label")
            .replacingOccurrences(of: "  pop C\n", with: "")
            .replacingOccurrences(of: "enum Size { small, large }", with: "enum Size { small, medium, large }")
        let diff = DesignDiff(old: outcome(before).analysis, new: outcome(after).analysis)
        let lines = diff.items.map { "\($0.kind) \($0.id) \($0.change)" + ($0.details.isEmpty ? "" : ": " + $0.details.joined(separator: "; ")) }
        #expect(lines.contains("container Home removed"), "\(lines)")
        #expect(lines.contains("embed Home added"), "\(lines)")
        #expect(lines.contains("transition push B -> C changed: allow added: tab-bar-covered"), "\(lines)")
        #expect(lines.contains("back pop C removed"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("screen A changed") && $0.contains("element name: bind p.name → nothing") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("enum Size changed") && $0.contains("medium") }, "\(lines)")
    }
}

@Suite struct HTMLReportTests {
    func report(_ text: String) -> String {
        let o = outcome(text)
        let findings = o.diagnostics.map { HTMLReport.Finding(code: $0.code, severity: $0.severity.rawValue, message: $0.message, location: "d.tandem") }
        return HTMLReport(analysis: o.analysis, findings: findings,
                          diagrams: [HTMLReport.Diagram(title: "Navigation", svg: nil, missingReason: "Graphviz's dot was not found")],
                          toolVersion: "test").render()
    }

    /// A requirement the release leaves out (`wont`) needs no task: a clean design whose only uncovered requirement is
    /// one is green, and `check` counts the requirements in scope (and says how many are left out).
    @Test func outOfScopeRequirementsAreNotUncovered() {
        let clean = """
        requirement R1 "Sign in" { priority must }
        requirement R2 "Dark mode" { priority wont }
        task SignIn "Sign in" { satisfies R1 }
        screen Login "Login" { tasks SignIn }
        enum Level "How much" { low, high }
        navigation { start Login }
        """
        let o = outcome(clean)
        #expect(o.analysis.summary.description.hasPrefix("requirements covered 1/1 (and 1 wont), tasks traced 1/1"))
        let html = Reporting.htmlReport(o, dot: nil)
        #expect(html.contains("<div class=\"card good\"><div class=\"figure\">1/1</div><div class=\"label\">Requirements covered</div>"), "the coverage card is green")
        #expect(!html.contains("card bad"))
        // Enums are models too; the source is one line a line.
        #expect(html.contains("<h3>enum Level <span class=\"muted\">How much</span></h3><p>Cases: <code>low</code>, <code>high</code></p>"))
        #expect(html.contains("</span><span id=\"src-0-2\">") && !html.contains("</span>\n<span id=\"src-0-2\">"))
    }

    /// Findings carry what `tandem check` prints with them: the hint and the notes, each note with its place.
    @Test func findingsShowTheirHintAndNotes() throws {
        let o = outcome(design + "\nscreen Home")
        let html = Reporting.htmlReport(o, dot: nil)
        let duplicate = try #require(o.diagnostics.first { $0.code == "TD102" })
        #expect(html.contains("<div class=\"hint\">hint: \(HTML.escape(duplicate.hint!))</div>"), "\(duplicate)")
        #expect(html.contains("<div class=\"note\">note: first declared here <code>d.tandem:"), "the note and where it points")
        // The finding links to its line of the design, shown in the report and marked.
        let line = o.sources.location(of: duplicate.range!).start.line
        #expect(html.contains("<a href=\"#src-0-\(line)\"><code>d.tandem:\(line):"))
        #expect(html.contains("<span id=\"src-0-\(line)\" class=\"flagged\"><span class=\"ln\">\(line)</span>screen Home</span>"))
        // Lines are counted as the lexer counts them.
        #expect(HTMLReport.lines("a\r\nb\rc\nd\n") == ["a", "b", "c", "d", ""])
    }

    @Test func everyItemHasAnAnchorAndEveryLinkResolves() throws {
        let html = report(design)
        let ids = Set(matches(html, #"id="([^"]+)""#))
        for id in ["req-R1", "req-R5", "task-Login", "task-Drift", "screen-LoginScreen", "screen-Home", "overview", "diagnostics"] {
            #expect(ids.contains(id), "missing anchor \(id)")
        }
        for href in matches(html, ##"href="#([^"]+)""##) {
            #expect(ids.contains(href.removingPercentEncoding ?? href), "broken link #\(href)")
        }
        #expect(html.contains("Diagram not included: Graphviz&#39;s dot was not found."))
        #expect(html.contains("untraced"))
    }

    @Test func designTextIsEscaped() {
        let html = report(design.replacingOccurrences(of: "\"Home\"", with: "\"<script>alert(1)</script> & co\""))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))
        #expect(html.components(separatedBy: "<script>").count == 2)  // only the report's own script
    }

    @Test func selfContained() {
        let html = report(design)
        #expect(!html.contains("http://") || html.contains("http://www.w3.org"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("src=\""))
    }

    func matches(_ text: String, _ pattern: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
            Range(m.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

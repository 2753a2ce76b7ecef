import Foundation
import Testing

@Suite struct TraceAndDiffCommandTests {
    @Test func traceFormats() throws {
        let md = try runTandem(["trace", "examples/nps-muster"])
        #expect(md.status == 0 && md.stdout.hasPrefix("# Traceability: NPS Muster"))
        let csv = try runTandem(["trace", "examples/nps-muster", "--format", "csv", "--requirement", "R10"])
        #expect(csv.stdout == "requirement,title,priority,status,task,screen\r\nR10,Intranet access,should,covered,IntranetAccess,Intranet\r\n")
        let json = try runTandem(["trace", "examples/nps-muster", "--format", "json", "--screen", "MusterScreen"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["matrix"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["R7", "R8", "R9"])
        let html = try runTandem(["trace", "examples/nps-muster", "--format", "html"])
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(try runTandem(["trace", "examples/nps-muster", "--requirement", "R99"]).status == 2)
    }

    @Test func diffExitStatusFollowsDiff() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = repositoryRoot.appendingPathComponent("examples/news-reader/news.tandem")
        let text = try String(contentsOf: old, encoding: .utf8).replacingOccurrences(of: "requirement N4 \"Read offline\" {\n  priority could", with: "requirement N4 \"Read offline\" {\n  priority must")
        let new = dir.appendingPathComponent("news.tandem")
        try text.write(to: new, atomically: true, encoding: .utf8)
        #expect(try runTandem(["diff", old.path, old.path]).status == 0)
        let r = try runTandem(["diff", old.path, new.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("~ N4\n      priority: could → must"))
        // (Storage is embedded in Settings: a Fragment of its activity on Android.)
        #expect(r.stdout.contains("revisit iOS ArticleListViewController, ArticleDetailViewController, PreferencesViewController, StorageViewController, ClearCacheViewController; Android ArticleListActivity, ArticleDetailActivity, PreferencesActivity, StorageFragment, ClearCacheActivity"), "\(r.stdout)")
        let json = try runTandem(["diff", old.path, new.path, "--format", "json"])
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["impact"] != nil)
        #expect(try runTandem(["diff", old.path, "missing.tandem"]).status == 2)
    }
}

/// The HTML report of every example, loaded in headless Chromium: no script errors, every internal link resolves.
@Suite(.serialized) struct BrowserTests {
    @Test func reportsLoadCleanlyInChromium() throws {
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "chromium is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Every status a badge can show: out of scope (wont), uncovered, untraced, start, unreachable.
        let statuses = dir.appendingPathComponent("statuses.tandem")
        try """
        requirement R1 "Covered"
        requirement R2 "Later" { priority wont }
        requirement R3 "Forgotten" { priority should }
        task T1 { satisfies R1 }
        task Drift
        screen A { tasks T1 }
        screen Lost { tasks T1 }
        navigation { start A }
        """.write(to: statuses, atomically: true, encoding: .utf8)
        // NPS Muster also with the implementation status of its generated app (three targets).
        let app = dir.appendingPathComponent("app")
        #expect(try runTandem(["generate", "examples/nps-muster", "--target", "all", "-o", app.path]).status == 0)
        for example in ["nps-muster", "beating-heart", "news-reader", "postcodes", "broken/TD402-tab-bar-covered.tandem", statuses.path, "nps-muster+app"] {
            let out = dir.appendingPathComponent(example.replacingOccurrences(of: "/", with: "_"))
            let design = example.hasPrefix("/") ? example : "examples/\(example.replacingOccurrences(of: "+app", with: ""))"
            let r = try runTandem(["report", design, "-o", out.path] + (example.hasSuffix("+app") ? ["--app", app.path, "--target", "all"] : []))
            #expect(r.status == 0, "\(r.stderr)")
            let page = out.appendingPathComponent("index.html")
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains("<svg"), "diagrams are embedded")
            if example.hasSuffix("+app") {
                #expect(html.contains("<section id=\"status\">") && html.contains("<progress max=\"6\" value=\"0\""), "the status section")
            }
            let dom = try runProcess(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                                "--dump-dom", page.absoluteString + "#selftest"])
            let result = dom.stdout.range(of: #"<pre id="selftest-result">[^<]*</pre>"#, options: .regularExpression).map { String(dom.stdout[$0]) }
            let text = try #require(result, "the self-test did not run for \(example): \(dom.stderr.suffix(500))")
            #expect(text.contains(" broken 0 errors 0 illegible 0"), "\(example): \(text)")
            #expect(!text.hasPrefix("<pre id=\"selftest-result\">links 0 "), "\(example): no links found")
        }
    }

    @Test func reportWithoutGraphvizSaysWhy() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runTandem(["report", "examples/beating-heart", "-o", dir.path], environment: ["TANDEM_DOT": "/nonexistent"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("Graphviz's dot was not found"))
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Diagram not included: Graphviz&#39;s dot was not found"))
    }
}

/// `tandem check --format sarif` output validates against the official SARIF 2.1.0 schema.
@Suite struct SARIFSchemaTests {
    @Test func sarifValidatesAgainstTheSchema() throws {
        let python = repositoryRoot.appendingPathComponent(".tools/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "the SARIF validator is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for (i, input) in ["examples/nps-muster", "examples/broken", "examples/broken/TD305-missing-input.tandem", "no/such/path"].enumerated() {
            let sarif = try runTandem(["check", "--format", "sarif", input])
            let file = dir.appendingPathComponent("\(i).sarif")
            try sarif.stdout.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let r = try runProcess(python, [repositoryRoot.appendingPathComponent("scripts/validate-sarif.py").path] + files)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "valid SARIF 2.1.0").count == files.count + 1)
    }
}

/// The CI gate documented in docs/ci.md, run for real.
@Suite struct CIGateTests {
    @Test func gatePassesCleanDesignsAndFailsBrokenOnes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = repositoryRoot.appendingPathComponent("scripts/ci-gate.sh").path
        let env = ["TANDEM": tandemExecutable.path]
        func gate(_ design: String, _ out: String, strict: Bool = false) throws -> RunResult {
            var e = env
            if strict { e["TANDEM_STRICT"] = "1" }
            return try runProcess("/bin/bash", [script, design, dir.appendingPathComponent(out).path], timeout: 300,
                                  environment: ProcessInfo.processInfo.environment.merging(e) { $1 })
        }
        #expect(try gate("examples/nps-muster", "clean").status == 0)
        for file in ["tandem.sarif", "report/index.html", "traceability.md"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("clean/\(file)").path), "\(file)")
        }
        #expect(try gate("examples/broken/TD201-untraced-task.tandem", "broken").status == 1)
        #expect(try gate("examples/broken/TD402-tab-bar-covered.tandem", "warn").status == 0)
        #expect(try gate("examples/broken/TD402-tab-bar-covered.tandem", "strict", strict: true).status == 1)
    }
}

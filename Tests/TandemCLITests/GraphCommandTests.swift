import Foundation
import Testing

@Suite struct GraphCommandTests {
    @Test func dotToStandardOutput() throws {
        let r = try runTandem(["graph", "examples/nps-muster", "--view", "trace"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("digraph \"trace\" {"))
    }

    /// The platforms view and the report name each class as the targets asked for build it.
    @Test func platformsShowTheTargetsAskedFor() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pair = try runTandem(["graph", "examples/nps-muster", "--view", "platforms"])
        #expect(pair.status == 0 && pair.stdout.contains("iOS · LoginViewController") && pair.stdout.contains("Android · LoginActivity"))
        let swiftUI = try runTandem(["graph", "examples/nps-muster", "--view", "platforms", "--target", "swiftui,android"])
        #expect(swiftUI.status == 0 && swiftUI.stdout.contains("iOS · SwiftUI · LoginModel") && !swiftUI.stdout.contains("LoginViewController"),
                "\(swiftUI.stdout)")
        #expect(swiftUI.stdout.contains("TextField ↔ usernameField: String") && swiftUI.stdout.contains(".onAppear, the first time"))
        let three = try runTandem(["graph", "examples/nps-muster", "--view", "platforms", "--target", "all", "--format", "svg"])
        #expect(three.status == 0 && ["LoginViewController", "LoginModel", "LoginActivity"].allSatisfy(three.stdout.contains), "\(three.stderr)")
        let typo = try runTandem(["graph", "examples/nps-muster", "--view", "platforms", "--target", "swfitui"])
        #expect(typo.status == 2 && typo.stderr.contains("unknown target 'swfitui'; did you mean 'swiftui'?"), "\(typo.stderr)")
        let report = try runTandem(["report", "examples/nps-muster", "--target", "swiftui", "-o", dir.path])
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(report.status == 0 && html.contains("<th>iOS · SwiftUI <code>LoginModel</code></th>") && !html.contains("LoginActivity</code></th>"))
    }

    @Test func wireframesAreSVGWithoutGraphviz() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("w.svg")
        // Without Graphviz on the way (TANDEM_DOT names nothing), the wireframes still draw.
        let r = try runTandem(["graph", "examples/beating-heart", "--view", "wireframes", "-o", out.path], environment: ["TANDEM_DOT": "/nonexistent"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let png = try runTandem(["graph", "examples/beating-heart", "--view", "wireframes", "--format", "png", "-o", dir.appendingPathComponent("w.png").path])
        #expect(png.status != 0 && png.stderr.contains("wireframes are drawn as SVG"), "\(png.stderr)")
    }

    @Test func mermaidForMarkdown() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try runTandem(["graph", "examples/beating-heart", "--format", "mermaid"])
        #expect(out.status == 0 && out.stdout.hasPrefix("flowchart TD\n"), "\(out.stderr)")
        #expect(try runTandem(["graph", "examples/beating-heart", "--view", "trace", "-o", dir.appendingPathComponent("t.mmd").path]).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("t.mmd"), encoding: .utf8).hasPrefix("flowchart LR"))
        let all = try runTandem(["graph", "examples/beating-heart", "--all", "--format", "mermaid", "-o", dir.appendingPathComponent("all").path])
        #expect(all.status == 0)
        #expect(all.stderr.contains("tandem: note: Mermaid does not draw the controllers, platforms, wireframes views; draw them with --format svg"), "\(all.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("all").path).sorted()
                == ["classes.mmd", "dataflow.mmd", "navigation.mmd", "trace.mmd"])
        let wireframes = try runTandem(["graph", "examples/beating-heart", "--view", "controllers", "--format", "mermaid"])
        #expect(wireframes.status == 2 && wireframes.stderr.contains("Mermaid draws the navigation, dataflow, trace, classes views"), "\(wireframes.stderr)")

        // The start, the ways back (a dismiss to the screen that presents it), and the models as a class diagram.
        let recipes = try runTandem(["graph", "examples/recipes", "--format", "mermaid"]).stdout
        #expect(recipes.contains("  start0((\"start\")) --> s1\n"), "\(recipes)")
        #expect(recipes.contains("  s7 -.-o|\"dismiss on stop\"| s3\n"), "\(recipes)")
        let classes = try runTandem(["graph", "examples/nps-muster", "--view", "classes", "--format", "mermaid"]).stdout
        #expect(classes.hasPrefix("classDiagram\n") && classes.contains("  class c3[\"MusterStatus\"] {\n") && classes.contains("    +isMustered(on: Date) Bool\n"), "\(classes)")
        #expect(classes.contains("  c3 *-- \"0..*\" c2 : announcements\n"), "\(classes)")
    }

    @Test func everyViewRenderedWithGraphviz() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runTandem(["graph", "examples/beating-heart", "--all", "--format", "svg", "-o", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["classes.svg", "controllers.svg", "dataflow.svg", "navigation.svg", "platforms.svg", "trace.svg", "wireframes.svg"])
        let svg = try String(contentsOf: dir.appendingPathComponent("navigation.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("HeartScreen"))
        // Every view as PNG, and the wireframes beside them as the SVG they only are, said so.
        let pngs = dir.appendingPathComponent("pngs")
        let allPNG = try runTandem(["graph", "examples/beating-heart", "--all", "--format", "png", "-o", pngs.path])
        #expect(allPNG.status == 0 && allPNG.stderr.contains("tandem: note: the wireframes are drawn as SVG only: wrote \(pngs.path)/wireframes.svg"), "\(allPNG.stderr)")
        #expect(FileManager.default.fileExists(atPath: pngs.appendingPathComponent("wireframes.svg").path)
                && FileManager.default.fileExists(atPath: pngs.appendingPathComponent("navigation.png").path))
        let png = try Data(contentsOf: {
            _ = try? runTandem(["graph", "examples/beating-heart", "--format", "png", "-o", dir.appendingPathComponent("n.png").path])
            return dir.appendingPathComponent("n.png")
        }())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Without --format, the output file's extension says which (and an unknown one means DOT).
        #expect(try runTandem(["graph", "examples/beating-heart", "-o", dir.appendingPathComponent("m.PNG").path]).status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("m.PNG")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try runTandem(["graph", "examples/beating-heart", "-o", dir.appendingPathComponent("m.svg").path]).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("m.svg"), encoding: .utf8).contains("<svg"))
        #expect(try runTandem(["graph", "examples/beating-heart", "-o", dir.appendingPathComponent("m.gv").path]).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("m.gv"), encoding: .utf8).hasPrefix("digraph"))
        #expect(try runTandem(["graph", "examples/beating-heart", "--format", "dot", "-o", dir.appendingPathComponent("d.svg").path]).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("d.svg"), encoding: .utf8).hasPrefix("digraph"), "--format wins")
    }

    @Test func missingGraphvizStillWritesTheDOT() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("nav.svg").path
        let r = try runTandem(["graph", "examples/nps-muster", "--format", "svg", "-o", target],
                              environment: ["TANDEM_DOT": "/nonexistent/dot"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Graphviz's dot was not found"))
        #expect(r.stderr.contains("apt-get install graphviz"))
        let dot = try String(contentsOfFile: dir.appendingPathComponent("nav.dot").path, encoding: .utf8)
        #expect(dot.hasPrefix("digraph"))
    }

    @Test func graphvizFailureIsReportedWithItsMessage() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fake = dir.appendingPathComponent("dot")
        try "#!/bin/sh\necho 'Error: syntax error in line 1' >&2\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let r = try runTandem(["graph", "examples/nps-muster", "--format", "svg", "-o", dir.appendingPathComponent("x.svg").path],
                              environment: ["TANDEM_DOT": fake.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Graphviz dot failed (exit 1): Error: syntax error in line 1"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.svg").path))
    }

    @Test func slicingAndItsErrors() throws {
        let focus = try runTandem(["graph", "examples/nps-muster", "--focus", "AnnouncementDetail"])
        #expect(focus.status == 0)
        #expect(focus.stdout.contains("\"screen:AnnouncementList\"") && !focus.stdout.contains("\"screen:LoginScreen\" ["))
        let unknown = try runTandem(["graph", "examples/nps-muster", "--focus", "AnnouncementDetial"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'AnnouncementDetail'?"))
        #expect(try runTandem(["graph", "examples/nps-muster", "--requirement", "R99"]).status == 2)
        #expect(try runTandem(["graph", "examples/nps-muster", "--all"]).status == 2)
    }

    @Test func brokenDesignsStillDrawWithANote() throws {
        let r = try runTandem(["graph", "examples/broken/TD201-untraced-task.tandem", "--view", "trace"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("the design has 1 error"))
        #expect(r.stdout.contains("untraced"))
        #expect(try runTandem(["graph", "no/such/file.tandem"]).status == 2)
    }
}

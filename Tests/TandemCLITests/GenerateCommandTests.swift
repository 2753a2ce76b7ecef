import Foundation
import Testing

@Suite struct GenerateCommandTests {
    @Test func generatesReportsAndIsIdempotent() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try runTandem(["generate", "examples/beating-heart", "--out", dir.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("create    ios/Generated/Screens/HeartViewControllerBase.swift"))
        #expect(first.stdout.hasSuffix("created (in \(dir.path))\n") || first.stdout.contains(" create (in "))
        let second = try runTandem(["generate", "examples/beating-heart", "--out", dir.path])
        #expect(second.status == 0)
        #expect(!second.stdout.contains("create ") && !second.stdout.contains("update "))
        #expect(second.stdout.contains("unchanged") && second.stdout.contains("keep"))
    }

    @Test func dryRunWritesNothingAndEditedFilesFail() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dry = try runTandem(["generate", "examples/news-reader", "--target", "ios", "--out", dir.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("would write: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)

        #expect(try runTandem(["generate", "examples/news-reader", "--target", "ios", "--out", dir.path]).status == 0)
        let base = dir.appendingPathComponent("ios/Generated/Screens/ArticleListViewControllerBase.swift")
        try (try String(contentsOf: base, encoding: .utf8) + "// my edit\n").write(to: base, atomically: true, encoding: .utf8)
        let again = try runTandem(["generate", "examples/news-reader", "--target", "ios", "--out", dir.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("ArticleListViewControllerBase.swift was edited by hand and was not overwritten"))
        #expect(try String(contentsOf: base, encoding: .utf8).hasSuffix("// my edit\n"))
    }

    @Test func refusesDesignsWithErrorsAndBadUsage() throws {
        let broken = try runTandem(["generate", "examples/broken/TD501-generated-name-collision.tandem", "--out", "/tmp/unused-tandem-out"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("[TD501]") && broken.stderr.contains("fix the design's errors before generating code"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-tandem-out"))
        #expect(try runTandem(["generate", "examples/nps-muster"]).status == 2)  // no --out
        let unknown = try runTandem(["generate", "examples/nps-muster", "--target", "windows", "--out", "/tmp/unused-tandem-out"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown target 'windows'; known targets: android, ios"))
    }

    @Test func contextAndTemplatesCanBeInspected() throws {
        let context = try runTandem(["generate", "examples/nps-muster", "--dump-context"])
        #expect(context.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(context.stdout.utf8)) as? [String: Any]
        #expect((json?["screens"] as? [Any])?.count == 6)
        let list = try runTandem(["templates"])
        #expect(list.stdout.contains("ios: ") && list.stdout.contains("android/ActivityBase"))
        let custom = try runTandem(["templates", "--templates", "examples/templates"])
        #expect(custom.stdout.contains("android-java: "))
        let printed = try runTandem(["templates", "--print", "ios/ScreenBase"])
        #expect(printed.stdout.hasPrefix("{{% CONTENT_TYPE: TEXT}}"))
        #expect(try runTandem(["templates", "--print", "ios/Nope"]).status == 2)
    }

    @Test func userTemplatesOverrideBundledOnes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let templates = dir.appendingPathComponent("templates/ios")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{% CONTENT_TYPE: TEXT}}\n// custom support for {{app.name}}\n".write(to: templates.appendingPathComponent("Support.mustache"), atomically: true, encoding: .utf8)
        let r = try runTandem(["generate", "examples/nps-muster", "--target", "ios", "--templates", dir.appendingPathComponent("templates").path,
                               "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 0, "\(r.stderr)")
        let support = try String(contentsOf: dir.appendingPathComponent("out/ios/Generated/TandemSupport.swift"), encoding: .utf8)
        #expect(support.hasPrefix("// custom support for NPS Muster\n"))
        // Templates not overridden still come from the bundle.
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/ios/Generated/AppNavigation.swift").path))
    }

    @Test func brokenTemplatesAreReportedWithTheirLocation() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let templates = dir.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{#screen}}\n{{/model}}\n".write(to: templates.appendingPathComponent("Screen.mustache"), atomically: true, encoding: .utf8)
        let r = try runTandem(["generate", "examples/nps-muster", "--target", "ios", "--templates", dir.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Screen.mustache:2:"))
        #expect(!r.crashed)
    }
}

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
        // -o is --out, as in `tandem graph` and `tandem report`.
        let second = try runTandem(["generate", "examples/beating-heart", "-o", dir.path])
        #expect(second.status == 0)
        #expect(!second.stdout.contains("create ") && !second.stdout.contains("update "))
        #expect(second.stdout.contains("unchanged") && second.stdout.contains("keep"))
    }

    /// A run made from what the last clean run was made from, into the files it left, renders nothing
    /// (`.tandem/unchanged`) and reports exactly what a full run reports; any change anywhere runs again (rendering
    /// what changed: ReuseTests).
    @Test func aRunThatChangesNothingSkipsRenderingAndSaysTheSame() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let source = design.appendingPathComponent("app.tandem")
        try String(contentsOf: repositoryRoot.appendingPathComponent("examples/beating-heart/heart.tandem"), encoding: .utf8)
            .write(to: source, atomically: true, encoding: .utf8)
        func generate(_ extra: [String] = []) throws -> RunResult { try runTandem(["generate", design.path, "-o", out.path] + extra) }
        let record = out.appendingPathComponent(".tandem/unchanged")
        #expect(try generate().status == 0)
        #expect(FileManager.default.fileExists(atPath: record.path), "a clean run leaves its record")
        let full = try generate()
        // Invalidated by a touch: the same again, rendered in full.
        let screen = out.appendingPathComponent("ios/Screens/HeartViewController.swift")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: screen.path)
        let touched = try generate()
        let fast = try generate()
        #expect(full.status == 0 && touched.status == 0 && fast.status == 0)
        #expect(full.stdout == fast.stdout && touched.stdout == fast.stdout && full.stderr == fast.stderr, "\(full.stdout)\n---\n\(fast.stdout)")
        #expect(fast.stdout.contains("unchanged  ios/Generated/Screens/HeartViewControllerBase.swift") || fast.stdout.contains("unchanged ios/Generated"))
        // The record is input, as the ledger is: one naming paths that leave the folder is not believed, even when
        // they lead back to the very files it stamped (`../out/ios/…`).
        try (try String(contentsOf: record, encoding: .utf8)).replacingOccurrences(of: "\tios/", with: "\t../out/ios/")
            .write(to: record, atomically: true, encoding: .utf8)
        let tampered = try generate()
        #expect(tampered.stdout == full.stdout && !tampered.stdout.contains("../"))

        // Your file changed: read again in full (a stale override would be found there), the same report.
        try (try String(contentsOf: screen, encoding: .utf8) + "// mine\n").write(to: screen, atomically: true, encoding: .utf8)
        #expect(try generate().stdout == full.stdout)

        // A hand edit of Tandem's file: found, not skipped.
        let base = out.appendingPathComponent("ios/Generated/Screens/HeartViewControllerBase.swift")
        try (try String(contentsOf: base, encoding: .utf8) + "// mine\n").write(to: base, atomically: true, encoding: .utf8)
        #expect(try generate().status == 1)
        // A run with findings records its files (the next renders only what changed) but not what it was made from.
        #expect(try String(contentsOf: record, encoding: .utf8).split(separator: "\n").dropFirst().first == "-", "a run with findings is answered whole by no later run")
        #expect(try generate().status == 1)
        try FileManager.default.removeItem(at: base)
        try FileManager.default.removeItem(at: screen)
        #expect(try generate().stdout.contains("create    ios/Generated/Screens/HeartViewControllerBase.swift"))
        #expect(try generate().stdout == full.stdout)

        // The design changed, the ledger went, a file went: each renders in full.
        try (try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "screen HeartScreen \"Heart\"", with: "screen HeartScreen \"Heart rate\""))
            .write(to: source, atomically: true, encoding: .utf8)
        #expect(try generate().stdout.contains("update "))
        try FileManager.default.removeItem(at: out.appendingPathComponent(".tandem/manifest.json"))
        _ = try generate()
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".tandem/manifest.json").path))
        let user = out.appendingPathComponent("android/app/src/main/java/org/example/beatingheart/screens/HeartActivity.kt")
        try FileManager.default.removeItem(at: user)
        #expect(try generate().stdout.contains("create    android/app/src/main/java/org/example/beatingheart/screens/HeartActivity.kt"))
        // --force, --prune and --check run in full (and --check finds the folder as the design makes it).
        #expect(try generate(["--check"]).status == 0)
        #expect(try generate(["--prune"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: record.path), "--prune records nothing")
    }

    @Test func dryRunWritesNothingAndEditedFilesFail() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // --target is repeatable: each adds its targets (a second one used to replace the first without a word).
        let both = try runTandem(["generate", "examples/news-reader", "--target", "ios", "--target", "swiftui,all", "--out", dir.path, "--dry-run"])
        #expect(both.status == 0)
        for target in ["ios", "swiftui", "android", "android-navigation", "compose"] {
            #expect(both.stdout.contains(" \(target)/"), "\(target)")
        }
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

    /// `--check` is the CI step that keeps design and code in step: exit 0 when the folder holds what the design
    /// makes, 1 with the reasons when not, and never a write.
    @Test func checkReportsStaleAndEditedCodeWithoutWriting() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design/app.tandem")
        try FileManager.default.createDirectory(at: design.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = """
        app "Demo" { ios "org.example.demo" android "org.example.demo" }
        requirement R1 "Sign in"
        task SignIn { satisfies R1 }
        screen Login "Login" { tasks SignIn  element go: button "Go" -> go  action go }
        screen Home "Home" { tasks SignIn }
        navigation { start Login  push Login -> Home on go }
        """
        try text.write(to: design, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("app").path
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: out)! {
                files[path] = FileManager.default.contents(atPath: out + "/" + path)
            }
            return files
        }

        let missing = try runTandem(["generate", design.path, "-o", out, "--check"])
        #expect(missing.status == 1 && missing.stderr.contains("missing"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))

        #expect(try runTandem(["generate", design.path, "-o", out]).status == 0)
        let clean = try runTandem(["generate", design.path, "-o", out, "--check"])
        #expect(clean.status == 0 && clean.stdout.contains("is up to date with the design"), "\(clean.stdout)\(clean.stderr)")

        // The design changes: a screen goes, an action is renamed.
        try text.replacingOccurrences(of: "screen Home \"Home\" { tasks SignIn }\n", with: "")
            .replacingOccurrences(of: "push Login -> Home on go", with: "")
            .write(to: design, atomically: true, encoding: .utf8)
        let before = try snapshot()
        let stale = try runTandem(["generate", design.path, "-o", out, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("out of date") && stale.stderr.contains("3 of Tandem's no longer made by the design")
                && stale.stderr.contains("2 of yours for what the design dropped"), "\(stale.stderr)")
        #expect(stale.stderr.contains("nothing was written"))
        #expect(stale.stdout.contains("update    ios/Generated/Screens/LoginViewControllerBase.swift"), "\(stale.stdout)")
        #expect(try snapshot() == before, "--check wrote something")

        // A hand edit of a Tandem file is named too.
        try text.write(to: design, atomically: true, encoding: .utf8)
        let base = out + "/ios/Generated/Screens/HomeViewControllerBase.swift"
        try (try String(contentsOfFile: base, encoding: .utf8) + "// mine\n").write(toFile: base, atomically: true, encoding: .utf8)
        let edited = try runTandem(["generate", design.path, "-o", out, "--check"])
        #expect(edited.status == 1 && edited.stderr.contains("1 edited by hand"), "\(edited.stderr)")
        #expect(edited.stdout.contains("edited    ios/Generated/Screens/HomeViewControllerBase.swift"))

        let usage = try runTandem(["generate", design.path, "-o", out, "--check", "--force"])
        #expect(usage.status == 2 && usage.stderr.contains("--check writes nothing"), "\(usage.status) \(usage.stderr)")
    }

    /// The bundled templates are compiled in: a `tandem` copied anywhere, with nothing beside it and the build
    /// folder out of sight, still generates (it used to stop with "could not load resource bundle").
    @Test func aCopiedBinaryStillGenerates() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("bin/tandem")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tandemExecutable, to: copy)
        let design = repositoryRoot.appendingPathComponent("examples/beating-heart").path
        let app = dir.appendingPathComponent("app").path
        // A private mount namespace hides the build folder (where resources would be looked up) from the copy.
        let build = repositoryRoot.appendingPathComponent(".build").path
        let script = "mount -t tmpfs none \"$1\" && test ! -e \"$1/debug\" && exec \"$2\" generate \"$3\" -o \"$4\""
        let run = try runProcess("/usr/bin/unshare", ["--mount", "sh", "-c", script, "sh", build, copy.path, design, app], timeout: 60)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: app + "/ios/Generated/Screens/HeartViewControllerBase.swift"))
        #expect(FileManager.default.fileExists(atPath: app + "/android/settings.gradle.kts"))
    }

    @Test func refusesDesignsWithErrorsAndBadUsage() throws {
        let broken = try runTandem(["generate", "examples/broken/TD501-generated-name-collision.tandem", "--out", "/tmp/unused-tandem-out"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("[TD501]") && broken.stderr.contains("fix the design's errors before generating code"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-tandem-out"))
        #expect(try runTandem(["generate", "examples/nps-muster"]).status == 2)  // no --out
        let unknown = try runTandem(["generate", "examples/nps-muster", "--target", "windows", "--out", "/tmp/unused-tandem-out"])
        #expect(unknown.status == 2)
        // An empty --target (an unset shell variable) names nothing: refused, not a run that makes nothing.
        let empty = try runTandem(["generate", "examples/nps-muster", "--target", " , ", "--out", "/tmp/unused-tandem-out"])
        #expect(empty.status == 2 && empty.stderr.contains("--target names no target"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-tandem-out"))
        // The known targets are the bundled folders, each with its target.json.
        let templates = repositoryRoot.appendingPathComponent("templates")
        let known = try FileManager.default.contentsOfDirectory(atPath: templates.path)
            .filter { FileManager.default.fileExists(atPath: templates.appendingPathComponent($0 + "/target.json").path) }.sorted()
        #expect(known.count >= 5 && unknown.stderr.contains("unknown target 'windows'; known targets: " + known.joined(separator: ", ")))
    }

    @Test func contextAndTemplatesCanBeInspected() throws {
        let context = try runTandem(["generate", "examples/nps-muster", "--dump-context"])
        #expect(context.status == 0)
        // The context each target renders, by target: the same screens, each target's own names.
        let json = try JSONSerialization.jsonObject(with: Data(context.stdout.utf8)) as? [String: [String: Any]]
        #expect(json.map { Set($0.keys) } == ["ios", "android"])
        #expect((json?["ios"]?["screens"] as? [Any])?.count == 6)
        #expect((json?["android"]?["screens"] as? [Any])?.count == 6)
        let native = ((json?["android"]?["screens"] as? [[String: Any]])?.first?["native"] as? [String: Any])
        #expect((native?["baseClass"] as? String)?.hasSuffix("ActivityBase") == true && native?["fragment"] is String)
        // A list among the names (`imports`) is a JSON array.
        #expect(native?["imports"] is [String])
        let swiftUI = try runTandem(["generate", "examples/nps-muster", "--dump-context", "--target", "swiftui"])
        let swiftUIJSON = try JSONSerialization.jsonObject(with: Data(swiftUI.stdout.utf8)) as? [String: [String: Any]]
        #expect(((swiftUIJSON?["swiftui"]?["app"] as? [String: Any])?["native"] as? [String: String])?["bundleID"] != nil)
        let list = try runTandem(["templates"])
        #expect(list.stdout.contains("ios: ") && list.stdout.contains("android/ActivityBase"))
        let custom = try runTandem(["templates", "--templates", "examples/templates"])
        #expect(custom.stdout.contains("android-java: "))
        let printed = try runTandem(["templates", "--print", "ios/ScreenBase"])
        #expect(printed.stdout.hasPrefix("{{% CONTENT_TYPE: TEXT}}"))
        #expect(try runTandem(["templates", "--print", "ios/Nope"]).status == 2)
        // A --templates folder that is not there is said, not read as empty (the bundled templates used without a word).
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let nowhere = scratch.appendingPathComponent("out").path
        for command in [["templates"], ["generate", "examples/nps-muster", "-o", nowhere], ["watch", "examples/nps-muster", "-o", nowhere, "--runs", "1"]] {
            let missing = try runTandem(command + ["--templates", "examples/no-such-templates"])
            #expect(missing.status == 2 && missing.stderr.contains("no such folder"), "\(command[0]): \(missing.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: nowhere))
        let empty = try runTandem(["templates", "--templates", ""])
        #expect(empty.status == 2 && empty.stderr.contains("empty path"), "\(empty.stderr)")
        let file = try runTandem(["templates", "--templates", "README.md"])
        #expect(file.status == 2 && file.stderr.contains("is a file"), "\(file.stderr)")
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

    /// A partial no template defines, and partials that include each other without end: a message and exit 2, not
    /// an empty file or a crash.
    @Test func partialsThatCannotRenderAreReported() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let templates = dir.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let screen = templates.appendingPathComponent("Screen.mustache")
        try "{{>Nowhere}}\n".write(to: screen, atomically: true, encoding: .utf8)
        var r = try runTandem(["generate", "examples/nps-muster", "--target", "ios", "--templates", dir.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("template 'Screen' includes 'Nowhere', but no Nowhere.mustache exists"))
        try "{{#screen}}{{>Loop}}{{/screen}}\n".write(to: screen, atomically: true, encoding: .utf8)
        try "[{{>Loop}}]".write(to: templates.appendingPathComponent("Loop.mustache"), atomically: true, encoding: .utf8)
        r = try runTandem(["generate", "examples/nps-muster", "--target", "ios", "--templates", dir.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("does a partial include itself?"))
        #expect(!r.crashed)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/ios").path))
    }
}

/// `tandem.json` beside a design is honoured by every command, so no command refuses what `check` accepts.
@Suite struct ConfigurationEverywhereTests {
    @Test func everyCommandReadsTheDesignsConfiguration() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        // T2 serves no requirement (TD201, an error by default); the team downgraded the rule.
        try """
        requirement R1 "One"
        task T1 "First" { satisfies R1 }
        task T2 "Second"
        screen Home "Home" { tasks T1, T2 }
        navigation { start Home }
        """.write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)

        let strictRun = try runTandem(["generate", design.path, "--out", dir.appendingPathComponent("out0").path])
        #expect(strictRun.status == 1, "without configuration TD201 is an error")

        try #"{ "severity": { "TD201": "warning" } }"#.write(to: design.appendingPathComponent("tandem.json"), atomically: true, encoding: .utf8)
        #expect(try runTandem(["check", design.path]).status == 0)
        let generate = try runTandem(["generate", design.path, "--out", dir.appendingPathComponent("out").path])
        #expect(generate.status == 0, "\(generate.stderr)")
        let report = try runTandem(["report", design.path, "-o", dir.appendingPathComponent("report").path])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("warning") && html.contains("TD201"))

        try #"{ "severity": { "TD201": "bogus" } }"#.write(to: design.appendingPathComponent("tandem.json"), atomically: true, encoding: .utf8)
        let bad = try runTandem(["graph", design.path])
        #expect(bad.status == 2 && bad.stderr.contains("tandem.json"))
    }

    @Test func allMeansEveryBundledTarget() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runTandem(["generate", "examples/beating-heart", "--target", "all", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        let bundled = try FileManager.default.contentsOfDirectory(atPath: "templates").filter {
            FileManager.default.fileExists(atPath: "templates/\($0)/target.json")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }.sorted() == bundled.sorted())
    }
}

/// Templates may make a folder per screen: the writer opens one folder at a time per thread, so a design of hundreds
/// of screens generates under a low limit of open files (macOS's default is 256).
@Suite struct ManyFoldersTests {
    @Test func aFolderPerScreenUnderALowFileLimit() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("templates/perscreen")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try #"{ "name": "perscreen", "description": "a folder per screen", "language": "swift", "files": [ { "template": "Note", "each": "screen", "path": "screens/{{screen.id}}/Note.swift", "owner": "tandem" } ] }"#
            .write(to: target.appendingPathComponent("target.json"), atomically: true, encoding: .utf8)
        try "{{% CONTENT_TYPE: TEXT}}\n{{#screen}}// {{id}}\n{{/screen}}".write(to: target.appendingPathComponent("Note.mustache"), atomically: true, encoding: .utf8)
        var design = "navigation { start S0 }\n"
        for i in 0..<300 { design += "screen S\(i)\n" }
        let file = dir.appendingPathComponent("many.tandem")
        try design.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let run = try runProcess("/bin/sh", ["-c", "ulimit -n 64 && exec \"$0\" generate \"$1\" --templates \"$2\" --target perscreen -o \"$3\"",
                                             tandemExecutable.path, file.path, dir.appendingPathComponent("templates").path, out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("perscreen/screens").path).count == 300)
        #expect(try String(contentsOf: out.appendingPathComponent("perscreen/screens/S299/Note.swift"), encoding: .utf8).hasPrefix("// S299\n"))
    }

    /// A builtin is a writer of the target's adapter: one it does not write (a typo, or an Android writer named by an
    /// iOS target) is a message naming those it does, and nothing is written.
    @Test func aBuiltinTheAdapterDoesNotWriteIsReported() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func run(_ extends: String, _ builtin: String) throws -> RunResult {
            let folder = dir.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
            { "name": "mine", "language": "kotlin", "extends": "\(extends)",
              "files": [ { "builtin": "\(builtin)", "each": "app", "path": "x.xml", "owner": "tandem" } ] }
            """.write(to: folder.appendingPathComponent("target.json"), atomically: true, encoding: .utf8)
            return try runTandem(["generate", "examples/nps-muster", "--target", "mine", "--templates", dir.path, "--out", dir.appendingPathComponent("out").path])
        }
        var r = try run("android", "android-manifests")
        #expect(r.status == 2 && !r.crashed)
        #expect(r.stderr.contains("unknown builtin 'android-manifests' (its adapter writes: android-layout, android-manifest"), "\(r.stderr)")
        r = try run("ios", "android-manifest")
        #expect(r.status == 2 && !r.crashed)
        #expect(r.stderr.contains("unknown builtin 'android-manifest' (its adapter writes: ios-string-catalog, ios-infoplist-catalog, ios-app-icon)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/mine").path))
        // The Android adapter's own writer, through `extends`.
        r = try run("android", "android-manifest")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("out/mine/x.xml"), encoding: .utf8).contains("<manifest"))
    }
}

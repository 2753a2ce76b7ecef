import Foundation
import Testing
import TandemKit

/// `tandem watch` checks again when a file of the design is saved, and redraws and regenerates while the design has
/// no errors.
@Suite struct WatchTests {
    @Test func aSaveRunsTheCheckAgain() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let file = design.appendingPathComponent("app.tandem")
        try "screen A\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        let watch = try Watching(["watch", design.path, "--graph", dir.appendingPathComponent("n.dot").path,
                                  "-o", dir.appendingPathComponent("app").path, "--interval", "0.05", "--runs", "3"], in: dir)
        defer { watch.stop() }
        func waitFor(_ text: String, count: Int = 1) -> Bool { watch.shows(text, count: count, within: 30) }
        #expect(waitFor("files written"), "the first run")
        // A save that changes the design: checked, drawn and generated again.
        try "screen A\nscreen B\nnavigation { start A  push A -> B }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(waitFor("screens reachable 2/2"))
        #expect(waitFor("files written", count: 2))
        // A save with an error: reported, nothing drawn.
        try "screen A\nnavigation { start C }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(waitFor("unknown screen 'C' [TD101]"))
        watch.process.waitUntilExit()
        let text = watch.text
        #expect(text.contains("not drawing or generating until the errors are fixed"))
        #expect(text.components(separatedBy: "drew ").count - 1 == 2)
        #expect(try String(contentsOf: dir.appendingPathComponent("n.dot"), encoding: .utf8).contains("screen:B"))
    }

    /// A file of Tandem's edited by hand is kept when a save would change it, and `watch` says so, as `generate` does.
    @Test func aHandEditKeptIsSaid() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app.tandem"), app = dir.appendingPathComponent("app")
        try "screen A \"First\"\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        let watch = try Watching(["watch", file.path, "-o", app.path, "--target", "ios", "--interval", "0.05", "--runs", "2"], in: dir)
        defer { watch.stop() }
        #expect(watch.shows("files written", within: 60), "\(watch.text)")
        let generated = app.appendingPathComponent("ios/Generated")
        let paths = FileManager.default.enumerator(atPath: generated.path)?.allObjects as? [String] ?? []
        let edited = try #require(paths.sorted().first { path in
            (try? String(contentsOf: generated.appendingPathComponent(path), encoding: .utf8))?.contains("First") == true
        })
        let handle = try FileHandle(forWritingTo: generated.appendingPathComponent(edited))
        try handle.seekToEnd()
        handle.write(Data("// mine\n".utf8))
        try handle.close()
        try "screen A \"Second\"\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(watch.shows("ios/Generated/\(edited) was edited by hand and was not overwritten", within: 60), "\(watch.text)")
        watch.process.waitUntilExit()
        #expect(try String(contentsOf: generated.appendingPathComponent(edited), encoding: .utf8).hasSuffix("// mine\n"))
    }

    /// `--out` makes what `--target` names, as `generate` does: a SwiftUI app's folder is watched as one, and an unknown
    /// target is said before the first run.
    @Test func theAppsWrittenAreTheTargetsNamed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app.tandem")
        try "screen A\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        let app = dir.appendingPathComponent("app")
        let result = try runTandem(["watch", file.path, "-o", app.path, "--target", "swiftui", "--runs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("files written"))
        let made = try FileManager.default.contentsOfDirectory(atPath: app.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(made == ["swiftui"])

        let unknown = try runTandem(["watch", file.path, "-o", dir.appendingPathComponent("other").path, "--target", "swiftui,windows", "--runs", "1"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("windows"), "\(unknown.stderr)")
        #expect(!unknown.stdout.contains("──"), "no run before the target is known")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("other").path))
        // An empty path is no design, whatever is saved later.
        let empty = try runTandem(["watch", "", "--runs", "1"])
        #expect(empty.status == 2 && empty.stderr.contains("empty path"), "\(empty.stderr)")
        // Without --out or --graph there is nothing for a target to make or name: said, not ignored.
        let nowhere = try runTandem(["watch", file.path, "--target", "swiftui", "--runs", "1"])
        #expect(nowhere.status == 2, "\(nowhere.status)")
        #expect(nowhere.stderr.contains("--out"), "\(nowhere.stderr)")
        // The platforms view --graph draws names the targets' classes, as `tandem graph --target` does.
        let diagram = dir.appendingPathComponent("platforms.dot")
        let drawn = try runTandem(["watch", file.path, "--graph", diagram.path, "--view", "platforms", "--target", "swiftui", "--runs", "1"])
        #expect(drawn.status == 0 && drawn.stdout.contains("drew"), "\(drawn.stdout)\(drawn.stderr)")
        let dot = try String(contentsOf: diagram, encoding: .utf8)
        #expect(dot.contains("SwiftUI") && !dot.contains("Android"), "\(dot.prefix(400))")
    }

    /// Each save's apps are what `generate` makes of the design as saved, though `watch` builds again only the screens
    /// a save can reach (`KeptContexts`): a title read by the screens around it, an element, a class renamed. (It
    /// would pass if nothing were kept; `KeptContextsTests` shows what is.)
    @Test func eachSaveWritesWhatGenerateWould() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/nps-muster"), to: design)
        let muster = design.appendingPathComponent("muster.tandem")
        let app = dir.appendingPathComponent("app")
        let watching = try Watching(["watch", design.path, "-o", app.path, "--target", "all", "--interval", "0.05", "--runs", "4"], in: dir)
        defer { watching.stop() }
        let edits = [
            ("screen AnnouncementDetail \"Announcement\"", "screen AnnouncementDetail \"Notice\""),
            ("  element status: label\n", "  element status: label\n  element since: label \"Since\"\n"),
            // The class the list opens the detail with.
            ("  element markRead: button \"Mark as read\" -> markRead\n",
             "  element markRead: button \"Mark as read\" -> markRead\n  android { class \"NoticeActivity\" }\n"),
        ]
        let written = "tandem: \(app.path): "
        try #require(watching.shows(written, within: 120), "\(watching.text)")
        for (n, (old, new)) in edits.enumerated() {
            let text = try String(contentsOf: muster, encoding: .utf8)
            try #require(text.contains(old))
            // A second apart: the look at the files tells saves apart by time and size.
            sleep(1)
            try text.replacingOccurrences(of: old, with: new).write(to: muster, atomically: true, encoding: .utf8)
            try #require(watching.shows(written, count: n + 2, within: 120), "\(watching.text)")
        }
        // The fourth run was its last.
        watching.process.waitUntilExit()
        // Every file of Tandem's a fresh `generate` makes is in the watched folder as it makes it (which also keeps
        // the files the renamed class no longer makes, as orphans; the user's files were made once, from the first
        // design, and left alone since).
        let fresh = dir.appendingPathComponent("fresh")
        let made = try runTandem(["generate", design.path, "-o", fresh.path, "--target", "all"])
        #expect(made.status == 0, "\(made.stderr)")
        let files = tree(fresh).filter { !$0.hasPrefix(".tandem") }
        #expect(files.count > 200)
        var compared = 0
        for file in files {
            let made = FileManager.default.contents(atPath: fresh.appendingPathComponent(file).path) ?? Data()
            guard made.range(of: Data("tandem-checksum:".utf8)) != nil else { continue }
            compared += 1
            if FileManager.default.contents(atPath: app.appendingPathComponent(file).path) != made { Issue.record("\(file) is not what generate makes") }
        }
        #expect(compared > 100)
        let strings = try String(contentsOf: app.appendingPathComponent("android/tandem/src/main/res/values/strings.xml"), encoding: .utf8)
        #expect(strings.contains(">Notice<") && strings.contains(">Since<"))
    }

    /// What `watch` and `serve` compare to see a save: the design's files under a folder, with their times and sizes;
    /// hidden folders, other files and links inside the folder left out; a file named alone read through a link.
    @Test func aSnapshotHoldsTheDesignsFilesAndNothingElse() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ relative: String, _ text: String) throws {
            let url = dir.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        for (file, text) in [("app.tandem", "screen A\n"), ("flows/checkout.tandem", "screen B\n"), ("tandem.json", "{}"),
                             ("flows/deep/more/x.tandem", "screen C\n"), (".hidden/secret.tandem", "screen D\n"),
                             ("app/ios/Generated/AViewControllerBase.swift", "// made\n"), ("notes.md", "# notes\n")] {
            try write(file, text)
        }
        let root = dir.path
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.tandem", withDestinationPath: root + "/app.tandem")
        try FileManager.default.createSymbolicLink(atPath: root + "/linkedFolder", withDestinationPath: root + "/flows")
        let first = DesignFiles.snapshot([root])
        #expect(Set(first.keys) == Set(["app.tandem", "flows/checkout.tandem", "tandem.json", "flows/deep/more/x.tandem"].map { root + "/" + $0 }))
        #expect(DesignFiles.snapshot([root]) == first)
        try write("flows/checkout.tandem", "screen B\nscreen B2\n")
        #expect(DesignFiles.snapshot([root]) != first)
        #expect(Array(DesignFiles.snapshot([root + "/linked.tandem"]).keys) == [root + "/linked.tandem"])
        #expect(DesignFiles.snapshot([root + "/nothing-here"]).isEmpty)
    }

    #if os(Linux)
    /// On Linux a save is seen as the kernel reports it: with a look at the files only every 30 seconds, a save written
    /// beside and renamed over (as editors save), then one written in place, each run the check at once.
    @Test func aSaveIsSeenAtOnce() throws {
        // Where the kernel cannot watch (a container without inotify), the look at the files is all there is.
        let probe = inotify_init1(0)
        guard probe >= 0 else { return }
        close(probe)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app.tandem")
        try "screen A\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        let watch = try Watching(["watch", file.path, "--interval", "30", "--runs", "3"], in: dir)
        defer { watch.stop() }
        func seen(_ text: String) -> Bool { watch.shows(text, within: 10) }
        #expect(seen("screens reachable 1/1"), "the first run")
        usleep(100_000)
        try "screen A\nscreen B\nnavigation { start A  push A -> B }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(seen("screens reachable 2/2"), "a save renamed over the design, seen before the next look")
        usleep(100_000)
        try "screen A\nnavigation { start C }\n".write(to: file, atomically: false, encoding: .utf8)
        #expect(seen("unknown screen 'C' [TD101]"), "a save in place, seen before the next look")
        // Not waited for: a watch that missed a save would wait for its next look (the deferred terminate ends it).
    }
    #endif
}

/// A `tandem watch` running with its output in a log, for a test to wait on.
struct Watching {
    let process = Process()
    let log: URL

    init(_ arguments: [String], in dir: URL) throws {
        log = dir.appendingPathComponent("log.txt")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        process.executableURL = tandemExecutable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        try process.run()
    }

    var text: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Whether the output shows `text` `count` times within `seconds`.
    func shows(_ text: String, count: Int = 1, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if self.text.components(separatedBy: text).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }

    func stop() { if process.isRunning { process.terminate() } }
}

import Foundation
@testable import TandemCodegen
import TandemDiagnostics
@testable import TandemKit
import TandemMustache
import TandemPlatform
import TandemTargetCode
import TandemTargets
import Testing

/// A run renders only the files whose inputs changed since the last run (`Generator.Reuse`), and leaves the output
/// folder exactly as a run that renders everything would.
@Suite struct ReuseTests {
    /// Every file of every target, by path below `folder` (the record of the last run aside: it holds times).
    func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for path in paths where path != UnchangedRun.path {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    struct Run {
        var entries: [String: OutputWriter.Action]
        var proposals: [String]
        var orphans: [String]
        var stale: [String]
        var rendered: Int
        var files: Int
    }

    /// A synthetic design of `screens` screens written into `dir`, its text, and the output folder beside it.
    func synthetic(screens: Int, in dir: URL) throws -> (design: URL, text: String, out: URL) {
        let design = dir.appendingPathComponent("app.tandem")
        let text = SyntheticDesign(requirements: screens / 2, tasks: screens, screens: screens).text()
        try text.write(to: design, atomically: true, encoding: .utf8)
        return (design, text, dir.appendingPathComponent("out"))
    }

    func generate(_ design: URL, into out: URL, remembers: Bool, targets: [String] = Targets.bundled.map(\.name)) throws -> Run {
        let outcome = Pipeline.run([design.path])
        #expect(!outcome.engine.hasErrors, "\(design.lastPathComponent)")
        let run = try CodeGeneration.generate(outcome.analysis, sources: outcome.sources, targets: targets,
                                              templates: CodeGeneration.templateSet(overrides: nil), into: out.path, remembers: remembers)
        return Run(entries: Dictionary(uniqueKeysWithValues: run.entries.map { ($0.path, $0.action) }),
                   proposals: run.findings.proposals.map(\.path).sorted(), orphans: run.findings.orphans.map(\.path).sorted(),
                   stale: run.findings.staleOverrides.map { "\($0.path):\($0.line):\($0.method)" }.sorted(),
                   rendered: run.rendered, files: run.entries.count)
    }

    /// Edits of a design, each applied after the one before: a screen's title, another's, the app's name, a model's
    /// new property. Each is generated twice from the same folder: remembering the last run, and rendering everything.
    /// The two must write, report and leave the same, byte for byte (the manifest too: the methods of the files not
    /// rendered come from it), and the first must render less.
    @Test(arguments: ["nps-muster", "recipes"])
    func anEditRendersLessAndLeavesWhatAFullRunLeaves(example: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design"), out = dir.appendingPathComponent("out"), full = dir.appendingPathComponent("full")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/\(example)"), to: design)
        let sources = try FileManager.default.contentsOfDirectory(atPath: design.path).filter { $0.hasSuffix(".tandem") }.sorted()
            .map { design.appendingPathComponent($0) }
        let first = try generate(design, into: out, remembers: true)
        #expect(first.rendered == first.files)

        /// Replaces the first (or last) match of `pattern` in whichever file has one.
        func edit(_ pattern: String, last: Bool = false, _ change: (String) -> String) throws -> Bool {
            let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            for source in last ? sources.reversed() : sources {
                let text = try String(contentsOf: source, encoding: .utf8)
                let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
                guard let match = last ? matches.last : matches.first, let range = Range(match.range, in: text) else { continue }
                try (text.replacingCharacters(in: range, with: change(String(text[range])))).write(to: source, atomically: true, encoding: .utf8)
                return true
            }
            return false
        }
        let edits: [(String, () throws -> Bool)] = [
            ("a screen's title", { try edit(#"^screen \w+ "[^"]*"#) { $0 + " (edited)" } }),
            ("another screen's title", { try edit(#"^screen \w+ "[^"]*"#, last: true) { $0 + " again" } }),
            ("a model's new property", { try edit(#"^model \w+ \{"#) { $0 + "\n  addedNote: String?" } }),
            ("the app's name", { try edit(#"^app "[^"]*"#) { $0 + " Two" } }),
        ]
        for (what, apply) in edits {
            try? FileManager.default.removeItem(at: full)
            try FileManager.default.copyItem(at: out, to: full)
            #expect(try apply(), "\(example): no place for \(what)")
            let remembered = try generate(design, into: out, remembers: true)
            let everything = try generate(design, into: full, remembers: false)
            #expect(everything.rendered == everything.files)
            #expect(remembered.entries == everything.entries, "\(example), \(what)")
            #expect(remembered.proposals == everything.proposals && remembered.orphans == everything.orphans
                    && remembered.stale == everything.stale, "\(example), \(what)")
            #expect(try tree(out) == tree(full), "\(example), \(what): the folders differ")
            #expect(remembered.entries.values.contains(.update), "\(example), \(what): the edit changed nothing")
            // In apps this small a title is in most screens' files (every screen links to the next); the project files
            // that are yours always render (what the design makes of them is proposed beside them).
            #expect(remembered.rendered < remembered.files, "\(example), \(what): \(remembered.rendered) of \(remembered.files) rendered")
        }
    }

    /// One screen's title edited in a 120-screen app: its files and the app-wide files that list every screen are
    /// rendered, not every screen's.
    @Test func aScreenEditInALargeAppRendersItsFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (design, text, out) = try synthetic(screens: 120, in: dir)
        let first = try generate(design, into: out, remembers: true)
        try text.replacingOccurrences(of: "screen S90 \"Screen 90\"", with: "screen S90 \"Screen ninety\"")
            .write(to: design, atomically: true, encoding: .utf8)
        let second = try generate(design, into: out, remembers: true)
        #expect(second.entries.filter { $0.value == .update }.count > 0)
        // Five targets: a handful of files per target for the screen, and the few that list every screen.
        #expect(second.rendered < 150 && first.files > 1_500, "\(second.rendered) of \(first.files) rendered")
    }

    /// A run for some targets keeps what the last run left of the others: generating iOS and Android in turn into one
    /// folder renders only what changed for each, and a run answered whole reports its own targets' files alone.
    @Test func runsForSomeTargetsKeepTheOthersRecord() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (design, text, out) = try synthetic(screens: 60, in: dir)
        _ = try generate(design, into: out, remembers: true, targets: ["ios", "android"])
        try text.replacingOccurrences(of: "screen S40 \"Screen 40\"", with: "screen S40 \"Forty\"").write(to: design, atomically: true, encoding: .utf8)
        let ios = try generate(design, into: out, remembers: true, targets: ["ios"])
        let android = try generate(design, into: out, remembers: true, targets: ["android"])
        #expect(ios.rendered * 4 < ios.files && android.rendered * 4 < android.files, "\(ios.rendered), \(android.rendered)")
        // Nothing changed since: answered whole, each with its own files only.
        let again = try generate(design, into: out, remembers: true, targets: ["android"])
        #expect(again.rendered == 0 && again.entries == android.entries.mapValues { [.create, .update].contains($0) ? .unchanged : $0 })
    }

    /// What the last run left is believed only as far as the disk bears it out: a file edited by hand, touched,
    /// removed, or swapped is rendered again and judged as a full run judges it.
    @Test func whatChangedOnDiskIsRenderedAgain() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design"), out = dir.appendingPathComponent("out")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/recipes"), to: design)
        let source = design.appendingPathComponent("recipes.tandem")
        var text = try String(contentsOf: source, encoding: .utf8)
        // iOS alone: what is found on disk is the same for every target.
        _ = try generate(design, into: out, remembers: true, targets: ["ios"])
        var n = 0
        /// Another title for the start screen, so that the run is not answered whole from the record.
        func regenerate() throws -> Run {
            n += 1
            text = text.replacingOccurrences(of: #"screen Cookbook "Cookbook"#, with: #"screen Cookbook "Cookbook\#(n)"#)
            try text.write(to: source, atomically: true, encoding: .utf8)
            return try generate(design, into: out, remembers: true, targets: ["ios"])
        }
        let base = "ios/Generated/Screens/IngredientsViewControllerBase.swift", user = "ios/Screens/IngredientsViewController.swift"
        let baseURL = out.appendingPathComponent(base)
        let pristine = try String(contentsOf: baseURL, encoding: .utf8)
        // Edited by hand: found and kept.
        try (pristine + "// mine\n").write(to: baseURL, atomically: true, encoding: .utf8)
        #expect(try regenerate().entries[base] == .edited)
        #expect(try regenerate().entries[base] == .edited, "an edited file is never recorded as made")
        // Put back as made, by hand: a new stamp, rendered and found unchanged.
        try pristine.write(to: baseURL, atomically: true, encoding: .utf8)
        #expect(try regenerate().entries[base] == .unchanged)
        // Removed: made again, Tandem's and yours.
        try FileManager.default.removeItem(at: baseURL)
        try FileManager.default.removeItem(at: out.appendingPathComponent(user))
        let again = try regenerate()
        #expect(again.entries[base] == .create && again.entries[user] == .create)
        #expect(try String(contentsOf: baseURL, encoding: .utf8) == pristine)
        // Swapped for a link: refused, as a full run refuses it.
        try FileManager.default.removeItem(at: baseURL)
        try FileManager.default.createSymbolicLink(atPath: baseURL.path, withDestinationPath: "/etc/hostname")
        #expect(throws: (any Error).self) { try regenerate() }
        try FileManager.default.removeItem(at: baseURL)
        #expect(try regenerate().entries[base] == .create)

        // The record is believed only where the disk bears it out: the file's stamp as recorded, the ledger listing it.
        let record = out.appendingPathComponent(UnchangedRun.path)
        func recorded() throws -> String {
            let line = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").first { $0.hasSuffix("\t" + base) }
            return String(line?.split(separator: "\t")[2] ?? "")
        }
        let seed = try #require(UnchangedRun.binary())
        func believed(_ input: String) throws -> Bool {
            UnchangedRun.reuse(in: out.path, seed: seed, ledger: try GenerationLedger.read(in: out.path)).isCurrent(base, input, .tandem, .screen) != nil
        }
        var input = try recorded()
        #expect(input.count == 32)
        #expect(try believed(input) && !believed(String(repeating: "0", count: 32)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: baseURL.path)
        #expect(try !believed(input), "a touched file is rendered again")
        _ = try regenerate()
        input = try recorded()
        #expect(try believed(input))
        let manifest = out.appendingPathComponent(GenerationLedger.path)
        let ledgerText = try String(contentsOf: manifest, encoding: .utf8)
        try ledgerText.replacingOccurrences(of: "\"" + base + "\"", with: "\"ios/Generated/Screens/Other.swift\"").write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try !believed(input), "a file the ledger does not list is rendered again (its methods are not known)")
        // Put back, it is another file than the one the record saw: believed again only after a run records it.
        try ledgerText.write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try !believed(input))
        _ = try regenerate()
        input = try recorded()
        #expect(try believed(input))
        // A record naming paths that leave the folder is no record.
        try (try String(contentsOf: record, encoding: .utf8)).replacingOccurrences(of: "\tios/", with: "\t../out/ios/")
            .write(to: record, atomically: true, encoding: .utf8)
        #expect(try !believed(input))
        let outside = try regenerate()
        #expect(outside.rendered == outside.files, "a record naming paths outside the folder is no record")
    }

    /// A file changed after the run compared, wrote or found it (an editor's autosave while `watch` runs) is recorded
    /// with the stamp the run saw, which the disk no longer shows: the next run renders it and finds the edit. And the
    /// ledger the record saw must be the one on disk: the methods of files not rendered come from it.
    @Test func whatChangesWhileARunWorksIsFoundNextTime() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design"), out = dir.appendingPathComponent("out")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/recipes"), to: design)
        let targets = ["ios"]
        _ = try generate(design, into: out, remembers: true, targets: targets)
        let seed = try #require(UnchangedRun.binary())
        let reuse = UnchangedRun.reuse(in: out.path, seed: seed, ledger: try GenerationLedger.read(in: out.path))
        let files = try CodeGeneration.files(for: Pipeline.run([design.path]).analysis, targets: targets,
                                             templates: CodeGeneration.templateSet(overrides: nil), reuse: reuse)
        #expect(files.allSatisfy { $0.isReused || $0.owner == .user && $0.scope == .app })
        let writer = OutputWriter(outputDirectory: out.path)
        let entries = try writer.plan(files)
        // The run has looked; now the file is edited, before the run records what it left.
        let base = "ios/Generated/Screens/IngredientsViewControllerBase.swift", url = out.appendingPathComponent(base)
        try (try String(contentsOf: url, encoding: .utf8) + "// mine\n").write(to: url, atomically: true, encoding: .utf8)
        // Recorded as a clean run made from the design as it is: the next run made from it tries the record first.
        let outcome = Pipeline.run([design.path])
        let fingerprint = try #require(UnchangedRun.fingerprint(sources: outcome.sources, targets: targets))
        try UnchangedRun.record(fingerprint: fingerprint, entries: entries, files: files, writer: writer)
        let record = try String(contentsOf: out.appendingPathComponent(UnchangedRun.path), encoding: .utf8)
        #expect(record.split(separator: "\n")[1] == Substring(fingerprint))
        let line = try #require(record.split(separator: "\n").first { $0.hasSuffix("\t" + base) }?.split(separator: "\t"))
        #expect(line[1] == Substring(try #require(entries.first { $0.path == base }?.stamp)), "the stamp the run saw")
        #expect(line[1] != Substring(try #require(AtomicFile.stamp(atPath: url.path))), "not the one the disk shows now")
        let next = try generate(design, into: out, remembers: true, targets: targets)
        #expect(next.rendered > 0 && next.entries[base] == .edited, "no run is answered whole from it, nor takes the file as made")

        // A manifest changed since the record was made (a merge, a checkout): no file of Tandem's is taken.
        try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "// mine\n", with: "").write(to: url, atomically: true, encoding: .utf8)
        _ = try generate(design, into: out, remembers: true, targets: targets)
        let manifest = out.appendingPathComponent(GenerationLedger.path)
        try (try String(contentsOf: manifest, encoding: .utf8)).write(to: manifest, atomically: true, encoding: .utf8)
        let again = UnchangedRun.reuse(in: out.path, seed: seed, ledger: try GenerationLedger.read(in: out.path))
        let retaken = try CodeGeneration.files(for: Pipeline.run([design.path]).analysis, targets: targets,
                                               templates: CodeGeneration.templateSet(overrides: nil), reuse: again)
        #expect(!retaken.contains { $0.isReused && $0.owner == .tandem })
    }

    /// A stamp written digit by digit reads as the numbers interpolated would, whatever their sign and size.
    @Test func stampsSpellTheirNumbers() {
        var generator = SystemRandomNumberGenerator()
        let edges: [Int64] = [0, 1, -1, 9, 10, 99, 100, 1_800_000_000, 999_999_999, .max, .min, .max - 1, .min + 1]
        for round in 0..<500 {
            func pick() -> Int64 { round < edges.count ? edges[round] : Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...63, using: &generator) }
            var info = stat()
            info.st_mode = S_IFREG | 0o644
            info.st_size = off_t(pick())
            let modified = timespec(tv_sec: Int(pick()), tv_nsec: Int(pick() & 0x3FFF_FFFF)), changed = timespec(tv_sec: Int(pick()), tv_nsec: Int(pick()))
            #if os(Linux)
            info.st_mtim = modified
            info.st_ctim = changed
            #else
            info.st_mtimespec = modified
            info.st_ctimespec = changed
            #endif
            info.st_ino = ino_t(UInt64(bitPattern: pick()))
            let expected = "\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(changed.tv_sec).\(changed.tv_nsec):\(info.st_ino)"
            #expect(AtomicFile.stamp(info) == expected)
        }
        var folder = stat()
        folder.st_mode = S_IFDIR | 0o755
        #expect(AtomicFile.stamp(folder) == nil)
    }

    /// On a file system that keeps whole seconds only, a file modified in the last two seconds could be edited again in
    /// that second without its stamp changing: it is not recorded as made. Finer times, or older ones, are.
    @Test func stampsOfWholeSecondsAreNotTrustedWhileRecent() {
        let now = 1_800_000_000
        #expect(UnchangedRun.isCoarseAndRecent("10:1800000000.0:1800000000.0:7", now: now))
        #expect(UnchangedRun.isCoarseAndRecent("10:1799999998.0:1799999998.0:7", now: now))
        #expect(!UnchangedRun.isCoarseAndRecent("10:1799999990.0:1799999990.0:7", now: now))
        #expect(!UnchangedRun.isCoarseAndRecent("10:1800000000.123456789:1800000000.123456789:7", now: now))
        #expect(UnchangedRun.isCoarseAndRecent("not a stamp", now: now))
    }

    /// A builtin made for each screen reads only its screen and the flags (`TargetCode`): the same file, whatever the
    /// rest of the context holds.
    @Test(arguments: ["nps-muster", "recipes"])
    func aBuiltinForEachScreenReadsOnlyItsScreen(example: String) throws {
        let analysis = analysis(of: example)
        let set = CodeGeneration.templateSet(overrides: nil)
        var checked = 0
        for target in Targets.bundled.map(\.name) {
            let definition = try set.definition(of: target)
            guard let code = CodeGeneration.adapter(of: target, in: set).flatMap(Targets.code(of:)) else { continue }
            let context = CodeGeneration.context(for: analysis, adapter: CodeGeneration.adapter(of: target, in: set),
                                                 language: CodeGeneration.language(of: target, in: set))
            var elsewhere = context
            elsewhere.screens = Array(context.screens.prefix(1))
            elsewhere.models = []
            elsewhere.enums = []
            elsewhere.app.name = Text("Elsewhere")
            elsewhere.app.native = NativeNames()
            elsewhere.app.deepLinks = []
            elsewhere.sharingIOSClass = []
            elsewhere.sharingAndroidClass = []
            let flags = Set(definition.flags)
            for spec in definition.files where spec.each != .app {
                guard let builtin = spec.builtin else { continue }
                for screen in context.screens {
                    let mine = code.write(builtin: builtin, for: .screen(screen), in: context, flags: flags)
                    #expect(mine == code.write(builtin: builtin, for: .screen(screen), in: elsewhere, flags: flags), "\(target) \(builtin) \(screen.ref.id)")
                    if mine != nil { checked += 1 }
                }
            }
        }
        #expect(checked > 0)
    }

    /// The context's fingerprints are the same from build to build, and tell every screen of an app apart.
    @Test func fingerprintsAreStableAndTellScreensApart() throws {
        func prints(_ context: TemplateContext) -> [String] {
            context.screens.map { var h = StableHasher(); h.combine($0); return h.hex }
        }
        for example in ["nps-muster", "recipes"] {
            let once = prints(CodeGeneration.context(for: analysis(of: example))), twice = prints(CodeGeneration.context(for: analysis(of: example)))
            #expect(once == twice && Set(once).count == once.count, "\(example)")
        }
        // The same in every process and on every machine: a fixed input, a fixed value.
        var h = StableHasher()
        h.combine("Tandem")
        h.combine([1, 2, 3])
        h.combine(Optional<String>.none)
        #expect(h.hex.count == 32)
        var same = StableHasher()
        same.combine("Tandem")
        same.combine([1, 2, 3])
        same.combine(Optional<String>.none)
        #expect(same.hex == h.hex)
        // Where one value ends and the next begins counts.
        var ab = StableHasher(), a_b = StableHasher()
        ab.combine("ab"); ab.combine("")
        a_b.combine("a"); a_b.combine("b")
        #expect(ab.hex != a_b.hex)
    }

    /// Every path a run reads or writes is asked whether it stays inside the output folder: one pass over the bytes
    /// answers what splitting it at its slashes answered.
    @Test func aPathInsideTheFolderIsOneScan() {
        func split(_ relative: String) -> Bool {
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            return !relative.isEmpty && !relative.hasPrefix("/") && !relative.utf8.contains(0)
                && !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
        }
        var paths = ["", "/", "a", "/a", "a/", "a//b", ".", "..", "...", "a/.", "a/..", "./a", "../a", "a/.../b", ".a/b.", "a/..b/c",
                     "a/b\u{0}c", "é/ü.swift", "ios/Generated/Screens/S1ViewControllerBase.swift", "a/./b", "a/../b", "..a", "a.."]
        let alphabet: [Character] = ["a", ".", "/", "é", "\u{0}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            paths.append(String((0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for path in paths { #expect(OutputWriter.isInside(path) == split(path), "\(path.debugDescription)") }
    }

    /// `.` is the root wherever no section pushed a value (a section over `true` pushes none): the root renders as
    /// nothing and has no transforms, so reading it so depends on nothing of the context (`rootNamesRead` counts `.`
    /// as the root only outside every section).
    @Test func theRootItselfRendersNothing() throws {
        let context = CodeGeneration.context(for: analysis(of: "recipes"))
        #expect(context.hasModels)
        let root = MustacheValue.object(RenderRoot(shared: RenderRoot.Shared(context, flags: ["twoPanes": true]), key: "app", item: .object(context.app)))
        let template = try MustacheTemplate("{{#hasModels}}[{{.}}|{{swift(.)}}|{{#target.twoPanes}}{{.}}{{/target.twoPanes}}]{{/hasModels}}{{.}}")
        #expect(try template.renderString(root) == "[||]")
    }
}

import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemMustache
import TandemPlatform
import TandemTargetCode
import TandemTargets
import Testing

/// `tandem watch --out` keeps each screen's context between saves (`KeptContexts`): after any edit, what it builds
/// must be what a build from nothing makes, for every target, down to each screen's fingerprint.
@Suite struct KeptContextsTests {
    typealias Files = [String: String]

    static func load(_ files: Files, after reruns: Pipeline.Reruns? = nil) -> Pipeline.Outcome {
        let system = InMemoryFileSystem(files: files)
        // As `watch` loads each save: after the last, keeping what the edit did not touch (the screens' ranges moved).
        if let reruns { return reruns.run(files.keys.sorted(), with: DesignLoader(fileSystem: system)) }
        return Pipeline.run(files.keys.sorted(), fileSystem: system)
    }

    static func bundled(_ name: String) throws -> Files {
        let folder = repositoryRoot.appendingPathComponent(appDesigns.contains(name) && !examples.contains(name) ? "Tests/Fixtures/designs/\(name)" : "examples/\(name)")
        var files: Files = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".tandem") {
            files[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return files
    }

    static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// Builds every bundled target's context after the last, and compares each with one built from nothing; and the
    /// app's files made from what the last build rendered of them (`KeptRenders`: the builtins' parts, the templates'
    /// texts for each screen) with the files made from nothing. Returns how many screens were kept, and how many
    /// screens' parts and texts, over all targets.
    static func compare(_ outcome: Pipeline.Outcome, kept: KeptContexts, _ comment: String) throws -> (screens: Int, parts: Int) {
        var total = 0, parts = 0
        let changes = kept.changes(to: outcome.design, sources: outcome.sources)
        for adapter in Targets.bundled {
            let language = CodeGeneration.language(of: adapter.name, in: CodeGeneration.templateSet(overrides: nil))
            func builder() -> ContextBuilder {
                ContextBuilder(analysis: outcome.analysis, toolVersion: "test", adapter: adapter, language: language)
            }
            let (context, prints) = kept.context(adapter.name, builder: builder(), changes: changes, prints: true)
            let fresh = builder().build()
            let same = try encoder.encode(context) == encoder.encode(fresh)
            #expect(same, "\(adapter.name): \(comment)")
            // Text keys and notes are not in the JSON, but are in the fingerprints.
            #expect(prints?.map(\.hex) == Generator.screenPrints(of: fresh).map(\.hex), "\(adapter.name): \(comment)")
            if !same { // Say which screen differs.
                for (a, b) in zip(context.screens, fresh.screens) where try encoder.encode(a) != encoder.encode(b) {
                    Issue.record("\(adapter.name): screen \(b.ref.id) differs after \(comment)")
                }
            }
            total += kept.lastKept[adapter.name] ?? 0
            // The app's files alone (the others taken as current), from what the last build rendered and from nothing.
            let appFiles = Generator.Reuse(seed: "test") { _, _, _, scope in scope == .app ? nil : "taken" }
            let generator = Generator(templates: CodeGeneration.templateSet(overrides: nil)), code = Targets.code(of: adapter)
            let made = try generator.generate(target: adapter.name, context: context, code: code, reuse: appFiles, screenPrints: prints,
                                              kept: kept.renders).filter { !$0.isReused }
            let whole = try generator.generate(target: adapter.name, context: fresh, code: code, reuse: appFiles).filter { !$0.isReused }
            #expect(made.map(\.path) == whole.map(\.path), "\(adapter.name): \(comment)")
            for (a, b) in zip(made, whole) where a.bytes != b.bytes { Issue.record("\(a.path) differs after \(comment)") }
            parts += kept.renders.lastKept.filter { $0.key.hasPrefix(adapter.name + "/") }.values.reduce(0, +)
                + kept.renders.memo(for: adapter.name).lastTaken
        }
        return (total, parts)
    }

    /// A random edit inside one screen's declaration (or, one time in ten, outside every screen's).
    static func edit(_ files: Files, _ outcome: Pipeline.Outcome, _ random: inout SeededRandom, round: Int) -> (Files, String) {
        var files = files
        let screens = outcome.design.screens
        let screen = screens[random(screens.count)]
        let path = outcome.sources[screen.range.file].path
        guard let key = files.keys.first(where: { $0 == path || path.hasSuffix("/" + $0) }) else { return (files, "nothing") }
        var bytes = Array(files[key]!.utf8)
        let (start, end) = (screen.range.start, screen.range.end)
        let body = bytes[start..<end]
        let closing = (body.lastIndex(of: UInt8(ascii: "}")) ?? end - 1)
        func insert(_ line: String) -> String {
            bytes.insert(contentsOf: Array(("\n  " + line + "\n").utf8), at: closing)
            return "\(line) in \(screen.id)"
        }
        let what: String
        switch random(11) {
        case 0:
            // The title (or, for a screen without one, the first text in it): what every screen going to it reads.
            guard let open = body.firstIndex(of: UInt8(ascii: "\"")), let close = bytes[(open + 1)..<end].firstIndex(of: UInt8(ascii: "\"")) else {
                what = insert("element extra\(round): label \"Extra \(round)\"")
                break
            }
            bytes.replaceSubrange((open + 1)..<close, with: Array("Retitled \(round)".utf8))
            what = "title of \(screen.id)"
        case 1: what = insert("element extra\(round): label \"Extra \(round)\"")
        case 2: what = insert("element field\(round): textField \"Field \(round)\"")
        case 3: what = insert("android { class \"Renamed\(round)Activity\" }")
        case 4: what = insert("ios { class \"Renamed\(round)ViewController\" note \"Note \(round)\" }")
        case 5: what = insert("input extra\(round): String?")
        case 6: what = insert("returns extra\(round): Int?")
        case 7: what = insert(["icon star", "icon home", "icon search"][random(3)])
        case 8:
            // A line of the body removed (often leaving an error, which the run skips as `watch` does).
            let lines = body.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
            guard lines.count >= 3 else { what = "nothing"; break }
            let at = random(lines.count - 2) + 1
            bytes.removeSubrange(lines[at - 1]..<lines[at])
            what = "a line of \(screen.id)"
        case 9:
            // The kind: a plain screen made a list changes what holds its rows, a tab container one no longer.
            let kind = ["plain", "detail", "form", "list", "tabs"][random(5)]
            if let at = String(decoding: body, as: UTF8.self).range(of: "kind ") {
                let from = start + String(decoding: body, as: UTF8.self)[..<at.upperBound].utf8.count
                let to = bytes[from..<end].firstIndex { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? from
                bytes.replaceSubrange(from..<to, with: Array(kind.utf8))
                what = "kind \(kind) for \(screen.id)"
            } else {
                what = insert("kind \(kind)")
            }
        default:
            bytes += Array("\n// edited \(round)\n".utf8)
            what = "a comment after every screen"
        }
        files[key] = String(decoding: bytes, as: UTF8.self)
        return (files, what)
    }

    /// Saves of random edits, each compared; how many were built (the others left errors, and `watch` builds nothing
    /// then) and how many of those kept some screens and built others.
    @discardableResult
    static func saves(of name: String, files start: Files, rounds: Int, seed: UInt64) throws -> (built: Int, partly: Int) {
        var files = start
        var random = SeededRandom(seed: seed)
        let kept = KeptContexts(), reruns = Pipeline.Reruns()
        var outcome = load(files, after: reruns)
        #expect(!outcome.engine.hasErrors, "\(name) checks clean")
        #expect(try compare(outcome, kept: kept, "the first build") == (0, 0))
        var built = 0, partly = 0, partsKept = 0
        for round in 0..<rounds {
            let (edited, what) = edit(files, outcome, &random, round: round)
            let next = load(edited, after: reruns)
            // The screens' ranges, moved through the edit by the reruns, are what a load from nothing finds: what
            // `ScreenText` compares.
            #expect(next.design.screens.map(\.range) == load(edited).design.screens.map(\.range), "\(name), round \(round): \(what)")
            // As `watch` does: a design with errors is not generated, and the contexts stay those of the last build.
            guard !next.engine.hasErrors else { continue }
            (files, outcome) = (edited, next)
            let (n, p) = try compare(outcome, kept: kept, "\(name), round \(round): \(what)")
            partsKept += p
            built += 1
            if n > 0 && n < outcome.design.screens.count * Targets.bundled.count { partly += 1 }
        }
        // Not a test that cannot fail by never keeping anything: some builds kept some screens and built others.
        #expect(partly > 0, "\(name): \(partly) of \(built) builds kept some screens and built others")
        #expect(partsKept > 0, "\(name): the app's files took some screens' parts and texts from the build before")
        return (built, partly)
    }

    @Test(arguments: appDesigns)
    func eachEditBuildsWhatABuildFromNothingDoes(design: String) throws {
        try Self.saves(of: design, files: Self.bundled(design), rounds: 20, seed: 0xC0FFEE ^ UInt64(design.utf8.count))
    }

    @Test func aLargeAppsEditsToo() throws {
        var design = SyntheticDesign.scaled(elements: 2_000)
        design.crossLinks = true
        let text = design.text()
        let (built, partly) = try Self.saves(of: "synthetic", files: ["synthetic.tandem": text], rounds: 8, seed: 7)
        // In a large app most edits reach a few screens.
        #expect(partly * 2 > built, "\(partly) of \(built)")
    }

    /// Two screens that name one class share it; when the first names another, the second keeps its context but the
    /// flag, and its fingerprint is made again.
    @Test func aClassNoLongerSharedIsSaid() throws {
        let screen = "{ tasks T1 element note: label \"Same\" ios { class \"SharedViewController\" } }"
        let text = """
        requirement R1 "R" { text "r" }
        task T1 "T" { satisfies R1 }
        screen A "A" { tasks T1 }
        screen P "Same" \(screen)
        screen Q "Same" \(screen)
        navigation {
          start A
          push A -> P
          push A -> Q
        }
        """
        let kept = KeptContexts()
        var outcome = Self.load(["d.tandem": text])
        try #require(!outcome.engine.hasErrors, "\(outcome.engine.diagnostics)")
        _ = try Self.compare(outcome, kept: kept, "first")
        let renamed = text.replacingOccurrences(of: "screen P \"Same\" \(screen)",
                                                with: "screen P \"Same\" " + screen.replacingOccurrences(of: "SharedViewController", with: "OtherViewController"))
        #expect(renamed != text)
        outcome = Self.load(["d.tandem": renamed])
        try #require(!outcome.engine.hasErrors)
        _ = try Self.compare(outcome, kept: kept, "P's class renamed")
        // P and A (which goes to P) built again; Q kept on Android, made again on iOS, where its flag changed.
        #expect(kept.lastKept["android"] == 1)
        #expect(kept.lastKept["ios"] == 0)
    }

    /// A part reads the app's package besides its screen (each activity's name in the manifest): a new package makes
    /// every part again, though no screen changed.
    @Test func aNewPackageMakesThePartsAgain() throws {
        let text = """
        app "A" {
          android "com.example.one"
        }
        requirement R1 "R" { text "r" }
        task T1 "T" { satisfies R1 }
        screen A "A" { tasks T1 element go: button "Go" -> go action go }
        screen B "B" { tasks T1 }
        navigation {
          start A
          push A -> B on go
        }
        """
        let kept = KeptContexts()
        var outcome = Self.load(["d.tandem": text])
        try #require(!outcome.engine.hasErrors, "\(outcome.engine.diagnostics)")
        _ = try Self.compare(outcome, kept: kept, "first")
        outcome = Self.load(["d.tandem": text.replacingOccurrences(of: "com.example.one", with: "com.example.two")])
        try #require(!outcome.engine.hasErrors)
        _ = try Self.compare(outcome, kept: kept, "a new package")
        #expect(kept.renders.lastKept["android/android-manifest"] == 0)
        // Nothing changed: every part kept.
        _ = try Self.compare(outcome, kept: kept, "the same again")
        #expect(kept.renders.lastKept["android/android-manifest"] == 2)
        #expect(kept.renders.lastKept["android/android-strings"] == 2)
    }

    /// What is kept is only what an edit cannot reach: a title read by the screens around it rebuilds them, and one
    /// that a transition from any screen leads to rebuilds every screen.
    @Test func aTitleRebuildsTheScreensThatReadIt() throws {
        let text = """
        requirement R1 "R" { text "r" }
        task T1 "T" { satisfies R1 }
        screen A "A" { tasks T1 element go: button "Go" -> go action go }
        screen B "B" { tasks T1 }
        screen C "C" { tasks T1 }
        screen D "D" { tasks T1 }
        screen E "E" { tasks T1 }
        navigation {
          start A
          push A -> B on go
          push A -> C
          push C -> D
          modal * -> E
        }
        """
        let kept = KeptContexts()
        var outcome = Self.load(["d.tandem": text])
        #expect(!outcome.engine.hasErrors)
        _ = try Self.compare(outcome, kept: kept, "first")
        // D's title: C goes to D; A, B and E read nothing of D.
        outcome = Self.load(["d.tandem": text.replacingOccurrences(of: "screen D \"D\"", with: "screen D \"Dee\"")])
        _ = try Self.compare(outcome, kept: kept, "D retitled")
        #expect(kept.lastKept["ios"] == 3)
        // E's title: every screen can open E.
        outcome = Self.load(["d.tandem": text.replacingOccurrences(of: "screen E \"E\"", with: "screen E \"Eee\"")])
        _ = try Self.compare(outcome, kept: kept, "E retitled")
        #expect(kept.lastKept["ios"] == 0)
        // Nothing changed: every screen kept, and every screen's text in the app's files that list the screens (five
        // screens in each of five sections: two of StateRestoration.swift, two of its partial RouteCoding, one of
        // ScreenCatalog.swift).
        _ = try Self.compare(outcome, kept: kept, "the same again")
        #expect(kept.lastKept["ios"] == 5)
        #expect(kept.renders.memo(for: "ios").lastTaken == 25)
    }
}

import Foundation
import TandemAnalysis
import TandemChecks
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax
import TandemTestSupport
import Testing

/// After an edit, a rule that reads none of the kinds of declaration the edit changed keeps its findings, moved with the
/// text (`DesignRule.reads`, `ParsedFile.changed`, `Checker.findings(_:targets:after:ignoring:)`): the language server's check
/// of a large design runs only the rules an edit can change. Each rule is held to what it says it reads.
@Suite struct KeptFindingsTests {
    /// A design folder in memory, loaded again after each edit with one cache, as the language server loads it.
    struct Folder {
        var files: [String: [UInt8]]
        let cache: DesignLoader.SyntaxCache
        /// What the last load's check left for the next.
        var last: Pipeline.Earlier?

        init(_ files: [String: [UInt8]], partSize: Int = 128) {
            self.files = files
            cache = DesignLoader.SyntaxCache(partSize: partSize)
        }

        /// Loads the folder after an edit of comments and blank space only, as the language server takes it: the last
        /// findings moved, the last model and analysis kept with where the edit began. False when the load was not such
        /// an edit (nothing is carried then).
        mutating func loadMovedOnly() -> Bool {
            let fileSystem = InMemoryFileSystem(bytes: Dictionary(uniqueKeysWithValues: files.map { ("d/" + $0.key, $0.value) }))
            let loaded = DesignLoader(fileSystem: fileSystem).load(["d"], cache: cache)
            guard let moves = loaded.movedOnly, let earlier = last, let findings = earlier.findings.moved(by: moves) else {
                last = nil
                return false
            }
            last = Pipeline.Earlier(findings: findings, ignoring: earlier.ignored, analysis: earlier.analysis, model: earlier.model,
                                    movedSince: moves.mapValues(\.prefix).merging(earlier.movedSince, uniquingKeysWith: min))
            return true
        }

        /// Loads the folder and checks it after the last check, as the language server does: the next check follows
        /// this one (nothing else is checked between them).
        mutating func loadAfterLast() -> Pipeline.Outcome {
            let fileSystem = InMemoryFileSystem(bytes: Dictionary(uniqueKeysWithValues: files.map { ("d/" + $0.key, $0.value) }))
            let kept = Pipeline.run(DesignLoader(fileSystem: fileSystem).load(["d"], cache: cache), after: last.take())
            last = Pipeline.Earlier(findings: kept.findings, ignoring: [], analysis: kept.analysis, model: kept.model)
            return kept
        }

        /// Loads the folder: the load, a full check of it, and a check after the last one that keeps what it may.
        mutating func load() -> (loaded: DesignLoader.Result, full: Pipeline.Outcome, kept: Pipeline.Outcome) {
            let fileSystem = InMemoryFileSystem(bytes: Dictionary(uniqueKeysWithValues: files.map { ("d/" + $0.key, $0.value) }))
            let loaded = DesignLoader(fileSystem: fileSystem).load(["d"], cache: cache)
            let full = Pipeline.run(loaded), kept = Pipeline.run(loaded, after: last)
            last = Pipeline.Earlier(findings: full.findings, ignoring: [], analysis: full.analysis, model: full.model)
            return (loaded, full, kept)
        }
    }

    static let design = """
        requirement R1 "One"
        requirement R2 "Two"
        task T1 "Do" { satisfies R1 }
        task T2 "Also" { satisfies R2 }
        model Item { name: String }
        enum Size { small, large }
        screen A "A" { tasks T1 }
        screen B "B" { tasks T2 input item: Item }
        navigation {
          start A
          push A -> B (item: Item)
        }

        """

    /// `tandem watch` checks each save after the last (`Pipeline.Reruns`): what it says, its model and its analysis
    /// (which `--out` generates from) are a fresh check's, it keeps pieces of the last model when an edit allows, and a
    /// changed policy starts afresh.
    @Test func rerunsSayWhatAFreshCheckSays() {
        let reruns = Pipeline.Reruns()
        var text = Self.design
        let edits: [(String) -> String] = [
            { $0 + "task T3 \"Three\" { satisfies R1 }\n" },
            { $0 + "requirement R3 \"Three\"\n" },
            { $0.replacingOccurrences(of: "screen B \"B\"", with: "screen B \"Bee\"") },
            { $0 + "task T4 \"Four\" { satisfies R9 }\n" },
            { $0.replacingOccurrences(of: "// none\n", with: "") + "// a comment\n" },
            { $0.replacingOccurrences(of: "model Item { name: String }", with: "model Item { name: String\n  size: Size }") },
            { $0.replacingOccurrences(of: "task T4 \"Four\" { satisfies R9 }\n", with: "") },
            { $0.replacingOccurrences(of: "screen A", with: "screen A2") },
        ]
        var kept = 0
        for (k, edit) in edits.enumerated() {
            text = edit(text)
            let fileSystem = InMemoryFileSystem(bytes: ["d/a.tandem": Array(text.utf8)])
            // The last edit under another policy: nothing of the last run is kept for it.
            let policy = k == edits.count - 1 ? SeverityPolicy(strict: true) : SeverityPolicy()
            let again = reruns.run(["d"], with: DesignLoader(fileSystem: fileSystem), policy: policy)
            let fresh = Pipeline.run(["d"], policy: policy, fileSystem: fileSystem)
            #expect(again.diagnostics == fresh.diagnostics, "after edit \(k)")
            #expect(again.design == fresh.design, "after edit \(k)")
            Self.expectTheSame(again.analysis, fresh.analysis, "after edit \(k)")
            if k == edits.count - 1 { #expect(again.model.kept == 0, "a changed policy starts afresh") } else { kept += again.model.kept }
        }
        #expect(kept > 5, "pieces of the model kept: \(kept)")
    }

    /// A task typed in the middle of a design whose screens follow: the screens' piece of the model is the last run's,
    /// moved where it lies when the last run is handed over (`Pipeline.Reruns`, as the language server does), not a
    /// copy; the design is a fresh check's.
    @Test func piecesAnEditOnlyMovedAreMovedInPlace() throws {
        let reruns = Pipeline.Reruns()
        let screens = (0..<50).map { "screen S\($0) \"S\($0)\" { tasks T1 }\n" }.joined()
        var text = Self.design + screens
        func run() -> Pipeline.Outcome {
            reruns.run(["d"], with: DesignLoader(fileSystem: InMemoryFileSystem(bytes: ["d/a.tandem": Array(text.utf8)])))
        }
        // Where the screens' list lies, the first run let go before the next.
        let before = run().design.screens.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
        text.insert(contentsOf: "task T3 \"Three\" { satisfies R1 }\n", at: try #require(text.range(of: "model Item")).lowerBound)
        let after = run()
        let fresh = Pipeline.run(["d"], fileSystem: InMemoryFileSystem(bytes: ["d/a.tandem": Array(text.utf8)]))
        #expect(after.model.moved == 2)
        #expect(after.design == fresh.design)
        #expect(after.diagnostics == fresh.diagnostics)
        #expect(after.design.screens.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } } == before)
    }

    /// Every range the model holds moves with its text (`Design.move`): each bundled design file's model, moved by the
    /// blank lines put before it, is the model of the file read with them.
    @Test func movedModelsAreTheModelsReadThere() throws {
        var files = 0
        for design in try bundledDesignFolders() {
            for (name, bytes) in design where !bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                func model(_ bytes: [UInt8]) -> Design {
                    DesignBuilder.build([Parser.parse(SourceFile(id: FileID(0), path: name, bytes: bytes)).syntax])
                }
                var moved = model(bytes)
                moved.move(Shift(delta: 7))
                #expect(moved == model(Array(repeating: 0x0A, count: 7) + bytes), "\(name)")
                files += 1
            }
        }
        #expect(files > 30)
    }

    /// A declaration typed in the middle of a design: each piece of the model of kinds it did not change, whose
    /// declarations lie after it, is the last build's with its ranges moved, not made again; in a design of two files,
    /// only the ranges in the file typed in move. The model is a fresh build's, ranges and duplicates included.
    @Test(arguments: [
        ("task T3 \"More\" { satisfies R1 }\n", "screen A", "", 2),
        ("requirement R0 \"Zero\"\n", "requirement R2", "", 3),
        ("task T1 \"Again\" { satisfies R2 }\n", "task T2", "", 2),
        ("screen C { tasks T1 }\n", "screen B", "", 1),
        ("navigation { push B -> A }\n", "screen A", "", 1),
        ("task T3 \"More\" { satisfies R1 }\n", "", "screen C { tasks T1 }\nscreen A \"Third\" { tasks T1 }\n", 1),
    ] as [(String, String, String, Int)])
    func piecesAfterAnEditAreMovedNotMadeAgain(_ typed: String, _ before: String, _ otherFile: String, _ moved: Int) throws {
        // A screen declared twice: the duplicate's ranges move too.
        let design = Self.design + "screen A \"Again\" { tasks T2 }\n"
        var files = ["a.tandem": Array(design.utf8)]
        if !otherFile.isEmpty { files["b.tandem"] = Array(otherFile.utf8) }
        var folder = Folder(files, partSize: 1 << 16)
        _ = folder.load()
        if before.isEmpty {
            folder.files["b.tandem"] = Array((typed + otherFile).utf8)
        } else {
            let at = try #require(design.range(of: before)).lowerBound
            folder.files["a.tandem"] = Array((design[..<at] + typed + design[at...]).utf8)
        }
        let (_, full, kept) = folder.load()
        #expect(kept.model.moved == moved)
        // The pieces made again are handed back to be freed by the caller, not in the build.
        #expect(kept.replaced.count == 4 - kept.model.kept - kept.model.continued - kept.model.spliced)
        #expect(kept.design == full.design)
        #expect(kept.design.duplicates == full.design.duplicates && kept.diagnostics == full.diagnostics)
        Self.expectTheSame(kept.analysis, full.analysis, typed)
    }

    /// Tasks replaced in the middle of the list (typed, removed, changed): the model says where (`tasksSpliced`), and the
    /// trace links of the tasks around them are the last ones renumbered, unless a screen's link changes (a task it
    /// names renamed, or one it named in vain typed); a task typed with a later task's name makes them again. Either way
    /// the analysis is a fresh one's, references that name nothing in order. (A line typed before `task T3`, or one
    /// removed, is the change: the text's common start, `task `, is taken back to the line's start, and T3 is kept.)
    @Test(arguments: [
        ("", "task N \"New\" { satisfies R2 }\n", DesignBuilder.Splice(at: 2, removed: 0, inserted: 1), 2),
        ("task T2 \"Also\" { satisfies R2 }\n", "", DesignBuilder.Splice(at: 1, removed: 1, inserted: 0), 2),
        ("task T2 \"Also\" { satisfies R2 }\n", "task T2 \"Also\" { satisfies R1, Gone }\n", DesignBuilder.Splice(at: 1, removed: 1, inserted: 1), 2),
        ("", "task M { satisfies Missing, R1 }\ntask M2\n", DesignBuilder.Splice(at: 2, removed: 0, inserted: 2), 2),
        ("", "task Later \"L\"\n", DesignBuilder.Splice(at: 2, removed: 0, inserted: 1), 1),
        ("task T1 \"Do\" { satisfies R1 }\n", "task T1b \"Do\" { satisfies R1 }\n", DesignBuilder.Splice(at: 0, removed: 1, inserted: 1), 1),
        ("", "task T4 \"Again\"\n", nil, 0),
    ] as [(String, String, DesignBuilder.Splice?, Int)])
    func tasksReplacedInTheMiddleSpliceTheirLinks(_ before: String, _ after: String, _ splice: DesignBuilder.Splice?, _ spliced: Int) throws {
        let design = """
            requirement R1 "One"
            requirement R2 "Two"
            task T1 "Do" { satisfies R1 }
            task T2 "Also" { satisfies R2 }
            task T3 "Third" { satisfies R1, R2 }
            task T4 "Fourth" { satisfies Nope }
            screen A "A" { tasks T1, Later }
            screen B "B" { tasks T4 }
            navigation {
              start A
              push A -> B
            }

            """
        expectSplice(of: .tasks, in: design, typedBefore: "task T3", before, after, splice, links: spliced)
    }

    /// One edit of `design` that changes the declarations of `kind` alone (`before` replaced by `after`, or `after` typed
    /// before `anchor`): where the model says it spliced them (`splice`; the piece spliced too), how many of the links
    /// were spliced, and the kept model and analysis a fresh build's.
    func expectSplice(of kind: DeclarationKinds, in design: String, typedBefore anchor: String, _ before: String, _ after: String,
                      _ splice: DesignBuilder.Splice?, links: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var folder = Folder(["a.tandem": Array(design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        let edited = before.isEmpty ? design.replacingOccurrences(of: anchor, with: after + anchor)
            : design.replacingOccurrences(of: before, with: after)
        #expect(edited != design, sourceLocation: sourceLocation)
        folder.files["a.tandem"] = Array(edited.utf8)
        let (loaded, full, kept) = folder.load()
        #expect(loaded.edit?.changed == kind, sourceLocation: sourceLocation)
        #expect((kind == .tasks ? kept.model.tasksSpliced : kept.model.requirementsSpliced) == splice, sourceLocation: sourceLocation)
        #expect(kept.model.spliced == (splice == nil ? 0 : 1), sourceLocation: sourceLocation)
        #expect(kept.analysis.splicedLinks == links, sourceLocation: sourceLocation)
        #expect(kept.design == full.design && kept.diagnostics == full.diagnostics, sourceLocation: sourceLocation)
        Self.expectTheSame(kept.analysis, full.analysis, after)
    }

    /// Requirements replaced in the middle: spliced into the model, and the tasks' links to them renumbered, unless a
    /// task named one taken out (R3, which T2 satisfies) or names one typed (`Nope`); one typed with a held name makes
    /// the piece again.
    @Test(arguments: [
        ("", "requirement RN \"New\"\n", DesignBuilder.Splice(at: 1, removed: 0, inserted: 1), 1),
        ("requirement R2 \"Two\"\n", "", DesignBuilder.Splice(at: 1, removed: 1, inserted: 0), 1),
        ("requirement R3 \"Three\"\n", "", DesignBuilder.Splice(at: 2, removed: 1, inserted: 0), 0),
        ("", "requirement Nope\n", DesignBuilder.Splice(at: 1, removed: 0, inserted: 1), 0),
        ("", "requirement R3 \"Again\"\n", nil, 0),
    ] as [(String, String, DesignBuilder.Splice?, Int)])
    func requirementsReplacedInTheMiddleAreSpliced(_ before: String, _ after: String, _ splice: DesignBuilder.Splice?, _ spliced: Int) throws {
        let design = """
            requirement R1 "One"
            requirement R2 "Two"
            requirement R3 "Three"
            task T1 "Do" { satisfies R1 }
            task T2 "Also" { satisfies R3 }
            task T4 "Fourth" { satisfies Nope }
            screen A "A" { tasks T1, T2, T4 }

            """
        expectSplice(of: .requirements, in: design, typedBefore: "requirement R2", before, after, splice, links: spliced)
    }

    /// Edits where as many tasks lie on each side of the change as before, but not the same ones: the first of two
    /// tasks of one name renamed (the second becomes first, the renamed one joins another name), and a multi-line string
    /// opened that takes the next task in and lets a later one out. The kept model and analysis are a fresh build's.
    @Test(arguments: [
        ("requirement R1 \"One\"\nrequirement R2 \"Two\"\ntask A \"First\" { satisfies R1 }\ntask A \"Again\" { satisfies R2 }\ntask B \"Bee\" { satisfies R1 }\nscreen S { tasks B }\n",
         "task A \"First\"", "task B \"First\""),
        ("requirement R1 \"One\"\nrequirement R2 \"Two\"\ntask T1 \"Do\"\ntask A \"a\" { satisfies R1 }\n\"\"\"\ntask B \"b\" { satisfies R2 }\n",
         "task T1 \"Do\"", "task T1 \"\"\""),
    ] as [(String, String, String)])
    func asManyTasksOnEachSideAreNotTheSameTasks(_ design: String, _ before: String, _ after: String) throws {
        var folder = Folder(["a.tandem": Array(design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        folder.files["a.tandem"] = Array(design.replacingOccurrences(of: before, with: after).utf8)
        let (loaded, full, kept) = folder.load()
        #expect(loaded.edit != nil)
        #expect(kept.model.tasksSpliced == nil && kept.model.spliced == 0)
        #expect(kept.design == full.design && kept.diagnostics == full.diagnostics)
        Self.expectTheSame(kept.analysis, full.analysis, after)
    }

    /// A rule the policy ignores is not run, and its list of findings is empty: a run after it keeps that list only under
    /// a policy that ignores the same codes. Under another, the rule runs again though the edit did not touch what it
    /// reads.
    @Test func findingsAreKeptOnlyUnderAPolicyIgnoringTheSameCodes() {
        let cache = DesignLoader.SyntaxCache()
        func load(_ text: String) -> DesignLoader.Result {
            DesignLoader(fileSystem: InMemoryFileSystem(bytes: ["d/a.tandem": Array(text.utf8)])).load(["d"], cache: cache)
        }
        let quiet = SeverityPolicy(overrides: ["TD203": .ignored])
        // T9 is carried out by no screen (TD203).
        let design = Self.design + "task T9 \"Nine\" { satisfies R1 }\n"
        let first = Pipeline.run(load(design), policy: quiet)
        #expect(!first.diagnostics.contains { $0.code == "TD203" })
        let earlier = Pipeline.Earlier(findings: first.findings, ignoring: quiet.ignored, analysis: first.analysis, model: first.model)
        // A requirement typed: no rule that reads only tasks and screens runs again for it, under one policy.
        let loaded = load(design + "requirement R9 \"Nine\"\n")
        #expect(loaded.edit?.changed == .requirements)
        let loud = Pipeline.run(loaded, after: earlier)
        #expect(loud.diagnostics == Pipeline.run(loaded).diagnostics)
        #expect(loud.diagnostics.contains { $0.code == "TD203" })
        #expect(Pipeline.run(loaded, policy: quiet, after: earlier).diagnostics == Pipeline.run(loaded, policy: quiet).diagnostics)
    }

    /// The kinds an edit changed are those whose declarations, moved through it, differ; comments are none.
    @Test(arguments: [
        ("// a note\n", "task T1", [] as DeclarationKinds),
        ("task T3 \"More\" { satisfies R1 }\n", "screen A", .tasks),
        ("requirement R3 \"Three\"\n", "task T1", .requirements),
        ("screen C \"C\" { tasks T1 }\n", "navigation", .screens),
        ("model Other { id: Int }\n", "enum Size", .models),
        ("enum Colour { red, green }\n", "screen A", .enums),
        ("navigation { push B -> A }\n", "", .navigations),
    ] as [(String, String, DeclarationKinds)])
    func aDeclarationTypedChangesItsKind(_ typed: String, _ before: String, _ kinds: DeclarationKinds) throws {
        var folder = Folder(["a.tandem": Array(Self.design.utf8)], partSize: 1 << 16)
        #expect(folder.load().loaded.diagnostics.isEmpty)
        let text = before.isEmpty ? Self.design + typed : Self.design.replacingOccurrences(of: before, with: typed + before)
        folder.files["a.tandem"] = Array(text.utf8)
        let (loaded, full, kept) = folder.load()
        #expect(loaded.edit?.changed == kinds)
        #expect(kept.findings == full.findings)
    }

    /// Requirements, tasks and screens typed after every one of their kind (the design's last file) continue the last
    /// build's piece of that kind; typed before one, or before a later file's, they make it again, as do screens typed
    /// with a model (their types resolve against the models). Either way the model is a fresh build's, duplicates
    /// included (a screen's members' too).
    @Test(arguments: [
        ("task T3 \"More\" { satisfies R1 }\n", "", "", 1),
        ("task T1 \"Again\" { satisfies R2 }\ntask T4 { satisfies R9 }\n", "", "", 1),
        ("requirement R3 \"Three\"\nrequirement R1 \"Again\"\n", "", "", 1),
        ("task T3 \"More\" { satisfies R1 }\n", "screen A", "", 1),
        ("task T0 \"First\" { satisfies R1 }\n", "task T2", "", 0),
        ("requirement R0 \"Zero\"\n", "requirement R2", "", 0),
        ("task T3 \"More\" { satisfies R1 }\n", "", "task T9 { satisfies R1 }\n", 0),
        ("task T3 \"More\" { satisfies R1 }\n", "", "requirement R9 \"Nine\"\n", 1),
        ("screen C \"C\" { tasks T1, T9 input item: Item }\n", "", "", 1),
        ("screen C { tasks T1 element a: label element a: button }\nscreen A \"Again\" { tasks T2 }\n", "", "", 1),
        ("screen C { tasks T1 }\n", "navigation", "", 1),
        ("screen Z { tasks T1 }\n", "screen B", "", 0),
        ("model Other { id: Int }\nscreen C { tasks T1 input o: Other }\n", "", "", 0),
        ("screen C { tasks T1 }\n", "", "screen D { tasks T2 }\n", 0),
        ("screen C { tasks T1 }\n", "", "task T9 { satisfies R1 }\n", 1),
    ] as [(String, String, String, Int)])
    func declarationsTypedAfterTheirKindContinueItsPiece(_ typed: String, _ before: String, _ laterFile: String, _ continued: Int) throws {
        var files = ["a.tandem": Array(Self.design.utf8)]
        if !laterFile.isEmpty { files["b.tandem"] = Array(laterFile.utf8) }
        var folder = Folder(files, partSize: 1 << 16)
        _ = folder.load()
        let text = before.isEmpty ? Self.design + typed : Self.design.replacingOccurrences(of: before, with: typed + before)
        folder.files["a.tandem"] = Array(text.utf8)
        let (_, full, kept) = folder.load()
        #expect(kept.model.continued == continued)
        #expect(kept.design == full.design)
        #expect(kept.design.duplicates == full.design.duplicates && kept.diagnostics == full.diagnostics)
        Self.expectTheSame(kept.analysis, full.analysis, typed)
    }

    /// A model typed with a screen, at the end, that an earlier screen names as a type: the screens are made again, so
    /// the earlier screen's input resolves to it.
    @Test func screensTypedWithAModelAnEarlierScreenNamesAreMadeAgain() throws {
        let design = Self.design + "screen C { tasks T1 input w: Widget }\n"
        var folder = Folder(["a.tandem": Array(design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        folder.files["a.tandem"] = Array((design + "model Widget { id: Int }\nscreen D { tasks T2 }\n").utf8)
        let (_, full, kept) = folder.load()
        #expect(kept.model.continued == 0)
        #expect(kept.design == full.design && kept.diagnostics == full.diagnostics)
        #expect(full.design.screen("C")?.inputs.first?.type.description == "Widget" && !full.diagnostics.contains { $0.code == "TD103" })
    }

    /// Screens typed at the end keep the last analysis' navigation unless the navigation names one of them: a screen it
    /// pushes to, a tab, an embedded screen or a group's, typed after the statement that names it, joins the navigation;
    /// so does a screen named as a group that a transition opens (the screen then takes the transition from the group).
    @Test func screensTypedAtTheEndJoinTheNavigationThatNamesThem() throws {
        let design = Self.design + """
            navigation { push B -> D  tabs Tabs [E]  embed B [F]  group G [H]  group Flow [J] start J  push A -> Flow }
            screen Z { tasks T1 }

            """
        var folder = Folder(["a.tandem": Array(design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        var text = design
        for typed in ["screen Y { tasks T1 }\n", "screen D { tasks T1 }\n", "screen X { tasks T2 }\n", "screen Tabs { kind tabs }\n",
                      "screen E { tasks T1 }\n", "screen F { tasks T1 }\n", "screen H { tasks T1 }\n", "screen D { tasks T2 }\n",
                      "screen J { tasks T1 }\n", "screen Flow { tasks T2 }\n"] {
            text += typed
            folder.files["a.tandem"] = Array(text.utf8)
            let (_, full, kept) = folder.load()
            #expect(kept.model.continued == 1, "\(typed)")
            #expect(kept.diagnostics == full.diagnostics, "\(typed)")
            Self.expectTheSame(kept.analysis, full.analysis, typed)
        }
        let (_, full, _) = folder.load()
        #expect(full.analysis.reachable.isSuperset(of: ["D", "F"]) && full.analysis.parentOf["F"] == "B" && full.analysis.tabContainerOf["E"] == "Tabs")
    }

    /// Checks one after another, as the language server runs them, take what the last check made of each screen the
    /// edit kept (`ScreensLineage`: its generated names, its type names, whether its members collide, the claims of its
    /// names): screens typed at the end, clean or colliding, and edits that keep every screen or none. Each check's
    /// findings are those of a check of the same text afresh, made once the chain is done; a check of another design
    /// between two of the chain's is not taken from.
    @Test func checksInAChainTakeWhatTheLastMadeOfTheScreensKept() {
        let base = Self.design + """
            screen C "C" { tasks T1 element go-now: button action goNow }
            screen D "D" { tasks T2 element \u{E9}cran: label }
            screen E "E" { tasks T1 input Item: Item }

            """
        var folder = Folder(["a.tandem": Array(base.utf8)], partSize: 1 << 16)
        _ = folder.loadAfterLast()
        var text = base, texts: [String] = [], found: [[Diagnostic]] = []
        // What each edit does to the text, and how many screens it keeps of the last check (nil: none are known kept).
        let edits: [(String, (String) -> String, Int?)] = [
            ("a clean screen typed", { $0 + "screen F { tasks T2 }\n" }, 5),
            ("a screen whose members collide", { $0 + "screen G { tasks T2 element save: button action save }\n" }, 6),
            ("a screen named as one before", { $0 + "screen c { tasks T1 }\n" }, 7),
            ("another after it", { $0 + "screen H { tasks T1 }\n" }, 8),
            ("a task edited", { $0.replacingOccurrences(of: "task T2 \"Also\" { satisfies R2 }", with: "task T2 \"Also\" { satisfies R1 }") }, 9),
            ("a screen's member renamed", { $0.replacingOccurrences(of: "action goNow", with: "action goLater") }, nil),
            ("one more typed", { $0 + "screen I { tasks T1 element \u{E9}t\u{E9}: label }\n" }, 9),
            ("the colliding screen removed", { $0.replacingOccurrences(of: "screen c { tasks T1 }\n", with: "") }, nil),
            ("a model edited", { $0.replacingOccurrences(of: "model Item { name: String }", with: "model Item {\n  name: String\n  size: Size\n}") }, nil),
            ("a last screen typed", { $0 + "screen J { tasks T2 }\n" }, 9),
        ]
        // A design of clean screens, checked between two of the chain's: the next takes nothing of its check.
        let other = Self.design + (0..<12).map { "screen Z\($0) { tasks T1 }\n" }.joined()
        for (what, edit, keeps) in edits {
            if what == "another after it" {
                #expect(Pipeline.run(DesignLoader(fileSystem: InMemoryFileSystem(bytes: ["o/a.tandem": Array(other.utf8)])).load(["o"])).diagnostics.allSatisfy { $0.severity != .error })
            }
            text = edit(text)
            folder.files["a.tandem"] = Array(text.utf8)
            let kept = folder.loadAfterLast()
            #expect(kept.analysis.screensLineage.kept?.count == keeps, "\(what)")
            // Every screen kept: the same screens, under the same number.
            #expect((kept.analysis.screensLineage.generation == kept.analysis.screensLineage.kept?.generation) == (keeps == kept.design.screens.count), "\(what)")
            texts.append(text)
            found.append(kept.diagnostics)
        }
        for (i, text) in texts.enumerated() {
            let fresh = Pipeline.run(DesignLoader(fileSystem: InMemoryFileSystem(bytes: ["d/a.tandem": Array(text.utf8)])).load(["d"]))
            #expect(found[i] == fresh.diagnostics, "\(edits[i].0)")
        }
        // The chain met every finding the screens' rules make.
        #expect(Set(found.joined().map(\.rule.code)).isSuperset(of: ["TD501", "TD502"]))
    }

    /// Screens typed at the end keep the last gaps of everything before them: a screen that carries out a subtask gives
    /// its parents a screen, one that carries out nothing is taskless (a container is not), and each is unreachable
    /// until the navigation reaches it.
    @Test func screensTypedAtTheEndKeepTheGapsBeforeThem() throws {
        let design = Self.design + """
            task T3 { satisfies R1 }
            task T4 { satisfies R1 parent T3 }
            task T5 { satisfies R2 parent T4 }
            task T6 { satisfies R2 parent T6 }

            """
        var folder = Folder(["a.tandem": Array(design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        var text = design
        for typed in ["screen C { tasks T5 }\n", "screen D { }\n", "screen E { kind tabs }\n", "screen F { tasks T6, T9 }\n",
                      "navigation { push A -> C }\n", "screen G { tasks T4 }\n"] {
            text += typed
            folder.files["a.tandem"] = Array(text.utf8)
            let (_, full, kept) = folder.load()
            #expect(kept.diagnostics == full.diagnostics, "\(typed)")
            Self.expectTheSame(kept.analysis, full.analysis, typed)
        }
        let (_, full, _) = folder.load()
        #expect(full.analysis.gaps.screenlessTasks.isEmpty && full.analysis.gaps.tasklessScreens.indexes.map { full.design.screens[$0].id } == ["D"])
        #expect(full.analysis.gaps.unreachableScreens.indexes.map { full.design.screens[$0].id } == ["D", "E", "F", "G"])
    }

    /// Typing declarations at the end, one after another, as a user does: the trace links go on from the last analysis',
    /// and a requirement or task typed after a reference that named it (nothing, until then) is linked; a screen typed
    /// again is a duplicate, and carries out nothing.
    @Test func linksGoOnAsDeclarationsAreTypedAtTheEnd() throws {
        var folder = Folder(["a.tandem": Array((Self.design + "screen C \"C\" { tasks T7 }\n").utf8)], partSize: 1 << 16)
        _ = folder.load()
        var text = String(decoding: folder.files["a.tandem"]!, as: UTF8.self)
        var continued = 0
        for typed in ["task T5 { satisfies R1, R2 }\n", "task T6 { satisfies R9 }\n", "requirement R8 \"Eight\"\n",
                      "screen D { tasks T5, T10 }\n", "task T1 { satisfies R8 }\n", "requirement R9 \"Nine\"\n",
                      "task T7 { satisfies R8, R8 }\n", "screen E { tasks T7, T1 }\n", "task T10 { satisfies R1 }\n",
                      "screen A { tasks T6 }\n", "task T8 { satisfies R1 }\n"] {
            text += typed
            folder.files["a.tandem"] = Array(text.utf8)
            let (loaded, full, kept) = folder.load()
            #expect(loaded.diagnostics.isEmpty, "\(typed)")
            continued += kept.model.continued
            #expect(kept.design == full.design)
            Self.expectTheSame(kept.analysis, full.analysis, typed)
        }
        #expect(continued == 11)
        let (_, full, _) = folder.load()
        #expect(full.analysis.tasks(satisfying: "R9") == ["T6"] && full.analysis.screens(carryingOut: "T7") == ["C", "E"])
        #expect(full.analysis.screens(carryingOut: "T10") == ["D"] && full.analysis.screens(carryingOut: "T6") == [])
    }

    /// Edits inside declarations: a reference changed, a name changed, text across two kinds removed, a name commented out.
    @Test(arguments: [
        ("satisfies R2 }", "satisfies R3 }", .tasks),
        ("screen B \"B\"", "screen Bee \"B\"", .screens),
        ("{ name: String }", "{ name: String? }", .models),
        ("R2 }\nmodel Item", "R2 }\nmodel Itme", [.models]),
        ("\"Also\" { satisfies R2 }\nmodel Item { name: String }\nenum", "\"Also\" { satisfies R2 }\nenum", .models),
        ("{ satisfies R2 }\nmodel Item { name: String }\n", "\n", [.tasks, .models]),
        ("push A -> B", "push A -> B // ", .navigations),
        // Half typed: the title's string runs to the line's end, and takes the braces with it.
        ("task T1 \"Do\"", "task T1 \"Do", .tasks),
        ("screen A \"A\" { tasks T1 }", "screen A \"A { tasks T1 }", .screens),
    ] as [(String, String, DeclarationKinds)])
    func anEditInsideDeclarationsChangesTheirKinds(_ before: String, _ after: String, _ kinds: DeclarationKinds) throws {
        var folder = Folder(["a.tandem": Array(Self.design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        #expect(Self.design.contains(before))
        folder.files["a.tandem"] = Array(Self.design.replacingOccurrences(of: before, with: after).utf8)
        let (loaded, full, kept) = folder.load()
        #expect(loaded.edit?.changed == kinds, "\(loaded.diagnostics)")
        #expect(kept.diagnostics == full.diagnostics)
        #expect(kept.design == full.design)
    }

    /// A syntax error that changes no declaration (a stray brace) changes no kind, but is not a move of the last
    /// findings: typed and taken back, the findings are the load's own.
    @Test func aStrayBraceIsNotOnlyAMove() throws {
        var folder = Folder(["a.tandem": Array(Self.design.utf8)], partSize: 1 << 16)
        _ = folder.load()
        for text in [Self.design.replacingOccurrences(of: "enum Size", with: "}\nenum Size"), Self.design] {
            folder.files["a.tandem"] = Array(text.utf8)
            let (loaded, full, kept) = folder.load()
            #expect(loaded.edit?.changed == [] && loaded.edit?.findings == true && loaded.movedOnly == nil)
            #expect(kept.diagnostics == full.diagnostics && kept.model.kept == 4)
            #expect(full.diagnostics.contains { $0.severity == .error } == (text != Self.design))
        }
    }

    /// Every bundled design (each example as its folder, each broken example and fixture alone, some with CRLF or a
    /// byte-order mark), in parts of 128 bytes, edited at random: a declaration removed, repeated, renamed, a letter
    /// typed in one, or one of another design's declarations put in, a third of them after a line of comment checked
    /// on its own (the edit then goes on from the model and analysis before the comment). After each edit that reads
    /// clean, every rule's findings, kept or run again, are what a full check finds; a rule that kept findings it should
    /// not have is named with the kinds the edit changed. And after every edit, a check under a policy that ignores one
    /// of the codes found says what the full check says less that code's findings.
    @Test func everyRuleKeepsOnlyWhatAnEditOfKindsItDoesNotReadLeaves() throws {
        var random = SeededRandom(seed: 0xD1B5_4A32_D192_ED03)
        // The comments draw from their own sequence: the edits are the same with them or without.
        var commentRandom = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        // And the codes a policy ignores, from a third.
        var ignoreRandom = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        var ignoring = 0, skipped = 0, takenBack = 0
        // This suite's design too: the bundled ones declare few enums.
        let own = ["a.tandem": Array(Self.design.utf8)]
        let designs = try bundledDesignFolders() + [own]
        // Every declaration of every design, for putting one design's declarations into another.
        let foreign: [[UInt8]] = designs.flatMap { design in
            design.sorted { $0.key < $1.key }.flatMap { _, bytes in Self.declarations(in: bytes).map { Array(bytes[$0.range]) } }
        }
        var splicedLinks = 0, splicedPieces = 0
        var edits = 0, keptLists = 0, keptFindings = 0, keptPieces = 0, continuedPieces = 0, movedPieces = 0, comments = 0, onlyKind: [UInt8: Int] = [:]
        let names = Checker.rules.map { "\($0)" } + ["the target types"]
        for design in designs {
            var folder = Folder(design)
            guard folder.load().loaded.diagnostics.isEmpty else { continue }
            for _ in 0..<(design == own ? 200 : design.count > 1 ? 100 : 40) {
                let name = design.keys.sorted()[random(design.count)]
                let before = folder.files[name]!
                var text = before
                // A kind first, then one of its declarations: designs declare few enums and apps, and many tasks.
                let declarations = Self.declarations(in: text)
                let kinds = Array(Set(declarations.map(\.kind.rawValue))).sorted()
                guard !kinds.isEmpty else { break }
                let kind = kinds[random(kinds.count)]
                let ofKind = declarations.filter { $0.kind.rawValue == kind }
                let d = ofKind[random(ofKind.count)]
                switch random(7) {
                case 0: text.removeSubrange(d.range.lowerBound..<min(d.range.upperBound + 1, text.count))
                case 1: text.insert(contentsOf: [0x0A] + text[d.range], at: d.range.upperBound)
                case 2: if let n = d.name { text.insert(UInt8(ascii: "Z"), at: n.upperBound) }
                case 3: text.insert(UInt8(ascii: "x"), at: d.range.lowerBound + random(d.range.count))
                // Renamed as another of its kind: which of two of one name is first can change.
                case 4: if let n = d.name, let m = ofKind[random(ofKind.count)].name { text.replaceSubrange(n, with: Array(text[m])) }
                // A multi-line string opened before it, which takes the rest of the file in.
                case 5: text.insert(contentsOf: Array("\"\"\"\n".utf8), at: d.range.lowerBound)
                default: text.insert(contentsOf: foreign[random(foreign.count)] + [0x0A], at: d.range.lowerBound)
                }
                // Now and then a line of comment first, before or after what the edit changes, checked on its own as the
                // server checks it: the declaration edit then goes on from the model and analysis made before the comment.
                if commentRandom(3) == 0 {
                    let prefix = zip(before, text).prefix { $0 == $1 }.count
                    let suffix = zip(before.reversed(), text.reversed()).prefix { $0 == $1 }.count
                    let starts = ([0] + before.indices.filter { before[$0] == 0x0A }.map { $0 + 1 })
                        .filter { $0 <= prefix || $0 >= before.count - min(suffix, before.count - prefix) }
                    let at = starts[commentRandom(starts.count)]
                    let note = Array("// note\n".utf8)
                    folder.files[name] = Array(before[..<at]) + note + Array(before[at...])
                    if folder.loadMovedOnly() {
                        comments += 1
                        let to = at <= prefix ? at : at + text.count - before.count
                        text = Array(text[..<to]) + note + Array(text[to...])
                    } else {
                        folder.files[name] = before
                        _ = folder.load()
                    }
                }
                folder.files[name] = text
                let (loaded, full, kept) = folder.load()
                // A policy that ignores a code found says what the full check says less that code's findings, though the
                // rules that report only that code are not run (`Checker.findings(_:targets:after:ignoring:)`).
                let codes = Set(full.diagnostics.map(\.code)).sorted()
                if !codes.isEmpty {
                    let code = codes[ignoreRandom(codes.count)]
                    let quiet = Pipeline.run(loaded, policy: SeverityPolicy(overrides: [code: .ignored]))
                    #expect(quiet.diagnostics == full.diagnostics.filter { $0.code != code }, "ignoring \(code) in \(name)")
                    ignoring += 1
                    if zip(quiet.findings, full.findings).contains(where: { $0.isEmpty && !$1.isEmpty }) { skipped += 1 }
                }
                if let edit = loaded.edit, full.findings.count == names.count {
                    edits += 1
                    onlyKind[edit.changed.rawValue, default: 0] += 1
                    for k in names.indices {
                        if !kept.findings.indices.contains(k) || kept.findings[k] != full.findings[k] {
                            Issue.record("\(names[k]) after an edit of \(edit.changed) in \(name): \(String(decoding: text, as: UTF8.self).prefix(300))")
                        }
                    }
                    #expect(kept.diagnostics == full.diagnostics)
                    #expect(kept.design == full.design, "the model after an edit of \(edit.changed) in \(name)")
                    keptPieces += kept.model.kept
                    continuedPieces += kept.model.continued
                    movedPieces += kept.model.moved
                    splicedLinks += kept.analysis.splicedLinks
                    splicedPieces += kept.model.spliced
                    Self.expectTheSame(kept.analysis, full.analysis, "after an edit of \(edit.changed) in \(name)")
                    let reran = Set(Checker.rules.indices.filter { !Checker.rules[$0].reads.isDisjoint(with: edit.changed) })
                    let keptHere = Checker.rules.indices.filter { !reran.contains($0) }
                    keptLists += keptHere.count
                    keptFindings += keptHere.reduce(0) { $0 + full.findings[$1].count }
                }
                // An edit that broke the text is taken back: the next edits start from a design that reads clean.
                if !loaded.diagnostics.isEmpty {
                    folder.files[name] = before
                    let (loaded, full, kept) = folder.load()
                    if loaded.edit != nil {
                        takenBack += 1
                        #expect(kept.diagnostics == full.diagnostics && kept.design == full.design, "an edit taken back in \(name)")
                        Self.expectTheSame(kept.analysis, full.analysis, "an edit taken back in \(name)")
                    }
                }
            }
        }
        // The test means something: many edits were checked, each kind of declaration alone was what some changed, and
        // rules kept findings (not only empty lists).
        let single: [DeclarationKinds] = [.requirements, .tasks, .models, .enums, .screens, .navigations]
        #expect(edits > 400 && keptLists > 2_000 && keptFindings > 300 && keptPieces > 300 && continuedPieces > 100 && movedPieces > 100 && comments > 100,
                "edits \(edits), lists kept \(keptLists), findings kept \(keptFindings), pieces of the model kept \(keptPieces), continued \(continuedPieces), moved \(movedPieces), after a comment \(comments)")
        for kind in single { #expect(onlyKind[kind.rawValue, default: 0] > 10, "edits of \(kind) alone: \(onlyKind[kind.rawValue, default: 0])") }
        #expect(ignoring > 300 && skipped > 50, "checks under a policy ignoring a code: \(ignoring), with a rule not run: \(skipped)")
        #expect(takenBack > 100, "edits with findings taken back, checked after them: \(takenBack)")
        #expect(splicedLinks > 50 && splicedPieces > 20, "trace links spliced: \(splicedLinks), the tasks' piece: \(splicedPieces)")
    }

    /// Two analyses of one design say the same: every link, every reference that names nothing, the navigation's facts
    /// and the gaps.
    static func expectTheSame(_ a: Analysis, _ b: Analysis, _ what: String) {
        let design = b.design
        #expect(design.requirements.map { a.tasks(satisfying: $0.id) } == design.requirements.map { b.tasks(satisfying: $0.id) }, "\(what): trace links")
        #expect(design.tasks.map { a.screens(carryingOut: $0.id) } == design.tasks.map { b.screens(carryingOut: $0.id) }, "\(what): screens' tasks")
        #expect(a.unresolvedSatisfies == b.unresolvedSatisfies && a.unresolvedScreenTasks == b.unresolvedScreenTasks, "\(what): names that name nothing")
        #expect(a.incoming == b.incoming && a.incomingFromAnyScreen == b.incomingFromAnyScreen && a.outgoing == b.outgoing, "\(what): transitions")
        #expect(a.tabContainerOf == b.tabContainerOf && a.enclosingTabs == b.enclosingTabs && a.parentOf == b.parentOf
                && a.embeddedIn == b.embeddedIn && a.pagesOf == b.pagesOf && a.groupMembers == b.groupMembers, "\(what): containers")
        #expect(a.reachable == b.reachable, "\(what): reachable")
        #expect(a.summary == b.summary, "\(what): coverage")
        #expect(a.gaps.uncoveredRequirements.indexes == b.gaps.uncoveredRequirements.indexes && a.gaps.untracedTasks.indexes == b.gaps.untracedTasks.indexes
                && a.gaps.screenlessTasks.indexes == b.gaps.screenlessTasks.indexes && a.gaps.tasklessScreens.indexes == b.gaps.tasklessScreens.indexes
                && a.gaps.unreachableScreens.indexes == b.gaps.unreachableScreens.indexes, "\(what): gaps")
    }

    /// Each top-level declaration of a file: its kind, its bytes (without the line end after it) and its name's, when it
    /// has one.
    static func declarations(in bytes: [UInt8]) -> [(kind: DeclarationKinds, range: Range<Int>, name: Range<Int>?)] {
        let parts = Parser.parseInParts(SourceFile(id: FileID(0), path: "d.tandem", bytes: bytes)).parts
        guard !parts.isEmpty else { return [] }
        let s = DesignFileSyntax.joined(parts)
        func r(_ range: SourceRange) -> Range<Int> { range.start..<range.end }
        var found: [(kind: DeclarationKinds, range: Range<Int>, name: Range<Int>?)] = []
        found += s.apps.map { (.apps, r($0.range), nil) }
        found += s.requirements.map { (.requirements, r($0.range), r($0.id.range)) }
        found += s.tasks.map { (.tasks, r($0.range), r($0.id.range)) }
        found += s.models.map { (.models, r($0.range), r($0.name.range)) }
        found += s.enums.map { (.enums, r($0.range), r($0.name.range)) }
        found += s.screens.map { (.screens, r($0.range), r($0.id.range)) }
        found += s.navigations.map { (.navigations, r($0.range), nil) }
        return found.filter { !$0.range.isEmpty && $0.range.upperBound <= bytes.count }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

extension KeptFindingsTests {
    /// Kinds are named by their keywords, in messages and in this suite's failures.
    @Test func kindsAreNamedByTheirKeywords() {
        #expect(DeclarationKinds.tasks.description == "task")
        #expect(DeclarationKinds.modelNavigation.description == "model, enum, screen, navigation")
        #expect(DeclarationKinds([.imports, .apps, .requirements]).description == "import, app, requirement")
        #expect(DeclarationKinds().description == "none")
    }

    static let sharing = (0..<40).map { "requirement R\($0)\ntask T\($0) { satisfies R\($0) }\nscreen S\($0) { tasks T\($0) observes M }\n" }
        .joined() + "model M { name: String }\n"

    static func address<T>(_ list: [T]) -> UnsafeRawPointer? { list.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }

    /// The lists of the syntax the model is made with (`DesignFileSyntax.ownLists`).
    static func modelLists(_ design: Design) -> Set<UnsafeRawPointer> {
        Set((design.screens.flatMap { [address($0.tasks), address($0.observes)] } + design.tasks.map { address($0.satisfies) }).compactMap { $0 })
    }

    static func syntaxLists(_ parts: [DesignFileSyntax]) -> Set<UnsafeRawPointer> {
        Set(parts.flatMap { part in
            part.screens.flatMap { [address($0.tasks), address($0.observes)] } + part.tasks.map { address($0.satisfies) }
        }.compactMap { $0 })
    }

    /// Syntax made its own (`ParsedFile.ownLists`) shares no list with the model, and is the same tree.
    @Test func syntaxMadeItsOwnSharesNoListWithTheModelAndReadsTheSame() {
        var parsed = Parser.parse(SourceFile(id: FileID(0), path: "d.tandem", bytes: Array(Self.sharing.utf8)), after: nil, partSize: 64)
        #expect(parsed.parts.count > 10)
        let design = DesignBuilder.build(parsed.parts)
        let modelLists = Self.modelLists(design)
        #expect(modelLists.count == 120)
        #expect(Self.syntaxLists(parsed.parts).intersection(modelLists).count == 120, "the model shares these lists as it is made")
        let before = parsed.parts
        parsed.ownLists()
        #expect(parsed.parts == before)
        #expect(Self.syntaxLists(parsed.parts).isDisjoint(with: modelLists))
    }

    /// Through the cache the language server keeps: only the lists something else holds are copied, not the whole tree.
    @Test func aCacheMakesOnlyTheListsItSharesItsOwn() {
        let cache = DesignLoader.SyntaxCache(partSize: 64)
        let files = InMemoryFileSystem(bytes: ["d/a.tandem": Array(Self.sharing.utf8)])
        let design: Design, keywords: [UnsafeRawPointer?]
        do {
            let loaded = DesignLoader(fileSystem: files).load(["d"], cache: cache)
            #expect(loaded.files.count > 10)
            design = DesignBuilder.build(loaded.files)
            keywords = loaded.files.map { Self.address($0.keywords) }
        }
        cache.ownLists()
        // The same text again: the kept parts, as they are.
        let again = DesignLoader(fileSystem: files).load(["d"], cache: cache)
        #expect(again.edit?.changed == [])
        #expect(again.files.map { Self.address($0.keywords) } == keywords)
        #expect(Self.syntaxLists(again.files).isDisjoint(with: Self.modelLists(design)))
    }
}

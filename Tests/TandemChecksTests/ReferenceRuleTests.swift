import Foundation
import TandemAnalysis
@testable import TandemChecks
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemTestSupport
import Testing

@Suite struct ReferenceRuleTests {
    @Test func cleanBaseIsClean() { expectDiagnostics(cleanBase) }

    @Test func undefinedReferencesSuggestTheNearestName() {
        expectDiagnostics(cleanBase + """
        requirement ⟦TD202⟧Login "l"
        task T2 { satisfies ⟦TD101⟧Logn parent ⟦TD101⟧T9 }
        screen B { tasks T2, ⟦TD101⟧T7 observes ⟦TD101⟧Nothing }
        navigation { push A -> B  push A -> ⟦TD101⟧Nowhere  tabs ⟦TD101⟧Gone [A, ⟦TD101⟧Z] }
        """)
        let (_, outcome) = check(cleanBase + "task T2 { satisfies R1 }\nscreen B { tasks T2 }\nnavigation { push A -> Bb }")
        #expect(outcome.diagnostics.first { $0.code == "TD101" }?.hint == nil)  // 'Bb' vs 'B': too short to guess
    }

    /// A language server prepares the suggestions of a design just opened (`Checker.prepareSuggestions`): the kinds
    /// with enough names, in the rule's order; a check after it suggests what one that made its own index suggests.
    @Test func suggestionsPreparedAheadAreTheOnesACheckFinds() {
        let design = (0..<6).map { "requirement Req\($0) \"r\"\n" }.joined() + "task T1 { satisfies Req1 }\nscreen A { tasks T1 }\nnavigation { start A }\n"
        let typo = design + "task T2 { satisfies Req33 }\nscreen B { tasks T2 }\nnavigation { push A -> B }\n"
        let unprepared = check(typo).1.diagnostics.filter { $0.code == "TD101" }
        #expect(unprepared.map(\.hint) == ["did you mean 'Req3'?"])
        let outcome = check(design).1
        #expect(Checker.prepareSuggestions(outcome.design, minimum: 6) == ["requirement"])
        #expect(Checker.prepareSuggestions(outcome.design, minimum: 1) == ["requirement", "task", "screen"])
        #expect(Checker.prepareSuggestions(outcome.design, minimum: 7) == [])
        #expect(check(typo).1.diagnostics.filter { $0.code == "TD101" } == unprepared)
    }

    /// The screens whose members were clean at the last check are skipped while their members stay the same
    /// (`CleanScreens`): a design edited one member at a time (renamed, retyped, added, removed), so that members
    /// collide and stop colliding, each check's findings are those of a check that reads every screen.
    @Test func screensKeptCleanFindWhatReadingEveryScreenFinds() {
        var random = SeededRandom(seed: 0x51C3_0E77_A2B4_9D15)
        // An element's generated name ends in its kind's (`go: button` is `goButton`), so retyping one can make it collide.
        let names = ["go", "go", "goButton", "goLabel", "goField", "go-now", "goNow", "x_y", "xY", "\u{E9}t\u{E9}"], kinds = ["label", "button", "textField"]
        struct Member { var what: Int, name: String, kind: String }
        func member() -> Member { Member(what: random(3), name: names[random(names.count)], kind: kinds[random(kinds.count)]) }
        var screens: [[Member]] = (0..<6).map { _ in (0..<2).map { _ in member() } }
        let kept = CleanScreens()
        var skipped = 0, found = 0
        for _ in 0..<1_000 {
            let s = random(screens.count)
            switch random(4) {
            case 0: if !screens[s].isEmpty { screens[s][random(screens[s].count)].name = names[random(names.count)] }
            case 1: if !screens[s].isEmpty { screens[s][random(screens[s].count)].kind = kinds[random(kinds.count)] }
            case 2: screens[s].insert(member(), at: random(screens[s].count + 1))
            default: if !screens[s].isEmpty { screens[s].remove(at: random(screens[s].count)) }
            }
            let text = screens.indices.map { s in
                "screen S\(s) { tasks T1 " + screens[s].map { m in
                    ["element \(m.name): \(m.kind)", "action \(m.name)", "input \(m.name): String"][m.what]
                }.joined(separator: " ") + " }"
            }.joined(separator: "\n")
            let outcome = check(cleanBase + text).1
            var withKept: [Diagnostic] = [], reading: [Diagnostic] = []
            skipped += kept.clean(outcome.design.screens).count { $0 }
            GeneratedMemberNames.check(outcome.analysis, kept: kept, into: &withKept)
            GeneratedMemberNames.check(outcome.analysis, kept: nil, into: &reading)
            #expect(withKept == reading, "\(text)")
            found += reading.count
        }
        #expect(skipped > 1_000 && found > 1_000, "\(skipped) screens skipped, \(found) findings")
    }

    /// The screens' claims of generated names go on from the last check's while its screens begin the list as they
    /// were (`KeptClaims`): a design edited a screen at a time (one typed at the end, removed, renamed, made a tab
    /// container, given a class), its names colliding now and then, finds at each check what claiming afresh finds.
    @Test func claimsKeptFindWhatClaimingAfreshFinds() {
        var random = SeededRandom(seed: 0x7F4A_7C15_9E37_79B9)
        let ids = ["Login", "login", "Login-Screen", "LoginScreen", "Home", "home_", "Cart", "Carts", "A1", "a1", "Pay"]
        let bodies = ["", "kind tabs", "ios { class \"Shared\" }", "android { class \"LoginActivity\" }"]
        var screens: [(id: String, body: String)] = [("Start", "")]
        let kept = KeptClaims()
        var found = 0
        for _ in 0..<600 {
            let s = random(screens.count)
            switch random(6) {
            case 0, 1, 2: screens.append((ids[random(ids.count)] + "\(random(4))", bodies[random(4) == 0 ? random(bodies.count) : 0]))
            case 3: if screens.count > 1 { screens.remove(at: s) }
            case 4: screens[s].id = ids[random(ids.count)] + "\(random(4))"
            default: screens[s].body = bodies[random(bodies.count)]
            }
            let text = screens.map { "screen \($0.id) { tasks T1 \($0.body) }" }.joined(separator: "\n")
            let outcome = check(cleanBase + text).1
            var withKept: [Diagnostic] = [], afresh: [Diagnostic] = []
            GeneratedNameCollision.check(outcome.analysis, kept: kept, into: &withKept)
            GeneratedNameCollision.check(outcome.analysis, kept: nil, into: &afresh)
            #expect(withKept == afresh, "\(text)")
            found += afresh.count
            if screens.count > 12 { screens.removeFirst(random(8)) }
        }
        #expect(kept.resumed > 100 && found > 100, "\(kept.resumed) checks went on, \(found) findings")

        // Two screens that name one class share it; with the first's class left out, its own name is the same class
        // and the two collide, though every screen's names are what they were.
        let shared = """
            screen Foo { tasks T1 ios { class "FooViewController" } }
            screen Bar { tasks T1 ios { class "FooViewController" } }
            """
        for text in [shared, shared.replacingOccurrences(of: "screen Foo { tasks T1 ios { class \"FooViewController\" } }", with: "screen Foo { tasks T1 }")] {
            let outcome = check(cleanBase + text).1
            var withKept: [Diagnostic] = [], afresh: [Diagnostic] = []
            GeneratedNameCollision.check(outcome.analysis, kept: kept, into: &withKept)
            GeneratedNameCollision.check(outcome.analysis, kept: nil, into: &afresh)
            #expect(withKept == afresh, "\(text)")
        }
    }

    @Test func duplicatesPointAtTheSecondWithANoteAtTheFirst() {
        let marked = cleanBase + """
        requirement ⟦TD102⟧R1 "again"
        screen ⟦TD102⟧A { tasks T1 }
        model M { x: Int ⟦TD102⟧x: String }
        screen C { tasks T1 element b: button ⟦TD102⟧b: label }
        navigation { push A -> C }
        """
        expectDiagnostics(marked.replacingOccurrences(of: "⟦TD102⟧b: label", with: "element ⟦TD102⟧b: label"))
        let (_, outcome) = check(cleanBase + "requirement R1")
        #expect(outcome.diagnostics[0].notes.first?.message == "first declared here")
    }

    /// A model named as a type the generated apps declare (`Route`) or use (`Task`), or as a screen's class, would not
    /// compile on some target.
    @Test func modelsMayNotTakeGeneratedTypeNames() {
        expectDiagnostics(cleanBase + """
        model ⟦TD501⟧Route { stop: String }
        model ⟦TD501⟧task { title: String }
        model ⟦TD501⟧AViewController { x: Int }
        model Journey { route: Route? }
        """)
        // The Compose target's own classes of a screen (its adapter names them): screen A's key and ViewModel.
        expectDiagnostics(cleanBase + """
        model ⟦TD501⟧ARoute { stop: String }
        enum ⟦TD501⟧AViewModel { x, y }
        model AStop { at: String }
        model ⟦TD501⟧NavigationState { depth: Int }
        """)
    }

    /// Screens that name the same class on a platform share it (no TD501 for that class); they must ask the same of
    /// it (TD503, once per platform they share on), and a class one screen names as another's derived one still collides.
    @Test func screensMayShareAClassWhenTheyAgree() {
        expectDiagnostics(cleanBase + """
        screen B "Page" { tasks T1 input url: URL ios { class "PageViewController" } android { class "PageActivity" } }
        screen C "Page" { tasks T1 input url: URL ios { class "PageViewController" } android { class "PageActivity" } }
        navigation { push A -> B (url: URL)  push A -> C (url: URL) }
        """)
        expectDiagnostics(cleanBase + """
        screen B "Page" { tasks T1 input url: URL ios { class "PageViewController" } android { class "PageActivity" } }
        screen C "Page" { tasks T1 input url: String ⟦TD503⟧ios { class "PageViewController" } ⟦TD503⟧android { class "PageActivity" } }
        screen D { tasks T1 }
        navigation { push A -> B (url: URL)  push A -> C (url: String)  push B -> D }
        """)
        expectDiagnostics(cleanBase + """
        screen Page { tasks T1 }
        screen ⟦TD501⟧C { tasks T1 ios { class "PageViewController" } }
        navigation { push A -> Page  push A -> C }
        """)
        // Nothing unwinds or clears to a shared class (the apps find it by class); two items of one container
        // differ in their place.
        expectDiagnostics(cleanBase + """
        screen B "Page" { tasks T1 android { class "PageActivity" } }
        screen C "Page" { tasks T1 ⟦TD503⟧android { class "PageActivity" } }
        screen D { tasks T1 }
        navigation { push A -> B  push A -> C  push B -> D  push C -> D  pop D -> ⟦TD503⟧B  push D -> A clear to ⟦TD503⟧C }
        """)
        expectDiagnostics(cleanBase + """
        screen Main { kind drawer }
        screen B "Box" { tasks T1 android { class "MailboxActivity" } }
        screen C "Box" { tasks T1 ⟦TD503⟧android { class "MailboxActivity" } }
        navigation { replace A -> Main  drawer Main [B, C] }
        """)
        let (_, outcome) = check(cleanBase + """
        screen B "Page" { tasks T1 ios { class "PageViewController" } }
        screen C "Other" { tasks T1 ios { class "PageViewController" } }
        navigation { push A -> B  push A -> C }
        """)
        #expect(outcome.diagnostics.map(\.message) == ["screens 'C' and 'B' share the iOS class 'PageViewController' but differ: 'C': title \"Other\"; 'B': title \"Page\""])
    }

    @Test func unknownTypesAnywhere() {
        expectDiagnostics(cleanBase + """
        model M { a: ⟦TD103⟧Strng  b: [⟦TD103⟧Foo: Int]?  func f(x: ⟦TD103⟧Bar) -> ⟦TD103⟧Baz }
        screen B { tasks T1 input m: M action go(p: ⟦TD103⟧Qux) returns r: ⟦TD103⟧Quux }
        navigation { push A -> B (m: M) }
        """)
        let (_, outcome) = check(cleanBase + "model M { a: Strng }")
        #expect(outcome.diagnostics[0].hint == "did you mean 'String'?")
        // Types as other languages write them get the design language's name.
        for (written, meant) in [("Boolean", "Bool"), ("Integer", "Int"), ("boolean", "Bool"), ("DateTime", "Date"), ("Uri", "URL"),
                                 ("ByteArray", "Data"), ("Int64", "Long")] {
            let (_, other) = check(cleanBase + "model M { a: \(written) }")
            #expect(other.diagnostics.map(\.hint) == ["did you mean '\(meant)'?"], "\(written)")
        }
        // A model of that name is the design's own type.
        let (_, declared) = check(cleanBase + "model Boolean { a: Int }\nmodel M { a: Boolean }")
        #expect(!declared.diagnostics.contains { $0.rule.code == "TD103" })
    }

    @Test func unknownActionsOnElementsAndTransitions() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 element go: button -> ⟦TD104⟧submit action save }
        navigation { push A -> B on ⟦TD104⟧save }
        """)
    }

    @Test func invalidKindsPrioritiesAndHooks() {
        expectDiagnostics(cleanBase + """
        requirement R2 { priority ⟦TD105⟧musst }
        task T2 { satisfies R2 }
        screen B { tasks T2 kind ⟦TD105⟧lst icon ⟦TD105⟧hom element x: ⟦TD105⟧buton lifecycle create, ⟦TD105⟧destroy }
        navigation { push A -> B }
        """)
    }

    /// An unknown icon is named with the closest the language knows, and the list of all.
    @Test func anUnknownIconSuggestsTheClosest() throws {
        let found = check(cleanBase + "screen B { tasks T1 icon hom }\nnavigation { push A -> B }").1.diagnostics.filter { $0.code == "TD105" }
        let diagnostic = try #require(found.first)
        #expect(found.count == 1 && diagnostic.message == "unknown icon 'hom'")
        #expect(diagnostic.fixIts.first?.replacement == "home")
        #expect(diagnostic.notes.contains { $0.message.contains("home, search, settings") })
    }

    /// A default must fit its input's type (Int within 32 bits, as Android's), and only inputs take one.
    @Test func defaultValuesFitTheirInputs() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 input a: Int = 2  input b: Long = -3000000000  input c: Double = 12  input d: Float = 2.5
          input e: String = "x"  input f: Bool = false  input g: String? = nil  input h: URL = "https://example.com/"
          input i: Int = ⟦TD105⟧2.5  input j: Int = ⟦TD105⟧3000000000  input k: String = ⟦TD105⟧2  input l: URL = ⟦TD105⟧"x"
          input m: Int = ⟦TD105⟧nil  input n: Bool = ⟦TD105⟧"true"  input o: Int = ⟦TD105⟧1x
          returns r: Int = ⟦TD105⟧0 }
        navigation { push A -> B }
        """)
        // Nothing else reads a default: a parameter's, or what a transition carries.
        expectDiagnostics(cleanBase + """
        model N { func go(a: Int = ⟦TD105⟧3) }
        screen B { tasks T1 input v: Int  action save(w: Int = ⟦TD105⟧4) }
        navigation { push A -> B (v: Int = ⟦TD105⟧5) }
        """)
    }

    /// Enums: a type like a model (one name space), at least one case, defaults among the cases, cases that every
    /// platform's enum already has get renamed rather than collide.
    @Test func enumsAreTypesWithCases() {
        expectDiagnostics(cleanBase + """
        enum Level { low, high }
        enum ⟦TD105⟧Empty { }
        model Thing { level: Level }
        enum ⟦TD102⟧Thing { a }
        enum Names { name, ordinal, rawValue }
        screen B { tasks T1 input a: Level = high  input b: Level = ⟦TD105⟧hihg  input c: Level? = nil  input d: Int = ⟦TD105⟧high
          input e: ⟦TD103⟧Lvel }
        navigation { push A -> B (e: ⟦TD103⟧Lvel) }
        """)
    }

    @Test func allowNamingNoRuleIsFlagged() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        navigation { push A -> B allow ⟦TD106⟧tab-bar-coverd "x" }
        """)
    }
}

/// The model is built on two cores (requirements and tasks on one, the rest on the other); the duplicates they find
/// must come out in the order one pass over the files finds them: file by file, and in a file app, requirements,
/// tasks, models (and their members), enums (and their cases), screens (and their members), then types that are both.
@Suite struct DuplicateOrderTests {
    @Test func duplicatesComeInOnePassOrderAcrossFiles() {
        let a = """
        import "b.tandem"
        app "A"
        screen S1 "S" { element e: label; element e: label }
        enum E { x, x }
        model M { p: Int; p: String }
        task T1 "T"
        task T1 "again"
        requirement R1 "One"
        requirement R1 "again"
        enum M { y }
        """
        let b = """
        app "B"
        screen S1 "again"
        task T1 "in b"
        requirement R1 "in b"
        model M { q: Int }
        """
        let fs = InMemoryFileSystem(files: ["a.tandem": a, "b.tandem": b])
        let design = Pipeline.run(["a.tandem"], fileSystem: fs).analysis.design
        #expect(design.duplicates.map { "\($0.kind) \($0.name)" } == [
            "requirement R1", "task T1", "property of M p", "case of E x", "element of screen S1 e",
            "app B", "requirement R1", "task T1", "model M", "screen S1",
            "type M",
        ])
    }
}

import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax
import Testing

@Suite struct NavigationRuleTests {
    let header = "requirement R1\ntask T1 { satisfies R1 }\n"

    @Test func missingAndDuplicateStart() {
        expectDiagnostics(header + "screen ⟦TD301⟧A { tasks T1 }")
        expectDiagnostics(cleanBase + "screen B { tasks T1 }\nnavigation { start ⟦TD302⟧B }")
    }

    @Test func unreachableScreens() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        screen ⟦TD303⟧C { tasks T1 }
        screen D { tasks T1 }
        navigation { push A -> B  modal B -> D  push ⟦TD303⟧C -> A }
        """.replacingOccurrences(of: "push ⟦TD303⟧C -> A", with: "push C -> A"))
    }

    @Test func dataMustMatchDeclaredInputs() {
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen B { tasks T1 input p: P, note: String? }
        action go
        navigation { push A -> B (p: P, ⟦TD304⟧extra: Int) }
        """.replacingOccurrences(of: "action go\n", with: ""))
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen B { tasks T1 input p: P }
        navigation { push A -> B (p: ⟦TD306⟧String) }
        """)
    }

    @Test func requiredInputsMustArriveByEveryWay() {
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen B { tasks T1 input p: P, optional: Int? }
        screen C { tasks T1 }
        navigation { push A -> B (p: P)  push C -> ⟦TD305⟧B  push A -> C }
        """)
    }

    @Test func waysBackFollowTheStacks() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        screen C { tasks T1 }
        navigation { push A -> B  modal A -> C  pop B  pop B -> A  pop ⟦TD311⟧C  pop C -> ⟦TD311⟧B  dismiss C  dismiss ⟦TD311⟧B }
        """)
    }

    @Test func transitionsFromAnyScreen() {
        // Reachable from the start, a way in that must carry the target's inputs, checked like any transition, and
        // what can sit above every screen (so pops and dismisses of it are fine).
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen B { tasks T1 input p: P }
        screen C { tasks T1 input n: Int }
        screen D { tasks T1 }
        navigation { push * -> B (p: P)  push * -> ⟦TD305⟧C  modal * -> D (⟦TD304⟧x: Int)  pop B -> A  pop C  dismiss D }
        """)
        // A global action's name need not be an action of any screen: the other screens call its method.
        expectDiagnostics(cleanBase + "screen B { tasks T1 }\nnavigation { push * -> B on openB }")
        // From any screen into a tab container, or from any screen that may be a tab's.
        expectDiagnostics(cleanBase + """
        screen Tabs { kind tabs }
        screen B { tasks T1 }
        screen C { tasks T1 }
        navigation { replace A -> Tabs  tabs Tabs [B, C]  push * -> ⟦TD401⟧Tabs allow TD402  push * -> ⟦TD402⟧A }
        """)
    }

    @Test func deepLinksFitTheirScreens() {
        // An entry point (B is reachable), filling inputs from placeholders; what it cannot fill or carry is reported.
        expectDiagnostics(cleanBase + """
        model P { name: String }
        enum Sort { newest, oldest }
        screen B { tasks T1 input id: Long, sort: Sort?, page: Int = 1 }
        screen C { tasks T1 input p: P, n: Int }
        screen W { tasks T1 input page: URL? }
        navigation {
          deeplink "example.com/w?page={page}" -> W
          deeplink ⟦TD313⟧"myapp://w?page={page}" -> W
          deeplink "example.com/b/{id}?sort={sort}&page={page}" -> B
          deeplink "myapp://b/{id}/" -> B
          deeplink ⟦TD313⟧"example.com/b/{id}?sort={sort}&page={page}" -> B
          deeplink ⟦TD313⟧⟦TD305⟧"example.com/c/{p}" -> C
          deeplink ⟦TD313⟧"example.com/c/{q}/{n}/{p}" -> C
          deeplink ⟦TD313⟧"example.com/b/x{id}" -> B
          deeplink ⟦TD313⟧"/b/{id}" -> B
          deeplink "example.com/d" -> ⟦TD101⟧D
        }
        """.replacingOccurrences(of: "⟦TD313⟧\"example.com/c/{q}/{n}/{p}\"", with: "⟦TD313⟧⟦TD313⟧\"example.com/c/{q}/{n}/{p}\""))
    }

    /// A pattern repeating one placeholder thousands of times is one reason, not one per repeat (each quoting the
    /// whole pattern made the check grow with the square of its length), and a message quotes only its start.
    @Test func aLongPatternIsReportedInAFewWords() {
        let repeated = URLPattern("example.com/" + Array(repeating: "{id}", count: 20_000).joined(separator: "/") + "/{x")
        #expect(repeated.problems == ["'{x' in the path segment: a placeholder is '{name}', alone in its path segment",
                                      "the placeholder '{id}' appears 20000 times"])
        let link = URLPattern("example.com/a" + String(repeating: "/{x", count: 501))
        #expect(link.problems.count == 11 && link.problems.last == "(491 more reasons, like those above)", "\(link.problems)")
        #expect(link.shown.count == 121)
    }

    @Test func groupsAreFlowsWithAStart() {
        // A transition to a group opens its start; a group's screens are reachable through it.
        expectDiagnostics(cleanBase + """
        screen Welcome { tasks T1 }
        screen Terms { tasks T1 }
        screen X { tasks T1 }
        screen Y { tasks T1 }
        screen Z { tasks T1 }
        navigation {
          group Onboarding [Welcome, Terms] start Welcome
          push A -> Onboarding
          push Welcome -> Terms
          push A -> X  push A -> Y  push A -> Z
          group ⟦TD316⟧Empty []
          group Other [⟦TD316⟧Terms, X] start ⟦TD316⟧Welcome
          group ⟦TD316⟧Y [Y]
          group NoStart [Z]
          push A -> ⟦TD316⟧NoStart
          push A -> ⟦TD101⟧Nowhere
        }
        """)
    }

    @Test func transitionsFromAnyScreenOfAGroup() {
        // Only the group's screens take it: what it opens is reachable when one of them is (Help, not H); what it
        // pushes sits above them only (pop Help -> Welcome is fine, to Lonely is not); the group must exist.
        expectDiagnostics(cleanBase + """
        screen Welcome { tasks T1 }
        screen Terms { tasks T1 }
        screen Help { tasks T1 }
        screen ⟦TD303⟧Lonely { tasks T1 }
        screen ⟦TD303⟧H { tasks T1 }
        navigation {
          group Onboarding [Welcome, Terms] start Welcome
          group Unreached [Lonely] start Lonely
          push A -> Onboarding
          push Welcome -> Terms
          push * in Onboarding -> Help on help
          push * in Unreached -> H
          pop Help -> Welcome
          pop Help -> ⟦TD311⟧Lonely
          modal * in ⟦TD101⟧Onbaording -> Help
        }
        """)
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": cleanBase + """
        screen Welcome { tasks T1 }
        screen Help { tasks T1 }
        navigation { group G [Welcome] start Welcome  push A -> G  push * in G -> Help  modal * -> Welcome }
        """]))
        let analysis = outcome.analysis
        #expect(analysis.transitions(from: "Welcome").map(\.target.name) == ["Help"])
        #expect(analysis.transitions(from: "A").map(\.target.name) == ["Welcome", "Welcome"])
        #expect(analysis.transitions(from: "Help").map(\.target.name) == ["Welcome"])
        #expect(analysis.design.globalTransitions.map(\.sourceText) == ["* in G", "*"])
    }

    @Test func presentationStylesAreAModalsOnly() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        screen C { tasks T1 }
        navigation { modal A -> B as bottomSheet  modal A -> C as ⟦TD105⟧fullscreen  push B -> C as ⟦TD105⟧popover }
        """)
    }

    @Test func bindingsFollowInputsAndModels() {
        expectDiagnostics(cleanBase + """
        model Author { name: String }
        model Post { title: String  author: Author?  likes: Int  read: Bool  posted: Date }
        screen B {
          tasks T1
          input post: Post
          element title: label bind post.title
          element author: label bind post.author.name
          element likes: slider bind post.likes
          element read: switch bind post.read
          element count: stepper bind post.likes
          element missing: label bind ⟦TD314⟧article.title
          element typo: label bind post.⟦TD314⟧titel
          element deep: label bind post.title.⟦TD314⟧length
          element wrong: switch bind ⟦TD314⟧post.title
          element date: label bind post.posted
          element dateText: textView bind post.posted
          element day: datePicker bind post.posted
          element dateField: textField bind ⟦TD314⟧post.posted
          element dayOfTitle: datePicker bind ⟦TD314⟧post.title
          element button: button bind ⟦TD314⟧post.title
        }
        navigation { push A -> B (post: Post) }
        """)
    }

    /// TD314's hint says what the element takes.
    @Test func aBindingTheElementCannotShowSaysWhatItTakes() throws {
        let text = cleanBase + """
        model Loan { due: Date  title: String }
        screen B { tasks T1 input loan: Loan  element due: textField bind loan.due  element when: datePicker bind loan.title }
        navigation { push A -> B (loan: Loan) }
        """
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
        let hints = outcome.diagnostics.filter { $0.code == "TD314" }.map { $0.message + " / " + ($0.hint ?? "") }
        #expect(hints == ["a textField cannot show 'loan.due', a Date / a textField shows text, a number, a Bool, a URL or an enum case",
                          "a datePicker cannot show 'loan.title', a String / a datePicker shows a Date"], "\(hints)")
    }

    @Test func clearsNeedTheScreenUnderTheSource() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        screen C { tasks T1 }
        screen D { tasks T1 }
        screen E { tasks T1 }
        navigation {
          push A -> B clear through A
          push B -> C
          push C -> D clear to B
          push C -> E clear to ⟦TD312⟧D
          push D -> C clear through D
          modal B -> E ⟦TD312⟧clear to B
          pop C -> B
          pop ⟦TD311⟧B
        }
        """)
        // A clear does not justify itself: D is under C only through this very transition's own way there.
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 }
        screen C { tasks T1 }
        screen D { tasks T1 }
        navigation { push A -> C  push A -> D  push C -> B clear to ⟦TD312⟧D  push B -> C }
        """)
        // From any screen, any screen may be under it.
        expectDiagnostics(cleanBase + "screen B { tasks T1 }\nnavigation { push * -> B clear to A }")
    }

    @Test func startScreenCannotRequireInput() {
        expectDiagnostics(header + "screen A { tasks T1 input ⟦TD305⟧x: Int }\nnavigation { start A }")
        // A defaulted input is not required.
        expectDiagnostics(header + "screen A { tasks T1 input x: Int = 2 }\nnavigation { start A }")
    }

    /// `start A (x: Int)`: the app is entered with x (its host passes it), checked as a transition's data is.
    @Test func theAppIsEnteredWithWhatItsStartSays() {
        expectDiagnostics(header + "screen A { tasks T1 input x: Int  input y: String? }\nnavigation { start A (x: Int) }")
        expectDiagnostics(header + "screen A { tasks T1 input x: Int  input y: String?  input ⟦TD305⟧z: Int }\nnavigation { start A (x: Int, y: String?) }")
        expectDiagnostics(header + "screen A { tasks T1 input x: Int }\nnavigation { start A (x: ⟦TD306⟧String, ⟦TD304⟧w: Int) }")
        expectDiagnostics(header + "screen A { tasks T1 input x: Int }\nnavigation { start A (x: ⟦TD103⟧Nope) }")
        expectDiagnostics(header + "screen A { tasks T1 input x: Int }\nnavigation { start A (x: Int = ⟦TD105⟧3) }")
        // A name passed twice, into the app or along a transition, is one value too many.
        expectDiagnostics(header + "screen A { tasks T1 input x: Int }\nnavigation { start A (x: Int, ⟦TD102⟧x: Int)  push A -> A (x: Int, ⟦TD102⟧x: Int) }")
    }

    /// The start's missing input is fixed by entering the app with it, written where the entry's data goes.
    @Test func aStartsMissingInputIsFixedByEnteringWithIt() throws {
        for (text, fixed) in [("start A", "start A (x: Int)"), ("start A (y: String)", "start A (y: String, x: Int)"), ("start A ()", "start A (x: Int)")] {
            let (source, outcome) = check(header + "screen A { tasks T1 input x: Int  input y: String? }\nnavigation { \(text) }")
            let d = try #require(outcome.diagnostics.first { $0.code == "TD305" })
            let fix = try #require(d.fixIts.first)
            #expect(fix.title == "Enter the app with 'x: Int'")
            var bytes = Array(source.text.utf8)
            bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
            let applied = String(decoding: bytes, as: UTF8.self)
            #expect(applied.hasSuffix("navigation { \(fixed) }"), "\(applied)")
            #expect(check(applied).1.diagnostics.allSatisfy { $0.code != "TD305" })
        }
    }

    @Test func defaultedInputsNeedNotBeCarried() {
        expectDiagnostics(cleanBase + """
        screen B { tasks T1 input servings: Int = 2  input unit: String }
        navigation { push A -> ⟦TD305⟧B  push A -> B (unit: String) }
        """)
    }

    @Test func tabContainersHandTheirInputsDown() {
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen Tabs { kind tabs input p: P }
        screen B { tasks T1 input p: P }
        screen C { tasks T1 input q: P }
        navigation { replace A -> Tabs (p: P)  tabs Tabs [B, ⟦TD305⟧C] }
        """)
        // What is handed down must fit the tab's input: a model where an Int is wanted, an optional where a value is
        // required, fail (swiftc and kotlinc would); a value into an optional of its type is fine.
        expectDiagnostics(cleanBase + """
        model Heart { bpm: Int }
        screen Tabs { kind tabs input heart: Heart?  input count: Int  input name: String? }
        screen B { tasks T1 input heart: Int?  input count: Int? }
        screen C { tasks T1 input name: String }
        screen D { tasks T1 input count: Int }
        navigation { replace A -> Tabs (heart: Heart, count: Int)  tabs Tabs [⟦TD306⟧B, ⟦TD306⟧C, D] }
        """)
    }

    @Test func tabGroupShape() {
        expectDiagnostics(cleanBase + """
        screen ⟦TD307⟧One { kind tabs }
        screen B { tasks T1 }
        screen C { tasks T1 kind list }
        navigation { replace A -> One  tabs One [B]  tabs ⟦TD308⟧C [A, ⟦TD318⟧B] initial ⟦TD309⟧Zed  push A -> C }
        """)
    }

    @Test func tabContainerWithoutTabs() {
        expectDiagnostics(cleanBase + "screen ⟦TD307⟧T { kind tabs }\nnavigation { modal A -> T }")
    }

    @Test func drawerShape() {
        // One item is too few; a drawer statement on a tab container is the wrong kind; the initial item must be
        // one of them; a drawer holds more than five (no TD310); a container is no child of another (TD317).
        expectDiagnostics(cleanBase + """
        screen ⟦TD307⟧One { kind drawer }
        screen Six { kind drawer }
        screen Tabs { kind tabs }
        screen B { tasks T1 }  screen C { tasks T1 }  screen D { tasks T1 }  screen E { tasks T1 }  screen F { tasks T1 }
        navigation {
          replace A -> One  replace A -> Six  replace B -> Tabs
          drawer One [B]
          drawer Six [⟦TD318⟧B, C, D, E, F, ⟦TD317⟧Tabs] initial ⟦TD309⟧Zed
          drawer ⟦TD308⟧Tabs [⟦TD318⟧C, ⟦TD318⟧D]
        }
        """)
        // Tabs inside a drawer and a drawer inside tabs are both nested containers.
        expectDiagnostics(cleanBase + """
        screen Main { kind drawer }
        screen Tabs { kind tabs }
        screen B { tasks T1 }  screen C { tasks T1 }
        navigation { replace A -> Main  drawer Main [B, ⟦TD317⟧Tabs]  tabs Tabs [C, ⟦TD317⟧Main] }
        """)
    }

    @Test func aScreenBelongsToOneContainer() {
        expectDiagnostics(cleanBase + """
        screen Main { kind drawer }
        screen Home { kind tabs }
        screen B { tasks T1 }  screen C { tasks T1 }
        navigation {
          replace A -> Main  replace A -> Home
          drawer Main [B, C, ⟦TD318⟧B]
          tabs Home [⟦TD318⟧C, D]
        }
        """.replacingOccurrences(of: ", D]", with: ", ⟦TD318⟧B]"))
    }

    @Test func splitViewShape() {
        // Two columns, the list pushing its detail, opening on the list; the container hands its inputs to the list
        // only (the detail's come with the push); a split view is the root like a drawer (TD403).
        expectDiagnostics(cleanBase + """
        model P { name: String }
        screen Main { kind split input user: String }
        screen L { tasks T1 input user: String  action open(p: P) }
        screen D { tasks T1 input p: P }
        navigation { replace A -> Main (user: String)  split Main [L, D]  push L -> D on open (p: P) }
        """)
        expectDiagnostics(cleanBase + """
        screen Main { kind split }
        screen L { tasks T1 }  screen D { tasks T1 }  screen E { tasks T1 }
        navigation { replace A -> Main  split Main [L, ⟦TD319⟧D, ⟦TD319⟧E] initial ⟦TD319⟧D  push E -> ⟦TD403⟧Main }
        """)
    }

    @Test func aSplitViewsPanesLiveInIt() {
        // The list and the detail are Fragments of the split's screen on Android: only the list's push opens the
        // detail; nothing else opens, links to, clears to, goes back to or closes either, and the detail returns nothing.
        expectDiagnostics(cleanBase + """
        screen Main { kind split }
        screen L { tasks T1 action open }
        screen D { tasks T1 returns ⟦TD319⟧x: Int?  action close }
        screen E { tasks T1 action more }
        navigation {
          replace A -> Main
          split Main [L, D]
          push L -> D on open
          push A -> ⟦TD319⟧D
          modal A -> ⟦TD319⟧L
          push A -> E
          // (L is on no stack of its own, so the clear finds nothing to clear to either: TD312.)
          push E -> A on more clear to ⟦TD312⟧⟦TD319⟧L
          dismiss ⟦TD319⟧D on close
          pop E -> ⟦TD319⟧L
          deeplink "example.com/d" -> ⟦TD319⟧D
        }
        """)
    }

    @Test func drawerHandsItsInputsDown() {
        expectDiagnostics(cleanBase + """
        screen Main { kind drawer input user: String }
        screen B { tasks T1 input user: Int }
        screen C { tasks T1 input token: String }
        navigation { replace A -> Main (user: String)  drawer Main [⟦TD306⟧B, ⟦TD305⟧C] }
        """)
    }
}

@Suite struct EmbeddingRuleTests {
    @Test func anEmbeddedScreenLivesInItsParent() {
        // Reachable through its parent, handed the parent's inputs by name; what it pushes sits on the parent's
        // stack, so an unwind from there to the parent is fine.
        expectDiagnostics(cleanBase + """
        screen P { tasks T1 input user: String }
        screen C { tasks T1 input user: String  input note: String?  action more }
        screen D { tasks T1 }
        navigation { push A -> P (user: String)  embed P [C]  push C -> D on more  pop D -> P }
        """)
    }

    @Test func inputsHandedDownAreChecked() {
        expectDiagnostics(cleanBase + """
        screen P { tasks T1 input user: String }
        screen C { tasks T1 input user: Int }
        screen E { tasks T1 input token: String }
        navigation { push A -> P (user: String)  embed P [⟦TD306⟧C, ⟦TD305⟧E] }
        """)
    }

    @Test func anEmbeddedScreenHasNoPlaceOfItsOwn() {
        expectDiagnostics(cleanBase + """
        screen P { tasks T1 }
        screen Q { tasks T1 }
        screen C { tasks T1 returns ⟦TD320⟧x: Int }
        screen G { tasks T1 }
        navigation {
          push A -> P  push A -> Q
          embed P [C, ⟦TD320⟧P, G]
          embed Q [⟦TD320⟧C]
          push A -> ⟦TD320⟧C
          pop ⟦TD320⟧C
          deeplink "example.com/c" -> ⟦TD320⟧C
          group Flow [⟦TD320⟧G] start G
        }
        """)
    }

    /// Pages: embedded screens one at a time under tabs, two or more, one row per screen; the way to say top tabs in a tab.
    @Test func pagesAreEmbeddedScreensUnderTabs() {
        expectDiagnostics(cleanBase + """
        screen Home { kind tabs }
        screen Library { tasks T1 }
        screen Search { tasks T1 }
        screen Loans { tasks T1 }
        screen Holds { tasks T1 }
        screen Lone { tasks T1 }
        screen Other { tasks T1 }
        screen More { tasks T1 }
        navigation {
          replace A -> Home
          tabs Home [Library, Search]
          pages Library [Loans, Holds]
          ⟦TD320⟧pages Search [Lone]
          pages ⟦TD320⟧Library [Other, More]
          modal A -> ⟦TD320⟧Holds
        }
        """)
        // Tabs in a tab: TD317 says how to write them.
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": cleanBase + """
        screen Home { kind tabs }
        screen Library { kind tabs }
        screen Search { tasks T1 }
        screen Loans { tasks T1 }
        screen Holds { tasks T1 }
        navigation { replace A -> Home  tabs Home [Library, Search]  tabs Library [Loans, Holds] }
        """]))
        let nested = outcome.diagnostics.first { $0.code == "TD317" }
        #expect(nested?.hint?.contains("'pages Library [Loans, Holds]'") == true, "\(outcome.diagnostics.map { ($0.code, $0.hint ?? "") })")
    }

    @Test func parentsAndChildrenOfTheWrongKind() {
        expectDiagnostics(cleanBase + """
        screen L { tasks T1 kind list }
        screen Tabs { kind tabs }
        screen X { tasks T1 }  screen Y { tasks T1 }  screen Z { tasks T1 }  screen W { tasks T1 }
        navigation {
          push A -> L  replace A -> ⟦TD320⟧Tabs  push A -> W
          embed ⟦TD320⟧L [X]
          tabs Tabs [Y, Z]
          embed W [⟦TD320⟧Y, ⟦TD320⟧Tabs]
          ⟦TD320⟧embed A []
        }
        """)
    }

    @Test func aCycleOfEmbedsIsReported() {
        expectDiagnostics(cleanBase + """
        screen X { tasks T1 }  screen Y { tasks T1 }
        navigation { push A -> ⟦TD320⟧X  embed X [Y]  embed Y [⟦TD320⟧X] }
        """)
    }
}

@Suite struct PlatformRuleTests {
    let design = cleanBase + """
    screen Tabs { kind tabs }
    screen L { tasks T1 kind list }
    screen D { tasks T1 }
    screen E { tasks T1 }
    screen M { tasks T1 }

    """

    @Test func pushingTabsAndPushingFromATab() {
        expectDiagnostics(design + """
        navigation {
          push A -> ⟦TD401⟧Tabs
          tabs Tabs [L, M]
          push L -> ⟦TD402⟧D
          push D -> E
          modal M -> A
        }
        """)
    }

    /// A screen shown inside a tab's screen pushes from the tab's place: the pushed screen covers the tab bar too.
    @Test func pushingFromAScreenEmbeddedInATab() {
        expectDiagnostics(design + """
        screen Card { tasks T1  element more: button "More" -> more  action more }
        navigation {
          replace A -> Tabs
          tabs Tabs [L, M]
          embed M [Card]
          push Card -> ⟦TD402⟧E on more
          modal L -> D
        }
        """)
    }

    @Test func aDrawerIsTheRoot() {
        // Entered by replace (or as the start): fine; pushed or presented, from a screen or from any screen: TD403.
        // Pushing from a drawer's item is not TD402: both platforms cover the drawer's button with a back button.
        expectDiagnostics(cleanBase + """
        screen Main { kind drawer }
        screen B { tasks T1 }  screen C { tasks T1 }  screen D { tasks T1 }
        navigation {
          replace A -> Main
          drawer Main [B, C]
          push B -> D
          push D -> ⟦TD403⟧Main
          modal C -> ⟦TD403⟧Main
        }
        """)
        expectDiagnostics("requirement R1\ntask T1 { satisfies R1 }\n" + """
        screen Main "Main" { kind drawer }
        screen B { tasks T1 }  screen C { tasks T1 }
        navigation { start Main  drawer Main [B, C]  push * -> ⟦TD403⟧Main on home }
        """)
        // A link opens its screen over what shows: never a drawer (link to one of its items).
        expectDiagnostics("requirement R1\ntask T1 { satisfies R1 }\n" + """
        screen Main "Main" { kind drawer }
        screen B { tasks T1 }  screen C { tasks T1 }
        navigation { start Main  drawer Main [B, C]  deeplink "example.com/main" -> ⟦TD403⟧Main  deeplink "example.com/c" -> C }
        """)
    }

    @Test func allowAcceptsAFindingOnItsTransitionOnly() {
        expectDiagnostics(design + """
        navigation {
          push A -> Tabs allow tabs-in-stack "after login"
          tabs Tabs [L, M]
          push L -> D allow TD402
          push M -> ⟦TD402⟧E allow tabs-in-stack
        }
        """)
    }

    @Test func replaceIsTheRecommendedWayIntoTabs() {
        expectDiagnostics(design + "navigation { replace A -> Tabs  tabs Tabs [L, M]  modal L -> D  modal D -> E }")
    }
}

@Suite struct SeverityTests {
    @Test func overridesStrictAndIgnore() {
        let text = cleanBase + "screen B\nnavigation { push A -> B }"
        #expect(check(text).1.exitCode == 0)
        #expect(check(text, strict: true).1.exitCode == 1)
        #expect(check(text, severities: ["TD204": .ignored], strict: true).1.diagnostics.isEmpty)
        #expect(check(text, severities: ["TD204": .error]).1.diagnostics.map(\.severity) == [.error])
    }

    @Test func configurationAcceptsCodesAndNamesAndRejectsTypos() throws {
        var config = Configuration()
        try config.set(assignment: "screen-without-task=error")
        try config.set(assignment: "td402=ignore")
        #expect(config.overrides == ["TD204": .error, "TD402": .ignored])
        #expect(throws: Configuration.Problem.self) { try config.set(assignment: "screen-without-tsk=error") }
        #expect(throws: Configuration.Problem.self) { try config.set(assignment: "TD204=fatal") }
        #expect(throws: Configuration.Problem.self) { try config.set(assignment: "TD204") }
    }

    @Test func configurationFile() throws {
        let fs = InMemoryFileSystem(files: [
            "d/tandem.json": #"{"strict": true, "severity": {"TD204": "note"}}"#,
            "bad.json": #"{"severty": {}}"#,
            "d/x.tandem": "",
        ])
        let config = try Configuration.load("d/tandem.json", fileSystem: fs)
        #expect(config.strict && config.overrides["TD204"] == .note)
        #expect(Configuration.discover(for: ["d"], fileSystem: fs) == "./d/tandem.json".replacingOccurrences(of: "./", with: ""))
        #expect(throws: Configuration.Problem.self) { try Configuration.load("bad.json", fileSystem: fs) }
    }

    /// A folder's walk leaves out what `exclude` names: a folder (and all below it), a file, or a glob that never
    /// crosses a `/`; a file named on the command line is read whatever the patterns say.
    @Test func excludedPathsAreLeftOutOfTheFolderWalk() throws {
        let fs = InMemoryFileSystem(files: [
            "d/app.tandem": "screen A\nnavigation { start A }",
            "d/drafts/x.tandem": "screen ⟦broken",
            "d/old/one.tandem": "screen B",
            "d/old/keep/two.tandem": "screen C",
            "d/tandem.json": #"{"exclude": ["drafts/", "old/*.tandem"]}"#,
        ])
        let config = try Configuration.load("d/tandem.json", fileSystem: fs)
        #expect(config.exclude == ["drafts/", "old/*.tandem"])
        let outcome = Pipeline.run(["d"], fileSystem: fs, exclude: config.exclude)
        #expect(outcome.sources.files.map(\.path) == ["d/app.tandem", "d/old/keep/two.tandem"])
        #expect(Pipeline.run(["d/drafts/x.tandem"], fileSystem: fs, exclude: config.exclude).engine.hasErrors)
        #expect(throws: Configuration.Problem.self) {
            try Configuration.load("e.json", fileSystem: InMemoryFileSystem(files: ["e.json": #"{"exclude": "drafts"}"#]))
        }
    }
}

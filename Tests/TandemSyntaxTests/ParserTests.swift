import Testing
import TandemDiagnostics
@testable import TandemSyntax

@Suite struct ParserTests {
    func parse(_ text: String) -> (DesignFileSyntax, [Diagnostic]) { Parser.parse(sourceFile(text)) }

    @Test func everyConstruct() {
        let (syntax, diagnostics) = parse("""
        import "other.tandem"
        app "Muster" { ios "edu.nps.muster"; android "edu.nps.muster" }
        requirement R1 "Log in" { priority must  tags auth, security  text "Users log in." }
        task T1 "Login" { satisfies R1, R2 parent T0 }
        model Profile "User" {
          name: String
          email: String?
          roles: [String]
          scores: [String: [Int]]
          func greet(prefix: String, count: Int) -> String
          func reset()
        }
        screen Login "Log in" {
          kind form
          tasks T1
          element user: textField "User"
          element go: button "Go" -> login
          action login(user: String)
          input hint: String?
          returns profile: Profile
          observes Profile
          lifecycle create, resume
          ios { class "LoginVC"; note "Keychain" }
          android { note "Prefs" }
        }
        navigation {
          start Login
          push Login -> Home on login (profile: Profile, token: String) allow tabs-in-stack "ok" allow TD402
          modal Home -> Settings
          tabs Home [A, B] initial B
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(syntax.imports.map(\.path.value) == ["other.tandem"])
        #expect(syntax.apps.first?.androidPackage?.value == "edu.nps.muster")
        #expect(syntax.requirements.first?.tags.map(\.name) == ["auth", "security"])
        #expect(syntax.tasks.first?.satisfies.map(\.name) == ["R1", "R2"])
        #expect(syntax.tasks.first?.parent?.name == "T0")
        let model = syntax.models[0]
        #expect(model.properties.map(\.type.description) == ["String", "String?", "[String]", "[String: [Int]]"])
        #expect(model.methods.map(\.name.name) == ["greet", "reset"])
        #expect(model.methods[0].returnType?.description == "String")
        let screen = syntax.screens[0]
        #expect(screen.elements.map(\.action?.name) == [nil, "login"])
        #expect(screen.elements[1].label?.value == "Go")
        #expect(screen.actions[0].parameters.map(\.name.name) == ["user"])
        #expect(screen.platforms.map(\.platform.name) == ["ios", "android"])
        #expect(screen.platforms[0].className?.value == "LoginVC")
        let nav = syntax.navigations[0]
        #expect(nav.transitions.map(\.style.name) == ["push", "modal"])
        #expect(nav.transitions[0].data.map(\.name.name) == ["profile", "token"])
        #expect(nav.transitions[0].allows.map(\.code.name) == ["tabs-in-stack", "TD402"])
        #expect(nav.tabs[0].children.map(\.name) == ["A", "B"])
        #expect(nav.tabs[0].initial?.name == "B")
    }

    @Test func embeds() {
        let (syntax, diagnostics) = parse("navigation { embed Dashboard [Summary, Chart]  embed Empty [] }")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let embeds = syntax.navigations.first?.embeds ?? []
        #expect(embeds.map(\.parent.name) == ["Dashboard", "Empty"])
        #expect(embeds.map { $0.children.map(\.name) } == [["Summary", "Chart"], []])
        let (_, broken) = parse("navigation { embed Dashboard Summary }")
        #expect(broken.first?.message.contains("'[' and the embedded screens") == true, "\(broken.map(\.message))")
    }

    @Test func transitionsFromAnyScreenAndClears() {
        let (syntax, diagnostics) = parse("navigation { push * -> Help on help clear to Home allow TD402  push A -> B clear through A }")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let transitions = syntax.navigations.first?.transitions ?? []
        #expect(transitions.map(\.isFromAnyScreen) == [true, false])
        #expect(transitions.map { $0.clear?.screen.name } == ["Home", "A"])
        #expect(transitions.map { $0.clear?.isInclusive } == [false, true])
        #expect(transitions.first?.allows.map(\.code.name) == ["TD402"])
        let (_, broken) = parse("navigation { push A -> B clear A }")
        #expect(broken.first?.message.contains("'to' or 'through' after 'clear'") == true, "\(broken.map(\.message))")
        let (_, star) = parse("navigation { pop * }")
        #expect(!star.isEmpty)
        let (grouped, groupErrors) = parse("navigation { group Onboarding [Welcome, Terms] start Welcome }")
        #expect(groupErrors.isEmpty && grouped.navigations.first?.groups.first?.members.map(\.name) == ["Welcome", "Terms"])
        #expect(grouped.navigations.first?.groups.first?.start?.name == "Welcome")
        let (styled, styleErrors) = parse("navigation { modal A -> B on open (x: Int) as fullScreen clear to A }")
        #expect(styleErrors.isEmpty && styled.navigations.first?.transitions.first?.presentation?.name == "fullScreen", "\(styleErrors.map(\.message))")
        let (bound, bindErrors) = parse("screen S { element title: label \"Title\" -> open bind post.author.name }")
        #expect(bindErrors.isEmpty && bound.screens.first?.elements.first?.binding.map(\.name) == ["post", "author", "name"])
        let (_, brokenBind) = parse("screen S { element title: label bind post. }")
        #expect(brokenBind.first?.message.contains("a model property after '.'") == true, "\(brokenBind.map(\.message))")
        let (links, linkErrors) = parse("navigation { deeplink \"example.com/a/{id}\" -> A }")
        #expect(linkErrors.isEmpty && links.navigations.first?.deepLinks.first?.target.name == "A")
        let (_, noArrow) = parse("navigation { deeplink \"example.com\" A }")
        #expect(noArrow.first?.message.contains("'->' and the screen the link opens") == true, "\(noArrow.map(\.message))")
    }

    @Test func inputsTakeDefaultValues() {
        let (syntax, diagnostics) = parse("""
        screen S { input a: Int = -1, b: String = "x"  input c: Double = 2.5  input d: Bool = true  input e: Int? = nil }
        """)
        #expect(diagnostics.isEmpty)
        let inputs = syntax.screens.first?.inputs ?? []
        #expect(inputs.map { $0.defaultValue?.text } == ["-1", "x", "2.5", "true", "nil"])
        #expect(inputs.map { $0.defaultValue?.kind } == [.number, .string, .number, .bool, .null])
        let (_, missing) = parse("screen S { input a: Int = }")
        #expect(missing.first?.message.contains("expected a value after '='") == true)
    }

    @Test func enumsListTheirCases() {
        let (syntax, diagnostics) = parse("""
        enum Difficulty "How hard" { easy, medium, hard }
        enum Unit {
          metric
          imperial, nautical
        }
        screen S { input level: Difficulty = medium }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(syntax.enums.map(\.name.name) == ["Difficulty", "Unit"])
        #expect(syntax.enums.map { $0.cases.map(\.name) } == [["easy", "medium", "hard"], ["metric", "imperial", "nautical"]])
        #expect(syntax.enums.first?.title?.value == "How hard")
        #expect(syntax.screens.first?.inputs.first?.defaultValue?.kind == .identifier)
        let (_, broken) = parse("enum E { a, }")
        #expect(broken.first?.message.contains("expected a case name after ','") == true, "\(broken.map(\.message))")
    }

    @Test func reportsEveryErrorAndRecovers() {
        let (syntax, diagnostics) = parse("""
        requirement R1 "a" { prority must }
        bogus thing
        task T1 { satisfies }
        screen S { element x button }
        task T2 "fine"
        """)
        #expect(diagnostics.map(\.code) == ["TD012", "TD010", "TD010", "TD010"])
        #expect(syntax.tasks.map(\.id.name) == ["T1", "T2"])
        #expect(diagnostics[0].hint == "did you mean 'priority'?")
    }

    /// What an editor needs: the text a syntax error skipped (an error node, not lost), the statements' first words,
    /// and the comments, each with its range.
    @Test func brokenStatementsKeywordsAndCommentsAreKept() {
        let text = """
        // the login
        screen Login {
          element go button "Go"
          action go /* later: validate */
        }
        requirement R1
        """
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.count == 1)
        let bytes = Array(text.utf8)
        func slice(_ r: SourceRange) -> String { String(decoding: bytes[r.start..<r.end], as: UTF8.self) }
        #expect(syntax.skipped.map(slice) == ["button \"Go\""], "\(syntax.skipped.map(slice))")
        #expect(syntax.keywords.map(slice) == ["screen", "element", "action", "requirement"])
        #expect(syntax.comments.map(slice) == ["// the login", "/* later: validate */"])
        #expect(syntax.screens.first?.actions.map(\.name.name) == ["go"], "the parser resumed after the error")
    }

    @Test func unclosedBlockPointsAtTheOpeningBrace() {
        let (_, diagnostics) = parse("screen S {\n  kind list\n")
        #expect(diagnostics.map(\.code) == ["TD011"])
        #expect(diagnostics[0].notes.first?.range?.start == 9)
    }

    @Test func statementsMayShareALine() {
        let (syntax, diagnostics) = parse("screen S { tasks T1 kind list input a: Int }")
        #expect(diagnostics.isEmpty)
        #expect(syntax.screens[0].kind?.name == "list")
    }

    @Test func tenThousandNestedBracesDoNotOverflow() {
        let text = "screen S " + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        let (syntax, diagnostics) = parse(text)
        #expect(syntax.screens.count == 1)
        #expect(!diagnostics.isEmpty)
    }

    @Test func deeplyNestedTypesHitTheLimit() {
        let text = "model M { x: " + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000) + " }"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.code).first == "TD013")
    }

    @Test func errorFloodIsCapped() {
        let text = String(repeating: "@@ nonsense here\n", count: 10_000)
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.count <= Parser.maxErrorsPerFile + 1)
    }
}

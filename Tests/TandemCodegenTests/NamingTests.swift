import TandemPlatform
import Foundation
import Testing
@testable import TandemCodegen
import TandemDiagnostics
@testable import TandemKit

@Suite struct NamingTests {
    @Test func identifiersAreMadeValid() {
        #expect(Naming.identifierCharacters("tab-bar-covered", upperFirst: false) == "tabBarCovered")
        #expect(Naming.identifierCharacters("2fa screen", upperFirst: true) == "N2faScreen")
        #expect(Naming.identifierCharacters("écran", upperFirst: true) == "Cran")
        #expect(Naming.identifierCharacters("---", upperFirst: true) == "Unnamed")
        #expect(Naming.memberName("default") == "default_")
        #expect(Naming.memberName("fun") == "fun_")
        #expect(Naming.typeName("class") == "Class")
        // A Swift keyword is avoided in Kotlin output too: one name serves every target.
        #expect(Naming.typeName("Any") == "Any_")
        #expect(Naming.snakeCase("AnnouncementList") == "announcement_list")
    }

    @Test func literalsEscapeForEachLanguage() {
        #expect(Literal.swift("a \"b\" \\ $x\n") == #""a \"b\" \\ $x\n""#)
        #expect(Literal.kotlin("cost $5") == #""cost \$5""#)
        #expect(Literal.comment("a */ b\nc") == "a * / b c")
    }

    @Test func outputPathsStayInsideTheOutputFolder() throws {
        #expect(throws: Generator.Problem.self) { try Generator.safePath("../../etc/passwd", target: "t") }
        #expect(throws: Generator.Problem.self) { try Generator.safePath("/abs/path", target: "t") }
        #expect(try Generator.safePath("a/./b//c.swift", target: "t") == "a/b/c.swift")
        #expect(throws: CodeGeneration.Problem.self) { try OutputWriter(outputDirectory: "/tmp/out").destination("../x") }
    }

    @Test func collisionsAfterMappingAreDiagnostics() {
        let outcome = analysis(text: """
        requirement R1
        task T1 { satisfies R1 }
        screen Login-Screen { tasks T1 element go: button action go-now action goNow }
        screen LoginScreen { tasks T1 }
        model a-b { x: Int }
        model AB { y: Int }
        navigation { start Login-Screen  push Login-Screen -> LoginScreen }
        """)
        let found = outcome.diagnostics.filter { $0.rule.code == "TD501" }.map(\.message)
        #expect(found == [
            "members of screen Login-Screen 'goNow' and 'go-now' both become 'goNow' in generated code",
            "screens 'LoginScreen' and 'Login-Screen' both become 'LoginViewController' in generated code",
            "models 'AB' and 'a-b' both become 'AB' in generated code",
        ])
    }

    /// Keywords, platform member names and odd characters all become names that compile.
    @Test func hostileNamesStillCompile() throws {
        let outcome = analysis(text: """
        app "Q\\"uote $app" { ios "x.y" android "com.default.class" }
        requirement R1
        task T1 { satisfies R1 }
        model class "A */ model" { default: Int  import: String?  func return(in: Int) -> Bool }
        screen init "Title with \\"quotes\\" and $dollar \\\\ back" {
          tasks T1
          input title: String
          input view: class?
          element self: button "@home's \\"label\\"" -> create
          element switch: switch -> pause
          action create
          action pause
          action setView
        }
        screen Next { tasks T1 input title: String? returns default: Int }
        navigation { start Next  push Next -> init on go (title: String) }
        """.replacingOccurrences(of: "push Next -> init on go", with: "push Next -> init"))
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        #expect(!outcome.diagnostics.contains { $0.rule.code == "TD501" })
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out)
        #expect(tree(out).allSatisfy { !$0.contains("..") })

        let swift = try IOSBuild(work: out.appendingPathComponent("build"))
            .typecheck(files(under: out.appendingPathComponent("ios"), withSuffix: ".swift"))
        #expect(swift.status == 0, "\(swift.output)")
    }
}

/// The diagrams, the report and the generated code read one projection, so they name a screen the same way.
@Suite struct ProjectionParityTests {
    @Test func diagramsAndCodeAgreeOnNames() throws {
        let outcome = analysis(text: """
        requirement R1
        task T1 { satisfies R1 }
        screen item-detail "Item" { tasks T1 input title: String element open: button -> open action open }
        navigation { start item-detail }
        """)
        let controller = Projection(outcome.analysis).controller(outcome.design.screens[0])
        #expect(controller.iosClass == "ItemDetailViewController")
        #expect(controller.androidClass == "ItemDetailActivity")
        #expect(controller.lifecycle[0].ios == "init(titleValue: String) + viewDidLoad()")
        #expect(controller.logic.map(\.ios) == ["open_()", "setView()"])

        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out)
        let swift = try String(contentsOf: out.appendingPathComponent("ios/Generated/Screens/ItemDetailViewControllerBase.swift"), encoding: .utf8)
        #expect(swift.contains("init(titleValue: String)"))
        #expect(swift.contains("func open_()"))
        #expect(swift.contains("let openButton = "))
        #expect(tree(out).contains("ios/Screens/ItemDetailViewController.swift"))
        #expect(tree(out).contains { $0.hasSuffix("/ItemDetailActivityBase.kt") })
    }
}

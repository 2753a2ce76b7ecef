import Foundation
@testable import TandemCodegen
import TandemDiagnostics
@testable import TandemKit
@testable import TandemModel
@testable import TandemPlatform
import TandemSyntax
import TandemTargetCode
import TandemTargets
import Testing

@Suite struct NamingTests {
    /// The byte path for ASCII names gives what the scalar path gives, on random names of letters, digits and breaks.
    @Test func asciiPathAgreesWithTheScalarPath() {
        let alphabet = Array("aZz09_- .Aq9".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let name = String(decoding: (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            for upperFirst in [false, true] {
                #expect(Naming.asciiIdentifierCharacters(name, upperFirst: upperFirst)
                        == Naming.scalarIdentifierCharacters(name, upperFirst: upperFirst), "\(name)")
            }
        }
    }

    /// What a control is called for accessibility when the design gives it no caption: its name in words.
    @Test func namesReadAsWords() {
        #expect(Naming.words("country") == "Country")
        #expect(Naming.words("sortOrder") == "Sort order")
        #expect(Naming.words("pickupURL") == "Pickup URL")
        #expect(Naming.words("URLField") == "URL field")
        #expect(Naming.words("zip_code") == "Zip code")
        #expect(Naming.words("step2Count") == "Step2 count")
        // The byte path for ASCII names gives what the character path gives (a CR LF is one character, two bytes).
        let pieces = ["a", "b", "Z", "Q", "0", "9", "_", "-", " ", ".", "\r\n", "\r", "URL", "x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let name = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(Naming.asciiWords(name) == Naming.characterWords(name), "\(name.debugDescription)")
        }
    }

    @Test func identifiersAreMadeValid() {
        #expect(Naming.identifierCharacters("tab-bar-covered", upperFirst: false) == "tabBarCovered")
        #expect(Naming.identifierCharacters("2fa screen", upperFirst: true) == "N2faScreen")
        #expect(Naming.identifierCharacters("écran", upperFirst: true) == "U00E9cran")
        #expect(Naming.identifierCharacters("---", upperFirst: true) == "Unnamed")
        #expect(Naming.memberName("default") == "default_")
        #expect(Naming.memberName("fun") == "fun_")
        #expect(Naming.typeName("class") == "Class")
        // A Swift keyword is avoided in Kotlin output too: one name serves every target.
        #expect(Naming.typeName("Any") == "Any_")
        #expect(Naming.snakeCase("AnnouncementList") == "announcement_list")
        // Letters from other scripts keep their identity, spelled by code point (never silently dropped).
        #expect(Naming.typeName("L\u{043E}ginScreen") == "LU043EginScreen")
        #expect(Naming.typeName("écran") == "U00E9cran" && Naming.memberName("écran") == "u00E9cran")
        #expect(Naming.typeName("LoginScreen") != Naming.typeName("L\u{043E}ginScreen"))
        // Windows device names cannot be files there.
        #expect(Naming.typeName("con") == "Con_" && Naming.typeName("Lpt1") == "Lpt1_" && Naming.typeName("Console") == "Console")
        // Long names keep a readable start and a hash of the whole: every file name built from them fits.
        let long = String(repeating: "verylongname", count: 20)
        #expect(Naming.typeName(long).utf8.count == 64 && Naming.typeName(long) != Naming.typeName(long + "x"))
        #expect(Naming.typeName(long) == Naming.typeName(long))
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

    /// The shortcut for a path with nothing to mend takes exactly the paths the full reading returns unchanged.
    @Test func plainPathsAreThoseTheReadingKeeps() {
        let pieces = ["a", ".", "..", "...", ".a", "a.", "/", "//", "\\", "\u{0}", "é", "b.swift"]
        var generator = SystemRandomNumberGenerator()
        for length in 0...6 {
            for _ in 0..<(length == 0 ? 1 : 400) {
                let raw = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                #expect(Generator.isPlainPath(raw) == ((try? Generator.safePath(raw, target: "t")) == raw), "\(raw.debugDescription)")
            }
        }
        #expect(Generator.isPlainPath("ios/Generated/Screens/S1ViewControllerBase.swift"))
        #expect(!Generator.isPlainPath("ios/../x") && !Generator.isPlainPath("ios/./x") && !Generator.isPlainPath("ios/x/"))
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
            "models and enums 'AB' and 'a-b' both become 'AB' in generated code",
        ])
    }

    /// A model named as a class a target generates for a screen (Compose's `LoginViewModel`), or as a type its app
    /// declares once (`Navigator`), is TD501; the screens' type names are kept between checks, so a screen renamed or
    /// added is checked under its new name.
    @Test func modelsNamedAsATargetsScreenTypesAreDiagnostics() {
        func found(_ screens: String) -> [String] {
            analysis(text: """
            requirement R1
            task T1 { satisfies R1 }
            \(screens)
            model LoginViewModel { x: Int }
            model BottomSheetSceneStrategy { y: Int }
            model SettingsRoute { z: Int }
            navigation { start Login }
            """).diagnostics.filter { $0.rule.code == "TD501" }.map(\.message)
        }
        let login = "model 'LoginViewModel' becomes 'LoginViewModel', the name of a class the compose target generates for screen 'Login'"
        let app = "model 'BottomSheetSceneStrategy' becomes 'BottomSheetSceneStrategy', a type the compose target's app already declares"
        let settings = "model 'SettingsRoute' becomes 'SettingsRoute', the name of a class the compose target generates for screen 'Settings'"
        #expect(found("screen Login { tasks T1 }") == [login, app])
        #expect(found("screen Login { tasks T1 }\nscreen Settings { tasks T1 }") == [login, app, settings])
        #expect(found("screen Login-Page { tasks T1 }\nscreen Login { tasks T1 }\nscreen Setting { tasks T1 }") == [login, app])
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
        model Bag { observers: Int  notify: String  changed: Bool  hashCode: Int  CREATOR: String  func component2() -> Int  func toString() -> String  func writeToParcel() }
        screen Platform "Bidi \u{202E}evil\u{202C} bell\u{7} nonchar\u{FFFF} sep\u{2028} astral\u{1FFFE} tab\u{9}" {
          tasks T1
          element note: label "Label \u{202E}x\u{202C} \u{7} \u{FFFE}"
          input hash: String
          input args: Bag
          element go: button "Go" -> viewDidLoad
          action viewDidLoad
          action onResume
          action hashCode
          action toString
          action equals
          action onDestroy
          action handle
          action route
          action refreshView
          action onCleared
        }
        model Every { s: String  i: Int  l: Long  d: Double  f: Float  b: Bool  t: Date  u: URL  x: Data  ls: [Long]  m: [String: Long]  o: Long?  func total(of: [Long]) -> Long }
        screen Typed {
          tasks T1
          input every: Every
          input count: Long
          input ratio: Float
          input when: Date?
          input link: URL
          input blob: Data
          input counts: [Long]
          returns total: Long
        }
        navigation { start Next  push Next -> init on go (title: String)  push Next -> Platform (hash: String, args: Bag)
          push Next -> Typed (every: Every, count: Long, ratio: Float, link: URL, blob: Data, counts: [Long]) }
        """.replacingOccurrences(of: "push Next -> init on go", with: "push Next -> init"))
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        #expect(!outcome.diagnostics.contains { $0.rule.code == "TD501" })
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out, targets: ["ios", "android", "swiftui", "android-navigation", "compose"])
        #expect(tree(out).allSatisfy { !$0.contains("..") })
        // No generated text file carries a bidi control, a control character or a noncharacter raw (the app icon is an
        // image, the same for every design).
        for path in tree(out) where !path.hasPrefix(".tandem") && !path.hasSuffix(".png") {
            let text = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            let raw = text.unicodeScalars.first { Literal.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
            #expect(raw == nil, "\(path) carries U+\(String(raw?.value ?? 0, radix: 16)) raw")
        }

        let swift = try IOSBuild()
            .typecheck(files(under: out.appendingPathComponent("ios"), withSuffix: ".swift"))
        #expect(swift.status == 0, "\(swift.output)")

        // The SwiftUI target's screen models, models and navigation, compiled for real (Observation exists here).
        let driver = try SwiftUIAppTests.writeCatalogDriver(in: out)
        let models = try SwiftUIAppTests.build(SwiftUIAppTests.viewlessSources(out.appendingPathComponent("swiftui")) + [driver.path],
                                               into: out.appendingPathComponent("swiftui-models"))
        #expect(models.status == 0 && models.output.isEmpty, "\(models.output)")
        if models.status == 0 {
            let ran = try runTool(out.appendingPathComponent("swiftui-models").path, [])
            #expect(ran.output.contains("opened \(outcome.design.screens.count) screens"), "\(ran.output)")
        }
        // And the SwiftUI views with them, against the SwiftUI stub.
        let views = try runTool("env", [try IOSBuild.scriptEnvironment(), "bash", swiftUISDK.appendingPathComponent("run-checks.sh").path]
                                + files(under: out.appendingPathComponent("swiftui"), withSuffix: ".swift"), timeout: 300)
        #expect(views.status == 0, "\(views.output)")

        // The same names through aapt2 and Kotlin 2.
        let android = try AndroidBuild(work: out.appendingPathComponent("android-build"))
        let linked = try android.link(out.appendingPathComponent("android"), package: Projection(outcome.analysis).androidPackage, name: "hostile")
        let classes = out.appendingPathComponent("classes")
        let javac = try runTool("javac", ["--release", "8", "-nowarn", "-d", classes.path] + linked.r)
        #expect(javac.status == 0, "\(javac.output)")
        let kotlin = try Kotlin.compile(linked.kotlin, classpath: android.classpath + [classes.path], into: classes)
        #expect(kotlin.status == 0 && kotlin.output.isEmpty, "\(kotlin.output)")
        let realAPI = try AndroidRealAPITests.standIns(android)
        let real = try Kotlin.compile(linked.kotlin, classpath: realAPI + [classes.path], into: out.appendingPathComponent("real-classes"))
        #expect(real.status == 0 && real.output.isEmpty, "against the real Android API:\n\(real.output)")

        // And the single-activity app (the same packages: compiled on its own), its graph read back.
        let project = out.appendingPathComponent("android-navigation")
        let navigation = try android.link(project, package: Projection(outcome.analysis).androidPackage, name: "hostile-navigation")
        let navigationClasses = out.appendingPathComponent("navigation-classes")
        let navigationR = try runTool("javac", ["--release", "8", "-nowarn", "-d", navigationClasses.path] + navigation.r)
        #expect(navigationR.status == 0, "\(navigationR.output)")
        let fragments = try Kotlin.compile(navigation.kotlin, classpath: android.classpath + [navigationClasses.path], into: navigationClasses)
        #expect(fragments.status == 0 && fragments.output.isEmpty, "\(fragments.output)")
        let realFragments = try Kotlin.compile(navigation.kotlin, classpath: realAPI + [navigationClasses.path],
                                               into: out.appendingPathComponent("real-navigation-classes"))
        #expect(realFragments.status == 0 && realFragments.output.isEmpty, "against the real Android API:\n\(realFragments.output)")
        try AndroidNavigationAppTests.compareGraph(of: project, with: outcome.analysis)

        // And the Compose app, with the serialization plugin saving every key.
        let compose = out.appendingPathComponent("compose")
        let composeR = try android.link(compose, package: Projection(outcome.analysis).androidPackage, name: "hostile-compose").r
        let composeClasses = out.appendingPathComponent("compose-classes")
        let composeRClasses = try runTool("javac", ["--release", "8", "-nowarn", "-d", composeClasses.path] + composeR)
        #expect(composeRClasses.status == 0, "\(composeRClasses.output)")
        let composed = try Kotlin.compile(files(under: compose.appendingPathComponent("app/src"), withSuffix: ".kt"),
                                          classpath: try ComposeAppTests.classpath(android) + [composeClasses.path], into: composeClasses, kotlinx: true)
        #expect(composed.status == 0 && composed.output.isEmpty, "Compose:\n\(composed.output)")
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
        let (ios, android) = (Targets.named("ios")!, Targets.named("android")!)
        let controller = Projection(outcome.analysis).controller(outcome.design.screens[0], targets: [ios, android])
        #expect(controller.className(on: ios) == "ItemDetailViewController")
        #expect(controller.className(on: android) == "ItemDetailActivity")
        #expect(controller.lifecycle[0].name(on: ios) == "init(titleValue: String) + viewDidLoad()")
        #expect(controller.logic.map { $0.name(on: ios) } == ["open_()", "setView()"])

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

/// The design's class for a screen on each platform, as an import writes the app's own (a qualified Fragment's or
/// Activity's name, a view controller's): both Android targets, iOS and `export json` name it.
@Suite struct AppClassNameTests {
    @Test func theDesignsClassIsTheScreensClassOnEveryTarget() throws {
        let outcome = analysis(text: """
        screen coupons "Coupons" {
          ios { class "CouponListViewController" }
          android { class "com.woocommerce.android.ui.coupons.CouponListFragment" }
        }
        screen settings "Settings" { android { class "org.example.SettingsActivity" } }
        screen about "About" { android { class "AboutPage" } }
        navigation { start coupons  push coupons -> settings  push coupons -> about }
        """)
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let targets = ["ios", "android", "android-navigation"].map { Targets.named($0)! }
        let projection = Projection(outcome.analysis)
        func classes(_ id: String) -> [String] {
            projection.controller(outcome.design.screen(id)!, targets: targets).classes.sorted { $0.key < $1.key }.map(\.value)
        }
        // Sorted by target: android, android-navigation, ios.
        #expect(classes("coupons") == ["CouponListActivity", "CouponListFragment", "CouponListViewController"])
        // Any other name is the Activities target's; the single-activity target's Fragment keeps the id's name.
        #expect(classes("settings") == ["SettingsActivity", "SettingsFragment", "SettingsViewController"])
        #expect(classes("about") == ["AboutPage", "AboutFragment", "AboutViewController"])
        let names = Projection.names(of: outcome.design.screen("coupons")!)
        #expect([names.androidFragmentBase, names.androidFragmentArgs, names.androidFragmentDirections, names.fragmentLayout]
                == ["CouponListFragmentBase", "CouponListFragmentArgs", "CouponListFragmentDirections", "fragment_coupon_list"])

        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out, targets: ["ios", "android", "android-navigation"])
        let files = tree(out)
        #expect(files.contains("ios/Screens/CouponListViewController.swift"), "\(files)")
        #expect(files.contains { $0.hasSuffix("/screens/CouponListFragment.kt") }, "\(files)")
        #expect(files.contains { $0.hasSuffix("/screens/CouponListActivity.kt") }, "\(files)")
        #expect(files.contains { $0.hasSuffix("/screens/SettingsActivity.kt") }, "\(files)")
    }
}

/// The names kept between checks (`Projection.keptNames`) are the ones made afresh, whatever changed since: a screen's
/// kind, its classes, its id, screens added, removed (past twice as many, the kept ones start again) or reordered.
@Suite struct KeptScreenNamesTests {
    @Test func keptNamesAreTheNamesMadeAfresh() {
        var random = SystemRandomNumberGenerator()
        let kinds = ["", "kind tabs", "kind drawer", "kind list"]
        let classes = ["", "ios { class \"Shown\" }", "android { class \"ShownFragment\" }", "android { class \"Page\" } ios { class \"P\" }"]
        for _ in 0..<40 {
            let count = Int.random(in: 1...90, using: &random)
            let text = (0..<count).map { i in
                "screen S\(Int.random(in: 0...60, using: &random)) { \(kinds.randomElement(using: &random)!) \(classes.randomElement(using: &random)!) }"
            }.joined(separator: "\n") + "\nnavigation { start S\(0) }"
            let screens = analysis(text: text).design.screens
            #expect(Projection.keptNames(screens) == screens.map { Projection.names(of: $0) }, "\(text)")
        }
    }
}

/// The exported graph names the app's class only when it is one a Java app can have; a design's class with a quote,
/// a newline or a bidi control is no class, and the graph names the generated Fragment.
@Suite struct ExportedClassNameTests {
    @Test func onlyJavaClassNamesAreWrittenWhole() {
        let outcome = analysis(text: #"""
        screen a { android { class "com.example.ui.AFragment" } }
        screen b { android { class ".ui.BFragment" } }
        screen c { android { class "x.a\nb\"c\u{202E}Fragment" } }
        screen d { android { class "x.9Fragment" } }
        navigation { start a  push a -> b  push a -> c  push a -> d }
        """#)
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let xml = AndroidNavigationExport.write(outcome.analysis, adapter: Targets.named("android-navigation")!).xml
        #expect(xml.contains("android:name=\"com.example.ui.AFragment\"") && xml.contains("android:name=\".ui.BFragment\""), "\(xml)")
        let generated = Projection.names(of: outcome.design.screen("c")!).androidFragment
        #expect(!xml.contains("\u{202E}") && !xml.contains("x.9Fragment") && xml.contains("android:name=\"com.example.app.screens.\(generated)\""), "\(xml)")
    }
}

/// What a text input holds, from its kind and its name's words: every target spells it for autofill, password
/// managers and the keyboard.
@Suite struct TextContentTests {
    func content(_ name: String, _ kind: ElementKind = .textField) -> TextContent? {
        let nowhere = SourceRange(file: FileID(0), start: 0, end: 0)
        return TextContent.of(Element(name: name, kindRef: Ref(kind.rawValue, range: nowhere), kind: kind, range: nowhere))
    }

    @Test func namesSayWhatAFieldHolds() {
        #expect(content("password", .secureField) == .password)
        #expect(content("pin", .secureField) == .password, "a secure field holds a password whatever its name")
        #expect(content("username") == .username && content("userName") == .username && content("user_id") == .username)
        #expect(content("login") == .username)
        #expect(content("email") == .email && content("emailAddress") == .email && content("contactMail") == .email)
        #expect(content("phone") == .phone && content("mobileNumber") == .phone)
        #expect(content("website") == .url && content("homepageURL") == .url)
        #expect(content("title") == nil && content("userNotes") == nil && content("search") == nil, "free text")
        #expect(content("email", .label) == nil, "only text inputs")
    }
}

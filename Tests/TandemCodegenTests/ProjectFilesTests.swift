import Foundation
import TandemTargets
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
import TandemCodegen
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import Yams

/// The project files open in the platforms' tools: the Info.plist reads back through PropertyListSerialization,
/// the XcodeGen specs through a YAML parser, the Gradle files and manifests say what Android Studio needs.
@Suite struct ProjectFilesTests {
    func generated(_ example: String) throws -> (URL, Analysis) {
        let a = analysis(of: example)
        let out = try temporaryDirectory()
        try generate(a, into: out)
        return (out, a)
    }

    func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: appDesigns) func iosProject(_ example: String) throws {
        let (out, a) = try generated(example)
        defer { try? FileManager.default.removeItem(at: out) }
        let projection = Projection(a)

        let plistData = try Data(contentsOf: out.appendingPathComponent("ios/App/Info.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
        // The display name comes from tandem.yml alone (two sources of one key silently overwrite each other).
        #expect(plist["CFBundleDisplayName"] == nil)
        #expect((plist["UISupportedInterfaceOrientations~ipad"] as? [String])?.count == 4, "iPad multitasking needs every orientation")
        #expect(plist["UILaunchScreen"] is [String: Any])
        let scenes = (plist["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any]
        let role = (scenes?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        #expect(role?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")

        let spec = try #require(try Yams.load(yaml: text(out, "ios/project.yml")) as? [String: Any])
        #expect((spec["include"] as? [Any])?.contains { "\($0)" == "Generated/tandem.yml" } == true)
        let app = try #require((spec["targets"] as? [String: Any])?["App"] as? [String: Any])
        #expect(app["type"] as? String == "application" && app["platform"] as? String == "iOS")
        let sources = (app["sources"] as? [Any] ?? []).map { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String ?? "") }
        #expect(Set(sources) == ["App", "Generated", "Models", "Screens"])
        let generated = (app["sources"] as? [Any])?.compactMap { $0 as? [String: Any] }.first { $0["path"] as? String == "Generated" }
        #expect(generated?["excludes"] as? [String] == ["tandem.yml"], "the spec is not a resource of the app")
        let settings = ((app["settings"] as? [String: Any])?["base"] as? [String: Any]) ?? [:]
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] as? String == projection.iosBundleID)
        #expect(settings["INFOPLIST_FILE"] as? String == "App/Info.plist")
        #expect(((spec["settings"] as? [String: Any])?["base"] as? [String: Any])?["SWIFT_VERSION"] as? String == "6.0")

        let tandem = try #require(try Yams.load(yaml: text(out, "ios/Generated/tandem.yml")) as? [String: Any])
        let keys = ((((tandem["targets"] as? [String: Any])?["App"] as? [String: Any])?["settings"] as? [String: Any])?["base"] as? [String: Any]) ?? [:]
        #expect(keys["INFOPLIST_KEY_CFBundleDisplayName"] as? String == projection.appName)
        let usesMap = a.design.screens.contains { $0.elements.contains { $0.kind == .map } }
        #expect((keys["INFOPLIST_KEY_NSLocationWhenInUseUsageDescription"] != nil) == usesMap)
        // Debug builds define DEBUG, which the screen catalog needs; release builds carry no catalog.
        let debug = (((((tandem["targets"] as? [String: Any])?["App"] as? [String: Any])?["settings"] as? [String: Any])?["configs"] as? [String: Any])?["Debug"] as? [String: Any]) ?? [:]
        #expect(debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] as? String == "$(inherited) DEBUG")
        #expect(try text(out, "ios/Generated/ScreenCatalog.swift").contains("#if DEBUG\n"))

        for json in ["App/Assets.xcassets/Contents.json", "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
                     "App/Assets.xcassets/AccentColor.colorset/Contents.json"] {
            #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("ios/" + json))) is [String: Any])
        }
        // The app icon set names its image, and the image is one App Store validation takes: zlib inflates it,
        // 1024 x 1024, opaque RGB.
        try generate(a, into: out, targets: ["swiftui"])
        for target in ["ios", "swiftui"] {
            let set = out.appendingPathComponent("\(target)/App/Assets.xcassets/AppIcon.appiconset")
            let contents = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("Contents.json"))) as? [String: Any])
            let images = contents["images"] as? [[String: Any]] ?? []
            #expect(images.count == 1 && images[0]["filename"] as? String == "AppIcon.png" && images[0]["size"] as? String == "1024x1024")
            let icon = try runProcess("/usr/bin/env", ["python3", repositoryRoot.appendingPathComponent("scripts/check-app-icon.py").path,
                                                       set.appendingPathComponent("AppIcon.png").path], timeout: 60)
            #expect(icon.status == 0 && icon.stdout == "ok\n", "\(target): \(icon.stdout)")
        }
    }

    @Test(arguments: appDesigns) func androidProject(_ example: String) throws {
        let (out, a) = try generated(example)
        defer { try? FileManager.default.removeItem(at: out) }
        let projection = Projection(a)
        let package = projection.androidPackage

        let settings = try text(out, "android/settings.gradle.kts")
        #expect(settings.contains(#"include(":app", ":tandem")"#))
        let appBuild = try text(out, "android/app/build.gradle.kts")
        #expect(appBuild.contains("namespace = \"\(package)\"") && appBuild.contains("applicationId = \"\(package)\""))
        #expect(appBuild.contains("implementation(project(\":tandem\"))"))
        let tandemBuild = try text(out, "android/tandem/build.gradle.kts")
        #expect(tandemBuild.contains("namespace = \"\(package).tandem\""))
        let kinds = Set(a.design.screens.flatMap { $0.elements.compactMap(\.kind) })
        #expect(tandemBuild.contains("play-services-maps") == kinds.contains(.map))
        #expect(tandemBuild.contains("recyclerview") == kinds.contains(.list))
        #expect(try text(out, "android/gradle.properties").contains("android.useAndroidX=true"))

        // AGP 8: no package attribute; the app's manifest has the theme, icon and name, the tandem module's the activities.
        let appManifest = try XMLDocument(contentsOf: out.appendingPathComponent("android/app/src/main/AndroidManifest.xml"))
        #expect(try appManifest.nodes(forXPath: "/manifest/@package").isEmpty)
        let application = try #require(try appManifest.nodes(forXPath: "/manifest/application").first as? XMLElement)
        #expect(application.attribute(forName: "android:theme")?.stringValue == "@style/Theme.App")
        #expect(application.attribute(forName: "android:label")?.stringValue == "@string/app_name")
        #expect(application.attribute(forName: "android:icon")?.stringValue == "@mipmap/ic_launcher")

        let manifest = try XMLDocument(contentsOf: out.appendingPathComponent("android/tandem/src/main/AndroidManifest.xml"))
        #expect(try manifest.nodes(forXPath: "/manifest/@package").isEmpty)
        let activities = try manifest.nodes(forXPath: "//activity/@*[local-name()='name']").compactMap(\.stringValue)
        // One activity per class: screens that share one are declared once.
        var classes: [String] = []
        // (An embedded screen or a split view's pane is a Fragment of that screen's activity, not an activity.)
        for screen in a.design.screens where Projection(a).androidParent(of: screen.id) == nil && !classes.contains(Projection.names(of: screen).androidClass) {
            classes.append(Projection.names(of: screen).androidClass)
        }
        #expect(activities == classes.map { package + ".screens." + $0 })
        let launcher = try manifest.nodes(forXPath: "//activity[intent-filter/category/@*[local-name()='name']='android.intent.category.LAUNCHER']/@*[local-name()='name']")
        #expect(launcher.compactMap(\.stringValue) == [package + ".screens." + Projection.names(of: a.design.startScreen!).androidClass])
        let permissions = Set(try manifest.nodes(forXPath: "//uses-permission/@*[local-name()='name']").compactMap(\.stringValue))
        #expect(permissions.contains("android.permission.ACCESS_FINE_LOCATION") == kinds.contains(.map))

        // Every user-visible text is a string resource: no layout carries literal text.
        let strings = try XMLDocument(contentsOf: out.appendingPathComponent("android/tandem/src/main/res/values/strings.xml"))
        let names = Set(try strings.nodes(forXPath: "//string/@name").compactMap(\.stringValue))
        for screen in a.design.screens { #expect(names.contains(Projection.titleString(of: screen))) }
        for layout in tree(out.appendingPathComponent("android/tandem/src/main/res/layout")) {
            let xml = try XMLDocument(contentsOf: out.appendingPathComponent("android/tandem/src/main/res/layout/" + layout))
            let texts = try xml.nodes(forXPath: "//@*[local-name()='text' or local-name()='hint' or local-name()='contentDescription']")
            #expect(texts.allSatisfy { $0.stringValue?.hasPrefix("@string/") == true }, "\(layout) has literal text")
        }
    }
}

/// Every app has the same screens, sections and method names (UIKit, SwiftUI screen models, Activities, Fragments): every unified member, navigation method and
/// result handler is declared on both platforms, and neither declares a method the other lacks unless it is a
/// platform hook.
@Suite struct ParityTests {
    /// A drawer's split view shows an item and answers its delegate on iOS; Android's drawer opens items by menu id
    /// (`openTab`), and its action bar button and listeners are Android's own. A split view's screen places its panes'
    /// Fragments on Android (`showList`, `connectPanes`, `showDetail`, `closeDetail`; the single-activity host asks it
    /// to `navigateUp` first); iOS's split view controller does that itself. On iOS a sheet pauses the screen that opens it
    /// (`presentSheet`: Android pauses it itself) and a container restores its stacks after the process was killed
    /// (`restoreStacks`: Android's FragmentManager does). Android fills its bound views with their listeners quiet
    /// (`bind`): a View calls its listener for a change made in code too, a UIKit control only for the user's.
    static let iosOnly: Set = ["viewDidLoad", "viewWillAppear", "viewWillDisappear", "viewDidLayoutSubviews", "init", "observeScene", "stopObservingScene", "presentSheet", "restoreStacks", "showItem", "splitViewController"]
    static let androidOnly: Set = ["onCreate", "onStart", "onResume", "onPause", "onStop", "onDestroy", "onLowMemory",
                                   "onSaveInstanceState", "onSupportNavigateUp", "getExtras", "openTab", "intent", "arguments",
                                   "showUserLocation", "describeContents", "writeToParcel", "createFromParcel", "newArray",
                                   "getItemCount", "onCreateViewHolder", "onBindViewHolder", "beforeTextChanged",
                                   "onTextChanged", "afterTextChanged", "onItemSelected", "onNothingSelected",
                                   "onProgressChanged", "onStartTrackingTouch", "onStopTrackingTouch", "handleOnBackPressed", "doUpdateVisitedHistory",
                                   "onNewIntent", "linkArgs", "receiveUnwound", "onOptionsItemSelected", "onDrawerOpened", "onDrawerClosed", "onPostCreate",
                                   "showList", "connectPanes", "showDetail", "closeDetail", "navigateUp", "bind"]
    /// SwiftUI's views are the Interface, so the screen model has no `setConnections()` or `setOnClickListeners()`;
    /// its lifecycle hooks are declared once, by `ScreenModel` (Navigation.swift), which every screen model extends
    /// (`awaitUnwinds()` among them: where a model waits for the results of an unwind).
    /// A split view's model takes the detail its list opens (`showDetail`; UIKit does it in the list's push), and a
    /// drawer's keeps each item's stack (`navigator(forItem:)`; UIKit's split view controller keeps them itself).
    /// A root tab bar or drawer selects the item a deep link names (`selectItem`, registering as it first appears).
    static let swiftUIOnly: Set = ["init", "awaitUnwinds", "showDetail", "navigator", "selectItem", "viewAppeared"]
    /// The Fragment lifecycle, and the Safe Args style classes in the same file.
    static let fragmentsOnly = androidOnly.union(["onCreateView", "onViewCreated", "onDestroyView", "getArgs", "toBundle", "fromBundle", "saveMaps", "onViewStateRestored"])
    /// A container's ViewModel shows one item at a time (`selectItem`, as SwiftUI's); a ViewModel made again after
    /// process death receives what was handed to it meanwhile (`receiveWaiting`, ScreenViewModel's hook).
    static let composeOnly: Set = ["selectItem", "receiveWaiting"]
    static let lifecycleHooks: Set = ["create", "resume", "pause"]
    static let notOnSwiftUI: Set = ["setConnections", "setOnClickListeners"]

    func declared(_ source: String, keyword: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "\\b\(keyword) ([A-Za-z_][A-Za-z0-9_]*)\\s*\\(")
        let range = NSRange(source.startIndex..., in: source)
        return Set(pattern.matches(in: source, range: range).compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } })
    }

    @Test(arguments: appDesigns) func bothPlatformsDeclareTheSameMethods(_ example: String) throws {
        let a = analysis(of: example)
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(a, into: out, targets: ["ios", "android", "swiftui", "android-navigation", "compose"])
        let projection = Projection(a)
        let composeTarget = try #require(Targets.named("compose"))
        let package = projection.androidPackage.split(separator: ".").joined(separator: "/")
        for screen in a.design.screens {
            let names = Projection.names(of: screen)
            let swift = try String(contentsOf: out.appendingPathComponent("ios/Generated/Screens/\(names.iosBaseClass).swift"), encoding: .utf8)
            // An embedded screen or a pane is a Fragment in the Activities app too.
            let embedded = projection.androidParent(of: screen.id) != nil
            let kotlin = try String(contentsOf: out.appendingPathComponent("android/app/src/main/java/\(package)/tandem/screens/\(embedded ? names.androidFragmentBase : names.androidBaseClass).kt"), encoding: .utf8)
            let ios = declared(swift, keyword: "func").subtracting(Self.iosOnly)
            let android = declared(kotlin, keyword: "fun").subtracting(embedded ? Self.fragmentsOnly : Self.androidOnly)
            let fragment = try String(contentsOf: out.appendingPathComponent("android-navigation/app/src/main/java/\(package)/tandem/screens/\(names.androidFragmentBase).kt"), encoding: .utf8)
            let fragments = declared(fragment, keyword: "fun").subtracting(Self.fragmentsOnly)
            let model = try String(contentsOf: out.appendingPathComponent("swiftui/Generated/ScreenModels/\(names.swiftUIModelBase).swift"), encoding: .utf8)
            let core = try String(contentsOf: out.appendingPathComponent("swiftui/Generated/Navigation.swift"), encoding: .utf8)
            #expect(Self.lifecycleHooks.isSubset(of: declared(core, keyword: "func")))
            #expect(model.contains(": ScreenModel {") || model.contains(": ScreenModel, "), "\(names.swiftUIModelBase) extends ScreenModel")
            let swiftUI = declared(model, keyword: "func").subtracting(Self.swiftUIOnly).union(Self.lifecycleHooks)

            let controller = projection.controller(screen, targets: Targets.bundled)
            var expected = Set((controller.interface + controller.logic).compactMap { m in
                m.unified.firstIndex(of: "(").map { String(m.unified[..<$0]) }
            })
            expected.formUnion(["create", "resume", "pause"])
            // Its own transitions and its copies of those from any screen.
            for t in a.transitions(from: screen.id) where a.design.screen(t.target.name) != nil {
                expected.insert(projection.methodName(t))
            }
            #expect(expected.isSubset(of: ios), "\(screen.id): iOS lacks \(expected.subtracting(ios).sorted())")
            #expect(expected.isSubset(of: android), "\(screen.id): Android lacks \(expected.subtracting(android).sorted())")
            #expect(ios == android, "\(screen.id): only on iOS \(ios.subtracting(android).sorted()), only on Android \(android.subtracting(ios).sorted())")
            #expect(fragments == android, "\(screen.id): only on Fragments \(fragments.subtracting(android).sorted()), only on Activities \(android.subtracting(fragments).sorted())")
            let withoutViews = android.subtracting(Self.notOnSwiftUI)
            #expect(swiftUI == withoutViews, "\(screen.id): only on SwiftUI \(swiftUI.subtracting(withoutViews).sorted()), missing on SwiftUI \(withoutViews.subtracting(swiftUI).sorted())")
            // Compose: the ViewModel's, with the hooks ScreenViewModel (Components.kt) declares once for every screen.
            let viewModel = try String(contentsOf: out.appendingPathComponent("compose/app/src/main/java/\(package)/tandem/screens/\(composeTarget.classes(of: screen, in: projection).base).kt"), encoding: .utf8)
            let compose = declared(viewModel, keyword: "fun").subtracting(Self.composeOnly).union(Self.lifecycleHooks).union(["setView"])
            #expect(compose == withoutViews, "\(screen.id): only on Compose \(compose.subtracting(withoutViews).sorted()), missing on Compose \(withoutViews.subtracting(compose).sorted())")
        }
    }
}

/// WCAG 2's contrast of every colour Tandem generates against what it is drawn on, in light and in dark mode: 4.5:1,
/// what text needs (tinted buttons and links are text).
@Suite struct ContrastTests {
    static func luminance(_ rgb: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }

    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static func hex(_ value: UInt32) -> (Double, Double, Double) {
        (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// UIKit's and SwiftUI's backgrounds a tinted control sits on: system, secondary and tertiary (grouped forms),
    /// per appearance (Apple's Human Interface Guidelines, "Color").
    static let iosBackgrounds: [String: [UInt32]] = ["light": [0xFFFFFF, 0xF2F2F7], "dark": [0x000000, 0x1C1C1E, 0x2C2C2E]]

    @Test func theAccentColourReadsInBothAppearances() throws {
        let files = try CodeGeneration.files(for: analysis(of: "nps-muster"), targets: ["ios", "swiftui"], templates: CodeGeneration.templateSet(overrides: nil))
        let assets = files.filter { $0.path.hasSuffix("AccentColor.colorset/Contents.json") }
        #expect(assets.count == 2)
        for asset in assets {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(asset.contents.utf8)) as? [String: Any])
            let colors = try #require(json["colors"] as? [[String: Any]])
            var seen: [String] = []
            for entry in colors {
                let appearance = ((entry["appearances"] as? [[String: String]])?.first { $0["appearance"] == "luminosity" }?["value"]) ?? "light"
                let components = try #require((entry["color"] as? [String: Any])?["components"] as? [String: String])
                let rgb = (Double(components["red"] ?? "") ?? -1, Double(components["green"] ?? "") ?? -1, Double(components["blue"] ?? "") ?? -1)
                for background in try #require(Self.iosBackgrounds[appearance]) {
                    let ratio = Self.contrast(rgb, Self.hex(background))
                    #expect(ratio >= 4.5, "\(asset.path), \(appearance): \(ratio) against \(String(background, radix: 16))")
                }
                seen.append(appearance)
            }
            #expect(seen.sorted() == ["dark", "light"], "\(asset.path): a colour for each appearance")
        }
    }

    @Test func composeSchemesReadInBothAppearances() throws {
        let files = try CodeGeneration.files(for: analysis(of: "nps-muster"), targets: ["compose"], templates: CodeGeneration.templateSet(overrides: nil))
        let theme = try #require(files.first { $0.path.hasSuffix("/Theme.kt") }).contents
        for scheme in ["LightColors", "DarkColors"] {
            let body = try #require(theme.components(separatedBy: "private val \(scheme) = ").dropFirst().first?.components(separatedBy: ")\n\n").first)
            var colors: [String: UInt32] = [:]
            for line in body.split(separator: "\n") {
                let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " = Color(0xFF")
                guard parts.count == 2, let value = UInt32(parts[1].prefix(6), radix: 16) else { continue }
                colors[parts[0]] = value
            }
            let pairs = [("primary", "background"), ("primary", "surface"), ("onPrimary", "primary"), ("secondary", "background")]
            for (foreground, background) in pairs {
                let f = try #require(colors[foreground], "\(scheme).\(foreground)"), b = try #require(colors[background], "\(scheme).\(background)")
                let ratio = Self.contrast(Self.hex(f), Self.hex(b))
                #expect(ratio >= 4.5, "\(scheme): \(foreground) on \(background) is \(ratio):1")
            }
        }
    }
}

/// A list's rows show their model's title until the team's code says otherwise: the property named as a title is,
/// else the first text property; the item as text only when the model has none. The same on every target.
@Suite struct RowTextTests {
    @Test func aRowShowsItsModelsTitle() throws {
        let cases: [(properties: String, swift: String, kotlin: String)] = [
            ("id: Int  subtitle: String?  name: String", "item.name", "item.name"),
            ("count: Int  summary: String?", "item.summary ?? \"\"", "item.summary.orEmpty()"),
            ("count: Int", "String(describing: item)", "item.toString()"),
        ]
        for c in cases {
            let outcome = analysis(text: """
            requirement R1
            task T1 { satisfies R1 }
            model Item { \(c.properties) }
            screen Items { kind list  tasks T1  element items: list -> open  action open(item: Item) }
            navigation { start Items }
            """)
            #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            try generate(outcome.analysis, into: out, targets: ["swiftui", "compose"])
            let swift = try String(contentsOf: out.appendingPathComponent("swiftui/Generated/ScreenModels/ItemsModelBase.swift"), encoding: .utf8)
            #expect(swift.contains("-> String {\n        \(c.swift)\n    }"), "\(c.properties):\n\(swift)")
            let kotlin = try tree(out).first { $0.hasSuffix("ItemsViewModelBase.kt") }.map { try String(contentsOf: out.appendingPathComponent($0), encoding: .utf8) } ?? ""
            #expect(kotlin.contains("): String = \(c.kotlin)\n"), "\(c.properties):\n\(kotlin)")
        }
    }
}

/// A UI test written once against the design finds each control by its element id on every target: UIKit's and
/// SwiftUI's accessibility identifier, the Android view's resource id (both View targets), Compose's test tag (exposed
/// as a resource id).
@Suite struct IdentifierParityTests {
    @Test(arguments: appDesigns) func everyElementHasItsDesignIDOnEveryTarget(_ example: String) throws {
        let a = analysis(of: example)
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(a, into: out, targets: ["ios", "swiftui", "android", "android-navigation", "compose"])
        let projection = Projection(a)
        func read(_ path: String) throws -> String { try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8) }
        let compose = files(under: out.appendingPathComponent("compose"), withSuffix: "Content.kt")
        var checked = 0
        for screen in a.design.screens where projection.androidParent(of: screen.id) == nil {
            let names = Projection.names(of: screen)
            let ios = try read("ios/Generated/Screens/\(names.iosBaseClass).swift")
            let swiftUI = try read("swiftui/Generated/Views/\(names.swiftUIInterface).swift")
            let activity = try? read("android/tandem/src/main/res/layout/\(names.layout).xml")
            let fragment = try? read("android-navigation/tandem/src/main/res/layout/\(names.fragmentLayout).xml")
            let content = try compose.first { $0.hasSuffix("/\(Naming.typeName(Projection.baseName(screen.id)))Content.kt") }.map { try String(contentsOfFile: $0, encoding: .utf8) }
            for element in screen.elements {
                let id = element.name
                #expect(ios.contains(".accessibilityIdentifier = \"\(id)\""), "\(example) \(screen.id).\(id): UIKit")
                #expect(swiftUI.contains(".accessibilityIdentifier(\"\(id)\")"), "\(example) \(screen.id).\(id): SwiftUI")
                #expect(content?.contains("testTag(\"\(id)\")") == true, "\(example) \(screen.id).\(id): Compose")
                // A name no resource can have keeps the view property's (`login_button`).
                guard Projection.elementID(element) == id else { continue }
                for (target, layout) in [("android", activity), ("android-navigation", fragment)] where layout != nil {
                    #expect(layout!.contains("android:id=\"@+id/\(id)\""), "\(example) \(screen.id).\(id): \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }
}

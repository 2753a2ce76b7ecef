import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// The platform projection: every name a design item gets on each platform, and which native view each element
/// becomes, decided here once. Code generation, the `controllers` / `platforms` diagrams, the HTML report, the diff
/// and the name-collision check all read it, so a screen is called the same everywhere.
///
/// Names are valid in Swift, Kotlin and Java at once (keywords avoided without escaping), so one template context
/// serves every target.
public struct Projection: Sendable {
    public let analysis: Analysis
    public var design: Design { analysis.design }

    public init(_ analysis: Analysis) {
        self.analysis = analysis
    }

    // MARK: - App

    public var appName: String { design.app?.name ?? "App" }
    public var iosBundleID: String { design.app?.iosBundleID ?? "com.example.app" }

    /// The Android package (the app module's namespace): the design's, each segment made a lower-case Java
    /// identifier.
    public var androidPackage: String {
        let raw = design.app?.androidPackage ?? "com.example.app"
        let segments = raw.split(separator: ".").map { segment -> String in
            let name = Naming.identifierCharacters(String(segment), upperFirst: false).lowercased()
            return Naming.allKeywords.contains(name) ? name + "_" : name
        }
        return segments.isEmpty ? "com.example.app" : segments.joined(separator: ".")
    }

    // MARK: - Screens

    /// A screen's classes and files on each platform.
    public struct ScreenNames: Hashable, Sendable {
        /// The user-owned subclass (`LoginViewController`) and the generated base it extends.
        public var iosClass: String
        public var iosBaseClass: String
        public var androidClass: String
        public var androidBaseClass: String
        /// The Fragment a single-activity app shows for it (a navigation graph's destination): the user-owned
        /// subclass, its generated base, the Safe Args style classes reading its arguments and opening the screens it
        /// leads to, its layout and its id in the navigation graph.
        public var androidFragment: String
        public var androidFragmentBase: String
        public var androidFragmentArgs: String
        public var androidFragmentDirections: String
        public var fragmentLayout: String
        public var destinationID: String
        /// The Android layout resource (`activity_login`).
        public var layout: String
        /// SwiftUI: the screen model (user-owned subclass of the generated base), the generated view of its
        /// elements, the user-owned view that shows it, and the case of the route enum that opens it.
        public var swiftUIModel: String
        public var swiftUIModelBase: String
        public var swiftUIInterface: String
        public var swiftUIView: String
        public var routeCase: String
    }

    /// `LoginScreen` → `LoginViewController` / `LoginActivity`; a tab container is a `…TabBarController`, a drawer
    /// a `…SplitViewController` (iOS shows a drawer as a sidebar); the
    /// design's `ios { class "…" }` / `android { class "…" }` win.
    public static func names(of screen: Screen) -> ScreenNames {
        names(id: screen.id, kind: screen.kind, platformNotes: screen.platformNotes)
    }

    /// A screen's names from the three things they depend on (a caller going through many screens reads these in
    /// place instead of copying each screen).
    public static func names(id: String, kind: ScreenKind?, platformNotes: [PlatformNotes]) -> ScreenNames {
        let stemOfID = baseName(id)
        let base = Naming.typeName(stemOfID)
        let ios = className(platformNotes, on: .ios)
            ?? base + (kind == .tabs ? "TabBarController" : kind == .drawer || kind == .split ? "SplitViewController" : "ViewController")
        let (android, fragment) = androidClasses(base: base, platformNotes: platformNotes)
        let fragmentStem = suffixed(fragment, "Fragment") ?? fragment
        return ScreenNames(iosClass: ios, iosBaseClass: ios + "Base", androidClass: android, androidBaseClass: android + "Base",
                           androidFragment: fragment, androidFragmentBase: fragment + "Base",
                           androidFragmentArgs: fragment + "Args", androidFragmentDirections: fragment + "Directions",
                           fragmentLayout: "fragment_" + Naming.snakeCase(fragmentStem), destinationID: destinationID(id: id),
                           layout: "activity_" + resourceStem(ofActivity: android),
                           swiftUIModel: base + "Model", swiftUIModelBase: base + "ModelBase",
                           swiftUIInterface: base + "Interface", swiftUIView: base + "View",
                           routeCase: avoiding(reservedRouteMembers, Naming.memberName(stemOfID), suffix: "Screen"))
    }

    /// A screen's Android classes, the Activities target's and the single-activity target's, from the design's: a
    /// Fragment's name (`CouponListFragment`) is the single-activity target's class and `CouponListActivity` the
    /// Activities target's; any other name is the Activities target's, and the Fragment keeps the id's name (`base`).
    static func androidClasses(base: String, platformNotes: [PlatformNotes]) -> (activity: String, fragment: String) {
        let named = className(platformNotes, on: .android)
        let namedFragment = named.flatMap { suffixed($0, "Fragment") }
        return (namedFragment.map { $0 + "Activity" } ?? named ?? base + "Activity", namedFragment.map { $0 + "Fragment" } ?? base + "Fragment")
    }

    /// The stem of the resources named after an Android activity class, its layout's among them: LoginActivity → login
    /// (activity_login).
    static func resourceStem(ofActivity activity: String) -> String { Naming.snakeCase(suffixed(activity, "Activity") ?? activity) }

    /// Every screen's names, as `names(id:kind:platformNotes:)` makes them, each kept for the next call while its id,
    /// kind and classes stay the same: the language server checks a design again after every keystroke, and making
    /// every screen's sixteen names again was a fifth of the check of a screen typed (6,250 screens).
    /// With the analysis' `lineage`, the screens it kept from the last analysis are given the names they were given then.
    public static func keptNames(_ screens: [Screen], lineage: ScreensLineage? = nil) -> [ScreenNames] {
        func byID(_ range: Range<Int>) -> [ScreenNames] {
            keptScreenNames.access(count: screens.count) { byID in
                range.map { i in
                    let key = NamesKey(kind: screens[i].kind, notes: screens[i].platformNotes)
                    if let hit = byID[screens[i].id], hit.key == key { return hit.names }
                    let made = names(id: screens[i].id, kind: screens[i].kind, platformNotes: screens[i].platformNotes)
                    byID[screens[i].id] = (key, made)
                    return made
                }
            }
        }
        return namesByScreen.values(lineage, count: screens.count, byID)
    }

    private static let keptScreenNames = KeptByID<(key: NamesKey, names: ScreenNames)>()
    private static let namesByScreen = KeptByScreen<ScreenNames>()

    /// What a screen's names depend on besides its id: its kind and the classes its platform notes name.
    private struct NamesKey: Equatable {
        var kind: ScreenKind?, ios: String?, android: String?
        init(kind: ScreenKind?, notes: [PlatformNotes]) {
            self.kind = kind
            if !notes.isEmpty { (ios, android) = (notes.notes(for: .ios)?.className, notes.notes(for: .android)?.className) }
        }
    }

    /// The class a screen's `ios { class "…" }` / `android { class "…" }` names, as a type name; nil when it names none.
    /// A qualified name (`com.example.ui.LoginFragment`, as an import writes the app's class) names its last part: the
    /// generated code puts it in the app's package, an export writes it whole.
    static func className(_ notes: [PlatformNotes], on platform: Platform) -> String? {
        notes.notes(for: platform)?.className.map { Naming.typeName(String($0.split(separator: ".").last ?? Substring($0))) }
    }

    /// `LoginFragment` → `Login` for the suffix `Fragment`; nil when the name does not end with it (or is only it).
    static func suffixed(_ name: String, _ suffix: String) -> String? {
        name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : nil
    }

    /// Screens that name the same class on a platform (`ios { class "NoteEditor" }` on both) share it: one class is
    /// generated, from the first of them. Screen id → the first screen naming its class, for every later one.
    public static func sharedClasses(_ design: Design, on platform: Platform) -> [String: String] {
        var first: [String: String] = [:], shared: [String: String] = [:]
        // Stored fields read in place: a loop's copy of each screen, or a method called on it, would retain all its parts.
        for index in design.screens.indices {
            guard let name = className(design.screens[index].platformNotes, on: platform) else { continue }
            let id = design.screens[index].id
            if let owner = first[name] { shared[id] = owner } else { first[name] = id }
        }
        return shared
    }

    /// What one class behind several screens must do alike, one line per fact (kind, title, inputs, results, elements,
    /// actions, hooks, models, every way out and the ways in that need code of their own): screens that share a class
    /// must give the same lines, because the class is generated once.
    public func classInterface(of screen: Screen) -> [String] {
        let design = analysis.design
        func fields(_ f: [Field]) -> String { f.map { "\($0.name): \($0.type.description)" + ($0.defaultValue.map { " = \($0)" } ?? "") }.joined(separator: ", ") }
        var lines = ["kind \(screen.kind?.rawValue ?? "plain")", "title \"\(screen.title)\""]
        if !screen.inputs.isEmpty { lines.append("inputs " + fields(screen.inputs)) }
        if !screen.results.isEmpty { lines.append("returns " + fields(screen.results)) }
        for e in screen.elements {
            lines.append("element \(e.name): \(e.kindRef.name)" + (e.label.map { " \"\($0)\"" } ?? "") + (e.action.map { " -> \($0.name)" } ?? "")
                         + (e.binding.isEmpty ? "" : " bind " + e.binding.map(\.name).joined(separator: ".")))
        }
        for a in screen.actions { lines.append("action \(a.name)(\(fields(a.parameters)))") }
        if !screen.lifecycle.isEmpty { lines.append("lifecycle " + screen.lifecycle.map(\.rawValue).joined(separator: ", ")) }
        if !screen.observes.isEmpty { lines.append("observes " + screen.observes.map(\.name).joined(separator: ", ")) }
        if design.startScreen?.id == screen.id { lines.append("the start screen") }
        for t in analysis.transitions(from: screen.id) {
            var line = "\(t.style.rawValue) -> \(t.target.name)" + (t.action.map { " on \($0.name)" } ?? "")
            if !t.data.isEmpty { line += " (\(fields(t.data)))" }
            if let p = t.presentation { line += " as \(p.rawValue)" }
            if let c = t.clear { line += " clear \(c.inclusive ? "through" : "to") \(c.screen.name)" }
            lines.append(line)
        }
        for b in design.backs where b.source.name == screen.id {
            lines.append("\(b.kind.rawValue)" + (b.target.map { " -> \($0.name)" } ?? "") + (b.action.map { " on \($0.name)" } ?? ""))
        }
        for group in design.tabGroups {
            if let index = group.children.firstIndex(where: { $0.name == screen.id }) {
                lines.append("\(group.style.childNoun) \(index + 1) of \(group.container.name)")
            }
        }
        let incoming = analysis.transitions(into: screen.id)
        if incoming.contains(where: { $0.style == .modal }) { lines.append("presented modally") }
        if incoming.contains(where: { $0.style == .push }) { lines.append("pushed") }
        for b in design.backs where b.target?.name == screen.id { lines.append("unwound to from \(b.source.name)") }
        for t in design.transitions + design.globalTransitions where t.clear?.screen.name == screen.id {
            lines.append("cleared to by \(t.sourceText) -> \(t.target.name)")
        }
        for link in design.deepLinks where link.target.name == screen.id { lines.append("deeplink \"\(link.pattern.text)\"") }
        return lines
    }

    /// A screen's id in a Jetpack Navigation graph (`@id/Login`): the design's id where it is a valid resource and Java
    /// name, so an imported graph exports back with its own ids; otherwise one derived from the class stem.
    public static func destinationID(of screen: Screen) -> String { destinationID(id: screen.id) }
    static func destinationID(id: String) -> String { resourceID(id, else: "screen_") }

    /// A group's id in a Jetpack Navigation graph (`@id/Onboarding`), derived as a screen's.
    public static func graphID(of group: ScreenGroup) -> String { resourceID(group.name.name, else: "graph_") }

    /// `name` where it is a valid resource and Java and Kotlin name, else `prefix` + one from its class stem.
    static func resourceID(_ name: String, else prefix: String) -> String {
        isResourceName(name) ? name : prefix + Naming.snakeCase(Naming.typeName(baseName(name)))
    }

    /// `name` can be a resource's and a Java and Kotlin name: ASCII letters, digits and `_`, no digit first, no keyword.
    static func isResourceName(_ name: String) -> Bool {
        let ascii = name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x5F }
        return ascii && !(name.first?.isNumber ?? true) && !Language.java.keywords.contains(name) && !Language.kotlin.keywords.contains(name)
    }

    /// How a Jetpack Navigation graph holds the design's groups: each nests as a `<navigation>` graph of its own when
    /// every way in from outside enters at its start (Navigation finds a nested graph's destinations only from inside
    /// it; from outside, an action goes to the graph, which opens its start). A group stays flat (its screens
    /// destinations of the root graph) when it holds a tab or a tab container (the bottom navigation selects
    /// destinations of the root graph), when its screens are undeclared or in an earlier group, when its id is
    /// another destination's (TD316 and TD501 report those), or when a way in enters elsewhere; `flat` says why.
    public struct GroupNesting: Sendable {
        public var nested: [ScreenGroup] = []
        public var flat: [(group: String, reason: String)] = []
    }

    public var groupNesting: GroupNesting {
        var claimed = Set<String>()
        var ids = Set(design.screens.map(Self.destinationID(of:)))
        let tabScreens = Set(design.tabGroups.flatMap { [$0.container.name] + $0.children.map(\.name) })
        var nesting = GroupNesting()
        for group in design.groups {
            let members = Set(group.members.map(\.name))
            defer { claimed.formUnion(members) }
            let name = group.name.name
            func flat(_ reason: String) { nesting.flat.append((name, reason)) }
            guard let start = group.start?.name, members.contains(start), members.allSatisfy({ design.screenIndex[$0] != nil }) else {
                flat("it has no start among declared screens"); continue
            }
            guard claimed.isDisjoint(with: members) else { flat("a screen of it is in an earlier group"); continue }
            if let tab = group.members.first(where: { tabScreens.contains($0.name) }) { flat("\(tab.name) shows the bottom navigation"); continue }
            guard ids.insert(Self.graphID(of: group)).inserted else { flat("its id \(Self.graphID(of: group)) is another destination's"); continue }
            if let appStart = design.startScreen?.id, members.contains(appStart), appStart != start {
                flat("the app starts at \(appStart), not at its start \(start)"); continue
            }
            // Own transitions from outside; from any screen (some screen outside takes it, unless it is this group's own).
            var entry: Transition?
            for member in group.members.map(\.name) where member != start && entry == nil {
                entry = analysis.transitions(into: member).first { t in
                    t.fromAnyScreen ? t.scope?.name != name : !members.contains(t.source.name)
                }
            }
            if let entry {
                flat("\(entry.style.rawValue) \(entry.sourceText) -> \(entry.target.name) enters it at \(entry.target.name), not at its start \(start)")
                continue
            }
            nesting.nested.append(group)
        }
        return nesting
    }

    /// A Jetpack Navigation destination is a dialog when every way into it is modal and none full screen (and it is
    /// neither a tab nor a tab container, which show the bottom navigation), or when nothing in the design leads to
    /// it (the app opens it from code) and its Android class names a dialog: the export and the android-navigation
    /// target agree.
    public static func isDialogDestination(_ screen: Screen, in analysis: Analysis) -> Bool {
        let design = analysis.design
        guard !screen.isContainer, !design.tabGroups.contains(where: { $0.children.contains { $0.name == screen.id } }) else { return false }
        let incoming = analysis.transitions(into: screen.id)
        if incoming.isEmpty { return className(screen.platformNotes, on: .android).map(namesADialog) ?? false }
        return incoming.allSatisfy { $0.style == .modal && $0.presentation != .fullScreen }
    }

    /// A class named as Android names its dialogs (`RefundAmountDialog`, `…DialogFragment`, `…BottomSheet`,
    /// `…BottomSheetFragment`), qualified or not: what a `<dialog>` destination nothing leads to is known by.
    public static func namesADialog(_ className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return ["Dialog", "DialogFragment", "BottomSheet", "BottomSheetFragment"].contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// A dialog destination (above) every way into which asks `as bottomSheet`: it floats in a bottom sheet.
    public static func isBottomSheetDestination(_ screen: Screen, in analysis: Analysis) -> Bool {
        isDialogDestination(screen, in: analysis) && analysis.transitions(into: screen.id).allSatisfy { $0.presentation == .bottomSheet }
    }

    /// The single-activity app's host Activity (user-owned) and its generated base.
    public static let hostActivity = "MainActivity"
    public static let hostActivityBase = "MainActivityBase"
    /// The app bar of a drawer item's activity, inside its DrawerLayout (the window has none: tandem_themes.xml).
    public static let drawerToolbarID = "tandem_toolbar"
    /// The Fragment a split view's detail pane shows before its list opens anything (TandemSupport.kt declares it).
    public static let nothingSelectedFragment = "NothingSelectedFragment"

    /// `LoginScreen` → `Login`, so the classes read `LoginViewController` and `LoginActivity`.
    public static func baseName(_ id: String) -> String {
        if id.hasSuffix("Screen"), id.count > "Screen".count { return String(id.dropLast("Screen".count)) }
        return id
    }

    /// Names the platform base classes already use (UIViewController, Activity, Any/Object) or the generated
    /// controllers declare; a screen's inputs and actions with these names get a suffix.
    static let reservedScreenMembers: Set<String> = objectMembers.union([
        // UIViewController and its lifecycle
        "title", "view", "navigationController", "tabBarController", "tabBarItem", "tableView", "viewControllers",
        "selectedIndex", "presentedViewController", "presentingViewController", "parent", "children", "navigationItem",
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "present",
        "dismiss", "show", "storyboard", "traitCollection", "isViewLoaded", "viewIfLoaded",
        // Activity and its lifecycle
        "intent", "window", "context", "resources", "application", "menu", "actionBar", "supportActionBar",
        "callingActivity", "isFinishing", "onCreate", "onStart", "onRestart", "onResume", "onPause", "onStop",
        "onDestroy", "onSaveInstanceState", "onBackPressed", "onSupportNavigateUp", "onBackPressedDispatcher",
        "lifecycle", "setContentView", "findViewById", "startActivity", "setResult", "setTitle", "getString",
        // what the generated controllers declare
        "create", "resume", "pause", "getExtras", "setConnections", "setOnClickListeners", "setView", "onResult",
        "finishWithResult", "openTab", "bottomNavigation", "next", "finish", "observeScene", "sceneObservers",
        "locationManager", "locationPermission", "locationAsked", "mapState", "showUserLocation", "Args", "Result",
        "ARGS", "RESULT",
        // locals of the generated Android code, and the Fragment's members
        "bundle", "parcel", "bytes", "directions", "args", "values", "container", "savedInstanceState", "inflater",
        "arguments", "requireArguments", "requireContext", "requireActivity", "requireView", "parentFragmentManager",
        "childFragmentManager", "viewLifecycleOwner", "activity", "isRemoving", "isAdded", "getArgs", "dismiss", "dialog",
        "navigateFrom", "argsMissing", "saveMaps", "onCreateView", "onViewCreated", "onDestroyView",
        "popBack", "dismissScreen",
        // what the SwiftUI screen models declare
        "navigator", "viewAppeared", "viewDisappeared", "sceneActivityChanged", "loadContent", "trackView", "selectedTab",
        "tabRoutes", "isVisible", "isCreated", "isTracking", "selectedPage",
        // what the Compose ViewModels declare, and androidx.lifecycle.ViewModel's members
        "route", "viewResumed", "viewPaused", "refreshView", "observeModel", "selectedItem", "itemRoutes",
        "selectItem", "selectedPage", "onCleared", "addCloseable", "getCloseable", "viewModelScope", "handle", "embedded", "receiveWaiting",
    ])

    /// Methods a hand-written screen class may override that Tandem's base class inherits from the platform rather than
    /// declares: what `tandem status` does not call stale.
    public static let platformMembers: Set<String> = reservedScreenMembers.union([
        "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewIsAppearing", "traitCollectionDidChange", "prepare",
        "updateViewConstraints", "didReceiveMemoryWarning", "viewWillTransition", "numberOfSections", "onConfigurationChanged",
        "onActivityResult", "onRequestPermissionsResult", "onCreateOptionsMenu", "onOptionsItemSelected", "onNewIntent",
        "onWindowFocusChanged", "dispatchTouchEvent", "onKeyDown", "onPostCreate", "onRestoreInstanceState", "onAttachedToWindow",
    ])

    /// What every class already has in Swift (NSObject), Kotlin (Any) and Java (Object).
    static let objectMembers: Set<String> = [
        "init", "deinit", "hash", "hashValue", "isEqual", "description", "debugDescription", "copy", "self",
        "hashCode", "equals", "toString", "getClass", "clone", "finalize", "notify", "notifyAll", "wait",
    ]

    /// Types the generated apps declare beside the design's (support code, navigation, the app entry), and the
    /// framework types their code names unqualified: a model may not take one of these names.
    public static let generatedTypeNames: Set<String> = [
        // iOS (UIKit)
        "AppDelegate", "SceneDelegate", "TandemSceneDelegate", "AppNavigation", "ScreenCatalog", "Observers", "Rows", "PickerEntries", "Layout",
        // iOS (SwiftUI)
        "Route", "Navigator", "AppModel", "ResultReceiver", "ScreenModel", "StackHost", "AppRoot", "WebContent", "MapContent", "AppEntry",
        "Presentation",
        // Android
        "LiveArguments", "R", "BuildConfig",
        // Android single-activity
        "MainActivity", "MainActivityBase", "TandemDirections",
        // Swift and Kotlin names the generated code uses unqualified
        "Task", "MainActor", "Observable", "Hashable", "Identifiable", "Sendable", "Any", "Unit", "Bundle", "Intent",
        "Parcel", "Parcelable", "Context", "View", "Date", "URL", "Data", "NSObject", "UIView", "UIViewController",
    ]

    /// What the SwiftUI target's `Route` enum declares besides its cases.
    static let reservedRouteMembers: Set<String> = objectMembers.union(["id", "isTabs", "screen", "model", "title"])

    /// Names a generated model class declares or inherits (observers, Parcelable).
    static let reservedModelMembers: Set<String> = objectMembers.union([
        "observers", "changed", "describeContents", "writeToParcel", "CREATOR", "component1", "component2", "component3",
    ])

    /// What an enum already has in Swift (`String` raw values, `CaseIterable`), Kotlin and Java (`Enum`).
    static let reservedEnumCases: Set<String> = objectMembers.union([
        "rawValue", "allCases", "hashValue", "name", "ordinal", "values", "valueOf", "entries", "compareTo",
        "declaringClass", "getDeclaringClass",
    ])

    /// An enum's case: the same name on every platform (a keyword or a member every enum has gets `Case`). A constant's
    /// name (`PUBLIC`, `SORT_BY_DATE`, as Kotlin and Java enums and so imported graphs write them) stays as it is.
    public static func enumCaseName(_ name: String) -> String {
        let constant = name.utf8.first.map { (65...90).contains($0) } == true
            && name.utf8.allSatisfy { (65...90).contains($0) || (48...57).contains($0) || $0 == 95 }
        return avoiding(reservedEnumCases, constant ? name : Naming.memberName(name), suffix: "Case")
    }

    /// A model's property or method: suffixed when the generated class already has the name.
    public static func modelMemberName(_ name: String, isMethod: Bool = false) -> String {
        avoiding(reservedModelMembers, Naming.memberName(name), suffix: isMethod ? "Method" : "Value")
    }

    /// An input of a screen (or data carried to one): a member of the screen's controller.
    public static func inputName(_ name: String) -> String { screenMember(name, suffix: "Value") }

    /// An action: a method of the screen's controller.
    public static func actionName(_ name: String) -> String { screenMember(name, suffix: "Action") }

    static func screenMember(_ name: String, suffix: String) -> String {
        avoiding(reservedScreenMembers, Naming.memberName(name), suffix: suffix)
    }

    /// `name`, suffixed until it is none of `reserved` (`hash` → `hashValue` is NSObject's too → `hashValueValue`).
    static func avoiding(_ reserved: Set<String>, _ name: String, suffix: String) -> String {
        var candidate = name
        while reserved.contains(candidate) { candidate += suffix }
        return candidate
    }

    /// A model, property, parameter or result name.
    public static func memberName(_ name: String) -> String { Naming.memberName(name) }
    public static func typeName(_ name: String) -> String { Naming.typeName(name) }

    // MARK: - Android resources

    /// The stem of a screen's Android resource names: `LoginActivity` → `login`.
    public static func resourceStem(of screen: Screen) -> String {
        // The layout's stem alone, not the screen's sixteen names: asked for each text of each element, for each target.
        resourceStem(ofActivity: androidClasses(base: Naming.typeName(baseName(screen.id)), platformNotes: screen.platformNotes).activity)
    }

    /// The string resource holding a screen's title (`title_login`).
    public static func titleString(of screen: Screen) -> String { "title_" + resourceStem(of: screen) }

    /// The string resource holding an element's label (`login_login_button`).
    public static func labelString(of element: Element, in screen: Screen) -> String {
        resourceStem(of: screen) + "_" + Naming.snakeCase(elementName(element))
    }

    /// The menu resource of a tab container's bottom navigation (`tabs_home`) or a drawer's (`drawer_main`), and a
    /// tab's or item's id in it.
    public static func tabMenu(of container: Screen) -> String { (container.kind == .drawer ? "drawer_" : "tabs_") + resourceStem(of: container) }
    public static func tabItemID(of tab: Screen, in style: ContainerStyle) -> String {
        (style == .drawer ? "drawer_" : "tab_") + resourceStem(of: tab)
    }

    /// A view without a height of its own takes the room its screen leaves (web, map, text, a list in a screen that is
    /// not a list screen, where the table is the screen).
    public static func fillsSpace(_ element: Element, in screen: Screen) -> Bool {
        [.webView, .map, .textView].contains(element.kind ?? .label) || (element.kind == .list && screen.kind != .list)
    }

    /// Whether something in `screen` fills the room it is given: one of its views, or a screen embedded in it (at any
    /// depth), so neither the screen nor the ones around it scroll as a whole.
    public static func fillsSpace(_ screen: Screen, in analysis: Analysis) -> Bool {
        analysis.placeOf(screen.id).contains { id in
            guard let s = analysis.design.screen(id) else { return false }
            // A list screen is its table (embedded, it fills as a table would).
            return (s.kind == .list && id != screen.id) || s.elements.contains { fillsSpace($0, in: s) }
        }
    }

    // MARK: - Android's Fragments inside a screen

    /// The split view whose list or detail `id` is. Android shows the two side by side where there is room (a
    /// SlidingPaneLayout; on a phone the detail slides over the list), each a child Fragment of the split's screen.
    public func splitOf(pane id: String) -> String? {
        design.tabGroups.first { $0.style == .split && $0.children.prefix(2).contains { $0.name == id } }?.container.name
    }

    /// The screen whose activity or Fragment holds `id`'s Fragment on Android: an embedded screen's parent, a pane's
    /// split view; nil for a screen that is an activity (a destination) of its own.
    public func androidParent(of id: String) -> String? { analysis.parentOf[id] ?? splitOf(pane: id) }

    /// The screen whose activity (single-activity: whose destination) `id` shows in: itself, or its outermost Android
    /// parent. What `id` opens, that screen opens; its actions are that destination's.
    public func androidHost(of id: String) -> String {
        var current = id, seen: Set<String> = [id]
        while let parent = androidParent(of: current), seen.insert(parent).inserted { current = parent }
        return current
    }

    /// `id` and every screen whose Fragment shows inside it on Android (its panes, the screens embedded in them), breadth first.
    public func androidPlace(of id: String) -> [String] {
        let panes = design.tabGroups.first { $0.style == .split && $0.container.name == id }.map { Array($0.children.prefix(2).map(\.name)) } ?? []
        guard !panes.isEmpty || analysis.embeddedIn[id] != nil else { return [id] }
        var place = [id], seen: Set<String> = [id], next = 0
        while next < place.count {
            let children = (place[next] == id ? panes : []) + (analysis.embeddedIn[place[next]] ?? [])
            for child in children where seen.insert(child).inserted { place.append(child) }
            next += 1
        }
        return place
    }

    /// The views of a split view's screen on Android: the SlidingPaneLayout and the list and detail panes
    /// (FragmentContainerViews), named after the split so that no other view shares their ids.
    public static func paneIDs(of split: Screen) -> (layout: String, list: String, detail: String) {
        let stem = resourceStem(of: split)
        return (stem + "_panes", stem + "_list_pane", stem + "_detail_pane")
    }

    /// The members of a parent holding a screen embedded in it (`summaryController`, `summaryModel`,
    /// `summaryFragment`) and the Android view it shows in (`embedded_summary`).
    public static func embeddedMembers(of child: Screen) -> (ios: String, swiftUI: String, android: String, containerID: String) {
        // Suffixed, the name is no keyword and no member every screen has.
        let base = Naming.identifierCharacters(child.id, upperFirst: false)
        return (base + "Controller", base + "Model", base + "Fragment", "embedded_" + resourceStem(of: child))
    }

    /// The segments of a segmented control or the entries of a picker: its label split at `|`. A segmented
    /// control always has one (a control with none can never fire); a picker may start empty.
    public static func segments(of element: Element) -> [String] {
        let parts = (element.label ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if parts.isEmpty, element.kind == .segmented { return [element.name] }
        return parts
    }

    // MARK: - Elements

    /// The view property of an element: its name with the kind's suffix (`login` → `loginButton`), so views never
    /// collide with the actions they trigger.
    public static func elementName(_ element: Element) -> String { elementName(element.name, kind: element.kind) }

    public static func elementName(_ name: String, kind: ElementKind?) -> String {
        // The suffix goes on before keywords are avoided: `open` → `openButton`, not `open_Button`.
        let base = Naming.identifierCharacters(name, upperFirst: false)
        let suffix = kind?.memberSuffix ?? "View"
        return Naming.memberName(Naming.hasSuffixIgnoringCase(base, suffix) ? base : base + suffix)
    }

    /// SwiftUI: the screen model's property holding what this element's control shows or the user entered (named
    /// as the element, its type and first value), or nil for controls with nothing to hold (buttons, images, …).
    /// Segmented controls and pickers hold the index of the chosen entry, as on Android.
    public static func swiftUIState(of element: Element, in screen: Screen) -> (type: String, initial: String)? {
        switch element.kind ?? .label {
        // The design's text, looked up in the String Catalog under the element's string name.
        case .label, .textView: ("String", element.label.map { Literal.swiftLocalized(key: labelString(of: element, in: screen), value: $0) } ?? "\"\"")
        case .textField, .secureField: ("String", "\"\"")
        case .switch, .checkbox: ("Bool", "false")
        case .slider, .progress: ("Double", "0")
        case .stepper, .segmented, .picker, .spinner: ("Int", "0")
        case .datePicker: ("Date", "Date()")
        // The page a web view loads, which the screen's code sets.
        case .webView: ("URL?", "nil")
        case .button, .list, .image, .map: nil
        }
    }

    /// The Android view id: the design's element id (`login`), as iOS's accessibility identifier and Compose's test tag
    /// are, so a UI test finds a control by one name on every platform. Where the id is no valid resource, Java and
    /// Kotlin name, is one a screen's own views take (`root`, `content`, `scroll`), or has an underscore (the ids made
    /// from an element's have one: `<id>_caption`, `<id>_1`), the view property's in snake case (`login_button`). An
    /// embedded screen's views show in one hierarchy with its parent's, so its ids start with its resource stem
    /// (`ingredients_items`): two views of one id would share saved state.
    public static func elementID(_ element: Element, embeddedIn screen: Screen? = nil) -> String {
        let name = element.name
        let id = isResourceName(name) && !name.contains("_") && !layoutViewIDs.contains(name) ? name : Naming.snakeCase(elementName(element))
        return (screen.map { resourceStem(of: $0) + "_" } ?? "") + id
    }

    /// The ids of the views every screen's layout has around its elements.
    static let layoutViewIDs: Set = ["root", "content", "scroll"]

    // MARK: - Navigation

    /// `showDetail`; `showDetailOnEdit` when one screen has several transitions to the same target.
    public func methodName(_ t: Transition) -> String {
        let siblings = analysis.transitions(from: t.source.name).filter { $0.target.name == t.target.name }
        let base = "show" + Naming.typeName(t.target.name)
        guard siblings.count > 1 else { return base }
        let index = siblings.firstIndex { $0 == t } ?? 0
        return base + (t.action.map { "On" + Naming.typeName($0.name) } ?? "") + (index > 0 && t.action == nil ? String(index + 1) : "")
    }

    /// The id of `t`'s action in a Jetpack Navigation graph: the design's action name where no other transition of
    /// the same screen takes it, else `action_<source>_to_<target>` (numbered when that repeats too).
    public func navigationActionID(_ t: Transition) -> String {
        if t.fromAnyScreen { return globalActionIDs[design.globalTransitions.firstIndex { $0.from(t.source.name) == t } ?? 0] }
        // A destination's own action would hide a global one of the same id.
        var taken = Set(globalActionIDs)
        // An embedded screen's and a pane's actions are its host destination's: unique among the host's and every
        // screen in it.
        let place = androidPlace(of: androidHost(of: t.source.name))
        for index in place.count == 1 ? analysis.outgoing[place[0]] ?? [] : place.flatMap({ analysis.outgoing[$0] ?? [] }) {
            let other = design.transitions[index]
            let fallback = "action_" + Naming.snakeCase(Naming.typeName(Self.baseName(other.source.name))) + "_to_"
                + Naming.snakeCase(Naming.typeName(Self.baseName(other.target.name)))
            var id = other.action.map { Naming.resourceIDName($0.name) } ?? fallback
            if taken.contains(id) { id = fallback }
            var unique = id, n = 2
            while taken.contains(unique) { unique = id + "_\(n)"; n += 1 }
            if other == t { return unique }
            taken.insert(unique)
        }
        return t.action.map { Naming.resourceIDName($0.name) } ?? "action"
    }

    /// The ids of the graph's global actions, in the order of `design.globalTransitions`: the design's action name,
    /// else `action_global_<target>` (numbered when that repeats).
    public var globalActionIDs: [String] {
        var taken: Set<String> = []
        return design.globalTransitions.map { t in
            let fallback = "action_global_" + Naming.snakeCase(Naming.typeName(Self.baseName(t.target.name)))
            var id = t.action.map { Naming.resourceIDName($0.name) } ?? fallback
            if taken.contains(id) { id = fallback }
            var unique = id, n = 2
            while taken.contains(unique) { unique = id + "_\(n)"; n += 1 }
            taken.insert(unique)
            return unique
        }
    }

    /// The method that goes back: `popBack()`, `popBackToList()` (an unwind), `dismissScreen()`.
    public static func backMethodName(_ b: Back) -> String {
        switch b.kind {
        case .dismiss: "dismissScreen"
        case .pop: "popBack" + (b.target.map { "To" + Naming.typeName(baseName($0.name)) } ?? "")
        }
    }

    /// What an earlier screen receives an unwind with (`pop Detail -> List`): `unwindFromDetail`, as iOS names unwind
    /// actions after where they come from.
    public static func unwindHandlerName(from source: String) -> String {
        "unwindFrom" + Naming.typeName(baseName(source))
    }

    /// The key an unwind's results travel under, from `source` to `target`: one per pair, so two screens waiting for
    /// results from the same one never take each other's.
    public static func unwindKey(from source: String, to target: String) -> String {
        "tandem.unwind." + Naming.memberName(baseName(source)) + ".to." + Naming.memberName(baseName(target))
    }

    /// The parent's handler for what the target of `t` returns: `showDetail` → `handleDetailResult`, one per
    /// transition, so two ways to the same screen never declare the same method.
    public func resultHandlerName(_ t: Transition) -> String {
        let method = methodName(t)
        return "handle" + method.dropFirst("show".count) + "Result"
    }

    /// A list element's row adapter class and property, and the method that binds a row
    /// (`announcementsList` → `AnnouncementsListRows`, `announcementsListRows`, `bindAnnouncementsListRow`).
    public static func rowNames(of element: Element) -> (adapterClass: String, property: String, bindMethod: String) {
        let name = elementName(element)
        let type = Naming.typeName(name)
        return (type + "Rows", name + "Rows", "bind" + type + "Row")
    }

    /// The unified controller of a screen, with each member's name on each platform.
    /// The unified controller of a screen, with each of `targets`' names for its members.
    public func controller(_ screen: Screen, targets: [any TargetAdapter]) -> UnifiedController {
        UnifiedController(screen, projection: self, targets: targets)
    }
}

extension ElementKind {
    /// Appended to the element's name for its view property (`login` → `loginButton`).
    public var memberSuffix: String {
        switch self {
        case .button: "Button"
        case .label: "Label"
        case .textField, .secureField: "Field"
        case .textView: "TextView"
        case .switch: "Switch"
        case .checkbox: "Checkbox"
        case .picker, .spinner: "Picker"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .progress: "Progress"
        case .list: "List"
        case .image: "Image"
        case .webView: "WebView"
        case .map: "Map"
        case .datePicker: "DatePicker"
        case .segmented: "Control"
        }
    }
}

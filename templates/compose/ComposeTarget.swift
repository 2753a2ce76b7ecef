import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemSyntax

/// The `compose` target: Kotlin 2, Jetpack Compose and Material 3, a ViewModel and a composable per screen, and
/// Navigation 3 (the app owns a back stack of serializable keys, `NavDisplay` shows it).
public struct ComposeTarget: TargetAdapter {
    public let name = "compose"
    public let platform = Platform.android
    public let title = "Android · Compose"
    public let toolkit = "Jetpack Compose"
    public let generatedBaseSuffixes = ["ViewModelBase"]

    /// `Login`: what every class of a screen starts with.
    static func stem(of screen: Screen) -> String { stem(ofScreen: screen.id) }
    static func stem(ofScreen id: String) -> String { Naming.typeName(Projection.baseName(id)) }

    /// Navigation.kt's, Components.kt's and AppNavigation.kt's, and your theme's.
    public let appTypeNames = ["Route", "Navigator", "ResultTo", "Presentation", "Observers", "DateAsMillis", "UriAsString", "ScreenViewModel",
                        "NavigationState", "BottomSheetSceneStrategy", "DeepLinks", "DeepLinkPattern", "MainActivity", "AppTheme"]

    public func typeNames(ofScreen id: String) -> [String] {
        let stem = Self.stem(ofScreen: id)
        return [stem + "ViewModel", stem + "ViewModelBase", stem + "Route", stem + "Content", stem + "Screen"]
    }

    public func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        (Self.stem(of: screen) + "ViewModel", Self.stem(of: screen) + "ViewModelBase")
    }

    public func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        let stem = Self.stem(of: screen)
        switch role {
        case .create: return "create(): the ViewModel's first resume"
        case .resume: return "resume(): LifecycleResumeEffect"
        case .pause: return "pause(): onPauseOrDispose"
        case .element(let element):
            return Projection.elementName(element) + ": " + Self.component(of: element.kind ?? .label)
                + (Self.state(of: element).map { " ↔ " + $0.type } ?? "")
        case .setConnections: return stem + "Content()"
        case .setOnClickListeners: return "onClick and onValueChange in \(stem)Content()"
        case .action(let action): return UnifiedController.signature(of: action, in: .kotlin)
        case .setView: return "setView()"
        }
    }

    /// The Material 3 component an element kind shows as.
    static func component(of kind: ElementKind) -> String {
        switch kind {
        case .button: "Button"
        case .label: "Text"
        case .textField: "OutlinedTextField"
        case .secureField: "OutlinedTextField (password)"
        case .textView: "Text (scrolled)"
        case .switch: "Switch"
        case .checkbox: "Checkbox"
        case .picker, .spinner: "ExposedDropdownMenuBox"
        case .slider: "Slider"
        case .stepper: "Row of IconButtons"
        case .progress: "LinearProgressIndicator"
        case .list: "LazyColumn"
        case .image: "Icon"
        case .webView: "AndroidView(WebView)"
        case .map: "AndroidView(MapView)"
        case .datePicker: "DatePicker"
        case .segmented: "SingleChoiceSegmentedButtonRow"
        }
    }

    /// The ViewModel's property holding what an element shows or the user entered: its Kotlin type and first value.
    static func state(of element: Element) -> (type: String, initial: String)? {
        switch element.kind ?? .label {
        // None: the design's text shows, from the string resources (translatable).
        case .label, .textView: ("String?", "null")
        case .textField, .secureField: ("String", "\"\"")
        case .switch, .checkbox: ("Boolean", "false")
        case .slider, .progress: ("Float", "0f")
        case .stepper, .segmented, .picker, .spinner: ("Int", "0")
        // Material 3's DatePicker works in UTC milliseconds; none until the user picks one.
        case .datePicker: ("Long?", "null")
        // The page's URL, which the web view loads when it changes; none until your code sets it.
        case .webView: ("String?", "null")
        case .button, .list, .image, .map: nil
        }
    }

    public var screenNameFields: [(name: String, doc: String)] {
        [("viewModel", "the ViewModel you write (`LoginViewModel`)"),
         ("viewModelBase", "the ViewModel Tandem writes, which it extends (`LoginViewModelBase`)"),
         ("content", "the composable of its elements Tandem writes (`LoginContent`)"),
         ("screen", "the composable you write, which shows it (`LoginScreen`)"),
         ("route", "its navigation key, a serializable class of the `Route` interface (`LoginRoute`)"),
         ("titleString", "the string resource of its title (`title_login`)"),
         ("tag", "the test tag of its tab or drawer item: the design's screen id, as a Kotlin string"),
         ("entryArguments", "the arguments of its back stack entry after its content key: `, metadata = …` when it floats over the screen under it, every way into it being a modal that is not full screen (`BottomSheetSceneStrategy.bottomSheet()` when every one is `as bottomSheet`, else `DialogSceneStrategy.dialog()`), or when it is a split view's list or detail (`TwoPaneSceneStrategy.listPane()`, `.detailPane()`); empty otherwise")]
    }

    public func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] {
        let stem = Self.stem(of: screen)
        return [("viewModel", stem + "ViewModel"), ("viewModelBase", stem + "ViewModelBase"), ("content", stem + "Content"),
                ("screen", stem + "Screen"), ("route", stem + "Route"), ("titleString", Projection.titleString(of: screen)),
                ("tag", Literal.kotlin(screen.id)), ("entryArguments", Self.scene(of: screen, in: projection).map { ", metadata = \($0)" } ?? "")]
    }

    /// How a screen floats over the one under it, as the single-activity target's `<dialog>` does: when every way in
    /// is a modal that is not full screen; a bottom sheet when every one asks for it.
    static func scene(of screen: Screen, in projection: Projection) -> String? {
        let design = projection.analysis.design
        if let split = design.tabGroups.first(where: { $0.style == .split && $0.children.contains { $0.name == screen.id } }) {
            return split.detail?.name == screen.id ? "TwoPaneSceneStrategy.detailPane()" : "TwoPaneSceneStrategy.listPane()"
        }
        guard Projection.isDialogDestination(screen, in: projection.analysis) else { return nil }
        return Projection.isBottomSheetDestination(screen, in: projection.analysis)
            ? "BottomSheetSceneStrategy.bottomSheet()" : "DialogSceneStrategy.dialog()"
    }

    /// The package names are the Android targets' (`AndroidNames`); the app's composable is Compose's own.
    public var appNameFields: [(name: String, doc: String)] {
        AndroidNames.appFields.filter { Self.sharedAppNames.contains($0.name) }
            + [("appComposable", "the composable of the whole app, which MainActivity shows (`NpsMusterApp`)")]
    }

    public func appNames(in projection: Projection) -> [(key: String, value: String)] {
        let app = Naming.typeName(projection.appName)
        return AndroidNames.appNames(in: projection).filter { Self.sharedAppNames.contains($0.key) }
            + [("appComposable", app.hasSuffix("App") ? app : app + "App")]
    }

    private static let sharedAppNames: Set = ["package", "packagePath"]

    public var elementNameFields: [(name: String, doc: String)] {
        [("type", "the type of the ViewModel's property (named as the element, `name`) holding what its component shows or the user entered (`String`; `String?` for a label or text view, whose design text shows while it is null, and for a web view, the URL of the page it loads; `Boolean`, `Float`, `Int` for a chosen index, `Long?` for a date's UTC milliseconds); absent when it holds nothing (`hasState`)"),
         ("initial", "that property's first value; absent with it"),
         ("state", "what that property delegates to: Compose state saved in the ViewModel's SavedStateHandle, so what the user entered survives process death as a View's saved state does (`handle.saveable { mutableStateOf(\"\") }`), or, for a value that may be null (a label's text, which setView() sets, or a date) and for a password (never written to saved state), plain Compose state; absent with it"),
         ("tag", "its test tag and accessibility identifier: the design's element id, the same on every target"),
         ("string", "the string resource of its text (`login_login_button`), and the string array of a picker's entries"),
         ("bind", "`bind …`: the statement `bindViews()` runs to set that property from the bound value (only when it differs, so its action does not run in a loop); absent when unbound"),
         ("imeAction", "a text field's keyboard action: `ImeAction.Next`, `ImeAction.Done` for the screen's last text field; absent for other elements"),
         ("keyboardType", "the keyboard a text input asks for, typed as it is (not capitalised or corrected): `KeyboardType.Password`, `.Email`, `.Phone`, `.Uri`; absent for free text and other elements"),
         ("autofill", "what autofill and password managers fill it with (`ContentType.Username`, `.Password`, `.EmailAddress`, `.PhoneNumber`); absent where there is none")]
    }

    public func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        let tag = ("tag", Literal.kotlin(element.name)), string = ("string", Projection.labelString(of: element, in: screen))
        guard let state = Self.state(of: element) else { return [tag, string] }
        // SavedStateHandle.saveable keeps a value that is never null; a password is never written to saved state.
        let delegate = state.type.hasSuffix("?") || element.kind == .secureField
            ? "mutableStateOf(\(state.initial))" : "handle.saveable { mutableStateOf(\(state.initial)) }"
        return [("type", state.type), ("initial", state.initial), ("state", delegate), tag, string]
            + (Self.bind(element, in: screen, projection: projection).map { [("bind", $0)] } ?? [])
            + (Self.imeAction(of: element, in: screen).map { [("imeAction", $0)] } ?? [])
            + Self.textInput(element)
    }

    /// A text input's keyboard and autofill content type.
    static func textInput(_ element: Element) -> [(key: String, value: String)] {
        guard let content = TextContent.of(element) else { return [] }
        let (keyboard, autofill): (String, String?) = switch content {
        case .username: ("KeyboardType.Text", "ContentType.Username")
        case .password: ("KeyboardType.Password", "ContentType.Password")
        case .email: ("KeyboardType.Email", "ContentType.EmailAddress")
        case .phone: ("KeyboardType.Phone", "ContentType.PhoneNumber")
        case .url: ("KeyboardType.Uri", nil)
        }
        return [("keyboardType", keyboard)] + (autofill.map { [("autofill", $0)] } ?? [])
    }

    /// A text field's keyboard action: Next to the following field, Done at the screen's last.
    static func imeAction(of element: Element, in screen: Screen) -> String? {
        let inputs: Set<ElementKind> = [.textField, .secureField]
        guard let kind = element.kind, inputs.contains(kind) else { return nil }
        return screen.elements.last { $0.kind.map(inputs.contains) ?? false }?.name == element.name ? "ImeAction.Done" : "ImeAction.Next"
    }

    /// Sets the ViewModel's property from the bound value when it differs.
    static func bind(_ element: Element, in screen: Screen, projection: Projection) -> String? {
        guard let value = BoundValue.of(element, in: screen, design: projection.design) else { return nil }
        let bound: String
        switch value.kind {
        case .label, .textView, .textField, .secureField, .webView:
            bound = value.kotlinText
        case .switch, .checkbox: bound = value.kotlinFlag
        case .slider, .progress: bound = value.kotlin(".toFloat()", fallback: "0f")
        case .stepper: bound = value.kotlin(".toInt()", fallback: "0")
        // Material 3's picker counts UTC milliseconds from the day's start; no date keeps what it shows.
        case .datePicker:
            let dot = value.kotlinDot
            let millis = value.kotlinLocalDate + dot + "atStartOfDay(java.time.ZoneOffset.UTC)" + dot + "toInstant()" + dot + "toEpochMilli()"
            bound = value.isOptional ? "\(millis) ?: \(Projection.elementName(element))" : millis
        default: return nil
        }
        let name = Projection.elementName(element)
        return "(\(bound)).let { if (\(name) != it) \(name) = it }"
    }

    public var segmentNameFields: [(name: String, doc: String)] {
        [("string", "the string resource of its text (the element's, numbered from 1: `<string>_1`)")]
    }

    public func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        [("string", Projection.labelString(of: element, in: screen) + "_\(index + 1)")]
    }

    public var embedNameFields: [(name: String, doc: String)] {
        [("member", "the parent ViewModel's member holding its ViewModel (`ingredientsModel`)")]
    }

    public func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)] {
        [("member", Projection.embeddedMembers(of: child).swiftUI)]
    }
}

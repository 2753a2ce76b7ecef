import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemSyntax

/// The names both Android targets give a screen and the app: they share templates (the single-activity target renders
/// the Activities target's through its flags, and a Java target made from templates extends `android`), so they share
/// the keys too. The Activities target makes a Fragment for a screen shown inside another, or a split view's pane; the
/// single-activity target a Fragment for every screen.
enum AndroidNames {
    static let screenFields: [(name: String, doc: String)] = [
        ("class", "the Activity you write (`LoginActivity`)"),
        ("baseClass", "the Activity Tandem writes, which it extends (`LoginActivityBase`)"),
        ("layout", "the Activity's layout resource (`activity_login`)"),
        ("fragment", "the Fragment you write (`LoginFragment`): for every screen in a single-activity app, else for a screen shown inside another or a split view's pane"),
        ("fragmentBase", "the Fragment Tandem writes, which it extends (`LoginFragmentBase`)"),
        ("fragmentArgs", "the class carrying its inputs in a Bundle (`LoginFragmentArgs`)"),
        ("fragmentDirections", "single-activity: the class opening the screens it leads to (`LoginFragmentDirections`)"),
        ("fragmentLayout", "the Fragment's layout resource (`fragment_login`)"),
        ("destinationID", "its id in the navigation graph (the design's id where that is a valid resource name)"),
        ("titleString", "the string resource of its title (`title_login`)"),
        ("context", "the Kotlin expression for the screen's Context: `this` in an Activity, `requireContext()` in a child Fragment (a screen shown inside another, or a split view's pane)"),
        ("resourceStem", "the stem of its resource names (`login`): a child Fragment's view ids start with it"),
        ("menu", "a tab container's bottom navigation menu resource (`tabs_home`), a drawer's menu (`drawer_sections`); empty for other screens"),
        ("panesID", "a split view's SlidingPaneLayout id; empty for other screens"),
        ("listPaneID", "a split view's list pane (a FragmentContainerView) id; empty for other screens"),
        ("detailPaneID", "a split view's detail pane id; empty for other screens"),
        ("placeholderClass", "the Fragment a split view's detail pane shows before the list opens anything (TandemSupport's \"Nothing selected\"); empty for other screens"),
        ("itemID", "a tab's or drawer item's id in its container's menu (`tab_heart`, `drawer_saved_list`); empty for other screens"),
        ("stackDestinationID", "the Navigation destination whose place in the back stack the screen has: its own, or its host's (an embedded screen or a pane navigates with the host's actions)"),
        ("host", "the design id of the outermost screen holding its Fragment, whose Activity or destination it shows in (an embedded screen's host, a pane's split view); empty for a screen shown by itself"),
        ("pagesID", "the id of the TabLayout over its pages (`pages`; a child Fragment's starts with its resource stem); empty for a screen without pages"),
        ("imports", "a list: the classes its code imports for its views, their listeners and its container's navigation views (sorted)"),
    ]

    static func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] {
        let n = Projection.names(of: screen)
        return [
            ("class", n.androidClass), ("baseClass", n.androidBaseClass), ("layout", n.layout),
            ("fragment", n.androidFragment), ("fragmentBase", n.androidFragmentBase), ("fragmentArgs", n.androidFragmentArgs),
            ("fragmentDirections", n.androidFragmentDirections), ("fragmentLayout", n.fragmentLayout),
            ("destinationID", n.destinationID), ("titleString", Projection.titleString(of: screen)),
            ("context", projection.androidParent(of: screen.id) == nil ? "this" : "requireContext()"),
            ("resourceStem", Projection.resourceStem(of: screen)),
            ("menu", screen.kind?.containerStyle?.hasMenu == true ? Projection.tabMenu(of: screen) : ""),
        ] + panes(of: screen, in: projection) + [
            ("itemID", itemID(of: screen, in: projection)),
            ("stackDestinationID", Projection.destinationID(of: projection.design.screen(projection.androidHost(of: screen.id)) ?? screen)),
            ("host", projection.androidHost(of: screen.id) == screen.id ? "" : projection.androidHost(of: screen.id)),
            ("pagesID", hasPages(screen, projection) ? (projection.androidParent(of: screen.id) == nil ? "" : Projection.resourceStem(of: screen) + "_") + "pages" : ""),
        ]
    }

    static func hasPages(_ screen: Screen, _ projection: Projection) -> Bool { projection.analysis.pagesOf[screen.id] != nil }

    /// A text input's input type and autofill hint (View's AUTOFILL_HINT_* values).
    static func textInput(_ element: Element) -> [(key: String, value: String)] {
        guard element.kind == .textField || element.kind == .secureField else { return [] }
        let (type, hint): (String, String?) = switch TextContent.of(element) {
        case .username: ("text", "username")
        case .password: ("textPassword", "password")
        case .email: ("textEmailAddress", "emailAddress")
        case .phone: ("phone", "phone")
        case .url: ("textUri", nil)
        case nil: ("text", nil)
        }
        return [("inputType", type)] + (hint.map { [("autofill", $0)] } ?? [])
    }

    /// The classes a screen's code imports for its views and listeners, and a tab's or drawer item's for its
    /// container's navigation views (each tab shows the bottom navigation or the drawer).
    static func imports(of screen: Screen, in projection: Projection) -> [String] {
        var classes = Set(screen.elements.flatMap { $0.kind.map(imports(of:)) ?? [] })
        if let container = projection.analysis.tabContainerOf[screen.id], projection.design.screen(container)?.isContainer == true,
           let group = projection.design.tabGroups.first(where: { $0.container.name == container }), group.style.hasMenu {
            classes.formUnion(group.style == .drawer ? drawerImports : ["com.google.android.material.bottomnavigation.BottomNavigationView"])
        }
        if hasPages(screen, projection) { classes.insert("com.google.android.material.tabs.TabLayout") }
        return classes.sorted()
    }

    static let drawerImports = [
        "android.view.MenuItem", "android.view.View", "androidx.activity.OnBackPressedCallback", "androidx.appcompat.app.ActionBarDrawerToggle",
        "androidx.core.view.GravityCompat", "androidx.drawerlayout.widget.DrawerLayout",
        "com.google.android.material.navigation.NavigationView",
    ]

    /// The Android view class built for an element (simple name).
    static func viewClass(of kind: ElementKind) -> String {
        switch kind {
        case .button: "Button"
        case .label: "TextView"
        case .textField, .secureField: "EditText"
        case .textView: "TextView"
        case .switch: "MaterialSwitch"
        case .checkbox: "CheckBox"
        case .picker, .spinner: "Spinner"
        case .slider: "SeekBar"
        case .stepper: "NumberPicker"
        case .progress: "ProgressBar"
        case .list: "RecyclerView"
        case .image: "ImageView"
        case .webView: "WebView"
        case .map: "MapView"
        case .datePicker: "DatePicker"
        case .segmented: "RadioGroup"
        }
    }

    /// The fully qualified class: the layout XML tag and the Kotlin import.
    static func qualifiedClass(of kind: ElementKind) -> String {
        switch kind {
        case .list: "androidx.recyclerview.widget.RecyclerView"
        case .map: "com.google.android.gms.maps.MapView"
        case .webView: "android.webkit.WebView"
        case .switch: "com.google.android.material.materialswitch.MaterialSwitch"
        default: "android.widget." + viewClass(of: kind)
        }
    }

    /// The layout tag: framework views by their simple name (LayoutInflater finds them), others qualified.
    static func tag(of kind: ElementKind) -> String {
        qualifiedClass(of: kind).hasPrefix("android.") ? viewClass(of: kind) : qualifiedClass(of: kind)
    }

    /// The classes an element's view and listener need imported.
    static func imports(of kind: ElementKind) -> [String] {
        var imports = [qualifiedClass(of: kind)]
        switch kind {
        case .textField, .secureField: imports += ["android.text.Editable", "android.text.TextWatcher"]
        case .picker, .spinner: imports += ["android.view.View", "android.widget.AdapterView"]
        case .list: imports += ["android.util.TypedValue", "android.view.Gravity", "android.view.ViewGroup", "android.widget.TextView",
                                "androidx.recyclerview.widget.LinearLayoutManager"]
        case .webView: imports += ["android.webkit.WebView", "android.webkit.WebViewClient", "androidx.activity.OnBackPressedCallback"]
        case .map: imports += ["android.Manifest", "android.content.pm.PackageManager", "androidx.core.content.ContextCompat",
                               "com.google.android.gms.maps.GoogleMap"]
        default: break
        }
        return imports
    }

    /// A tab's or drawer item's menu item id; empty for a screen that is neither.
    static func itemID(of screen: Screen, in projection: Projection) -> String {
        guard let group = projection.design.tabGroups.first(where: { $0.style.hasMenu && $0.children.contains { $0.name == screen.id } })
        else { return "" }
        return Projection.tabItemID(of: screen, in: group.style)
    }

    /// A split view's pane ids and placeholder; empty for other screens.
    static func panes(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] {
        let split = screen.kind == .split
        let ids = Projection.paneIDs(of: screen)
        return [("panesID", split ? ids.layout : ""), ("listPaneID", split ? ids.list : ""), ("detailPaneID", split ? ids.detail : ""),
                ("placeholderClass", split ? projection.androidPackage + ".tandem." + Projection.nothingSelectedFragment : "")]
    }

    static let appFields: [(name: String, doc: String)] = [
        ("package", "the Android package (made valid: `edu.nps.muster`)"),
        ("packagePath", "the package as a path (`edu/nps/muster`)"),
        ("hostActivity", "single-activity: the host Activity you write (`MainActivity`)"),
        ("hostActivityBase", "single-activity: the host Activity Tandem writes, which it extends (`MainActivityBase`)"),
        ("drawerToolbarID", "a drawer item's own app bar (a MaterialToolbar inside the DrawerLayout: `tandem_toolbar`)"),
    ]

    static func appNames(in projection: Projection) -> [(key: String, value: String)] {
        let package = projection.androidPackage
        return [
            ("package", package), ("packagePath", package.split(separator: ".").joined(separator: "/")),
            ("hostActivity", Projection.hostActivity), ("hostActivityBase", Projection.hostActivityBase),
            ("drawerToolbarID", Projection.drawerToolbarID),
        ]
    }

    static let elementFields: [(name: String, doc: String)] = [
        ("class", "its view's class (`Button`)"),
        ("tag", "its layout tag (`Button`; the qualified class for a view outside `android.*`)"),
        ("import", "the qualified class its code imports (`android.widget.Button`)"),
        ("id", "its view id: the design's element id (`login`, as iOS's accessibility identifier and Compose's test tag), or `login_button` where that cannot be one; in a child Fragment, prefixed with the screen's resource stem, as its views share one hierarchy with the screen it is in"),
        ("string", "the string resource of its text (`login_login_button`), and the string array of a picker's entries"),
        ("bind", "`bind …`: the statement `bindViews()` runs to show the value in its view (a field or a check only when it differs, so its listener does not run its action in a loop); absent when unbound"),
        ("rowsClass", "a list's RecyclerView adapter, which the property holding its rows is (`AnnouncementsListRows`); absent for other elements"),
        ("inputType", "a text input's `android:inputType` (`text`, `textPassword`, `textEmailAddress`, `phone`, `textUri`); absent for other elements"),
        ("autofill", "its `android:autofillHints` (`username`, `password`, `emailAddress`, `phone`); absent where autofill has no hint for it"),
    ] + listeners.map { ("listens" + $0.key, "present (empty) when its view's \($0.what) listener is the one its class really fires and its action listens to; each element has exactly one, none for lists, web views, maps and progress bars") }

    /// The listener each Android view class really fires, by what it reports.
    static let listeners: [(key: String, what: String, kinds: Set<ElementKind>)] = [
        ("Click", "click", [.button, .label, .image, .textView]),
        ("CheckedChange", "checked-change", [.switch, .checkbox, .segmented]),
        ("TextChange", "text-change (a TextWatcher)", [.textField, .secureField]),
        ("ItemSelected", "item-selected", [.picker, .spinner]),
        ("SeekBar", "seek bar change", [.slider]),
        ("ValueChange", "value-change", [.stepper]),
        ("DateChange", "date-change", [.datePicker]),
    ]

    static func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        let kind = element.kind ?? .label
        return [("class", viewClass(of: kind)), ("tag", tag(of: kind)), ("import", qualifiedClass(of: kind)),
                ("id", elementID(of: element, in: screen, projection: projection)), ("string", Projection.labelString(of: element, in: screen))]
            + (bind(element, in: screen, projection: projection).map { [("bind", $0)] } ?? [])
            + (kind == .list ? [("rowsClass", Projection.rowNames(of: element).adapterClass)] : [])
            + textInput(element)
            + listeners.filter { $0.kinds.contains(kind) }.map { ("listens" + $0.key, "") }
    }

    /// Sets the view from the bound value (Kotlin).
    static func bind(_ element: Element, in screen: Screen, projection: Projection) -> String? {
        guard let value = BoundValue.of(element, in: screen, design: projection.design) else { return nil }
        let name = Projection.elementName(element)
        switch value.kind {
        case .label, .textView, .textField, .secureField:
            let text = value.kotlinText
            return value.kind == .textField || value.kind == .secureField
                ? "(\(text)).let { if (\(name).text.toString() != it) \(name).setText(it) }" : "\(name).text = \(text)"
        case .switch, .checkbox:
            return "(\(value.kotlinFlag)).let { if (\(name).isChecked != it) \(name).isChecked = it }"
        case .slider, .progress: return "\(name).progress = \(value.kotlin(".toInt()", fallback: "0"))"
        case .stepper: return "\(name).value = \(value.kotlin(".toInt()", fallback: "0"))"
        // updateDate tells the date listener: only a different day is set. No date keeps what the picker shows.
        case .datePicker:
            return value.kotlinLocalDate + value.kotlinDot + "let { if (\(name).year != it.year || \(name).month != it.monthValue - 1 || "
                + "\(name).dayOfMonth != it.dayOfMonth) \(name).updateDate(it.year, it.monthValue - 1, it.dayOfMonth) }"
        default: return nil
        }
    }

    /// A child Fragment's views share one hierarchy with the screen it is in.
    static func elementID(of element: Element, in screen: Screen, projection: Projection) -> String {
        Projection.elementID(element, embeddedIn: projection.androidParent(of: screen.id) == nil ? nil : screen)
    }

    static let segmentFields: [(name: String, doc: String)] = [
        ("id", "the view id of its RadioButton (the element's id, numbered from 1: `<id>_1`)"),
        ("string", "the string resource of its text (the element's, numbered from 1: `<string>_1`)"),
    ]

    static func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        [("id", elementID(of: element, in: screen, projection: projection) + "_\(index + 1)"),
         ("string", Projection.labelString(of: element, in: screen) + "_\(index + 1)")]
    }

    static let transitionFields: [(name: String, doc: String)] = [
        ("actionID", "its `<action>`'s id in the navigation graph: the action's name, or `action_<source>_to_<target>` when there is none or two transitions share it"),
    ]

    static func transitionNames(of transition: Transition, projection: Projection) -> [(key: String, value: String)] {
        [("actionID", projection.navigationActionID(transition))]
    }

    static let backFields: [(name: String, doc: String)] = [
        ("actionID", "its pop-only `<action>`'s id in the navigation graph: the action's name, unless a transition of the screen has that id, else the method's"),
    ]

    static func backNames(of back: Back, projection: Projection) -> [(key: String, value: String)] {
        // The action's name, unless a transition of the screen already gives an action that id.
        let taken = Set(projection.analysis.transitions(from: back.source.name).map(projection.navigationActionID))
        let named = back.action.map { Naming.resourceIDName($0.name) }
        return [("actionID", named.flatMap { taken.contains($0) ? nil : $0 } ?? Naming.snakeCase(Projection.backMethodName(back)))]
    }

    static let embedFields: [(name: String, doc: String)] = [
        ("member", "the parent's member holding its Fragment (`ingredientsFragment`)"),
        ("containerID", "the id of the FragmentContainerView it shows in (`embedded_ingredients`)"),
    ]

    static func embedNames(of child: Screen) -> [(key: String, value: String)] {
        let members = Projection.embeddedMembers(of: child)
        return [("member", members.android), ("containerID", members.containerID)]
    }
}

/// A target of Android's: its names are the shared ones (and its code, Code/AndroidCode.swift).
public protocol AndroidTarget: TargetAdapter {}

extension AndroidTarget {
    public var screenNameFields: [(name: String, doc: String)] { AndroidNames.screenFields }
    public func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] { AndroidNames.screenNames(of: screen, in: projection) }
    public func screenLists(of screen: Screen, in projection: Projection) -> [(key: String, values: [String])] {
        [("imports", AndroidNames.imports(of: screen, in: projection))]
    }
    public var appNameFields: [(name: String, doc: String)] { AndroidNames.appFields }
    public func appNames(in projection: Projection) -> [(key: String, value: String)] { AndroidNames.appNames(in: projection) }
    public var elementNameFields: [(name: String, doc: String)] { AndroidNames.elementFields }
    public func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.elementNames(of: element, in: screen, projection: projection)
    }
    public var segmentNameFields: [(name: String, doc: String)] { AndroidNames.segmentFields }
    public func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.segmentNames(at: index, of: element, in: screen, projection: projection)
    }
    public var transitionNameFields: [(name: String, doc: String)] { AndroidNames.transitionFields }
    public func transitionNames(of transition: Transition, from screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.transitionNames(of: transition, projection: projection)
    }
    public var backNameFields: [(name: String, doc: String)] { AndroidNames.backFields }
    public func backNames(of back: Back, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.backNames(of: back, projection: projection)
    }
    public var embedNameFields: [(name: String, doc: String)] { AndroidNames.embedFields }
    public func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.embedNames(of: child)
    }

}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemDiagnostics
import TandemPlatform
import TandemXML

/// Android layouts and the manifest, built as XML trees with libxml2 (FoundationXML) rather than text templates,
/// so every file is well formed and every value escaped by construction.
enum AndroidXML {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    static let appNamespace = "http://schemas.android.com/apk/res-auto"

    /// A screen's layout: its elements top to bottom in a content column that takes the space the tab bar leaves;
    /// lists, web, map and text views share what remains, so none is ever zero-high.
    /// `twoPanes`: the target shows a split view's list and detail as Fragments of its screen, side by side.
    static func layout(screen: ScreenContext, twoPanes: Bool = false) -> String {
        if twoPanes, screen.panes != nil { return splitLayout(screen.ref.native) }
        // A child Fragment's views share the hierarchy with the screen it is in: its views' ids carry its name (two
        // views of one id would share saved state). An embedded screen is as tall as its views; a pane fills its pane.
        let child = screen.isEmbedded || (twoPanes && screen.isPane)
        func id(_ name: String) -> [(String, String)] { [("android:id", "@+id/" + (child ? screen.ref.native["resourceStem"] + "_" : "") + name)] }
        // A screen of fixed-height views scrolls (a form stays usable with the keyboard up); one with a list, web, map
        // or text view, its own or an embedded screen's, gives that view the room instead.
        // (A list screen's list is its content here: Android has no table controller around it.)
        let fills = screen.hasFillElements || screen.elements.contains { $0.kind == "list" }
        let root = element("LinearLayout", id("root") + [
            ("android:layout_width", "match_parent"),
            ("android:layout_height", screen.isEmbedded && !fills ? "wrap_content" : "match_parent"),
            ("android:orientation", "vertical"),
        ])
        // A drawer item's layout is the content of a DrawerLayout, which declares the namespaces.
        if !screen.isDrawerChild {
            declare("android", androidNamespace, on: root)
            if screen.isTabChild { declare("app", appNamespace, on: root) }
        }
        // A drawer item's screen has its own app bar, inside the DrawerLayout, so the drawer slides over it (Material's
        // navigation drawer); the window (the Activities app) or the host (single activity) shows none meanwhile.
        if screen.isDrawerChild {
            // As tall as an app bar; the layout's root keeps it clear of the status bar (edge to edge).
            root.addChild(element("com.google.android.material.appbar.MaterialToolbar", [
                ("android:id", "@+id/" + Projection.drawerToolbarID), ("android:layout_width", "match_parent"),
                ("android:layout_height", "?attr/actionBarSize"),
            ]))
        }
        let content = element("LinearLayout", id("content") + [
            ("android:layout_width", "match_parent"),
            ("android:layout_height", fills ? "0dp" : "wrap_content"),
        ] + (fills ? [("android:layout_weight", "1")] : []) + [
            ("android:orientation", "vertical"),
        ] + (screen.isEmbedded ? [] : [("android:padding", "16dp")]))
        for e in screen.elements {
            let fills = e.fillsSpace || e.kind == "list"
            var attributes: [(String, String)] = [
                ("android:id", "@+id/" + e.native["id"]),
                ("android:layout_width", "match_parent"),
                ("android:layout_height", fills ? "0dp" : "wrap_content"),
            ]
            if fills { attributes.append(("android:layout_weight", "1")) }
            let text = "@string/" + e.native["string"]
            switch e.kind {
            case "textField": attributes += [("android:inputType", "text")] + (e.hasLabel ? [("android:hint", text)] : [])
            case "secureField":
                attributes += [("android:inputType", "textPassword"), ("android:autofillHints", "password")]
                    + (e.hasLabel ? [("android:hint", text)] : [])
            case "button", "switch", "checkbox": attributes.append(("android:text", text))
            case "label", "textView": if e.hasLabel { attributes.append(("android:text", text)) }
            case "image": attributes.append(("android:contentDescription", text))
            case "progress": attributes.append(("style", "?android:attr/progressBarStyleHorizontal"))
            case "picker", "spinner": if e.hasSegments { attributes.append(("android:entries", "@array/" + e.native["string"])) }
            case "segmented":
                attributes.append(("android:orientation", "horizontal"))
                if let first = e.segments.first { attributes.append(("android:checkedButton", "@+id/" + first.native["id"])) }
            default: break
            }
            let view = element(e.native["tag"], attributes)
            for segment in e.segments where e.kind == "segmented" {
                view.addChild(element("RadioButton", [
                    ("android:id", "@+id/" + segment.native["id"]), ("android:layout_width", "wrap_content"),
                    ("android:layout_height", "wrap_content"), ("android:text", "@string/" + segment.native["string"]),
                ]))
            }
            content.addChild(view)
        }
        // The screens shown inside this one, below its views, each in a container its child Fragment fills.
        for embed in screen.embeds {
            content.addChild(element("androidx.fragment.app.FragmentContainerView", [
                ("android:id", "@+id/" + embed.native["containerID"]), ("android:layout_width", "match_parent"),
                ("android:layout_height", embed.fills ? "0dp" : "wrap_content"),
            ] + (embed.fills ? [("android:layout_weight", "1")] : [])))
        }
        if fills || screen.isEmbedded {
            root.addChild(content)
        } else {
            let scroll = element("ScrollView", id("scroll") + [
                ("android:layout_width", "match_parent"), ("android:layout_height", "0dp"),
                ("android:layout_weight", "1"), ("android:fillViewport", "true"),
            ])
            scroll.addChild(content)
            root.addChild(scroll)
        }
        // Each tab's screen shows the tab bar at the bottom; each drawer item's screen holds the drawer, which slides
        // in from the start edge over the content (the first child of a DrawerLayout).
        if let bar = screen.tabBar, !bar.isDrawer {
            root.addChild(element("com.google.android.material.bottomnavigation.BottomNavigationView", [
                ("android:id", "@+id/bottom_navigation"), ("android:layout_width", "match_parent"),
                ("android:layout_height", "wrap_content"), ("app:menu", "@menu/" + bar.container.native["menu"]),
            ]))
        }
        if let bar = screen.tabBar, bar.isDrawer {
            let drawer = element("androidx.drawerlayout.widget.DrawerLayout", [
                ("android:id", "@+id/drawer_layout"), ("android:layout_width", "match_parent"), ("android:layout_height", "match_parent"),
            ])
            declare("android", androidNamespace, on: drawer)
            declare("app", appNamespace, on: drawer)
            drawer.addChild(root)
            drawer.addChild(element("com.google.android.material.navigation.NavigationView", [
                ("android:id", "@+id/navigation_view"), ("android:layout_width", "wrap_content"),
                ("android:layout_height", "match_parent"), ("android:layout_gravity", "start"), ("app:menu", "@menu/" + bar.container.native["menu"]),
            ]))
            return document(drawer)
        }
        return document(root)
    }

    /// A split view's screen: its list pane and detail pane in a SlidingPaneLayout, as Android's list-detail guide
    /// lays them out (the list a fixed width, the detail the rest, at least 300dp): side by side where both fit, on a
    /// phone the detail pane over the list.
    static func splitLayout(_ names: NativeScreenNames) -> String {
        let root = element("androidx.slidingpanelayout.widget.SlidingPaneLayout", [
            ("android:id", "@+id/" + names["panesID"]), ("android:layout_width", "match_parent"), ("android:layout_height", "match_parent"),
        ])
        declare("android", androidNamespace, on: root)
        root.addChild(element("androidx.fragment.app.FragmentContainerView", [
            ("android:id", "@+id/" + names["listPaneID"]), ("android:layout_width", "320dp"), ("android:layout_height", "match_parent"),
        ]))
        // The detail pane is opaque (it covers the list on a phone) and starts with a hint (where both panes show).
        root.addChild(element("androidx.fragment.app.FragmentContainerView", [
            ("android:id", "@+id/" + names["detailPaneID"]), ("android:name", names["placeholderClass"]),
            ("android:layout_width", "300dp"), ("android:layout_height", "match_parent"), ("android:layout_weight", "1"),
            ("android:background", "?android:attr/colorBackground"),
        ]))
        return document(root)
    }

    /// The tandem module's manifest: every screen's activity (the start screen as the launcher), and the
    /// permissions the design implies. The app module's manifest (yours) holds the application's attributes;
    /// Gradle's manifest merger joins the two. No `package` attribute: the namespace is in build.gradle.kts (AGP 8).
    /// A single-activity app declares only its host Activity, the launcher.
    static func manifest(app: AppContext, screens: [ScreenContext], singleActivity: Bool = false, twoPanes: Bool = false, singleTop: Bool = false) -> String {
        let root = element("manifest", [])
        declare("android", androidNamespace, on: root)
        // The activities live in the app module: lint in this module cannot see them.
        declare("tools", "http://schemas.android.com/tools", on: root)
        let kinds = Set(screens.flatMap { $0.elements.map(\.kind) }).union(screens.map(\.kind))
        if !kinds.isDisjoint(with: ["webView", "web", "map"]) {
            root.addChild(element("uses-permission", [("android:name", "android.permission.INTERNET")]))
        }
        if app.usesMaps {
            // The map shows the user: both location permissions, so the user may grant the approximate one.
            root.addChild(element("uses-permission", [("android:name", "android.permission.ACCESS_COARSE_LOCATION")]))
            root.addChild(element("uses-permission", [("android:name", "android.permission.ACCESS_FINE_LOCATION")]))
        }
        let application = element("application", [])
        if app.usesMaps {
            application.addChild(element("meta-data", [("android:name", "com.google.android.geo.API_KEY"),
                                                        ("android:value", "${MAPS_API_KEY}")]))
        }
        let activities: [(name: String, label: String?, isLauncher: Bool, links: [DeepLinkContext])] = singleActivity
            // The host activity receives every link; its NavController finds the destination in the graph's <deepLink>s.
            ? [(app.native["package"] + "." + Projection.hostActivity, nil, true, app.deepLinks)]
            // An embedded screen or a pane is a Fragment of the activity it shows in, not an activity.
            : screens.filter { !$0.isEmbedded && !(twoPanes && $0.isPane) }.map { (app.native["package"] + ".screens." + $0.ref.native["class"], $0.isStart ? nil : $0.ref.native["titleString"], $0.isStart, $0.deepLinks) }
        var declared = Set<String>()
        // A class several screens share is declared once, the first screen's way (TD503: neither is the start or
        // has a deep link of its own).
        for a in activities where declared.insert(a.name).inserted {
            // The launcher activity has no label of its own, so the home screen shows the app's name. An activity
            // other apps start (the launcher, a deep link's) is exported.
            var attributes: [(String, String)] = [("android:name", a.name)]
            if let label = a.label { attributes.append(("android:label", "@string/" + label)) }
            attributes.append(("android:exported", a.isLauncher || !a.links.isEmpty ? "true" : "false"))
            // One activity showing everything takes each new link itself (onNewIntent) instead of a second copy of the
            // app on top of the first.
            if singleTop && a.isLauncher { attributes.append(("android:launchMode", "singleTop")) }
            attributes.append(("tools:ignore", "MissingClass"))
            let activity = element("activity", attributes)
            if a.isLauncher {
                let filter = element("intent-filter", [])
                filter.addChild(element("action", [("android:name", "android.intent.action.MAIN")]))
                filter.addChild(element("category", [("android:name", "android.intent.category.LAUNCHER")]))
                activity.addChild(filter)
            }
            // Written out rather than as <nav-graph> (which only the Gradle plugin's manifest merger expands).
            for link in a.links { activity.addChild(deepLinkFilter(link)) }
            application.addChild(activity)
        }
        root.addChild(application)
        return document(root)
    }

    /// The intent filter of a deep link, as Navigation's Gradle plugin writes one for `<deepLink>`: a view of a
    /// browsable URL with the scheme (http and https without one), the host and the path (`.*` for a placeholder).
    /// The query is matched in code.
    static func deepLinkFilter(_ link: DeepLinkContext) -> XMLElement {
        // An http(s) link is an App Link: Android 12 and later open it in the app only for a verified host (its
        // /.well-known/assetlinks.json names the app).
        let filter = element("intent-filter", link.scheme == nil || link.scheme == "http" || link.scheme == "https" ? [("android:autoVerify", "true")] : [])
        filter.addChild(element("action", [("android:name", "android.intent.action.VIEW")]))
        filter.addChild(element("category", [("android:name", "android.intent.category.DEFAULT")]))
        filter.addChild(element("category", [("android:name", "android.intent.category.BROWSABLE")]))
        for scheme in link.scheme.map({ [$0] }) ?? ["http", "https"] { filter.addChild(element("data", [("android:scheme", scheme)])) }
        filter.addChild(element("data", [("android:host", link.host)]))
        filter.addChild(element("data", [("android:pathPattern", link.pathPattern)]))
        return filter
    }

    /// Every user-visible text of the screens: titles, labels, hints, segments and picker entries.
    static func strings(screens: [ScreenContext], singleActivity: Bool = false, twoPanes: Bool = false) -> String {
        let root = element("resources", [])
        // Screens that share a class share its strings: each written once (a name with two texts stays, for aapt2
        // to refuse: `tandem check` should have said so).
        var written: [String: String] = [:]
        func string(_ name: String, _ text: String) {
            if written[name] == text { return }
            written[name] = text
            let e = element("string", [("name", name)])
            e.stringValue = AndroidText.resource(text)
            root.addChild(e)
        }
        // What TalkBack says of the action bar's drawer button (the single-activity host's is NavigationUI's).
        if !singleActivity, screens.contains(where: \.isDrawerChild) {
            string("tandem_open_drawer", "Open navigation drawer")
            string("tandem_close_drawer", "Close navigation drawer")
        }
        // What a split view's detail pane shows beside the list before the list opens anything (as on iOS).
        if twoPanes, screens.contains(where: { $0.panes != nil }) { string("tandem_nothing_selected", "Nothing selected") }
        for s in screens {
            string(s.ref.native["titleString"], s.ref.title.value)
            for e in s.elements {
                switch e.kind {
                case "picker", "spinner":
                    let entries = e.segments.map(\.text.value).joined(separator: "\u{0}")
                    guard e.hasSegments, written["array:" + e.native["string"]] != entries else { continue }
                    written["array:" + e.native["string"]] = entries
                    let array = element("string-array", [("name", e.native["string"])])
                    for segment in e.segments {
                        let item = element("item", [])
                        item.stringValue = AndroidText.resource(segment.text.value)
                        array.addChild(item)
                    }
                    root.addChild(array)
                case "segmented":
                    for segment in e.segments { string(segment.native["string"], segment.text.value) }
                case "button", "switch", "checkbox", "image": string(e.native["string"], e.text.value)
                case "label", "textView", "textField", "secureField": if let label = e.label { string(e.native["string"], label.value) }
                default: break
                }
            }
        }
        return document(root)
    }

    /// A tab container's bottom navigation menu: one item per tab, in order (at most five: `tandem check` says so);
    /// a drawer's menu: its items in one group that checks one at a time (the shown screen's).
    /// In a single-activity app the item ids are the tabs' destination ids, as NavigationUI expects.
    static func menu(container: ScreenContext, singleActivity: Bool = false) -> String {
        let root = element("menu", [])
        declare("android", androidNamespace, on: root)
        var items = root
        if container.ref.isDrawer {
            items = element("group", [("android:id", "@+id/drawer_items"), ("android:checkableBehavior", "single")])
            root.addChild(items)
        }
        for tab in container.tabs {
            items.addChild(element("item", [
                ("android:id", "@+id/" + (singleActivity ? tab.screen.native["destinationID"] : tab.screen.native["itemID"])), ("android:icon", "@drawable/tandem_tab"),
                ("android:title", "@string/" + tab.screen.native["titleString"]),
            ]))
        }
        return document(root)
    }

    static func declare(_ prefix: String, _ uri: String, on element: XMLElement) { XMLTree.declare(prefix, uri, on: element) }
    static func element(_ name: String, _ attributes: [(String, String)]) -> XMLElement { XMLTree.element(name, attributes) }
    static func document(_ root: XMLElement) -> String { XMLTree.document(root) }
}

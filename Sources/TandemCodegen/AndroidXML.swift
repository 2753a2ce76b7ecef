import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemDiagnostics

/// Android layouts and the manifest, built as XML trees with libxml2 (FoundationXML) rather than text templates,
/// so every file is well formed and every value escaped by construction.
enum AndroidXML {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    static func layout(screen: ScreenContext) -> String {
        let root = element("LinearLayout", [
            ("android:id", "@+id/root"),
            ("android:layout_width", "match_parent"),
            ("android:layout_height", "match_parent"),
            ("android:orientation", "vertical"),
            ("android:padding", screen.ref.isTabs ? "0dp" : "16dp"),
        ])
        root.addNamespace(XMLNode.namespace(withName: "android", stringValue: androidNamespace) as! XMLNode)
        for e in screen.elements {
            let kind = e.kind
            let fills = kind == "list" || kind == "webView" || kind == "map" || kind == "textView"
            var attributes: [(String, String)] = [
                ("android:id", "@+id/" + e.androidID),
                ("android:layout_width", "match_parent"),
                ("android:layout_height", fills ? "0dp" : "wrap_content"),
            ]
            if fills { attributes.append(("android:layout_weight", "1")) }
            let label = e.label?.value
            switch kind {
            case "textField": attributes += [("android:inputType", "text")] + (label.map { [("android:hint", androidString($0))] } ?? [])
            case "secureField": attributes += [("android:inputType", "textPassword")] + (label.map { [("android:hint", androidString($0))] } ?? [])
            case "button", "label", "switch", "checkbox", "textView":
                if let label { attributes.append(("android:text", androidString(label))) }
            case "image": attributes.append(("android:contentDescription", androidString(label ?? e.designName)))
            case "progress": attributes.append(("style", "?android:attr/progressBarStyleHorizontal"))
            default: break
            }
            root.addChild(element(e.androidTag, attributes))
        }
        // Each tab is an activity showing the tab bar at the bottom (the container only opens the first tab).
        if screen.isTabChild {
            root.addChild(element("com.google.android.material.bottomnavigation.BottomNavigationView", [
                ("android:id", "@+id/bottom_navigation"), ("android:layout_width", "match_parent"),
                ("android:layout_height", "wrap_content"),
            ]))
        }
        return document(root)
    }

    static func manifest(app: AppContext, screens: [ScreenContext]) -> String {
        let root = element("manifest", [("package", app.androidPackage)])
        root.addNamespace(XMLNode.namespace(withName: "android", stringValue: androidNamespace) as! XMLNode)
        let kinds = Set(screens.flatMap { $0.elements.map(\.kind) }).union(screens.map(\.kind))
        if !kinds.isDisjoint(with: ["webView", "web", "map"]) {
            root.addChild(element("uses-permission", [("android:name", "android.permission.INTERNET")]))
        }
        if kinds.contains("map") {
            root.addChild(element("uses-permission", [("android:name", "android.permission.ACCESS_FINE_LOCATION")]))
        }
        let application = element("application", [("android:label", androidString(app.name.value))])
        for s in screens {
            let activity = element("activity", [
                ("android:name", "." + s.ref.androidClass),
                ("android:label", androidString(s.ref.title.value)),
                ("android:exported", s.isStart ? "true" : "false"),
            ])
            if s.isStart {
                let filter = element("intent-filter", [])
                filter.addChild(element("action", [("android:name", "android.intent.action.MAIN")]))
                filter.addChild(element("category", [("android:name", "android.intent.category.LAUNCHER")]))
                activity.addChild(filter)
            }
            application.addChild(activity)
        }
        root.addChild(application)
        return document(root)
    }

    static func element(_ name: String, _ attributes: [(String, String)]) -> XMLElement {
        let e = XMLElement(name: name)
        for (key, value) in attributes {
            e.addAttribute(XMLNode.attribute(withName: key, stringValue: value) as! XMLNode)
        }
        return e
    }

    static func document(_ root: XMLElement) -> String {
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "utf-8"
        var text = document.xmlString(options: [.nodePrettyPrint, .nodeCompactEmptyElement])
        // libxml2 writes standalone="no"; Android tools do not need it.
        text = text.replacing(" standalone=\"no\"", with: "")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Android resource strings treat a leading @ or ? as a reference and give \ ' " special meaning.
    static func androidString(_ s: String) -> String {
        var out = ""
        for (i, c) in s.enumerated() {
            switch c {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "@", "?": out += i == 0 ? "\\" + String(c) : String(c)
            default: out.append(c)
            }
        }
        return out
    }
}


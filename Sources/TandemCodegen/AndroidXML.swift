import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemDiagnostics

/// Android layouts and the manifest, built as XML trees with libxml2 (FoundationXML) rather than text templates,
/// so every file is well formed and every value escaped by construction.
enum AndroidXML {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    static func layout(screen: [String: JSONValue]) -> String {
        let isTabs = screen["isTabs"]?.bool == true
        let root = element("LinearLayout", [
            ("android:id", "@+id/root"),
            ("android:layout_width", "match_parent"),
            ("android:layout_height", "match_parent"),
            ("android:orientation", "vertical"),
            ("android:padding", isTabs ? "0dp" : "16dp"),
        ])
        root.addNamespace(XMLNode.namespace(withName: "android", stringValue: androidNamespace) as! XMLNode)
        for item in screen["elements"]?.array ?? [] {
            guard let e = item.objectDictionary else { continue }
            let kind = e["kind"]?.string ?? "label"
            let fills = kind == "list" || kind == "webView" || kind == "map" || kind == "textView"
            var attributes: [(String, String)] = [
                ("android:id", "@+id/" + (e["androidID"]?.string ?? "view")),
                ("android:layout_width", "match_parent"),
                ("android:layout_height", fills ? "0dp" : "wrap_content"),
            ]
            if fills { attributes.append(("android:layout_weight", "1")) }
            let label = e["hasLabel"]?.bool == true ? e["label"]?.string : nil
            switch kind {
            case "textField": attributes += [("android:inputType", "text")] + (label.map { [("android:hint", androidString($0))] } ?? [])
            case "secureField": attributes += [("android:inputType", "textPassword")] + (label.map { [("android:hint", androidString($0))] } ?? [])
            case "button", "label", "switch", "checkbox", "textView":
                if let label { attributes.append(("android:text", androidString(label))) }
            case "image": attributes.append(("android:contentDescription", androidString(label ?? (e["designName"]?.string ?? ""))))
            case "progress": attributes.append(("style", "?android:attr/progressBarStyleHorizontal"))
            default: break
            }
            root.addChild(element(e["androidTag"]?.string ?? "View", attributes))
        }
        // Each tab is an activity showing the tab bar at the bottom (the container only opens the first tab).
        if screen["isTabChild"]?.bool == true {
            root.addChild(element("com.google.android.material.bottomnavigation.BottomNavigationView", [
                ("android:id", "@+id/bottom_navigation"), ("android:layout_width", "match_parent"),
                ("android:layout_height", "wrap_content"),
            ]))
        }
        return document(root)
    }

    static func manifest(app: [String: JSONValue], screens: [JSONValue]) -> String {
        let root = element("manifest", [("package", app["androidPackage"]?.string ?? "com.example.app")])
        root.addNamespace(XMLNode.namespace(withName: "android", stringValue: androidNamespace) as! XMLNode)
        let kinds = Set(screens.flatMap { $0.objectDictionary?["elements"]?.array ?? [] }.compactMap { $0.objectDictionary?["kind"]?.string })
            .union(screens.compactMap { $0.objectDictionary?["kind"]?.string })
        if !kinds.isDisjoint(with: ["webView", "web", "map"]) {
            root.addChild(element("uses-permission", [("android:name", "android.permission.INTERNET")]))
        }
        if kinds.contains("map") {
            root.addChild(element("uses-permission", [("android:name", "android.permission.ACCESS_FINE_LOCATION")]))
        }
        let application = element("application", [("android:label", androidString(app["name"]?.string ?? "App"))])
        let start = app["startScreen"]?.objectDictionary?["id"]?.string
        for item in screens {
            guard let s = item.objectDictionary else { continue }
            let isStart = s["id"]?.string == start
            let activity = element("activity", [
                ("android:name", "." + (s["androidClass"]?.string ?? "MainActivity")),
                ("android:label", androidString(s["title"]?.string ?? "")),
                ("android:exported", isStart ? "true" : "false"),
            ])
            if isStart {
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

extension JSONValue {
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    var objectDictionary: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members, uniquingKeysWith: { first, _ in first })
    }

    /// The value as Mustache reads it: dictionaries, arrays, strings, numbers and booleans.
    var mustacheValue: Any {
        switch self {
        case .null: return Optional<String>.none as Any
        case .bool(let b): return b
        case .int(let i): return i
        case .string(let s): return s
        case .array(let items): return items.map(\.mustacheValue)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, value) in members where dictionary[key] == nil { dictionary[key] = value.mustacheValue }
            return dictionary
        }
    }
}

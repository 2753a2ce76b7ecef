import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemXML

/// `tandem export android-nav`: a design as a Jetpack Navigation graph, built as an XML tree through libxml2 (so it
/// is well formed and escaped by construction). A destination per screen (a `<dialog>` when every way in is modal),
/// an `<argument>` per input, an `<action>` per transition (a `replace` pops the whole graph first), the start
/// destination. What Navigation cannot say is listed, never dropped silently. Importing the graph back gives the same
/// screens, inputs, transitions and start (a test does it over the corpus).
public enum AndroidNavigationExport {
    public struct Result: Sendable {
        public var xml: String
        /// What the graph could not hold exactly.
        public var approximations: [String]
    }

    static let graphID = "nav_graph"

    public static func write(_ analysis: Analysis) -> Result {
        let design = analysis.design
        let projection = Projection(analysis)
        var approximations: [String] = []
        let root = XMLElement(name: "navigation")
        XMLTree.declare("android", AndroidNavigationImport.androidURI, on: root)
        XMLTree.declare("app", AndroidNavigationImport.appURI, on: root)
        func attribute(_ element: XMLElement, _ name: String, _ value: String) {
            element.addAttribute(XMLNode.attribute(withName: name, stringValue: value) as! XMLNode)
        }
        attribute(root, "android:id", "@+id/" + graphID)
        if let start = design.startScreen { attribute(root, "app:startDestination", "@id/" + start.id) }

        for screen in design.screens {
            let incoming = (analysis.incoming[screen.id] ?? []).map { design.transitions[$0] }
            let isDialog = !incoming.isEmpty && incoming.allSatisfy { $0.style == .modal }
            let destination = XMLElement(name: isDialog ? "dialog" : "fragment")
            attribute(destination, "android:id", "@+id/" + screen.id)
            let names = Projection.names(of: screen)
            attribute(destination, "android:name", projection.androidPackage + ".screens." + names.androidFragment)
            if screen.title != screen.id { attribute(destination, "android:label", screen.title) }
            if screen.isTabContainer {
                approximations.append("screen \(screen.id) is a tab container: its tabs are a bottom navigation menu, not part of the graph")
            }
            for input in screen.inputs {
                let argument = XMLElement(name: "argument")
                attribute(argument, "android:name", input.name)
                let (argType, exact) = self.argType(input.type, package: projection.androidPackage)
                if !exact { approximations.append("input \(input.name) of \(screen.id) is \(input.type.description), which Navigation has no type for: written as \(argType)") }
                attribute(argument, "app:argType", argType)
                if input.type.isOptional {
                    // Navigation allows null only for strings, Parcelables and arrays; other types get a default.
                    if case .optional(.primitive(let p)) = input.type, p != .string, p != .url, p != .date {
                        attribute(argument, "android:defaultValue", defaultValue(p))
                    } else {
                        attribute(argument, "app:nullable", "true")
                    }
                }
                destination.addChild(argument)
            }
            for index in analysis.outgoing[screen.id] ?? [] {
                let t = design.transitions[index]
                guard design.screen(t.target.name) != nil else { continue }
                let action = XMLElement(name: "action")
                attribute(action, "android:id", "@+id/" + (t.action?.name ?? "action_\(t.source.name)_to_\(t.target.name)"))
                attribute(action, "app:destination", "@id/" + t.target.name)
                if t.style == .replace {
                    attribute(action, "app:popUpTo", "@id/" + graphID)
                    attribute(action, "app:popUpToInclusive", "true")
                }
                if t.style == .modal, !isDialogTarget(t, analysis) {
                    approximations.append("modal \(t.source.name) -> \(t.target.name): \(t.target.name) is also pushed, so it is a fragment and the action a push")
                }
                if t.style == .push, isDialogTarget(t, analysis) {
                    approximations.append("push \(t.source.name) -> \(t.target.name) goes to a dialog")
                }
                destination.addChild(action)
            }
            root.addChild(destination)
        }
        let xml = XMLTree.document(root, comment: "Written by `tandem export android-nav` from the design of \(projection.appName).")
        return Result(xml: xml, approximations: approximations)
    }

    static func isDialogTarget(_ t: Transition, _ analysis: Analysis) -> Bool {
        let incoming = (analysis.incoming[t.target.name] ?? []).map { analysis.design.transitions[$0] }
        return !incoming.isEmpty && incoming.allSatisfy { $0.style == .modal }
    }

    /// The argument type Navigation spells for a design type, and whether it is exact.
    static func argType(_ type: ValueType, package: String) -> (String, Bool) {
        switch type {
        case .optional(let wrapped): return argType(wrapped, package: package)
        case .primitive(let p):
            switch p {
            case .string: return ("string", true)
            case .int: return ("integer", true)
            case .long: return ("long", true)
            case .float: return ("float", true)
            case .bool: return ("boolean", true)
            case .url: return ("android.net.Uri", true)
            case .date: return ("java.util.Date", true)
            case .double: return ("float", false)
            case .data: return ("string", false)
            }
        case .model(let name), .unknown(let name): return (package + ".models." + Naming.typeName(name), true)
        case .list(let element):
            let (inner, exact) = argType(element, package: package)
            return (inner + "[]", exact && !inner.hasSuffix("[]"))
        case .map: return ("string", false)
        }
    }

    static func defaultValue(_ p: Primitive) -> String {
        switch p {
        case .bool: "false"
        case .long: "0L"
        case .float, .double: "0.0"
        default: "0"
        }
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
import TandemCodegen
import TandemModel
import TandemPlatform
import TandemXML

/// A design as a Jetpack Navigation graph: what `tandem export android-nav` writes and the android-navigation
/// target's `res/navigation/nav_graph.xml`, from one writer. Built as an XML tree through libxml2 (well formed and
/// escaped by construction): a destination per screen (a `<dialog>` when every way in is modal), an `<argument>` per
/// input, an `<action>` per transition (a `replace` pops the whole graph first), the start destination, a nested
/// `<navigation>` per group that can be one (`Projection.groupNesting`) with its global actions. What
/// Navigation cannot say is listed, never dropped silently. Importing the graph back gives the same screens, inputs,
/// transitions and start (a test does it over the corpus).
public enum AndroidNavigationExport {
    public struct Result: Sendable {
        public var xml: String
        /// What the graph could not hold exactly.
        public var approximations: [String]
    }

    static let graphID = "nav_graph"

    /// `adapter`: the single-activity target's, whose names (Fragments, destination ids) the graph holds.
    public static func write(_ analysis: Analysis, adapter: any TargetAdapter) -> Result {
        // A qualified Android class (`com.example.ui.CouponListFragment`, as an import writes the app's own) is the
        // app's class: the graph names it as the app does, an Activity as an <activity> destination.
        var appClasses: [String: String] = [:]
        for screen in analysis.design.screens {
            if let name = screen.notes(for: .android)?.className, name.contains("."), isJavaClassName(name) { appClasses[screen.id] = name }
        }
        return graph(ContextBuilder(analysis: analysis, toolVersion: "", adapter: adapter).build(), comment: "Written by `tandem export android-nav`",
                     appClasses: appClasses)
    }

    /// `labelResources`: each destination's label is its title's string resource (the generated app has them), rather
    /// than the title itself.
    /// A Java class name, qualified (`com.example.LoginFragment`) or relative to the app's package (`.ui.Login`):
    /// ASCII letters, digits, `_` and `$` in dot-separated parts that do not start with a digit. Anything else is no
    /// class the app can have, so the graph names the generated one.
    static func isJavaClassName(_ name: String) -> Bool {
        let parts = (name.hasPrefix(".") ? String(name.dropFirst()) : name).split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !(48...57).contains(first.value) else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "$") }
        }
    }

    /// `appClasses`: screen id → the app's own class, which its destination names (a generated app's graph names
    /// the Fragments it generates).
    static func graph(_ context: TemplateContext, comment: String, labelResources: Bool = false, appClasses: [String: String] = [:]) -> Result {
        var approximations: [String] = []
        let xml = XMLTree.document(comment: "\(comment) from the design of \(context.app.name.value).") {
            tree(context, labelResources: labelResources, appClasses: appClasses, approximations: &approximations)
        }
        return Result(xml: xml, approximations: approximations)
    }

    static func tree(_ context: TemplateContext, labelResources: Bool, appClasses: [String: String], approximations: inout [String]) -> XMLElement {
        let package = context.app.native["package"]
        let root = XMLTree.element("navigation", [])
        XMLTree.declare("android", AndroidXML.androidNamespace, on: root)
        XMLTree.declare("app", AndroidXML.appNamespace, on: root)
        func attribute(_ element: XMLElement, _ name: String, _ value: String) {
            element.addAttribute(XMLNode.attribute(withName: name, stringValue: value) as! XMLNode)
        }
        attribute(root, "android:id", "@+id/" + graphID)
        func action(_ t: TransitionContext, from source: String) -> XMLElement {
            let action = XMLTree.element("action", [])
            attribute(action, "android:id", "@+id/" + t.names["actionID"])
            attribute(action, "app:destination", "@id/" + t.navigationDestinationID)
            if t.isReplace {
                attribute(action, "app:popUpTo", "@id/" + graphID)
                attribute(action, "app:popUpToInclusive", "true")
            } else if let clear = t.clear {
                attribute(action, "app:popUpTo", "@id/" + clear.screen.native["destinationID"])
                if clear.inclusive { attribute(action, "app:popUpToInclusive", "true") }
            }
            if t.isModal, !t.target.isDialog {
                approximations.append("modal \(source) -> \(t.target.id): \(t.target.id) is also pushed, so it is a fragment and the action a push")
            }
            if t.isPush, t.target.isDialog {
                approximations.append("push \(source) -> \(t.target.id) goes to a dialog")
            }
            return action
        }
        // A nested group's screens go into its graph, which stands where its first screen would.
        var graphOf: [String: (context: NestedGraphContext, element: XMLElement)] = [:]
        for graph in context.app.nestedGraphs {
            let element = XMLTree.element("navigation", [])
            attribute(element, "android:id", "@+id/" + graph.graphID)
            attribute(element, "app:startDestination", "@id/" + graph.start.native["destinationID"])
            for id in graph.screens { graphOf[id] = (graph, element) }
        }
        if let start = context.app.startScreen {
            attribute(root, "app:startDestination", "@id/" + (graphOf[start.id]?.context.graphID ?? start.native["destinationID"]))
        }
        for group in context.app.flatGroups {
            approximations.append("group \(group.name) is written flat, its screens in the root graph: \(group.reason)")
        }
        var placed = Set<String>()
        var destinations: [String: XMLElement] = [:]
        // An embedded screen or a split view's pane is a child Fragment of its host, not a destination: what it opens,
        // it opens from the host's place, so its actions are the host's. The list's opening of its detail changes
        // the detail pane, not the back stack: no action.
        var hostActions: [(host: String, action: XMLElement)] = []

        for screen in context.screens {
            let ref = screen.ref
            let host = ref.native["host"]
            if !host.isEmpty {
                let place = screen.paneOf.map { "a pane of \($0.id)" } ?? "shown inside \(host)"
                approximations.append("screen \(ref.id) is \(place) (a child Fragment), not a destination: its actions are \(host)'s")
                for t in screen.transitions where !t.isGraphAction && !t.showsDetail { hostActions.append((host, action(t, from: ref.id))) }
                continue
            }
            let appClass = appClasses[ref.id]
            // An activity destination has no actions: a screen that opens others stays a fragment.
            let isActivity = appClass?.hasSuffix("Activity") == true && screen.transitions.allSatisfy(\.isGraphAction)
            if let appClass, !isActivity, appClass.hasSuffix("Activity") {
                approximations.append("screen \(ref.id) names the Activity \(appClass) but opens other screens: it is written as a fragment destination")
            }
            let destination = XMLTree.element(isActivity ? "activity" : ref.isDialog ? "dialog" : "fragment", [])
            attribute(destination, "android:id", "@+id/" + ref.native["destinationID"])
            attribute(destination, "android:name", appClass ?? package + ".screens." + ref.native["fragment"])
            if labelResources {
                attribute(destination, "android:label", "@string/" + ref.native["titleString"])
            } else if ref.title.value != ref.id {
                attribute(destination, "android:label", ref.title.value)
            }
            if ref.isTabs {
                approximations.append("screen \(ref.id) is a tab container: its tabs are a bottom navigation menu, not part of the graph")
            }
            for input in ref.inputs.items {
                let argument = XMLTree.element("argument", [])
                attribute(argument, "android:name", input.designName)
                let type = input.type.type
                let (argType, exact) = self.argType(type, package: package)
                if !exact { approximations.append("input \(input.designName) of \(ref.id) is \(type.description), which the graph cannot declare exactly: written as \(argType)") }
                attribute(argument, "app:argType", argType)
                // Navigation allows null only for strings, Parcelables and arrays; other optional types get a default.
                var nullable = false
                if type.isOptional {
                    if case .optional(.primitive(let p)) = type, p != .string, p != .url, p != .date, p != .double {
                        if input.defaultValue == nil { attribute(argument, "android:defaultValue", defaultValue(p)) }
                    } else {
                        nullable = true
                        attribute(argument, "app:nullable", "true")
                    }
                }
                // Navigation takes no default for a Serializable (the Double) but null; the generated Args fill it in.
                if let value = input.defaultValue, value != .null || nullable, value == .null || !Self.isSerializable(type) {
                    attribute(argument, "android:defaultValue", navigationDefault(value, type))
                }
                destination.addChild(argument)
            }
            // A transition from any screen is one global action of a graph (below), not one per destination.
            for t in screen.transitions where !t.isGraphAction {
                destination.addChild(action(t, from: ref.id))
            }
            for link in screen.deepLinks {
                let element = XMLTree.element("deepLink", [])
                attribute(element, "app:uri", link.uri)
                destination.addChild(element)
            }
            // A way back is an action that only pops: up to the earlier screen, or this one inclusive.
            for b in screen.backs {
                let action = XMLTree.element("action", [])
                attribute(action, "android:id", "@+id/" + b.names["actionID"])
                attribute(action, "app:popUpTo", "@id/" + (b.target?.native["destinationID"] ?? ref.native["destinationID"]))
                if b.target == nil { attribute(action, "app:popUpToInclusive", "true") }
                if b.isDismiss { approximations.append("dismiss \(ref.id): Navigation has no presentation to close, so it pops \(ref.id)") }
                destination.addChild(action)
            }
            destinations[ref.id] = destination
            if let graph = graphOf[ref.id] {
                if placed.insert(graph.context.graphID).inserted { root.addChild(graph.element) }
                graph.element.addChild(destination)
            } else {
                root.addChild(destination)
            }
        }
        for (host, action) in hostActions { destinations[host]?.addChild(action) }
        for graph in context.app.nestedGraphs {
            for t in graph.globalTransitions { graphOf[graph.screens[0]]?.element.addChild(action(t, from: "* in " + graph.name)) }
        }
        for t in context.app.globalTransitions { root.addChild(action(t, from: "*")) }
        return root
    }

    /// The argument type Navigation spells for a design type, and whether it is exact.
    public static func argType(_ type: ValueType, package: String) -> (String, Bool) {
        switch type {
        case .optional(let wrapped): return argType(wrapped, package: package)
        case .primitive(let p):
            switch p {
            case .string: return ("string", true)
            case .int: return ("integer", true)
            case .long: return ("long", true)
            case .float: return ("float", true)
            case .bool: return ("boolean", true)
            // As text: Navigation reads a deep link's values through the argument's type, and its Parcelable types
            // (android.net.Uri among them) throw on text.
            case .url: return ("string", false)
            case .date: return ("java.util.Date", true)
            // Navigation has no double: a boxed Double is Serializable, and exact (a float keeps 7 digits).
            case .double: return ("java.lang.Double", true)
            case .data: return ("string", false)
            }
        // Where the generated apps keep the models.
        case .model(let name), .unknown(let name), .enumeration(let name): return (package + ".tandem.models." + Naming.typeName(name), true)
        case .list(let element):
            let (inner, exact) = argType(element, package: package)
            return (inner + "[]", exact && !inner.hasSuffix("[]"))
        case .map: return ("string", false)
        }
    }

    /// Declared as a Serializable class in the graph: Navigation reads no default for it but null.
    public static func isSerializable(_ type: ValueType) -> Bool {
        type.nonOptional == .primitive(.double)
    }

    /// A design default as Navigation spells `android:defaultValue`: `2L` for a long, a decimal point for a float,
    /// `@null` for nil, strings as they are.
    public static func navigationDefault(_ value: DefaultValue, _ type: ValueType) -> String {
        let t = type.nonOptional
        switch value {
        case .null: return "@null"
        case .bool(let b): return b ? "true" : "false"
        case .string(let text): return text
        case .integer(let text):
            if t == .primitive(.long) { return text + "L" }
            if t == .primitive(.float) || t == .primitive(.double) { return text + ".0" }
            return text
        case .decimal(let text): return text
        // Navigation reads an enum's default by the constant's name.
        case .enumCase(let name): return Projection.enumCaseName(name)
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

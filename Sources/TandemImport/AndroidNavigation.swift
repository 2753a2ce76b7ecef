import Foundation
import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemXML

/// Reads Jetpack Navigation graphs (`res/navigation/*.xml`) into a design: a screen per fragment, dialog and activity
/// destination, a transition per action, an input per argument, the start destination; nested graphs are flattened
/// (a transition to a graph goes to its start), and graphs that `<include>` another given file take its
/// destinations in; the root graph's global actions are transitions from any screen, and popUpTo a screen under the
/// source is a clear, `<deepLink app:uri>` a deep link, a `<dialog>` a modal `as dialog`. What the design language
/// cannot say yet (global actions of nested graphs, deep links into a whole graph or without a URI, some default
/// values, animations) is listed at the top of the design, never dropped silently.
///
/// Attributes are matched by namespace URI, not prefix, so `xmlns:a="…/res/android"` reads like `android:`.
public enum AndroidNavigationImport {
    static let androidURI = "http://schemas.android.com/apk/res/android"
    static let appURI = "http://schemas.android.com/apk/res-auto"
    /// The layout editor's namespace (`tools:layout`): read by no app, so nothing an import must account for.
    static let toolsURI = "http://schemas.android.com/tools"

    /// The attributes the importer reads, by element (`prefix:name`); every other attribute of an element it reads is
    /// listed as not modelled (`listUnread`), so an import drops nothing without a word.
    public static let readAttributes: [String: Set<String>] = {
        let destination: Set = ["android:id", "android:name", "android:label"]
        return [
            "navigation": ["android:id", "app:startDestination"],
            "fragment": destination, "dialog": destination, "activity": destination,
            // Animations and the single-top and saved-state flags are listed where the action is read, by what they do.
            "action": ["android:id", "app:destination", "app:popUpTo", "app:popUpToInclusive", "app:enterAnim", "app:exitAnim",
                       "app:popEnterAnim", "app:popExitAnim", "app:launchSingleTop", "app:popUpToSaveState", "app:restoreState"],
            "argument": ["android:name", "app:argType", "app:nullable", "android:defaultValue"],
            // An id names a deep link for the tools only; an action or MIME type is listed where the link is read.
            "deepLink": ["app:uri", "android:id", "app:action", "app:mimeType"],
            "include": ["app:graph"],
        ]
    }()

    /// Lists each attribute of `element` the importer does not read (`tools:` ones aside).
    static func listUnread(_ element: XMLInput.Element, owner: String, file: String, into notes: inout [String]) {
        let read = readAttributes[element.localName] ?? []
        for attribute in element.allAttributes where attribute.uri != toolsURI {
            let prefix = attribute.uri == androidURI ? "android:" : attribute.uri == appURI ? "app:" : attribute.uri.map { "{\($0)}" } ?? ""
            let name = prefix + attribute.local
            if !read.contains(name) { notes.append("\(file): \(name)=\"\(attribute.value)\" on \(owner) is not modelled") }
        }
    }

    /// One graph file, by the name other graphs `<include>` it by (`@navigation/NAME`).
    public struct Source: Sendable {
        public var path: String
        public var data: Data
        public init(path: String, data: Data) { self.path = path; self.data = data }
        var resourceName: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
    }

    struct Argument {
        var name: String
        var type: String
        var note: String?
        /// The default as the design writes it (`2`, `"metric"`), when the language can say it.
        var defaultLiteral: String? = nil

        /// `name: Type = default`, as an input.
        var input: String { "\(name): \(type)" + (defaultLiteral.map { " = " + $0 } ?? "") }
        /// A way in must carry it.
        var isRequired: Bool { !type.hasSuffix("?") && defaultLiteral == nil }
    }

    struct Action {
        var id: String
        var source: String?
        var destination: String?
        var popUpTo: String?
        var inclusive: Bool
        var file: String
        /// A nested graph's own action: from any of its destinations.
        var scope: String? = nil
    }

    struct Destination {
        var id: String
        var element: String
        var className: String?
        var label: String?
        var arguments: [Argument] = []
        var file: String
    }

    /// Everything read from the graphs, before it is written out.
    struct Graphs {
        var destinations: [Destination] = []
        var destinationIndex: [String: Int] = [:]
        var actions: [Action] = []
        /// Graph id → its start destination's id (which may itself be a graph).
        var graphStart: [String: String] = [:]
        var models: Set<String> = []
        /// Models that are enums, with the cases the graphs name (their arguments' defaults).
        var enumCases: [String: [String]] = [:]
        var notModelled: [String] = []
        var start: String?
        var rootGraph: String?
        /// Nested `<navigation>` graphs in one file (not an included file's root): each a group of the destinations
        /// directly in it.
        var groups: [(id: String, members: [String])] = []
        /// `app:uri` → the destination it opens.
        var deepLinks: [(uri: String, destination: String)] = []
        /// A graph's own `<argument>`s: what entering it passes to its start destination.
        var graphArguments: [(graph: String, name: String, file: String)] = []
    }

    /// - Parameters:
    ///   - menu: the bottom navigation menu: its items (whose ids are destinations, as NavigationUI wants) become
    ///     the tabs of a tab container named after the menu, in order.
    ///   - strings: `strings.xml` files: `@string/…` labels and menu titles become the text they name.
    /// `merging`: an existing design the graphs are imported into (what it already has is left out).
    public static func read(_ sources: [Source], menu: Source? = nil, drawerMenu: Source? = nil, strings: [Source] = [],
                            merging existing: Design? = nil) throws -> ImportedDesign.Result {
        var texts: [String: String] = [:]
        for file in strings {
            let root = try XMLInput.document(file.data, path: file.path)
            for string in root.elements where string.localName == "string" {
                if let name = string.plain("name"), texts[name] == nil { texts[name] = string.stringValue }
            }
        }
        var graphs = Graphs()
        // A file included by another given file is read there, once; the others are roots.
        var included = Set<String>()
        var documents: [(source: Source, root: XMLInput.Element)] = []
        for source in sources {
            let root = try XMLInput.document(source.data, path: source.path)
            guard root.localName == "navigation" else {
                throw ImportedDesign.Problem(description: "\(source.path): the root element is not <navigation>; is it a navigation graph?")
            }
            documents.append((source, root))
            for include in root.descendants(named: "include") {
                if let graph = include.attribute(appURI, "graph").map(resourceName) { included.insert(graph) }
            }
        }
        // An <include> names a graph by its resource (the file's name); files copied out of an app (with another name)
        // are found by their root's android:id too, which apps give as the resource's name.
        func names(_ document: (source: Source, root: XMLInput.Element)) -> [String] {
            [document.source.resourceName] + (document.root.attribute(androidURI, "id").map(resourceName).map { [$0] } ?? [])
        }
        var byName: [String: (source: Source, root: XMLInput.Element)] = [:]
        for document in documents { byName[document.source.resourceName] = byName[document.source.resourceName] ?? document }
        for document in documents { for name in names(document) where byName[name] == nil { byName[name] = document } }
        var read = Set<String>()
        var roots: [String] = []
        for document in documents where !names(document).contains(where: included.contains) || sources.count == 1 {
            let (source, root) = document
            // A second root graph is another host's (a second Activity's NavHost): a group with its start, as an
            // included graph is, entered from wherever the app starts that host.
            let isRoot = graphs.rootGraph == nil
            walk(root, file: source, isRoot: isRoot, included: !isRoot, byName: byName, read: &read, into: &graphs)
            roots.append(root.attribute(androidURI, "id").map(resourceName) ?? source.resourceName)
        }
        if roots.count > 1 {
            graphs.notModelled.append("\(roots.count) root graphs (no graph given includes them: each another host's, as a second Activity's NavHost): \(roots[0]) is the design's, its start the start; \(roots.dropFirst().joined(separator: ", ")) \(roots.count == 2 ? "is a group" : "are groups") entered from code")
        }
        // Labels that name a string resource read as its text.
        for i in graphs.destinations.indices {
            if let label = graphs.destinations[i].label, label.hasPrefix("@string/"), let text = texts[resourceName(label)] {
                graphs.destinations[i].label = text
            }
        }
        var design = write(graphs, files: (sources + [menu, drawerMenu].compactMap { $0 } + strings).map { ($0.path as NSString).lastPathComponent })
        if let menu { try addContainer(.tabs, from: menu, texts: texts, graphs: graphs, to: &design) }
        if let drawerMenu { try addContainer(.drawer, from: drawerMenu, texts: texts, graphs: graphs, to: &design) }
        return (existing.map(design.merged(into:)) ?? design).result()
    }

    /// The bottom navigation menu as a tab container (a navigation drawer's menu as a drawer): a screen named after
    /// the menu, its items' destinations as its children in order (a drawer menu's items sit in `<group>`s); when the
    /// graph starts on one of them, the app starts on the container with that child first.
    static func addContainer(_ style: ContainerStyle, from menu: Source, texts: [String: String], graphs: Graphs, to design: inout ImportedDesign) throws {
        let what = style.childNoun
        let file = (menu.path as NSString).lastPathComponent
        let root = try XMLInput.document(menu.data, path: menu.path)
        guard root.localName == "menu" else {
            throw ImportedDesign.Problem(description: "\(menu.path): the root element is not <menu>; is it a menu resource?")
        }
        var tabs: [String] = []
        let screenIndex = Dictionary(design.screens.indices.map { (design.screens[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let items = root.elements.flatMap { $0.localName == "group" ? $0.elements : [$0] }
        for item in items where item.localName == "item" {
            guard let id = item.attribute(androidURI, "id").map(resourceName) else { continue }
            guard let target = landing(id, in: graphs) else {
                design.notModelled.append("\(file): menu item \(id) is not a destination of the graphs given, so it is not a \(what)")
                continue
            }
            tabs.append(target)
            if let image = item.attribute(androidURI, "icon"), let i = screenIndex[target], design.screens[i].icon == nil {
                if let icon = ImportedDesign.icon(forImage: resourceName(image)) {
                    design.screens[i].icon = icon
                } else {
                    design.notModelled.append("\(file): the icon \(image) of menu item \(id) names none the design language knows (docs/language.md lists them), so \(target) shows a placeholder")
                }
            }
            if let title = item.attribute(androidURI, "title") {
                let text = title.hasPrefix("@string/") ? texts[resourceName(title)] : title
                if let text, let i = screenIndex[target], design.screens[i].title == nil {
                    design.screens[i].title = text
                }
            }
        }
        guard !tabs.isEmpty else {
            design.notModelled.append("\(file): no menu item names a destination, so there are no \(what)s")
            return
        }
        let container = menu.resourceName
        design.screens.insert(ImportedDesign.Screen(id: container, container: style, platform: "android",
                                                    notes: ["\(style == .tabs ? "bottom navigation" : "navigation drawer") menu @menu/\(container)"]), at: 0)
        let initial = design.start.flatMap { tabs.contains($0) ? $0 : nil }
        design.tabs.append(ImportedDesign.Tabs(style: style, container: container, children: tabs, initial: initial))
        if initial != nil { design.start = container }
    }

    /// Reads one `<navigation>` element: its destinations, actions and nested graphs.
    /// `included`: the graph is another file's root, read where an `<include>` names it: a graph nested in the
    /// including one, as Navigation builds it, so a group of the design like a `<navigation>` written in place.
    static func walk(_ graph: XMLInput.Element, file: Source, isRoot: Bool, included: Bool = false,
                     byName: [String: (source: Source, root: XMLInput.Element)], read: inout Set<String>, into graphs: inout Graphs) {
        // Each graph once: a file's root by the file's name (it may be included twice), a nested graph by its id, or
        // by the element itself when it has none.
        let nested = graph.parent != nil
        let key = graph.attribute(androidURI, "id") ?? (nested ? "\(ObjectIdentifier(graph))" : "")
        guard read.insert(file.resourceName + "#" + key).inserted else { return }
        let fileName = (file.path as NSString).lastPathComponent
        let graphID = graph.attribute(androidURI, "id").map(resourceName) ?? file.resourceName
        listUnread(graph, owner: "graph \(graphID)", file: fileName, into: &graphs.notModelled)
        if let start = graph.attribute(appURI, "startDestination").map(resourceName) {
            graphs.graphStart[graphID] = start
        }
        if isRoot {
            graphs.rootGraph = graphID
            graphs.start = graphs.graphStart[graphID]
        }
        var members: [String] = []
        defer {
            if (nested && graph.attribute(androidURI, "id") != nil) || included, !members.isEmpty { graphs.groups.append((graphID, members)) }
        }
        for child in graph.elements {
            switch child.localName {
            case "fragment", "dialog", "activity":
                readDestination(child, file: fileName, into: &graphs)
                if let id = child.attribute(androidURI, "id").map(resourceName) { members.append(id) }
            case "navigation":
                walk(child, file: file, isRoot: false, byName: byName, read: &read, into: &graphs)
            case "include":
                listUnread(child, owner: "an <include> of graph \(graphID)", file: fileName, into: &graphs.notModelled)
                guard let name = child.attribute(appURI, "graph").map(resourceName) else { continue }
                if let (other, root) = byName[name] {
                    walk(root, file: other, isRoot: false, included: true, byName: byName, read: &read, into: &graphs)
                    if let start = root.attribute(appURI, "startDestination").map(resourceName) {
                        graphs.graphStart[root.attribute(androidURI, "id").map(resourceName) ?? name] = start
                        graphs.graphStart[name] = start
                    }
                } else {
                    graphs.notModelled.append("\(fileName): <include> of @navigation/\(name): that file was not given, so its screens are missing")
                }
            case "action":
                // An action of the graph itself is global: any of its destinations may take it. The root graph's are
                // transitions from any screen; a nested graph's from any screen of its group (when it is one).
                var action = readAction(child, source: nil, file: fileName, into: &graphs)
                if action.destination != nil {
                    if !isRoot { action.scope = graphID }
                    graphs.actions.append(action)
                } else {
                    graphs.notModelled.append("\(fileName): global action \(action.id) of graph \(graphID) only pops: an action that only pops from any screen is not in the language yet")
                }
            case "argument":
                // Navigation hands a graph's arguments to its start destination: decided once every destination is read.
                graphs.graphArguments.append((graphID, child.attribute(androidURI, "name") ?? "?", fileName))
            case "deepLink":
                graphs.notModelled.append("\(fileName): deep link \(child.attribute(appURI, "uri") ?? "?") into graph \(graphID): a deep link into a whole graph is not modelled (link its start screen)")
            default:
                graphs.notModelled.append("\(fileName): <\(child.localName)> in graph \(graphID) is not modelled")
            }
        }
    }

    static func readDestination(_ element: XMLInput.Element, file: String, into graphs: inout Graphs) {
        guard let id = element.attribute(androidURI, "id").map(resourceName) else {
            graphs.notModelled.append("\(file): a <\(element.localName)> without android:id cannot be a screen")
            return
        }
        listUnread(element, owner: id, file: file, into: &graphs.notModelled)
        var destination = Destination(id: id, element: element.localName,
                                      className: element.attribute(androidURI, "name"),
                                      label: element.attribute(androidURI, "label"), file: file)
        var animated = 0
        for child in element.elements {
            switch child.localName {
            case "argument":
                destination.arguments.append(readArgument(child, owner: id, file: file, into: &graphs))
            case "action":
                let action = readAction(child, source: id, file: file, into: &graphs)
                if ["enterAnim", "exitAnim", "popEnterAnim", "popExitAnim"].contains(where: { child.attribute(appURI, $0) != nil }) { animated += 1 }
                graphs.actions.append(action)
            case "deepLink":
                guard let uri = child.attribute(appURI, "uri") else {
                    graphs.notModelled.append("\(file): a deep link to \(id) without app:uri (an action or MIME type alone) is not modelled")
                    continue
                }
                graphs.deepLinks.append((uri, id))
                listUnread(child, owner: "deep link \(uri)", file: file, into: &graphs.notModelled)
                for attribute in ["action", "mimeType"] where child.attribute(appURI, attribute) != nil {
                    graphs.notModelled.append("\(file): deep link \(uri) to \(id) also matches an app:\(attribute), which is not modelled")
                }
            default:
                graphs.notModelled.append("\(file): <\(child.localName)> in \(id) is not modelled")
            }
        }
        if animated > 0 { graphs.notModelled.append("\(file): animations on \(animated) action\(animated == 1 ? "" : "s") of \(id) (transitions are drawn by each platform)") }
        if graphs.destinationIndex[id] != nil {
            graphs.notModelled.append("\(file): destination \(id) is declared again; the first one is kept")
            return
        }
        graphs.destinationIndex[id] = graphs.destinations.count
        graphs.destinations.append(destination)
    }

    /// An action: where it goes and what it pops first. What the language does not say about it (arguments the
    /// action itself declares, single-top, saving and restoring the popped state) is listed, never dropped.
    static func readAction(_ element: XMLInput.Element, source: String?, file: String, into graphs: inout Graphs) -> Action {
        let action = Action(id: element.attribute(androidURI, "id").map(resourceName) ?? "action",
                            source: source, destination: element.attribute(appURI, "destination").map(resourceName),
                            popUpTo: element.attribute(appURI, "popUpTo").map(resourceName),
                            inclusive: element.attribute(appURI, "popUpToInclusive") == "true", file: file)
        let owner = "action \(action.id)" + (source.map { " of \($0)" } ?? "")
        listUnread(element, owner: owner, file: file, into: &graphs.notModelled)
        for child in element.elements {
            if child.localName == "argument" {
                let name = child.attribute(androidURI, "name") ?? "?"
                let value = child.attribute(androidURI, "defaultValue").map { " = \($0)" } ?? ""
                graphs.notModelled.append("\(file): \(owner) declares argument \(name)\(value) of its own: a transition passes its target's inputs, an action's own arguments are not modelled")
            } else {
                graphs.notModelled.append("\(file): <\(child.localName)> in \(owner) is not modelled")
            }
        }
        for (attribute, what) in [("launchSingleTop", "launches its destination single-top (no second copy on top)"),
                                  ("popUpToSaveState", "saves the state of the screens it pops"),
                                  ("restoreState", "restores a saved state of its destination")]
        where element.attribute(appURI, attribute) == "true" {
            graphs.notModelled.append("\(file): \(owner) \(what): not modelled")
        }
        return action
    }

    /// An argument as an input: its type in the design language, optional when nullable, with its default when the
    /// language can write it (numbers, booleans, strings); a default it cannot (a resource reference, an enum
    /// constant) makes the input optional and is listed.
    static func readArgument(_ element: XMLInput.Element, owner: String, file: String, into graphs: inout Graphs) -> Argument {
        // Made a design identifier here, not only when printed: the printer reads `name: Type` back at its colon.
        let written = element.attribute(androidURI, "name") ?? "value"
        listUnread(element, owner: "argument \(written) of \(owner)", file: file, into: &graphs.notModelled)
        let name = DesignText.identifier(written)
        if name != written {
            graphs.notModelled.append("\(file): argument '\(written)' of \(owner) is written \(name): a name in a design is letters, digits, '_' and inner '-'")
        }
        let defaultValue = element.attribute(androidURI, "defaultValue")
        let nullable = element.attribute(appURI, "nullable") == "true"
        var type: String
        if let argType = element.attribute(appURI, "argType") {
            type = designType(argType, graphs: &graphs, file: file)
        } else if let defaultValue {
            // Without argType the type is inferred from the default, as Navigation does.
            type = ["true", "false"].contains(defaultValue) ? "Bool" : Int(defaultValue) != nil ? "Int" : "String"
        } else {
            type = "String"
        }
        var note: String?
        var literal: String?
        // Null, as Navigation reads it: `@null`, and for a string `null` too (StringType parses "null" as null), not
        // the four-letter text.
        let isNull = defaultValue == "@null" || (defaultValue == "null" && type == "String")
        if let defaultValue, !isNull {
            literal = designLiteral(defaultValue, type: type)
            // A class with a default that is not null is an enum (Navigation takes no other default for a class):
            // the default is its case.
            if literal == nil, graphs.models.contains(type), defaultValue != "null", DesignText.identifier(defaultValue) == defaultValue {
                if !graphs.enumCases[type, default: []].contains(defaultValue) { graphs.enumCases[type, default: []].append(defaultValue) }
                literal = defaultValue
            }
            if literal == nil {
                note = "default \(defaultValue)"
                graphs.notModelled.append("\(file): argument \(name) of \(owner) defaults to \(defaultValue), which the language cannot write: the input is optional")
            }
        }
        if nullable || (defaultValue != nil && literal == nil) { type += "?" }
        return Argument(name: name, type: type, note: note, defaultLiteral: literal)
    }

    /// Navigation's `android:defaultValue` as a design literal for an input of `type`, when it is one.
    static func designLiteral(_ value: String, type: String) -> String? {
        switch type {
        case "Int":
            if value.hasPrefix("0x"), let n = Int32(value.dropFirst(2), radix: 16) { return String(n) }
            return Int32(value).map(String.init)
        case "Long":
            let digits = value.hasSuffix("L") ? String(value.dropLast()) : value
            return Int64(digits).map(String.init)
        case "Float", "Double":
            guard Double(value) != nil, value.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }),
                  !value.hasSuffix("."), !value.hasPrefix(".") else { return nil }
            return value
        case "Bool": return value == "true" || value == "false" ? value : nil
        case "String", "URL": return value.hasPrefix("@") ? nil : Literal.design(value)
        default: return nil
        }
    }

    /// Navigation's argument types in the design language; a class becomes a model of its simple name.
    static func designType(_ argType: String, graphs: inout Graphs, file: String) -> String {
        if argType.hasSuffix("[]") { return "[" + designType(String(argType.dropLast(2)), graphs: &graphs, file: file) + "]" }
        switch argType {
        case "string": return "String"
        case "integer", "reference": return "Int"
        case "long": return "Long"
        case "float": return "Float"
        case "boolean": return "Bool"
        case "android.net.Uri": return "URL"
        case "java.util.Date": return "Date"
        case "java.lang.Double": return "Double"
        default:
            // `com.example.Outer$Inner` → `Outer_Inner`: a model named by the class, nested names joined.
            let simple = argType.split(separator: ".").last.map(String.init) ?? argType
            var name = DesignText.identifier(simple.replacingOccurrences(of: "$", with: "_"))
            // A platform class the generated apps use themselves (`android.content.Intent`) gets a name of its own.
            if Projection.generatedTypeNames.contains(Projection.typeName(name)) {
                name += "Info"
                if !graphs.models.contains(name) {
                    graphs.notModelled.append("\(file): the class \(argType) is the model \(name): the generated apps already use the name \(simple)")
                }
            }
            graphs.models.insert(name)
            return name
        }
    }

    /// `@+id/plant_detail` → `plant_detail`; `@navigation/home` → `home`.
    static func resourceName(_ reference: String) -> String {
        guard let slash = reference.lastIndex(of: "/") else { return reference }
        return String(reference[reference.index(after: slash)...])
    }

    /// The destination a transition to `id` lands on: a graph's start, followed down nested graphs.
    static func landing(_ id: String, in graphs: Graphs) -> String? {
        var current = id
        var seen = Set<String>()
        while graphs.destinationIndex[current] == nil {
            guard seen.insert(current).inserted, let start = graphs.graphStart[current] else { return nil }
            current = start
        }
        return current
    }

    static func write(_ graphs: Graphs, files: [String]) -> ImportedDesign {
        // An enum's other cases are in the app's code, not its graphs.
        let enumNotes = graphs.enumCases.sorted(by: { $0.key < $1.key }).map { name, cases in
            "enum \(name): the graphs name its case\(cases.count == 1 ? "" : "s") \(cases.joined(separator: ", ")) (as defaults); add the others"
        }
        var design = ImportedDesign(tool: "tandem import android-nav", files: files, models: graphs.models.subtracting(graphs.enumCases.keys),
                                    enums: graphs.enumCases,
                                    notModelled: graphs.notModelled + enumNotes)
        var screenActions = ImportedDesign.ScreenActions()
        var pops: [Action] = []
        var clears: [(transition: Int, action: Action)] = []
        // Nested graphs whose start is one of their own destinations are groups.
        for (id, members) in graphs.groups {
            guard let start = graphs.graphStart[id], members.contains(start) else { continue }
            design.groups.append(ImportedDesign.Group(name: id, members: members, start: start))
        }
        let groupIDs = Set(design.groups.map(\.name))
        for action in graphs.actions {
            let source = action.source ?? TransitionDecl.anyScreen
            guard let destination = action.destination else {
                pops.append(action)
                continue
            }
            if let scope = action.scope, !groupIDs.contains(scope) {
                design.notModelled.append("\(action.file): global action \(action.id) of graph \(scope) to \(destination): the graph is not a group (it has no id, or its start is another graph), so a transition from any of its screens cannot be written")
                continue
            }
            guard let target = landing(destination, in: graphs) else {
                design.notModelled.append("\(action.file): action \(action.id) of \(source) goes to \(destination), which is not a destination of the graphs given")
                continue
            }
            let targetDestination = graphs.destinations[graphs.destinationIndex[target]!]
            // Popping everything up to the root graph, inclusive, and showing the target is a root replacement.
            let clearsAll = action.inclusive && action.popUpTo != nil
                && (action.popUpTo == graphs.rootGraph || action.popUpTo == graphs.start)
            let style = targetDestination.element == "dialog" ? "modal" : clearsAll ? "replace" : "push"
            // A clear to the root into a dialog is no replace (the dialog shows over what stays): listed with the clears.
            if action.popUpTo != nil, !clearsAll || style == "modal" { clears.append((design.transitions.count, action)) }
            // The target's required inputs travel with the transition, as Safe Args' directions take them.
            let data = targetDestination.arguments.filter(\.isRequired).map { "\($0.name): \($0.type)" }
            if action.source != nil { screenActions.add(action.id, to: source) }
            var transition = ImportedDesign.Transition(style: style, source: source, target: target, action: action.id, data: data)
            transition.scope = action.scope
            // To a nested graph written as a group: the design names the group, which opens its start.
            if groupIDs.contains(destination) { transition.targetGroup = destination }
            // A <dialog> destination is a dialog.
            if style == "modal" { transition.presentation = "dialog" }
            design.transitions.append(transition)
        }
        // popUpTo a destination clears the stack to it first (from any screen, to any destination), where the stack
        // model the checker asks (TD312) has it under the source or it is the source. Elsewhere Navigation pops nothing
        // (an app pops up to its target, inclusive, to replace an instance that may not be there: Fenix's idiom), so
        // the action is a plain push, and listed.
        for (index, action) in clears {
            let t = design.transitions[index], popUpTo = action.popUpTo!
            if t.style == "push", graphs.destinationIndex[popUpTo] != nil {
                design.transitions[index].clear = popUpTo
                design.transitions[index].clearInclusive = action.inclusive
            } else {
                design.notModelled.append("\(action.file): action \(action.id) of \(t.source) pops up to \(popUpTo)\(action.inclusive ? " inclusive" : "") first, \(t.style == "push" ? "which is not a destination of the graphs given" : "and only a push clears"), so it is a \(t.style) that clears nothing")
            }
        }
        let fileOf = Dictionary(clears.map { ($0.transition, $0.action) }, uniquingKeysWith: { first, _ in first })
        for index in design.settleClears() {
            let t = design.transitions[index], action = fileOf[index]!
            design.notModelled.append("\(action.file): action \(action.id) of \(t.source) pops up to \(action.popUpTo!)\(action.inclusive ? " inclusive" : "") first, which the graph never has under \(t.source) on a stack (Navigation pops nothing then), so it is a push that clears nothing")
        }
        // An action that only pops is a way back: to the screen it pops up to, when the stack model has that screen
        // under this one (TD311's question); popping itself (inclusive) is going back to the screen under it.
        var stacks = design.stackShape()
        let pushed = stacks.pushedInto
        let presented = stacks.presented
        var dismissing = Set<String>(), backing = Set<String>()
        for action in pops where action.source != nil {
            let source = action.source!
            var back: ImportedDesign.Back?
            // A dialog popping itself closes: a dismiss (what the export writes for one).
            if let popUpTo = action.popUpTo, popUpTo == source, action.inclusive, presented.contains(source), !pushed.contains(source) {
                if dismissing.insert(source).inserted {
                    screenActions.add(action.id, to: source)
                    design.dismisses.append(ImportedDesign.Back(source: source, target: nil, action: action.id))
                }
                continue
            }
            if let popUpTo = action.popUpTo, popUpTo == source, action.inclusive, pushed.contains(source) {
                back = ImportedDesign.Back(source: source, target: nil, action: action.id)
            } else if let popUpTo = action.popUpTo, !action.inclusive, graphs.destinationIndex[popUpTo] != nil, stacks.leads(from: popUpTo, to: source) {
                back = ImportedDesign.Back(source: source, target: popUpTo, action: action.id)
            }
            guard let back else {
                design.notModelled.append("\(action.file): action \(action.id) of \(source) only pops\(action.popUpTo.map { " to \($0)" } ?? "")\(action.inclusive ? " inclusive" : ""), which the graph does not show as a way back")
                continue
            }
            guard backing.insert(back.source + "\u{0}" + (back.target ?? "")).inserted else { continue }
            screenActions.add(action.id, to: source)
            design.backs.append(back)
        }
        // A class behind one destination is the screen's class (code generation, export and drift use it); one behind
        // several stays a note: screens sharing a class must be alike, which a graph does not promise.
        var destinationsOf: [String: Int] = [:]
        for d in graphs.destinations { if let name = d.className { destinationsOf[name, default: 0] += 1 } }
        // A destination no action leads to is a dialog, to the design, when its class names one (Projection.namesADialog).
        let ledTo = Set(graphs.actions.compactMap { $0.destination.flatMap { landing($0, in: graphs) } })
        for d in graphs.destinations {
            let className = d.className.flatMap { destinationsOf[$0] == 1 ? $0 : nil }
            if !ledTo.contains(d.id), d.element != "activity" {
                let namesADialog = className.map(Projection.namesADialog) ?? false
                if d.element == "dialog", !namesADialog {
                    design.notModelled.append("\(d.file): dialog \(d.id): no action leads to it and its class does not name a dialog (…Dialog, …DialogFragment, …BottomSheet), so the design has it as a screen nothing presents: an export writes a <fragment>")
                } else if d.element == "fragment", namesADialog {
                    design.notModelled.append("\(d.file): fragment \(d.id): no action leads to it and its class names a dialog, so an export writes a <dialog>")
                }
            }
            var notes = [className != nil ? d.element : "\(d.element) \(d.className ?? "(no class)")"]
            if let label = d.label, label.hasPrefix("@") { notes.append("label \(label)") }
            notes += d.arguments.compactMap { a in a.note.map { "\(a.name): \($0)" } }
            design.screens.append(ImportedDesign.Screen(
                id: d.id, title: d.label.flatMap { $0.hasPrefix("@") ? nil : $0 },
                inputs: d.arguments.map(\.input), actions: screenActions[d.id],
                platform: "android", notes: notes, className: className))
        }
        design.start = graphs.start.flatMap { landing($0, in: graphs) }
        // The start destination's required arguments come with the app: its host passes them (setGraph's start
        // arguments, or the graph that includes this one).
        if let start = design.start, let d = graphs.destinationIndex[start] {
            design.entry = graphs.destinations[d].arguments.filter(\.isRequired).map { "\($0.name): \($0.type)" }
        }
        // A graph's argument is its start destination's input of that name (the design's entry for the root graph, the
        // data a transition to the group passes); one the start does not declare reaches no screen.
        for argument in graphs.graphArguments {
            let start = graphs.graphStart[argument.graph].flatMap { landing($0, in: graphs) }
            let declared = start.flatMap { graphs.destinationIndex[$0] }.map { graphs.destinations[$0].arguments.contains { $0.name == argument.name } } ?? false
            if !declared {
                design.notModelled.append("\(argument.file): argument \(argument.name) of graph \(argument.graph): its start destination\(start.map { " " + $0 } ?? "") declares no argument of that name, so no screen receives it")
            }
        }
        design.deepLinks = graphs.deepLinks.map { ($0.uri, $0.destination) }
        return design
    }
}

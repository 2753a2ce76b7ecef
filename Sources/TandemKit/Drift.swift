import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemImport
import TandemModel
import TandemPlatform
import TandemSyntax

/// `tandem drift`: the design against an app's real navigation files. The files are read with the importer, the
/// screens matched (by id, by the class the app names, or by title) and every difference reported as a finding with
/// its place on both sides: the design's line, and the line of the app's file. The app's files join the source map,
/// so the findings print, and render as JSON and SARIF, as `tandem check`'s do.
public enum Drift {
    static func rule(_ code: String, _ name: String, _ summary: String, _ explanation: String) -> RuleDescriptor {
        RuleDescriptor(code: code, name: name, defaultSeverity: .error, summary: summary, explanation: explanation)
    }

    public static let screenOnlyInDesign = rule("TD601", "screen-only-in-design", "A screen of the design is not in the app's navigation.",
                                                "The app has no destination for it: the app is behind the design, or the screen was dropped from the app.")
    public static let screenOnlyInApp = rule("TD602", "screen-only-in-app", "A destination of the app's navigation is not in the design.",
                                             "The app has a screen the design does not describe: add it to the design (`tandem import` writes it), or remove it from the app.")
    public static let transitionDiffers = rule("TD603", "transition-differs", "A transition is on one side only.",
                                               "The design and the app disagree on how one screen leads to another: a transition on one side only, or one whose action or clearing differs (transitions between the same screens are paired by their actions).")
    public static let inputDiffers = rule("TD604", "input-differs", "A screen's input differs between the design and the app.",
                                          "An argument is missing on one side, or its type or nullability differs.")
    public static let startDiffers = rule("TD605", "start-differs", "The start screen differs.",
                                          "The design's start screen is not the app's start destination.")
    public static let tabsDiffer = rule("TD606", "tabs-differ", "The tabs of a tab container (the items of a drawer) differ in kind, order or membership.",
                                        "The app's tab bar (a storyboard's tab bar controller, or the bottom navigation menu given with --menu) or drawer (the menu given with --drawer-menu) holds the same screens as the design's tabs or drawer, in the same order.")
    public static let embedDiffers = rule("TD607", "embed-differs", "A screen is shown inside another on one side only, or inside another screen.",
                                          "The storyboard's container views (embed segues) show the same screens inside the same screens as the design's 'embed'.")
    public static let deepLinkDiffers = rule("TD608", "deeplink-differs", "A deep link is on one side only.",
                                             "The graph's <deepLink app:uri> elements open the same screens with the same patterns as the design's 'deeplink'.")
    public static let rules = [screenOnlyInDesign, screenOnlyInApp, transitionDiffers, inputDiffers, startDiffers, tabsDiffer, embedDiffers, deepLinkDiffers]

    public struct Problem: Error, CustomStringConvertible, Sendable { public let description: String }

    public struct Report: Sendable {
        public var sources: SourceMap
        public var diagnostics: [Diagnostic]
        public init(sources: SourceMap, diagnostics: [Diagnostic]) {
            self.sources = sources
            self.diagnostics = diagnostics
        }
    }

    /// The app's side: Jetpack Navigation graphs, or storyboards.
    public enum App: Sendable {
        /// Graphs, and the bottom navigation menu (its items are the tabs).
        case androidNav([String], menu: String? = nil, drawerMenu: String? = nil)
        case storyboards([String])

        var paths: [String] {
            switch self {
            case .androidNav(let p, _, _), .storyboards(let p): p
            }
        }
        var fileExtension: String { if case .androidNav = self { ".xml" } else { ".storyboard" } }
        var platform: Platform { if case .androidNav = self { .android } else { .ios } }
        var name: String { if case .androidNav = self { "the Android navigation" } else { "the storyboards" } }
    }

    /// Compares the design with Jetpack Navigation graphs (files, or folders of `.xml`).
    public static func compare(_ outcome: Pipeline.Outcome, androidNav paths: [String]) throws -> Report {
        try compare(outcome, app: .androidNav(paths))
    }

    /// Compares the design with the app's navigation files (files, or folders of them). `sources` is the map the app's
    /// files join (the design's, or an earlier comparison's, so one report can hold both platforms).
    public static func compare(_ outcome: Pipeline.Outcome, app side: App, sources start: SourceMap? = nil) throws -> Report {
        let paths = side.paths
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw Problem(description: "\(path): no such file") }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(side.fileExtension) }.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        var sources = start ?? outcome.sources
        var xmlFiles: [(path: String, id: FileID, bytes: [UInt8])] = []
        var contents: [(path: String, data: Data)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { throw Problem(description: "\(file): cannot be read") }
            xmlFiles.append((file, sources.add(path: file, bytes: Array(data)), Array(data)))
            contents.append((file, data))
        }
        let imported: ImportedDesign.Result
        do {
            switch side {
            case .androidNav(_, let menu, let drawerMenu):
                func menuSource(_ path: String?) throws -> AndroidNavigationImport.Source? {
                    guard let path else { return nil }
                    guard let data = FileManager.default.contents(atPath: path) else { throw Problem(description: "\(path): cannot be read") }
                    _ = sources.add(path: path, bytes: Array(data))
                    return AndroidNavigationImport.Source(path: path, data: data)
                }
                imported = try AndroidNavigationImport.read(contents.map { AndroidNavigationImport.Source(path: $0.path, data: $0.data) },
                                                            menu: menuSource(menu), drawerMenu: menuSource(drawerMenu))
            case .storyboards: imported = try StoryboardImport.read(contents.map { StoryboardImport.Source(path: $0.path, data: $0.data) })
            }
        } catch { throw Problem(description: "\(error)") }
        let app = Pipeline.run(["app.tandem"], fileSystem: InMemoryFileSystem(files: ["app.tandem": imported.text])).design

        /// Where `@+id/name` (or `android:name="name"` after `from`) is written in the app's files: every such value
        /// found in one pass over the files, then looked up (a pass per lookup took the square of the app's size).
        let places = AppPlaces(xmlFiles.map { ($0.id, $0.bytes) })
        func place(id: String, after from: SourceRange? = nil, attribute: String? = nil) -> SourceRange? {
            places.first(attribute ?? AppPlaces.idKey, id, after: from)
        }

        // Matching: the same id, else the class the app names for it, else the same title.
        let design = outcome.design
        var appOf: [String: String] = [:], designOf: [String: String] = [:]
        /// The class the app names for a screen, without its package (as the import wrote it).
        func className(_ screen: Screen) -> String? {
            guard let notes = screen.notes(for: side.platform),
                  let name = ImportedDesign.appClass(className: notes.className, notes: notes.notes) else { return nil }
            return String(name.split(separator: ".").last ?? "")
        }
        /// Where the app's files declare a screen.
        func place(_ screen: Screen) -> SourceRange? {
            if case .androidNav = side { return place(id: screen.id) }
            return className(screen).flatMap { place(id: $0, attribute: "customClass") }
        }
        // The app's screens by class and by title, in order, each list read from where it was last left.
        var byClass: [String: ArraySlice<String>] = [:], byTitle: [String: ArraySlice<String>] = [:]
        for screen in app.screens {
            if let name = className(screen) { byClass[name, default: []].append(screen.id) }
            if screen.title != screen.id { byTitle[screen.title.lowercased(), default: []].append(screen.id) }
        }
        func firstUnmatched(_ key: String, in table: inout [String: ArraySlice<String>]) -> String? {
            while let id = table[key]?.first {
                if designOf[id] == nil { return id }
                table[key]!.removeFirst()
            }
            return nil
        }
        for screen in design.screens {
            let names = Projection.names(of: screen)
            let classes = side.platform == .android ? [names.androidFragment, names.androidClass] : [names.iosClass]
            // The first unmatched screen of the app, in the app's order, with one of the classes.
            let byName = classes.compactMap { firstUnmatched($0, in: &byClass) }
                .min { app.screenIndex[$0] ?? 0 < app.screenIndex[$1] ?? 0 }
            let candidate = app.screen(screen.id)?.id ?? byName ?? firstUnmatched(screen.title.lowercased(), in: &byTitle)
            if let candidate, designOf[candidate] == nil {
                appOf[screen.id] = candidate
                designOf[candidate] = screen.id
            }
        }

        var found: [Diagnostic] = []
        // A navigation graph has no destination for an embedded screen or a split view's pane (a child Fragment of its
        // host's): what it opens is an action of the host's destination.
        let projection = Projection(outcome.analysis)
        let graphSide = side.platform == .android
        func placeOf(_ screen: String) -> String { graphSide ? projection.androidHost(of: screen) : screen }
        for screen in design.screens where appOf[screen.id] == nil && !(graphSide && projection.androidParent(of: screen.id) != nil) {
            found.append(Diagnostic(screenOnlyInDesign, "screen '\(screen.id)' is in the design but not in \(side.name)",
                                    at: screen.idRange, hint: "add it to the app, or remove it from the design"))
        }
        for screen in app.screens where designOf[screen.id] == nil {
            let where_ = place(screen)
            found.append(Diagnostic(screenOnlyInApp, "destination '\(screen.id)'\(className(screen).map { " (\($0))" } ?? "") is in the app but not in the design",
                                    at: where_, hint: "add the screen to the design ('tandem import' writes it), or remove it from the app"))
        }
        // Inputs of matched screens (storyboards have no arguments: their screens get data in code).
        for screen in design.screens where side.platform == .android {
            guard let appID = appOf[screen.id], let appScreen = app.screen(appID) else { continue }
            let destination = place(id: appID)
            let theirs = Dictionary(appScreen.inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let ours = Set(screen.inputs.map(\.name))
            for input in screen.inputs {
                guard let other = theirs[input.name] else {
                    found.append(Diagnostic(inputDiffers, "input '\(input.name)' of screen '\(screen.id)' is not an argument of destination '\(appID)'",
                                            at: input.nameRange, notes: destination.map { [DiagnosticNote("the destination", at: $0)] } ?? [],
                                            hint: "add the argument to the graph, or remove the input"))
                    continue
                }
                if other.type != input.type {
                    let argument = place(id: input.name, after: destination, attribute: "android:name")
                    found.append(Diagnostic(inputDiffers, "input '\(input.name)' of screen '\(screen.id)' is \(input.type.description) in the design but \(other.type.description) in the app",
                                            at: input.nameRange, notes: argument.map { [DiagnosticNote("the argument", at: $0)] } ?? [],
                                            hint: "make the types agree (a nullable argument is an optional input)"))
                }
            }
            for other in appScreen.inputs where !ours.contains(other.name) {
                let argument = place(id: other.name, after: destination, attribute: "android:name")
                found.append(Diagnostic(inputDiffers, "argument '\(other.name)' of destination '\(appID)' is not an input of screen '\(screen.id)'",
                                        at: argument ?? destination, notes: [DiagnosticNote("the screen", at: screen.idRange)],
                                        hint: "add 'input \(other.name): \(other.type.description)' to the screen, or remove the argument"))
            }
        }
        // Transitions between matched screens (or from any screen: a global action): paired by their ends and style,
        // the same action first, so that one of several between two screens is missed when it goes; each pair's action
        // and clearing are compared too.
        func key(_ source: String, _ target: String, _ style: TransitionStyle) -> String { "\(source)\u{0}\(target)\u{0}\(style.rawValue)" }
        var appTransitions: [String: [Transition]] = [:], appKeys: [String] = []
        for t in app.transitions + app.globalTransitions {
            guard let s = t.fromAnyScreen ? t.sourceText : designOf[t.source.name], let d = designOf[t.target.name] else { continue }
            let k = key(s, d, t.style)
            if appTransitions[k] == nil { appKeys.append(k) }
            appTransitions[k, default: []].append(t)
        }
        /// Where the app's file writes a transition: its action's id (a segue's identifier) after its source's place.
        func place(_ t: Transition) -> SourceRange? {
            let source = t.fromAnyScreen ? nil : app.screen(t.source.name).flatMap(place)
            guard let name = t.action?.name else { return source }
            let attribute = graphSide ? nil : "identifier"
            return place(id: name, after: source, attribute: attribute) ?? place(id: name, attribute: attribute) ?? source
        }
        /// `clears to C`, named as the design names C (an app's clear is read through the matching).
        func clearText(_ clear: StackClear?, inApp: Bool) -> String {
            guard let clear else { return "clears nothing" }
            return (clear.inclusive ? "clears through " : "clears to ") + (inApp ? designOf[clear.screen.name] ?? clear.screen.name : clear.screen.name)
        }
        for t in design.transitions + design.globalTransitions {
            let source = t.fromAnyScreen ? t.sourceText : placeOf(t.source.name)
            guard t.fromAnyScreen || appOf[source] != nil, appOf[t.target.name] != nil else { continue }
            let k = key(source, t.target.name, t.style)
            let written = "\(t.style.rawValue) \(t.sourceText) -> \(t.target.name)"
            guard var candidates = appTransitions[k], !candidates.isEmpty else {
                found.append(Diagnostic(transitionDiffers, "\(written) is in the design, but not in \(side.name)",
                                        at: t.range, hint: "add the action to the graph, or remove the transition"))
                continue
            }
            let other = candidates.remove(at: candidates.firstIndex { $0.action?.name == t.action?.name } ?? 0)
            appTransitions[k] = candidates
            let theirs = place(other)
            let note = theirs.map { [DiagnosticNote("the app's \(graphSide ? "action" : "segue")", at: $0)] } ?? []
            // A segue without an identifier names nothing to compare; an action always has its id.
            if let mine = t.action?.name, let name = other.action?.name, mine != name {
                found.append(Diagnostic(transitionDiffers, "\(written) is on '\(mine)' in the design but on '\(name)' in the app",
                                        at: t.action?.range ?? t.range, notes: note,
                                        hint: "name the action alike on both sides (code that performs it names it)"))
            }
            let mine = clearText(t.clear, inApp: false), theirClear = clearText(other.clear, inApp: true)
            if mine != theirClear {
                found.append(Diagnostic(transitionDiffers, "\(written) \(mine) in the design but \(theirClear) in the app",
                                        at: t.clear?.range ?? t.range, notes: note,
                                        hint: graphSide ? "make the action's popUpTo agree with the design's 'clear'" : "make the stacks agree"))
            }
        }
        for k in appKeys {
            for t in appTransitions[k] ?? [] {
                found.append(Diagnostic(transitionDiffers, "\(graphSide ? "action" : "segue") '\(t.action?.name ?? "?")' (\(t.style.rawValue) \(t.fromAnyScreen ? t.sourceText : designOf[t.source.name]!) -> \(designOf[t.target.name]!)) is in the app but not in the design",
                                        at: place(t), hint: "add the transition to the design, or remove the \(graphSide ? "action" : "segue")"))
            }
        }
        // Deep links (a graph's <deepLink>s; a storyboard has none: an iOS app's links are in its code): the same
        // pattern to the same screen.
        if graphSide {
            func linkKey(_ pattern: String, _ target: String) -> String { pattern + "\u{0}" + target }
            var appLinks: [String: DeepLink] = [:]
            for link in app.deepLinks { appLinks[linkKey(link.pattern.text, designOf[link.target.name] ?? link.target.name)] = link }
            var designLinks = Set<String>()
            for link in design.deepLinks {
                let k = linkKey(link.pattern.text, link.target.name)
                designLinks.insert(k)
                guard appLinks[k] == nil, appOf[link.target.name] != nil else { continue }
                found.append(Diagnostic(deepLinkDiffers, "deep link \(Literal.design(link.pattern.text)) to '\(link.target.name)' is in the design, but not in \(side.name)",
                                        at: link.range, hint: "add a <deepLink app:uri> to the destination, or remove the deep link"))
            }
            for (k, link) in appLinks.sorted(by: { $0.key < $1.key }) where !designLinks.contains(k) {
                let target = designOf[link.target.name] ?? link.target.name
                found.append(Diagnostic(deepLinkDiffers, "deep link \(Literal.design(link.pattern.text)) to '\(target)' is in the app but not in the design",
                                        at: places.first("app:uri", link.pattern.text, after: nil) ?? app.screen(link.target.name).flatMap(place),
                                        hint: "add 'deeplink \(Literal.design(link.pattern.text)) -> \(target)' to the design, or remove the <deepLink>"))
            }
        }
        // Tabs and drawers: an app container holding any of a design container's screens is that one's; same kind, same
        // screens, same order.
        for group in design.tabGroups {
            let mine = group.children.map(\.name), mineSet = Set(mine)
            guard let theirs = app.tabGroups.first(where: { g in g.children.contains { designOf[$0.name].map(mineSet.contains) ?? false } }) else { continue }
            let first = theirs.children.first.flatMap { side.platform == .android ? place(id: $0.name) : nil }
            func what(_ style: ContainerStyle) -> String { style == .tabs ? "a tab bar" : "a drawer" }
            if theirs.style != group.style {
                found.append(Diagnostic(tabsDiffer, "'\(group.container.name)' is \(what(group.style)) in the design but \(what(theirs.style)) in the app",
                                        at: group.range, notes: first.map { [DiagnosticNote("the app's first item", at: $0)] } ?? [],
                                        hint: "make the containers agree"))
            }
            let mapped = theirs.children.map { designOf[$0.name] ?? $0.name }
            guard mapped != mine else { continue }
            var what: [String] = []
            let mappedSet = Set(mapped)
            let onlyMine = mine.filter { !mappedSet.contains($0) }, onlyTheirs = mapped.filter { !mineSet.contains($0) }
            if !onlyMine.isEmpty { what.append("\(onlyMine.joined(separator: ", ")) only in the design") }
            if !onlyTheirs.isEmpty { what.append("\(onlyTheirs.joined(separator: ", ")) only in the app") }
            if mine.filter(mappedSet.contains) != mapped.filter(mineSet.contains) { what.append("the app orders them \(mapped.joined(separator: ", "))") }
            found.append(Diagnostic(tabsDiffer, "the \(group.style.childNoun)s of '\(group.container.name)' differ from the app's: " + what.joined(separator: "; "),
                                    at: group.range, notes: first.map { [DiagnosticNote("the app's first \(group.style.childNoun)", at: $0)] } ?? [],
                                    hint: "make the \(group.style.containerNoun)s agree"))
        }
        // Embedded screens (storyboards' container views): the same screen inside the same one on both sides.
        if !graphSide {
            let appParent = Dictionary(app.embeddings.flatMap { e in e.children.map { ($0.name, e.parent.name) } }, uniquingKeysWith: { first, _ in first })
            for embedding in design.embeddings {
                for child in embedding.children {
                    guard let appChild = appOf[child.name] else { continue }
                    let theirs = appParent[appChild].map { designOf[$0] ?? $0 }
                    guard theirs != embedding.parent.name else { continue }
                    found.append(Diagnostic(embedDiffers, "'\(child.name)' is shown inside '\(embedding.parent.name)' in the design, "
                                            + (theirs.map { "inside '\($0)' in the app" } ?? "but is no container view's scene in the app"),
                                            at: child.range, notes: className(app.screen(appChild)!).flatMap { place(id: $0, attribute: "customClass") }.map { [DiagnosticNote("the app's scene", at: $0)] } ?? [],
                                            hint: "make the container views agree with the design's 'embed'"))
                }
            }
            let embeddedInDesign = Set(design.embeddings.flatMap { $0.children.map(\.name) })
            for (appChild, appParentID) in appParent.sorted(by: { $0.key < $1.key }) {
                guard let child = designOf[appChild], !embeddedInDesign.contains(child) else { continue }
                let screen = design.screen(child)!
                found.append(Diagnostic(embedDiffers, "'\(child)' is shown inside '\(designOf[appParentID] ?? appParentID)' in the app (a container view), but not in the design",
                                        at: screen.idRange, hint: "add 'embed \(designOf[appParentID] ?? appParentID) [\(child)]' to the design, or remove the container view"))
            }
        }
        if let start = design.startScreen, let appStart = app.startScreen, appOf[start.id] != appStart.id {
            found.append(Diagnostic(startDiffers, "the design starts at '\(start.id)', the app at '\(appStart.id)'",
                                    at: design.starts.first?.range, notes: place(appStart).map { [DiagnosticNote("the app's start destination", at: $0)] } ?? [],
                                    hint: "make the start screens agree"))
        }
        let order = found.sorted { ($0.range?.file.index ?? 0, $0.range?.start ?? 0) < ($1.range?.file.index ?? 0, $1.range?.start ?? 0) }
        return Report(sources: sources, diagnostics: order)
    }
}

/// Every `"@+id/NAME"` and `ATTRIBUTE="NAME"` (for the attributes drift points at) in the app's navigation files, in
/// file and offset order, so that each finding's place is a lookup.
struct AppPlaces {
    static let idKey = "@+id/"
    static let attributes = ["customClass", "android:name", "identifier", "app:uri"]
    private var found: [String: [(at: Int, range: SourceRange)]] = [:]

    init(_ files: [(id: FileID, bytes: [UInt8])]) {
        let needles = [("\"" + Self.idKey, Self.idKey)] + Self.attributes.map { ($0 + "=\"", $0) }
        for (id, bytes) in files {
            var i = 0
            while i < bytes.count {
                // Every needle starts with a byte that is rare in XML names: '"', 'c', 'a' or 'i'; try each there.
                for (needle, key) in needles where bytes[i] == needle.utf8.first! && Self.matches(needle, bytes, at: i) {
                    let start = i + needle.utf8.count
                    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                    let name = String(decoding: bytes[start..<end], as: UTF8.self)
                    // The range the message underlines: from the byte after the match's first to the closing quote.
                    found[key + "\u{0}" + name, default: []].append((i, SourceRange(file: id, start: i + 1, end: end)))
                    break
                }
                i += 1
            }
        }
    }

    static func matches(_ needle: String, _ bytes: [UInt8], at i: Int) -> Bool {
        var k = i
        for b in needle.utf8 {
            guard k < bytes.count, bytes[k] == b else { return false }
            k += 1
        }
        return true
    }

    /// The first place of `name` under `key`, in the files' order; with `after`, the first in that file past it.
    func first(_ key: String, _ name: String, after: SourceRange?) -> SourceRange? {
        guard let places = found[key + "\u{0}" + name] else { return nil }
        guard let after else { return places.first?.range }
        // In order of file and offset: the first at or past `after`, by halving.
        var low = 0, high = places.count
        while low < high {
            let mid = (low + high) / 2
            let p = places[mid]
            if (p.range.file.index, p.at) < (after.file.index, after.end) { low = mid + 1 } else { high = mid }
        }
        return low < places.count && places[low].range.file == after.file ? places[low].range : nil
    }
}

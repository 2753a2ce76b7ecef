import Foundation
import TandemAnalysis
import TandemModel
import TandemSyntax
import TandemXML

/// Reads Interface Builder storyboards into a design: a screen per view controller scene (named by its custom class,
/// else its storyboard identifier, else its title), navigation controllers as the stacks they are (a segue to one
/// lands on its root), tab bar controllers as tab containers with their tabs in order, and a transition per segue: a
/// show is a push inside a navigation controller and a modal outside one, as UIKit performs it. A reference to
/// another storyboard lands on that storyboard's initial scene when the file is given, else on a stub screen; a
/// popover segue, or a full-screen or form-sheet presentation, is a modal with that style; an unwind to a screen under
/// the one unwinding is a pop (a dismiss when it presents it); a container view's embed segue embeds its scene. What
/// the design language cannot say (other unwinds, other relationships) is listed, never dropped.
public enum StoryboardImport {
    public struct Source: Sendable {
        public var path: String
        public var data: Data
        public init(path: String, data: Data) { self.path = path; self.data = data }
        var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
    }

    /// Container controllers: not screens themselves.
    static let navigationTag = "navigationController"
    static let tabBarTag = "tabBarController"
    static let splitTag = "splitViewController"

    struct Scene {
        var key: String
        var tag: String
        var customClass: String?
        var storyboardID: String?
        var title: String?
        var file: String
        /// For a storyboard reference: the storyboard and scene it stands for.
        var reference: (storyboard: String, identifier: String?)?
        /// Its tab bar item's image (an asset or SF Symbol name) or system item (`search`), as a tab.
        var tabImage: String? = nil
    }

    struct Segue {
        var source: String
        var destination: String
        var kind: String
        var relationship: String?
        var identifier: String?
        /// A presentation segue's `modalPresentationStyle` (`fullScreen`, `formSheet`, …).
        var presentationStyle: String? = nil
        /// A custom segue's class.
        var customClass: String? = nil
        /// An unwind segue's action (`unwindToSignIn:`).
        var unwindAction: String? = nil
        var file: String
    }

    /// `merging`: an existing design the storyboards are imported into (what it already has is left out).
    public static func read(_ sources: [Source], merging existing: Design? = nil) throws -> ImportedDesign.Result {
        var scenes: [String: Scene] = [:], order: [String] = []
        var segues: [Segue] = []
        var initial: [String: String] = [:]
        var design = ImportedDesign(tool: "tandem import storyboard", files: sources.map { ($0.path as NSString).lastPathComponent })
        for source in sources {
            let file = (source.path as NSString).lastPathComponent
            let root = try XMLInput.document(source.data, path: source.path)
            guard root.localName == "document",
                  root.plain("type")?.contains("Storyboard") == true else {
                throw ImportedDesign.Problem(description: "\(source.path): not a storyboard (the root element is not an Interface Builder storyboard <document>)")
            }
            // Object ids are unique within a file only: keys carry the file's name.
            func key(_ id: String) -> String { source.name + "#" + id }
            if let first = root.plain("initialViewController") { initial[source.name] = key(first) }
            for scene in root.descendants(named: "scene") {
                for object in scene.descendants(named: "objects").first?.elements ?? [] {
                    let tag = object.localName
                    guard tag.hasSuffix("Controller") || tag == "viewControllerPlaceholder", let id = object.plain("id") else { continue }
                    var item = Scene(key: key(id), tag: tag, customClass: object.plain("customClass"),
                                     storyboardID: object.plain("storyboardIdentifier"),
                                     title: object.plain("title") ?? object.plain("userLabel"), file: file)
                    if tag == "viewControllerPlaceholder" {
                        item.reference = (object.plain("storyboardName") ?? "Main", object.plain("referencedIdentifier"))
                    }
                    if let tabItem = object.elements.first(where: { $0.localName == "tabBarItem" }) {
                        item.tabImage = tabItem.plain("image") ?? tabItem.plain("systemItem")
                    }
                    scenes[item.key] = item
                    order.append(item.key)
                    for segue in object.descendants(named: "segue") {
                        guard let destination = segue.plain("destination") else {
                            design.notModelled.append("\(file): a \(segue.plain("kind") ?? "show") segue\(segue.plain("id").map { " (\($0))" } ?? "") from \(item.customClass ?? item.storyboardID ?? id) has no destination")
                            continue
                        }
                        segues.append(Segue(source: item.key, destination: key(destination), kind: segue.plain("kind") ?? "show",
                                            relationship: segue.plain("relationship"), identifier: segue.plain("identifier"),
                                            presentationStyle: segue.plain("modalPresentationStyle"), customClass: segue.plain("customClass"), unwindAction: segue.plain("unwindAction"), file: file))
                    }
                }
            }
        }

        // A reference to a storyboard that was given stands for that storyboard's scene.
        func resolve(_ key: String) -> String {
            guard let scene = scenes[key], let reference = scene.reference else { return key }
            if let identifier = reference.identifier {
                return order.first { scenes[$0]?.storyboardID == identifier && $0.hasPrefix(reference.storyboard + "#") } ?? key
            }
            return initial[reference.storyboard] ?? key
        }
        // Navigation controllers' roots; tab bar controllers' tabs, in order; split view controllers' columns.
        var rootOf: [String: String] = [:], tabsOf: [String: [String]] = [:]
        var masterOf: [String: String] = [:], detailOf: [String: String] = [:]
        for segue in segues where segue.kind == "relationship" {
            switch segue.relationship {
            case "rootViewController": rootOf[segue.source] = resolve(segue.destination)
            case "viewControllers": tabsOf[segue.source, default: []].append(resolve(segue.destination))
            case "masterViewController": masterOf[segue.source] = resolve(segue.destination)
            case "detailViewController": detailOf[segue.source] = resolve(segue.destination)
            default:
                design.notModelled.append("\(segue.file): relationship '\(segue.relationship ?? "?")' of \(label(scenes[segue.source])) is not modelled")
            }
        }
        /// The scene a segue to `key` shows: a navigation controller shows its root.
        func landing(_ key: String) -> String? {
            var current = resolve(key)
            var seen = Set<String>()
            while scenes[current]?.tag == navigationTag {
                guard seen.insert(current).inserted, let root = rootOf[current] else { return nil }
                current = root
            }
            return scenes[current] == nil ? nil : current
        }

        // Screen ids: the custom class without its Controller suffix, else the storyboard id, else the title.
        var ids: [String: String] = [:], used = Set<String>(), nextSuffix: [String: Int] = [:]
        // A reference to a scene of a storyboard that was given is that scene, not a screen of its own.
        for key in order where scenes[key]!.tag != navigationTag && (scenes[key]!.reference == nil || resolve(key) == key) {
            // A table's scene whose name without `TableViewController` is taken keeps `Table` (`SignupEpilogueTable`
            // beside `SignupEpilogue`) before it is numbered.
            let names = identifiers(for: scenes[key]!)
            let base = names.first { !used.contains($0.lowercased()) } ?? names[0]
            // The next number to try is kept per name, so a thousand scenes of one class are numbered in one pass each.
            var id = base, n = nextSuffix[base.lowercased()] ?? 2
            while !used.insert(id.lowercased()).inserted { id = base + String(n); n += 1 }
            nextSuffix[base.lowercased()] = n
            ids[key] = id
        }

        // Which scenes sit in a navigation stack: the roots, whatever they show, and the tabs of a tab bar controller
        // that is in one (a show from a tab walks up to the navigation controller around the tab bar), transitively.
        // One search from the roots along those ways.
        var staysInStack: [String: [String]] = [:]
        // A container view's scene is in the stack its parent is in: UIKit finds the parent's navigation controller.
        for segue in segues where ["show", "push", "embed"].contains(segue.kind) {
            if scenes[resolve(segue.destination)]?.tag != navigationTag, let target = landing(segue.destination) {
                staysInStack[segue.source, default: []].append(target)
            }
        }
        // A tab that is a navigation controller has a stack of its own: its root is stacked already.
        for (container, tabs) in tabsOf { staysInStack[container, default: []] += tabs.filter { scenes[$0]?.tag != navigationTag } }
        var stacked = Set(rootOf.values.compactMap(landing))
        var queue = Array(stacked)
        while let scene = queue.popLast() {
            for next in staysInStack[scene] ?? [] where stacked.insert(next).inserted { queue.append(next) }
        }

        // Each split view controller's list and detail, as the scenes its columns show.
        var splits: [String: [String]] = [:]
        for (split, master) in masterOf {
            guard let list = landing(master).flatMap({ ids[$0] }), let detail = detailOf[split].flatMap(landing).flatMap({ ids[$0] }) else {
                design.notModelled.append("\(scenes[split]?.file ?? "?"): the split view controller \(ids[split] ?? split) lacks a list or a detail column in the storyboards given, so it is a plain screen")
                continue
            }
            splits[split] = [list, detail]
        }
        let splitColumns = Set(splits.values.map { $0[0] + "\u{0}" + $0[1] })

        var actions = ImportedDesign.ScreenActions()
        var embedIndex: [String: Int] = [:], embedded = Set<String>(), parentOf: [String: String] = [:]
        /// Scene key → the screens standing for it in further container views.
        var copies: [String: [String]] = [:]
        var unwinds: [(file: String, identifier: String?, source: String, target: String?)] = []
        for segue in segues where segue.kind != "relationship" {
            guard let sourceID = ids[segue.source] else {
                design.notModelled.append("\(segue.file): a \(segue.kind) segue from the navigation controller \(label(scenes[segue.source])) is not modelled")
                continue
            }
            // Xcode points an unwind segue at its own scene's Exit: the scene it returns to is the one whose class
            // implements the unwind action, in code. The action's name says which (`unwindToSignIn:` → SignIn).
            if segue.kind == "unwind", landing(segue.destination) == nil {
                let target = segue.unwindAction.flatMap { unwindTarget($0, ids: ids, scenes: scenes) }
                unwinds.append((segue.file, segue.identifier ?? segue.unwindAction, sourceID, target))
                design.notModelled.append("\(segue.file): the unwind segue\(segue.identifier.map { " '\($0)'" } ?? "") from \(sourceID) runs \(segue.unwindAction ?? "an unwind action"), which a class implements in code: "
                                          + (target.map { "taken as the way back to \($0), the scene its name names" } ?? "no scene's name is in it, so it is taken as \(sourceID)'s own way back"))
                continue
            }
            guard let target = landing(segue.destination), let targetID = ids[target] else {
                design.notModelled.append("\(segue.file): a \(segue.kind) segue from \(sourceID) to a scene that is not in the storyboards given")
                continue
            }
            let style: String
            var presentation: String?
            switch segue.kind {
            case "show", "push", "custom":
                // A custom segue performs in code what its class says: drawn as a show, its class listed.
                style = stacked.contains(segue.source) && scenes[resolve(segue.destination)]?.tag != navigationTag ? "push" : "modal"
                if segue.kind == "custom" {
                    design.notModelled.append("\(segue.file): the custom segue\(segue.identifier.map { " '\($0)'" } ?? "") from \(sourceID) to \(targetID) (class \(segue.customClass ?? "none")) is drawn as a show: a \(style)")
                }
            case "showDetail" where splitColumns.contains(sourceID + "\u{0}" + targetID):
                // A split view's list showing its detail: the design's push from the list to the detail column.
                style = "push"
            case "presentation", "modal", "popoverPresentation", "showDetail":
                style = "modal"
                // UIKit's presentation styles as the design's: a popover segue, a full-screen or form-sheet presentation.
                switch (segue.kind, segue.presentationStyle) {
                case ("popoverPresentation", _): presentation = "popover"
                case (_, "fullScreen"?), (_, "overFullScreen"?): presentation = "fullScreen"
                case (_, "formSheet"?): presentation = "dialog"
                default: break
                }
                if segue.kind == "showDetail" {
                    design.notModelled.append("\(segue.file): the \(segue.kind) segue from \(sourceID) to \(targetID) is drawn as a modal")
                }
            case "unwind":
                unwinds.append((segue.file, segue.identifier, sourceID, targetID))
                continue
            case "embed":
                // A container view: the scene shows the other inside it. One holding a navigation controller keeps a
                // stack of its own there, which the design does not say: its pushes open from the parent's place.
                if scenes[resolve(segue.destination)]?.tag == navigationTag {
                    design.notModelled.append("\(segue.file): the container view of \(sourceID) holds a navigation controller; its pushes are drawn from \(sourceID)'s place, not inside the container")
                }
                guard embedded.insert(sourceID + "\u{0}" + targetID).inserted else {
                    design.notModelled.append("\(segue.file): \(sourceID) shows \(targetID) in a second container view; the design embeds it once")
                    continue
                }
                // A screen is embedded in one parent: a scene in container views of several scenes (a reusable
                // panel) is a screen for each further place, `<scene>In<parent>`, its class a note.
                var child = targetID
                if let first = parentOf[targetID] {
                    child = targetID + "In" + sourceID
                    var n = 2
                    while !used.insert(child.lowercased()).inserted { child = targetID + "In" + sourceID + String(n); n += 1 }
                    copies[target, default: []].append(child)
                    design.notModelled.append("\(segue.file): \(targetID) is shown inside \(first) and \(sourceID) (container views); a screen is embedded in one parent, so inside \(sourceID) it is \(child), with the class as a note\(segues.contains { $0.source == target && $0.kind != "relationship" } ? ", opening nothing" : "")")
                } else {
                    parentOf[targetID] = sourceID
                }
                if let index = embedIndex[sourceID] {
                    design.embeds[index].children.append(child)
                } else {
                    embedIndex[sourceID] = design.embeds.count
                    design.embeds.append((sourceID, [child]))
                }
                continue
            default:
                design.notModelled.append("\(segue.file): \(segue.kind) segue from \(sourceID) to \(targetID) is not modelled")
                continue
            }
            var transition = ImportedDesign.Transition(style: style, source: sourceID, target: targetID)
            transition.presentation = presentation
            if let name = segue.identifier.map(actionName), !name.isEmpty {
                actions.add(name, to: sourceID)
                transition.action = name
            }
            design.transitions.append(transition)
        }

        // An unwind segue is a way back: a pop to its target when a push leads from the target to its source, a
        // dismiss when the target presents the source; otherwise listed.
        let presents = Set(design.transitions.filter { $0.style == "modal" }.map { $0.source + "\u{0}" + $0.target })
        var stacks = design.stackShape()
        let presented = Set(design.transitions.filter { $0.style == "modal" }.map(\.target))
        for unwind in unwinds {
            let name = unwind.identifier.map(actionName).flatMap { $0.isEmpty ? nil : $0 }
            if let target = unwind.target, stacks.leads(from: target, to: unwind.source) {
                design.backs.append(ImportedDesign.Back(source: unwind.source, target: target, action: name))
            } else if let target = unwind.target, presents.contains(target + "\u{0}" + unwind.source) {
                design.dismisses.append(ImportedDesign.Back(source: unwind.source, target: nil, action: name))
            } else if unwind.target == nil, presented.contains(unwind.source) {
                // Back from where it is, as the scene that implements it is not known: closing its presentation.
                design.dismisses.append(ImportedDesign.Back(source: unwind.source, target: nil, action: name))
            } else if unwind.target == nil, stacks.pushedInto.contains(unwind.source) {
                design.backs.append(ImportedDesign.Back(source: unwind.source, target: nil, action: name))
            } else {
                design.notModelled.append("\(unwind.file): unwind segue\(unwind.identifier.map { " '\($0)'" } ?? "") from \(unwind.source)\(unwind.target.map { " back to \($0)" } ?? ""), which the storyboard does not show under or presenting it")
                continue
            }
            if let name { actions.add(name, to: unwind.source) }
        }

        // A custom class behind one scene is the screen's class; one behind several stays a note (screens sharing a
        // class must be alike, which a storyboard does not promise).
        var scenesOf: [String: Int] = [:]
        for key in order where ids[key] != nil { if let name = scenes[key]?.customClass { scenesOf[name, default: 0] += 1 } }
        var tabIcons: [String: IconName] = [:]
        for key in order {
            guard let scene = scenes[key], let id = ids[key] else { continue }
            let className = scene.customClass.flatMap { scenesOf[$0] == 1 ? $0 : nil }
            var notes = [className != nil ? scene.tag : scene.customClass.map { "\(scene.tag) \($0)" } ?? scene.tag]
            if let reference = scene.reference, resolve(key) == key {
                let given = sources.contains { $0.name == reference.storyboard }
                notes.append("stands for \(reference.identifier.map { "scene \($0) of " } ?? "")storyboard \(reference.storyboard), "
                             + (given ? (reference.identifier == nil ? "which has no initial view controller" : "which has no scene of that identifier") : "which was not given"))
            }
            let container: ContainerStyle? = scene.tag == tabBarTag ? .tabs : scene.tag == splitTag && splits[key] != nil ? .split : nil
            design.screens.append(ImportedDesign.Screen(id: id, title: scene.title, container: container,
                                                        actions: actions[id], platform: "ios", notes: notes, className: className))
            for copy in copies[key] ?? [] {
                let classNote = scene.customClass.map { "\(scene.tag) \($0)" } ?? scene.tag
                design.screens.append(ImportedDesign.Screen(id: copy, title: scene.title, platform: "ios", notes: [classNote, "the scene \(id) in another container view"]))
            }
            if let tabs = tabsOf[key] {
                let children = tabs.compactMap(landing).compactMap { ids[$0] }
                design.tabs.append(ImportedDesign.Tabs(container: id, children: children))
                // Each tab's image names its icon (the tab bar item is the tab's: its navigation controller's, or its
                // screen's).
                for tab in tabs {
                    guard let image = scenes[tab]?.tabImage ?? landing(tab).flatMap({ scenes[$0]?.tabImage }),
                          let child = landing(tab).flatMap({ ids[$0] }) else { continue }
                    if let icon = ImportedDesign.icon(forImage: image) {
                        tabIcons[child] = icon
                    } else {
                        design.notModelled.append("\(scene.file): the tab bar item image \(image) of \(child) names no icon the design language knows (docs/language.md lists them), so it shows a placeholder")
                    }
                }
            }
            if let columns = splits[key] { design.tabs.append(ImportedDesign.Tabs(style: .split, container: id, children: columns)) }
        }
        for i in design.screens.indices { design.screens[i].icon = tabIcons[design.screens[i].id] }
        // The start: the initial scene of the first storyboard that has one. Storyboards without one are instantiated
        // from code; then the first scene no segue leads to, and listed.
        design.start = sources.lazy.compactMap { initial[$0.name] }.first.flatMap(landing).flatMap { ids[$0] }
        if design.start == nil {
            // Entered: by a segue, as a tab, a column or a container view's scene (a navigation controller's root is
            // where its stack starts).
            let entered = Set(segues.filter { $0.kind != "relationship" }.compactMap { landing($0.destination).flatMap { ids[$0] } })
                .union(tabsOf.values.joined().compactMap { landing($0).flatMap { ids[$0] } })
                .union(splits.values.joined()).union(design.embeds.flatMap(\.children))
            if let first = order.compactMap({ key in ids[key].flatMap { scenes[key]?.reference == nil && !entered.contains($0) ? $0 : nil } }).first {
                design.start = first
                design.notModelled.append("no storyboard given has an initial view controller (their scenes are instantiated from code): the design starts on \(first), the first scene no segue leads to")
            }
        }
        return (existing.map(design.merged(into:)) ?? design).result()
    }

    /// The screen an unwind action's name names (`unwindToSignIn:`, `backToList:` → the scene whose id or class is
    /// `SignIn`, `List` once the platform suffixes are set aside), when exactly one does.
    static func unwindTarget(_ action: String, ids: [String: String], scenes: [String: Scene]) -> String? {
        var name = action.hasSuffix(":") ? String(action.dropLast()) : action
        for prefix in ["unwindTo", "backTo", "returnTo", "exitTo", "goBackTo", "unwind"] where name.lowercased().hasPrefix(prefix.lowercased()) {
            name = String(name.dropFirst(prefix.count))
            break
        }
        let stem = ImportedDesign.stem(name)
        guard !stem.isEmpty else { return nil }
        let named = Set(ids.compactMap { key, id in
            ImportedDesign.stem(id) == stem || scenes[key]?.customClass.map(ImportedDesign.stem) == stem ? id : nil
        })
        return named.count == 1 ? named.first : nil
    }

    /// `SignInViewController` → `SignIn`; else the storyboard id or title as an identifier. A table's or collection's
    /// class gives a second choice that keeps its kind (`SignupEpilogueTable`).
    static func identifiers(for scene: Scene) -> [String] {
        if let reference = scene.reference { return [sanitize(reference.identifier ?? reference.storyboard)] }
        // A class named only `ViewController` says nothing: the storyboard id or title says more.
        let custom = scene.customClass?.split(separator: ".").last.map(String.init)
        if let custom, let suffix = ["TableViewController", "CollectionViewController", "ViewController", "Controller"]
            .first(where: { custom.hasSuffix($0) && custom.count > $0.count }) {
            let kept = suffix.count > "ViewController".count ? [sanitize(String(custom.dropLast("ViewController".count)))] : []
            return [sanitize(String(custom.dropLast(suffix.count)))] + kept
        }
        return [identifier(for: scene)]
    }

    /// The storyboard id, title, class or tag as an identifier, for a scene whose class says nothing more.
    static func identifier(for scene: Scene) -> String {
        let custom = scene.customClass?.split(separator: ".").last.map(String.init)
        if let id = scene.storyboardID { return sanitize(id) }
        if let title = scene.title { return sanitize(title) }
        if let custom { return sanitize(custom) }
        return sanitize(scene.tag.prefix(1).uppercased() + scene.tag.dropFirst())
    }

    /// Letters, digits and `_`, starting with a letter: a design identifier.
    static func sanitize(_ text: String) -> String {
        var out = ""
        var upper = true
        for c in text.unicodeScalars {
            if c.isASCII, CharacterSet.alphanumerics.contains(c) || c == "_" {
                out.unicodeScalars.append(upper ? Unicode.Scalar(String(c).uppercased())! : c)
                upper = false
            } else {
                upper = true
            }
        }
        if out.isEmpty || out.first!.isNumber { out = "Scene" + out }
        return out
    }

    /// A segue identifier as an action name: `showDetail` stays, `Show Detail` → `showDetail`.
    static func actionName(_ identifier: String) -> String {
        let name = sanitize(identifier)
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    static func label(_ scene: Scene?) -> String { scene.map { $0.customClass ?? $0.storyboardID ?? $0.tag } ?? "?" }
}

import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// Flags design names that become the same name in generated code: `Login-Screen` and `LoginScreen` both make
/// `LoginViewController`; an element `go` and an element `go!`… Generation stops on these, with the two places.
enum GeneratedNameCollision: DesignRule {
    static let reads: DeclarationKinds = .modelScreens
    static let rule = RuleDescriptor(
        code: "TD501", name: "generated-name-collision", defaultSeverity: .error,
        summary: "Two design names become the same name in generated code.",
        explanation: "Generated names keep letters and digits, turn other characters into word breaks, and avoid Swift, Kotlin and Java keywords, so different ids can map to one class, file or member. Rename one of the two.")

    static let nonASCII = RuleDescriptor(
        code: "TD502", name: "non-ascii-name", defaultSeverity: .warning,
        summary: "A name has letters outside ASCII, which generated code spells by code point.",
        explanation: "Class, file and resource names must work on every platform and file system, so a letter or digit outside ASCII becomes `U` and its code point (`écran` → `U00E9cran`). That keeps a look-alike from another script (a Cyrillic `о` in `LоginScreen`) from silently becoming a different name, and this warning shows where one is. Use ASCII letters in ids; titles and labels may hold any text.")

    static let descriptors = [rule, nonASCII]
    /// The classes' half: names that collide (TD501); the members' half (`GeneratedMemberNames`) reports both codes.
    static var reports: [RuleDescriptor] { [rule] }

    /// Reports names of one namespace that become one generated name.
    /// - Parameter files: the names are file names too: compared without case, as macOS and Windows do.
    static func collide(_ items: [(generated: String, name: String, range: SourceRange)], _ what: @autoclosure () -> String,
                        files: Bool = false, into diagnostics: inout [Diagnostic]) {
        guard items.count > 1 else { return }
        // A screen's few members are compared one by one, cheaper than hashing each.
        var few: [(key: String, name: String, range: SourceRange)] = []
        var first: [String: (name: String, range: SourceRange)] = [:]
        let hashed = items.count > 16
        for item in items {
            let key = files ? item.generated.lowercased() : item.generated
            let found = hashed ? first[key] : few.first { $0.key == key }.map { ($0.name, $0.range) }
            if let earlier = found {
                let earlierName = files ? Projection.typeName(earlier.name) : item.generated
                let become = earlierName == item.generated ? "both become '\(item.generated)' in generated code"
                    : "become '\(item.generated)' and '\(earlierName)', one file where case does not count (macOS, Windows)"
                diagnostics.append(Diagnostic(
                    rule, "\(what()) '\(item.name)' and '\(earlier.name)' \(become)",
                    at: item.range, notes: [DiagnosticNote("'\(earlier.name)' declared here", at: earlier.range)],
                    hint: "rename one of them"))
            } else if hashed {
                first[key] = (item.name, item.range)
            } else {
                few.append((key, item.name, item.range))
            }
        }
    }

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        check(analysis, kept: .shared, into: &diagnostics)
    }

    /// - Parameter kept: the claims of the last check (none: every screen claims its names).
    static func check(_ analysis: Analysis, kept: KeptClaims?, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Screens: their iOS class, Android class and layout each need to be unique, also without case (file names on
        // macOS and Windows); one report per pair.
        let screens = design.screens
        var reported = Set<String>()
        // Each screen's names, for the two uses below (kept from the last check for the screens it left as they were).
        let lineage = analysis.screensLineage
        let screenNames = Projection.keptNames(screens, lineage: lineage)
        // The last check's claims, when its screens begin this list as they were and none of them collided: only the
        // screens after them claim theirs (screens typed at the end of a large design).
        var (owner, claimed) = kept?.resume(screens, screenNames, lineage) ?? (CaselessTable(capacity: screens.count * 8), 0)
        let clean = diagnostics.count
        // Screens that name the same class on a platform share it (one class is generated): not a collision there.
        let sharedIOS = Projection.sharedClasses(design, on: .ios), sharedAndroid = Projection.sharedClasses(design, on: .android)
        func share(_ a: String, _ b: String, _ shared: [String: String]) -> Bool {
            guard let first = shared[a] else { return false }
            return first == b || shared[b] == first
        }
        // One screen's name at a time (no list of its names, no copy of the screen unless two collide).
        func claim(_ generated: String, by index: Int) {
            guard let (earlierIndex, earlierName) = owner.claim(generated, by: index) else { return }
            let screen = screens[index], earlier = screens[earlierIndex], names = screenNames[index]
            if earlierName == generated, generated == names.iosClass, share(screen.id, earlier.id, sharedIOS) { return }
            if earlierName == generated, generated == names.androidClass || generated == names.layout,
               share(screen.id, earlier.id, sharedAndroid) { return }
            guard earlier.id != screen.id, reported.insert(earlier.id + "\u{0}" + screen.id).inserted else { return }
            let what = earlierName == generated ? "both become '\(generated)' in generated code"
                : "become '\(generated)' and '\(earlierName)', one file where case does not count (macOS, Windows)"
            diagnostics.append(Diagnostic(
                rule, "screens '\(screen.id)' and '\(earlier.id)' \(what)",
                at: screen.idRange, notes: [DiagnosticNote("'\(earlier.id)' declared here", at: earlier.idRange)],
                hint: "rename one of them, or name its classes with 'ios { class \"…\" }' and 'android { class \"…\" }'"))
        }
        // Each name read in place (a copy of a screen's names would retain all sixteen).
        for i in screenNames.indices.dropFirst(claimed) {
            claim(screenNames[i].iosClass, by: i); claim(screenNames[i].androidClass, by: i); claim(screenNames[i].layout, by: i)
            claim(screenNames[i].swiftUIModel, by: i); claim(screenNames[i].swiftUIView, by: i)
            claim(screenNames[i].androidFragment, by: i); claim(screenNames[i].fragmentLayout, by: i)
            claim(screenNames[i].destinationID, by: i)
        }
        kept?.keep(owner, screens, screenNames, lineage, collided: diagnostics.count > clean)
        collide(design.models.map { (Projection.typeName($0.name), $0.name, $0.nameRange) }
                + design.enums.map { (Projection.typeName($0.name), $0.name, $0.nameRange) }, "models and enums", files: true,
                into: &diagnostics)
        // A model named as a type the generated code already declares or uses (`Route`, `Task`), or as a screen's class.
        let types = design.models.map { ("model", $0.name, $0.nameRange) } + design.enums.map { ("enum", $0.name, $0.nameRange) }
        // Only the screen classes a type is named as are kept (the types are few, the screens' classes many).
        let typeNames = Set(types.map { Projection.typeName($0.1) })
        // A class name is looked up only when some type name is as long (most are not: no hashing then).
        var typeLengths = [Bool](repeating: false, count: 256)
        for name in typeNames { typeLengths[min(name.utf8.count, 255)] = true }
        var screenClasses: [String: String] = [:]
        func note(_ name: String, _ index: Int) {
            if typeLengths[min(name.utf8.count, 255)], typeNames.contains(name) { screenClasses[name] = design.screens[index].id }
        }
        for i in screenNames.indices where !typeNames.isEmpty {
            note(screenNames[i].iosClass, i); note(screenNames[i].iosBaseClass, i)
            note(screenNames[i].androidClass, i); note(screenNames[i].androidBaseClass, i)
            note(screenNames[i].swiftUIModel, i); note(screenNames[i].swiftUIModelBase, i)
            note(screenNames[i].swiftUIInterface, i); note(screenNames[i].swiftUIView, i)
            note(screenNames[i].androidFragment, i); note(screenNames[i].androidFragmentBase, i)
            note(screenNames[i].androidFragmentArgs, i); note(screenNames[i].androidFragmentDirections, i)
        }
        for (kind, name, range) in types {
            let type = Projection.typeName(name)
            if Projection.generatedTypeNames.contains(type) {
                diagnostics.append(Diagnostic(
                    rule, "\(kind) '\(name)' becomes '\(type)', a type the generated apps already declare or use",
                    at: range, hint: "rename the \(kind) (for example '\(type)Info')"))
            } else if let screen = screenClasses[type] {
                diagnostics.append(Diagnostic(
                    rule, "\(kind) '\(name)' becomes '\(type)', the name of a class generated for screen '\(screen)'",
                    at: range, hint: "rename the \(kind) or the screen"))
            }
        }
    }
}

extension GeneratedNameCollision {
    /// What `checkTargetTypes` reads: the models and enums, and the screens whose classes the targets generate.
    static let targetTypesRead: DeclarationKinds = .modelScreens
    /// And the code its findings carry.
    static let targetTypesReports = [rule]

    /// A model or enum named as a type a target declares for a screen beyond the projection's names (the Compose
    /// target's `LoginRoute`, `LoginViewModel`): its adapter says which (`typeNames(ofScreen:)`).
    static func checkTargetTypes(_ analysis: Analysis, targets: [any TargetAdapter], into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        guard !targets.isEmpty, !design.models.isEmpty || !design.enums.isEmpty else { return }
        var types: [String: (kind: String, name: String, range: SourceRange)] = [:]
        for m in design.models { types[Projection.typeName(m.name)] = ("model", m.name, m.nameRange) }
        for e in design.enums { types[Projection.typeName(e.name)] = ("enum", e.name, e.nameRange) }
        var reported = Set<String>()
        for target in targets {
            for name in target.appTypeNames {
                guard let type = types[name], !Projection.generatedTypeNames.contains(name), reported.insert(name).inserted else { continue }
                diagnostics.append(Diagnostic(
                    rule, "\(type.kind) '\(type.name)' becomes '\(name)', a type the \(target.name) target's app already declares",
                    at: type.range, hint: "rename the \(type.kind) (for example '\(name)Info')"))
            }
        }
        // A name is looked up only when some type name is as long (no hashing for most).
        var typeLengths = [Bool](repeating: false, count: 256)
        for name in types.keys { typeLengths[min(name.utf8.count, 255)] = true }
        let screenTypes = KeptTypeNames.shared.names(of: design.screens, for: targets, analysis.screensLineage)
        for index in design.screens.indices {
            let id = design.screens[index].id
            for (t, target) in targets.enumerated() {
                for name in screenTypes[index][t] where typeLengths[min(name.utf8.count, 255)] {
                    guard let type = types[name], reported.insert(name).inserted else { continue }
                    diagnostics.append(Diagnostic(
                        rule, "\(type.kind) '\(type.name)' becomes '\(name)', the name of a class the \(target.name) target generates for screen '\(id)'",
                        at: type.range, hint: "rename the \(type.kind) or the screen"))
                }
            }
        }
    }
}

/// TD501 and TD502 in the members of models, enums and screens: the second half of the generated-name check, a rule of
/// its own so the two halves run on both cores (the first, the screens' classes, is the costliest rule). Its findings
/// are GeneratedNameCollision's, whose descriptors list their codes.
enum GeneratedMemberNames: DesignRule {
    static let reads: DeclarationKinds = .modelScreens
    static let descriptors: [RuleDescriptor] = []
    static var reports: [RuleDescriptor] { GeneratedNameCollision.descriptors }

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        check(analysis, kept: .shared, into: &diagnostics)
    }

    /// - Parameter kept: the screens found clean before (none: every screen is read).
    static func check(_ analysis: Analysis, kept: CleanScreens?, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design, screens = design.screens
        for e in design.enums {
            GeneratedNameCollision.collide(zip(e.cases, e.caseRanges).map { (Projection.enumCaseName($0), $0, $1) },
                                           "cases of enum \(e.name)", into: &diagnostics)
        }
        for model in design.models {
            GeneratedNameCollision.collide(
                model.properties.map { (Projection.modelMemberName($0.name), $0.name, $0.nameRange) }
                    + model.methods.map { (Projection.modelMemberName($0.name, isMethod: true), $0.name, $0.range) },
                "members of model \(model.name)", into: &diagnostics)
        }
        // A screen whose members were clean at the last check and are the same is clean: only the others are read.
        let clean = kept?.clean(screens, analysis.screensLineage) ?? [Bool](repeating: false, count: screens.count)
        var found = [Int](repeating: 0, count: screens.count)
        // Views, actions and inputs share the controller's namespace. One list reused for every screen (the screens
        // are read in place: a copy of each would retain all its parts).
        var members: [(generated: String, name: String, range: SourceRange)] = []
        for index in screens.indices where !clean[index] {
            let before = diagnostics.count
            defer { found[index] += diagnostics.count - before }
            members.removeAll(keepingCapacity: true)
            let elements = screens[index].elements, actions = screens[index].actions, inputs = screens[index].inputs
            for j in elements.indices {
                members.append((Projection.elementName(elements[j].name, kind: elements[j].kind), elements[j].name, elements[j].range))
            }
            for j in actions.indices { members.append((Projection.actionName(actions[j].name), actions[j].name, actions[j].nameRange)) }
            for j in inputs.indices { members.append((Projection.inputName(inputs[j].name), inputs[j].name, inputs[j].nameRange)) }
            GeneratedNameCollision.collide(members, "members of screen \(screens[index].id)", into: &diagnostics)
        }

        // Names with letters outside ASCII: where a look-alike could hide.
        func flag(_ name: String, _ generated: @autoclosure () -> String, _ range: SourceRange) {
            guard Naming.hasNonASCIILetters(name) else { return }
            let scalars = name.unicodeScalars.filter { $0.value > 0x7F }.prefix(3).map { "U+" + Literal.hex($0) }
            diagnostics.append(Diagnostic(
                GeneratedNameCollision.nonASCII, "'\(name)' has letters outside ASCII (\(scalars.joined(separator: ", "))); generated code calls it '\(generated())'",
                at: range, hint: "use ASCII letters in ids; titles and labels may hold any text"))
        }
        for index in screens.indices where !clean[index] {
            let before = diagnostics.count
            defer { found[index] += diagnostics.count - before }
            flag(screens[index].id, Projection.names(id: screens[index].id, kind: screens[index].kind,
                                                     platformNotes: screens[index].platformNotes).iosClass, screens[index].idRange)
            let elements = screens[index].elements, actions = screens[index].actions, inputs = screens[index].inputs
            for j in elements.indices {
                flag(elements[j].name, Projection.elementName(elements[j].name, kind: elements[j].kind), elements[j].range)
            }
            for j in actions.indices { flag(actions[j].name, Projection.actionName(actions[j].name), actions[j].nameRange) }
            for j in inputs.indices { flag(inputs[j].name, Projection.inputName(inputs[j].name), inputs[j].nameRange) }
        }
        kept?.keep(screens, analysis.screensLineage, where: { !clean[$0] && found[$0] == 0 }, found: found)
        for e in design.enums {
            flag(e.name, Projection.typeName(e.name), e.nameRange)
            for (c, range) in zip(e.cases, e.caseRanges) { flag(c, Projection.enumCaseName(c), range) }
        }
        for model in design.models {
            flag(model.name, Projection.typeName(model.name), model.nameRange)
            for p in model.properties { flag(p.name, Projection.modelMemberName(p.name), p.nameRange) }
        }
    }
}

/// The screens' claims of the last check (TD501): the table, and the screens, names and classes that made it, while
/// none of them collided. A check whose screens begin with those, as they were, goes on from the table: claiming every
/// screen's eight names again was the costliest rule of a screen typed (6,250 screens). A claim's outcome depends only
/// on the screens before it: their names, and the classes they name (two screens naming one class share it, where the
/// same names without the class would collide), so the table of a list's first screens is the table of those alone.
final class KeptClaims: @unchecked Sendable {
    static let shared = KeptClaims()
    private let lock = NSLock()
    private var table: CaselessTable?
    private var ids: [String] = []
    private var names: [Projection.ScreenNames] = []
    private var classes: [String?] = []
    /// The analysis whose screens made the table: an analysis that kept them (`ScreensLineage`) goes on without comparing.
    private var generation: UInt64?
    /// How many checks went on from the kept claims (for tests).
    private(set) var resumed = 0

    /// The table to go on from (taken: the next `keep` gives it back) and how many screens claimed into it; nil when
    /// these screens do not begin with those.
    func resume(_ screens: [Screen], _ screenNames: [Projection.ScreenNames], _ lineage: ScreensLineage? = nil) -> (CaselessTable, Int)? {
        lock.withLock {
            guard let kept = table, ids.count <= screens.count else { return nil }
            let known = lineage?.kept.map { $0.generation == generation && ids.count <= $0.count } ?? false
            guard known || ids.indices.allSatisfy({ screens[$0].id == ids[$0] && screenNames[$0] == names[$0] })
                    && Self.classes(of: screens, upTo: ids.count) == classes else { return nil }
            table = nil
            resumed += 1
            return (kept, ids.count)
        }
    }

    /// Keeps the claims of `screens`, unless one collided (a finding's range may move; the next check claims afresh).
    func keep(_ owner: CaselessTable, _ screens: [Screen], _ screenNames: [Projection.ScreenNames], _ lineage: ScreensLineage? = nil,
              collided: Bool) {
        lock.withLock {
            defer { generation = collided ? nil : lineage?.generation }
            guard !collided else { (table, ids, names, classes) = (nil, [], [], []); return }
            // The screens it holds are the first of these when the lineage says so: only those after them are added.
            if let from = lineage?.kept, from.generation == generation, ids.count <= from.count, ids.count <= screens.count {
                let held = ids.count
                ids += screens[held...].map(\.id)
                classes += Self.classes(of: screens, from: held, upTo: screens.count)
            } else {
                (ids, classes) = (screens.map(\.id), Self.classes(of: screens, upTo: screens.count))
            }
            (table, names) = (owner, screenNames)
        }
    }

    /// The classes screens `from..<count` name on iOS and on Android, in turn (nil where one names none).
    static func classes(of screens: [Screen], from first: Int = 0, upTo count: Int) -> [String?] {
        var classes: [String?] = []
        classes.reserveCapacity(2 * (count - first))
        for i in first..<count {
            let notes = screens[i].platformNotes
            classes.append(notes.isEmpty ? nil : notes.notes(for: .ios)?.className)
            classes.append(notes.isEmpty ? nil : notes.notes(for: .android)?.className)
        }
        return classes
    }
}

/// Each target's type names of each screen (`TargetAdapter.typeNames(ofScreen:)`, made from the id alone), by id (one
/// lookup for every target), kept for the next check with the same targets (known by name: the registry holds one
/// adapter of each) as `Projection.keptNames` keeps the projection's.
final class KeptTypeNames: @unchecked Sendable {
    static let shared = KeptTypeNames()
    private let kept = KeptByID<(targets: [String], names: [[String]])>()

    /// Each screen's type names of the last analysis' check, by index (`ScreensLineage`), for each list of targets.
    private let lock = NSLock()
    private var byScreen: [[String]: KeptByScreen<[[String]]>] = [:]

    /// Each screen's type names, for each target.
    func names(of screens: [Screen], for targets: [any TargetAdapter], _ lineage: ScreensLineage? = nil) -> [[[String]]] {
        let names = targets.map(\.name)
        func byID(_ range: Range<Int>) -> [[[String]]] {
            kept.access(count: screens.count) { byID in
                range.map { i in
                    if let known = byID[screens[i].id], known.targets == names { return known.names }
                    let made = targets.map { $0.typeNames(ofScreen: screens[i].id) }
                    byID[screens[i].id] = (names, made)
                    return made
                }
            }
        }
        let table = lock.withLock {
            if let known = byScreen[names] { return known }
            let made = KeptByScreen<[[String]]>()
            byScreen[names] = made
            return made
        }
        return table.values(lineage, count: screens.count, byID)
    }
}

/// The screens whose members gave no finding at the last check, by id, with those members (names, and the elements'
/// kinds): the language server checks the design again after every keystroke, and making every member's generated
/// name again was the costliest rule of a screen typed (6,250 screens, 31,000 members). A screen's findings here depend
/// on its id and members alone, so the same members are clean again.
final class CleanScreens: @unchecked Sendable {
    static let shared = CleanScreens()
    private let kept = KeptByID<Members>()

    struct Members {
        var elements: [String], kinds: [ElementKind?], actions: [String], inputs: [String]

        init(_ screen: Screen) {
            (elements, kinds) = (screen.elements.map(\.name), screen.elements.map(\.kind))
            (actions, inputs) = (screen.actions.map(\.name), screen.inputs.map(\.name))
        }

        /// Compared in place (no copy of the screen, no list made of its members').
        func same(as screens: [Screen], _ i: Int) -> Bool {
            let (screenElements, screenActions, screenInputs) = (screens[i].elements, screens[i].actions, screens[i].inputs)
            return screenElements.count == elements.count && screenActions.count == actions.count && screenInputs.count == inputs.count
                && elements.indices.allSatisfy { screenElements[$0].name == elements[$0] && screenElements[$0].kind == kinds[$0] }
                && actions.indices.allSatisfy { screenActions[$0].name == actions[$0] }
                && inputs.indices.allSatisfy { screenInputs[$0].name == inputs[$0] }
        }
    }

    /// Each screen of the last analysis' check, by index: whether it gave no finding (`ScreensLineage`).
    private let cleanByScreen = KeptByScreen<Bool>()

    /// Whether each screen is known clean.
    func clean(_ screens: [Screen], _ lineage: ScreensLineage? = nil) -> [Bool] {
        func byID(_ range: Range<Int>) -> [Bool] {
            kept.access(count: screens.count) { byID in range.map { i in byID[screens[i].id]?.same(as: screens, i) == true } }
        }
        return cleanByScreen.values(lineage, count: screens.count, byID)
    }

    /// Records the screens `isClean` says gave no finding (a screen found clean stays recorded as it was), and with the
    /// analysis' lineage, which screens gave none (`found`: how many findings each gave).
    func keep(_ screens: [Screen], _ lineage: ScreensLineage? = nil, where isClean: (Int) -> Bool, found: [Int]) {
        kept.access(count: screens.count) { byID in for i in screens.indices where isClean(i) { byID[screens[i].id] = Members(screens[i]) } }
        if let lineage { cleanByScreen.keep(found.map { $0 == 0 }, for: lineage) }
    }
}

/// Generated names claimed without case, as macOS and Windows compare file names: the first claim of each name wins and
/// a later one learns who had it. One open-addressed table keyed by the `NameHash` of the lowercased bytes, with
/// no lowercased copies and no per-lookup hasher (a design's screens claim tens of thousands of names); equal hashes
/// are confirmed byte by byte. Generated names are ASCII (Naming spells other letters by code point).
struct CaselessTable {
    /// Entry number + 1 per slot (0: empty); a power of two, at most half full.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var entries: [(owner: Int, name: String)] = []

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
    }

    /// The earlier owner of a name equal to `name` without case, or nil after recording `owner` as its first.
    mutating func claim(_ name: String, by owner: Int) -> (owner: Int, name: String)? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot] - 1)
            if hashes[entry] == hash, Self.equal(entries[entry].name, name) { return entries[entry] }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count + 1)
        hashes.append(hash)
        entries.append((owner, name))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }

    static func hash(_ name: String) -> UInt64 {
        var hash = NameHash.start
        for byte in name.utf8 { NameHash.mix(&hash, Naming.lowerASCII(byte)) }
        return NameHash.finish(hash)
    }

    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { Naming.lowerASCII($0) == Naming.lowerASCII($1) }
    }
}

import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Checks the data flow overlaid on navigation: what a transition carries must be an input of its target
/// (Android reads it from Intent extras, iOS from the initializer), of the declared type, and every
/// required input must arrive by every way into the screen.
enum DataFlow: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let undeclaredInput = RuleDescriptor(
        code: "TD304", name: "undeclared-input", defaultSeverity: .error,
        summary: "A transition carries data that its target screen does not declare as an input.",
        explanation: "Declare the data on the target screen ('input profile: Profile') or stop passing it. Generated code passes each carried value to a matching input.")
    static let missingInput = RuleDescriptor(
        code: "TD305", name: "missing-input", defaultSeverity: .error,
        summary: "A screen's required input is not supplied by a way into the screen.",
        explanation: "Each transition into a screen (and a tab container for its tabs, a screen for those embedded in it) must carry every input that is neither optional nor defaulted. Pass it, make the input optional ('input filter: String?'), or give it a default ('input servings: Int = 2'). The start screen's come with the app when the design says it is entered with them ('start Donate (startType: DonateType)': whoever starts it passes them, a host app or a launching Intent).")
    static let typeMismatch = RuleDescriptor(
        code: "TD306", name: "input-type-mismatch", defaultSeverity: .error,
        summary: "Data carried by a transition has a different type from the target's input.",
        explanation: "The carried value and the input must have the same type (a value may go into an optional input of its type).")
    static let descriptors = [undeclaredInput, missingInput, typeMismatch]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design, screens = design.screens
        // Screens, their inputs and the transitions' data are read in place, by index: a copy of a screen or a field
        // retains all its parts, and every transition of a large design carries something.
        func input(_ name: String, of s: Int) -> Int? {
            for k in screens[s].inputs.indices where screens[s].inputs[k].name == name { return k }
            return nil
        }
        func checkCarried(_ data: [Field], into s: Int) {
            for j in data.indices {
                guard let k = input(data[j].name, of: s) else {
                    let d = data[j]
                    let target = screens[s]
                    diagnostics.append(Diagnostic(
                        undeclaredInput, "'\(d.name)' is passed to screen '\(target.id)', which declares no input '\(d.name)'",
                        at: d.nameRange,
                        notes: [DiagnosticNote("screen '\(target.id)' declared here", at: target.idRange)])
                        .suggesting(closestTo: d.name, in: target.inputs.map(\.name), otherwise: "add 'input \(d.name): \(d.type.description)' to screen '\(target.id)'"))
                    continue
                }
                // A type that names nothing is TD103's alone.
                if data[j].type.isResolved, !data[j].type.isAssignable(to: screens[s].inputs[k].type) {
                    let d = data[j], input = screens[s].inputs[k]
                    diagnostics.append(Diagnostic(
                        typeMismatch, "'\(d.name)' is passed as '\(d.type.description)' but screen '\(screens[s].id)' expects '\(input.type.description)'",
                        at: d.typeSyntax.range,
                        notes: [DiagnosticNote("input declared here", at: input.range)]))
                }
            }
        }

        // What each transition carries, against its target's inputs; what the app is entered with, against its start's.
        for transitions in [design.transitions, design.globalTransitions] {
            for i in transitions.indices where !transitions[i].data.isEmpty {
                guard let target = design.screenIndex[transitions[i].target.name] else { continue }
                checkCarried(transitions[i].data, into: target)
            }
        }
        if !design.entry.isEmpty, design.starts.count == 1, let start = design.screenIndex[design.starts[0].name] {
            checkCarried(design.entry, into: start)
        }

        // Who hands inputs down to whom: containers to their tabs and items, screens to those embedded in them.
        let handedDown: [(parent: String, child: Ref, noun: String, parentNoun: String)] =
            design.tabGroups.flatMap { g in g.roots.map { (g.container.name, $0, g.style.childNoun, "its container") } }
            + design.embeddings.flatMap { e in e.children.map { (e.parent.name, $0, "embedded screen", "its parent") } }
        let handedTo = Dictionary(grouping: handedDown.indices, by: { handedDown[$0].child.name })
        // The deep links to each screen (one pass, not one per screen).
        let linksInto = Dictionary(grouping: design.deepLinks.indices, by: { design.deepLinks[$0].target.name })
        let startID = design.startScreen?.id
        for s in screens.indices {
            let required = screens[s].inputs.indices.filter { screens[s].inputs[$0].isRequired }
            guard !required.isEmpty else { continue }
            let id = screens[s].id
            if id == startID, let start = design.starts.first {
                // The app is entered with the start's inputs it names; others nothing can supply.
                for k in required where !design.entry.contains(where: { $0.name == screens[s].inputs[k].name }) {
                    let input = screens[s].inputs[k]
                    let field = "\(input.name): \(input.type.description)"
                    // After the last data the app is entered with; into empty parentheses; or as new ones.
                    let end = design.entry.last?.range ?? start.range
                    let (place, text) = design.entry.isEmpty
                        ? design.entryRange.map { ($0, "(\(field))") } ?? (SourceRange(file: end.file, start: end.end, end: end.end), " (\(field))")
                        : (SourceRange(file: end.file, start: end.end, end: end.end), ", " + field)
                    let fix = FixIt("Enter the app with '\(field)'", replacing: place, with: text)
                    diagnostics.append(Diagnostic(
                        missingInput, "start screen '\(id)' requires input '\(input.name)', which nothing can supply",
                        at: input.nameRange, notes: [DiagnosticNote("the app starts here", at: start.range)],
                        hint: "make it optional, load it in the screen, or say the app is entered with it: 'start \(id) (\(field))'",
                        fixIts: [fix]))
                }
            }
            // The ways into the screen, as `Analysis.transitions(into:)` lists them: those that end there, then those from
            // any screen.
            func checkWay(_ transitions: [Transition], _ t: Int) {
                guard transitions[t].fromAnyScreen || design.screenIndex[transitions[t].source.name] != nil else { return }
                for k in required {
                    let name = screens[s].inputs[k].name
                    if transitions[t].data.indices.contains(where: { transitions[t].data[$0].name == name }) { continue }
                    let way = transitions[t], input = screens[s].inputs[k]
                    let field = "\(input.name): \(input.type.description)"
                    // Passed last in its data, or as its data after the action (or the target) it names.
                    let after = way.data.last?.range.end ?? (way.action?.range ?? way.target.range).end
                    let place = SourceRange(file: way.target.range.file, start: after, end: after)
                    diagnostics.append(Diagnostic(
                        missingInput, "\(way.style.rawValue) \(way.sourceText) -> \(id) does not pass required input '\(field)'",
                        at: way.target.range,
                        notes: [DiagnosticNote("input declared here", at: input.range)],
                        hint: "add '(\(field))' to the transition",
                        fixIts: [FixIt("Pass '\(field)'", replacing: place, with: way.data.isEmpty ? " (\(field))" : ", " + field)]))
                }
            }
            for t in analysis.incoming[id] ?? [] { checkWay(design.transitions, t) }
            for t in analysis.incomingFromAnyScreen[id] ?? [] { checkWay(design.globalTransitions, t) }
            // A deep link fills inputs from its placeholders only.
            // (A pattern that is no pattern is TD313 alone.)
            for l in linksInto[id] ?? [] where design.deepLinks[l].pattern.problems.isEmpty {
                let link = design.deepLinks[l]
                for k in required where !link.pattern.placeholders.contains(screens[s].inputs[k].name) {
                    let input = screens[s].inputs[k]
                    diagnostics.append(Diagnostic(
                        missingInput, "deeplink '\(link.pattern.text)' does not fill required input '\(input.name): \(input.type.description)' of '\(id)'",
                        at: link.patternRange, notes: [DiagnosticNote("input declared here", at: input.range)],
                        hint: "add '{\(input.name)}' to the pattern, or give the input a default"))
                }
            }
            // A tab or drawer container, or the screen this one is embedded in, hands its own inputs down by name.
            for handing in (handedTo[id] ?? []).map({ handedDown[$0] }) {
                guard let container = design.screen(handing.parent) else { continue }
                for k in required where !container.inputs.contains(where: { $0.name == screens[s].inputs[k].name }) {
                    let input = screens[s].inputs[k]
                    diagnostics.append(Diagnostic(
                        missingInput, "\(handing.noun) '\(id)' requires input '\(input.name)', which \(handing.parentNoun) '\(container.id)' does not have to hand down",
                        at: handing.child.range,
                        notes: [DiagnosticNote("input declared here", at: input.range)],
                        hint: "add 'input \(input.name): \(input.type.description)' to screen '\(container.id)'"))
                }
            }
        }
        // What a container hands down must fit each tab's input of that name, as a transition's data must: the
        // generated code passes it to the tab's initializer (iOS) and arguments (Android) as it is.
        for handing in handedDown {
            guard let container = design.screen(handing.parent), let tab = design.screen(handing.child.name) else { continue }
            for input in tab.inputs {
                guard let handed = container.inputs.first(where: { $0.name == input.name }),
                      !handed.type.isAssignable(to: input.type) else { continue }
                diagnostics.append(Diagnostic(
                    typeMismatch, "\(handing.noun) '\(tab.id)' takes '\(input.name)' as '\(input.type.description)' but \(handing.parentNoun) '\(container.id)' hands down '\(handed.type.description)'",
                    at: handing.child.range,
                    notes: [DiagnosticNote("its input is declared here", at: input.range),
                            DiagnosticNote("the input handed down is declared here", at: handed.range)],
                    hint: "give both the same type, or rename one of them"))
            }
        }
    }
}

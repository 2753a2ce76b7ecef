import TandemDiagnostics
import TandemModel
import TandemSyntax

/// A name the design declares, and what it is. Actions and inputs belong to their screen.
public enum Symbol: Hashable, Sendable {
    case requirement(String)
    case task(String)
    case screen(String)
    case model(String)
    case enumeration(String)
    /// A named flow (`group Onboarding [...]`).
    case group(String)
    case action(screen: String, name: String)
    case input(screen: String, name: String)

    /// The name as written (what a rename replaces).
    public var name: String {
        switch self {
        case .requirement(let n), .task(let n), .screen(let n), .model(let n), .enumeration(let n), .group(let n): n
        case .action(_, let n), .input(_, let n): n
        }
    }
}

/// Every declaration and every reference to it, built once per run of the pipeline: what definition, references,
/// rename and hover read.
public struct SymbolIndex: Sendable {
    public private(set) var declarations: [Symbol: SourceRange] = [:]
    public private(set) var references: [Symbol: [SourceRange]] = [:]
    /// Each file's occurrences (declarations and references), by start offset.
    private var occurrences: [FileID: [(range: SourceRange, symbol: Symbol)]] = [:]

    public init(_ design: Design) {
        for r in design.requirements { declare(.requirement(r.id), r.idRange) }
        for t in design.tasks {
            declare(.task(t.id), t.idRange)
            for ref in t.satisfies where design.requirement(ref.name) != nil { refer(.requirement(ref.name), ref.range) }
            if let parent = t.parent, design.task(parent.name) != nil { refer(.task(parent.name), parent.range) }
        }
        for m in design.models {
            declare(.model(m.name), m.nameRange)
            for p in m.properties { types(p.typeSyntax, design) }
            for method in m.methods {
                for p in method.parameters { types(p.typeSyntax, design) }
                if let r = method.returnSyntax { types(r, design) }
            }
        }
        for e in design.enums { declare(.enumeration(e.name), e.nameRange) }
        for s in design.screens {
            declare(.screen(s.id), s.idRange)
            for ref in s.tasks where design.task(ref.name) != nil { refer(.task(ref.name), ref.range) }
            for ref in s.observes where design.model(ref.name) != nil { refer(.model(ref.name), ref.range) }
            for a in s.actions {
                declare(.action(screen: s.id, name: a.name), a.nameRange)
                for p in a.parameters { types(p.typeSyntax, design) }
            }
            for i in s.inputs {
                declare(.input(screen: s.id, name: i.name), i.nameRange)
                types(i.typeSyntax, design)
            }
            for r in s.results { types(r.typeSyntax, design) }
            for e in s.elements {
                if let action = e.action, s.action(named: action.name) != nil { refer(.action(screen: s.id, name: action.name), action.range) }
            }
        }
        for t in design.transitions + design.globalTransitions {
            // A transition from any screen has the source `*`, which names no screen.
            // A target that names a group stands for its start, but the text there is the group's name.
            for end in [t.source] + (t.targetGroup == nil ? [t.target] : []) + (t.clear.map { [$0.screen] } ?? []) where design.screenIndex[end.name] != nil {
                refer(.screen(end.name), end.range)
            }
            if let action = t.action, design.screen(t.source.name)?.action(named: action.name) != nil {
                refer(.action(screen: t.source.name, name: action.name), action.range)
            }
            for d in t.data {
                // Carried data names the target's input it fills.
                if design.screen(t.target.name)?.inputs.contains(where: { $0.name == d.name }) == true {
                    refer(.input(screen: t.target.name, name: d.name), d.nameRange)
                }
                types(d.typeSyntax, design)
            }
        }
        for group in design.groups {
            // The first declaration of a name wins (a second is TD316's or TD102's to report).
            if declarations[.group(group.name.name)] == nil { declare(.group(group.name.name), group.name.range) }
            for ref in group.members + (group.start.map { [$0] } ?? []) where design.screenIndex[ref.name] != nil { refer(.screen(ref.name), ref.range) }
        }
        // A transition to a group (`push Home -> Onboarding`), or from any screen of one (`push * in Onboarding -> Help`).
        for t in design.transitions + design.globalTransitions {
            // `targetGroup` is the group as declared; the name written here is at the target's place.
            if let group = t.targetGroup { refer(.group(group.name), t.target.range) }
            if let scope = t.scope, design.group(scope.name) != nil { refer(.group(scope.name), scope.range) }
        }
        for b in design.backs {
            for end in [b.source] + (b.target.map { [$0] } ?? []) where design.screenIndex[end.name] != nil { refer(.screen(end.name), end.range) }
            if let action = b.action, design.screen(b.source.name)?.action(named: action.name) != nil {
                refer(.action(screen: b.source.name, name: action.name), action.range)
            }
        }
        for g in design.tabGroups {
            for ref in [g.container] + g.children + (g.initial.map { [$0] } ?? []) where design.screenIndex[ref.name] != nil {
                refer(.screen(ref.name), ref.range)
            }
        }
        for e in design.embeddings {
            for ref in [e.parent] + e.children where design.screenIndex[ref.name] != nil { refer(.screen(ref.name), ref.range) }
        }
        for ref in design.starts where design.screenIndex[ref.name] != nil { refer(.screen(ref.name), ref.range) }
        // What the app is entered with names the start's inputs it fills.
        let start = design.starts.count == 1 ? design.starts[0].name : nil
        for d in design.entry {
            if let start, design.screen(start)?.inputs.contains(where: { $0.name == d.name }) == true {
                refer(.input(screen: start, name: d.name), d.nameRange)
            }
            types(d.typeSyntax, design)
        }
        for key in occurrences.keys { occurrences[key]!.sort { $0.range.start < $1.range.start } }
    }

    private mutating func declare(_ symbol: Symbol, _ range: SourceRange) {
        // The first declaration wins, as in the model (a duplicate is reported by the checker).
        guard declarations[symbol] == nil else { return }
        declarations[symbol] = range
        occurrences[range.file, default: []].append((range, symbol))
    }

    private mutating func refer(_ symbol: Symbol, _ range: SourceRange) {
        references[symbol, default: []].append(range)
        occurrences[range.file, default: []].append((range, symbol))
    }

    /// Model and enum names inside a type (`[Announcement]?`).
    private mutating func types(_ type: TypeSyntax, _ design: Design) {
        switch type {
        case .named(let id):
            if design.model(id.name) != nil {
                refer(.model(id.name), id.range)
            } else if design.enumeration(id.name) != nil {
                refer(.enumeration(id.name), id.range)
            }
        case .optional(let t, _), .list(let t, _): types(t, design)
        case .map(let k, let v, _): types(k, design); types(v, design)
        }
    }

    /// The symbol whose name covers `offset` (its end included, where a cursor after the name sits).
    public func symbol(in file: FileID, at offset: Int) -> (symbol: Symbol, range: SourceRange)? {
        guard let list = occurrences[file] else { return nil }
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].range.start <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let candidate = list[low - 1]
        return offset <= candidate.range.end ? (candidate.symbol, candidate.range) : nil
    }

    /// The declaration and every reference.
    public func occurrences(of symbol: Symbol) -> [SourceRange] {
        (declarations[symbol].map { [$0] } ?? []) + (references[symbol] ?? [])
    }

    /// Every declaration, for workspace symbols and completion.
    public var allDeclarations: [(symbol: Symbol, range: SourceRange)] {
        declarations.map { ($0.key, $0.value) }.sorted { ($0.range.file.index, $0.range.start) < ($1.range.file.index, $1.range.start) }
    }
}

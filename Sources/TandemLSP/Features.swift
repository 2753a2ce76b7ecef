import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax

extension LanguageServer {
    // MARK: - Hover

    func hover(_ p: PositionParams) -> Hover? {
        guard let (s, symbol, range) = symbol(p) else { return nil }
        let design = s.design
        var text: String
        switch symbol {
        case .requirement(let id):
            guard let r = design.requirement(id) else { return nil }
            text = "**requirement \(r.id)** \(r.title)\n\npriority: \(r.priority?.rawValue ?? "unknown")"
            if !r.tags.isEmpty { text += " · tags: \(r.tags.map(\.name).joined(separator: ", "))" }
            if let body = r.text { text += "\n\n\(body)" }
            let tasks = s.outcome.analysis.tasks(satisfying: id)
            text += "\n\ntasks: \(tasks.isEmpty ? "none (uncovered)" : tasks.joined(separator: ", "))"
        case .task(let id):
            guard let t = design.task(id) else { return nil }
            text = "**task \(t.id)** \(t.title)\n\nsatisfies: \(t.satisfies.isEmpty ? "nothing (requirements creep)" : t.satisfies.map(\.name).joined(separator: ", "))"
            text += "\n\nscreens: \(s.outcome.analysis.screens(carryingOut: id).joined(separator: ", "))"
        case .screen(let id):
            guard let screen = design.screen(id) else { return nil }
            text = "**screen \(screen.id)** \(screen.title) (\(screen.kind?.rawValue ?? "?"))"
            if !screen.tasks.isEmpty { text += "\n\ntasks: \(screen.tasks.map(\.name).joined(separator: ", "))" }
            if !screen.inputs.isEmpty { text += "\n\ninputs: " + screen.inputs.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ") }
            if !screen.results.isEmpty { text += "\n\nreturns: " + screen.results.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ") }
            let out = s.outcome.analysis.transitions(from: id)
            if !out.isEmpty {
                text += "\n\nleads to: " + out.map { "\($0.style.rawValue) \($0.target.name)" + ($0.action.map { " on \($0.name)" } ?? "") }.joined(separator: ", ")
            }
        case .model(let name):
            guard let m = design.model(name) else { return nil }
            text = "**model \(m.name)**" + (m.title.map { " \($0)" } ?? "")
            text += "\n\n" + (m.properties.map { "- `\($0.name): \($0.type)`" } + m.methods.map { method in
                "- `func \(method.name)(\(method.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))\(method.returnType.map { " -> \($0)" } ?? "")`"
            }).joined(separator: "\n")
        case .enumeration(let name):
            guard let e = design.enumeration(name) else { return nil }
            text = "**enum \(e.name)**" + (e.title.map { " \($0)" } ?? "") + "\n\ncases: " + e.cases.map { "`\($0)`" }.joined(separator: ", ")
        case .action(let screenID, let name):
            guard let a = design.screen(screenID)?.action(named: name) else { return nil }
            text = "**action \(a.name)**(\(a.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) of screen \(screenID)"
            let triggered = s.outcome.analysis.transitions(from: screenID).filter { $0.action?.name == name }
            if !triggered.isEmpty { text += "\n\ntriggers: " + triggered.map { "\($0.style.rawValue) \($0.target.name)" }.joined(separator: ", ") }
        case .input(let screenID, let name):
            guard let input = design.screen(screenID)?.inputs.first(where: { $0.name == name }) else { return nil }
            text = "**input** `\(input.name): \(input.type)` of screen \(screenID)"
        case .group(let name):
            guard let group = design.group(name) else { return nil }
            text = "**group \(group.name.name)**: \(group.members.map(\.name).joined(separator: ", "))"
                + (group.start.map { "\n\nstarts at \($0.name)" } ?? "\n\nno start")
        }
        return Hover(contents: MarkupContent(kind: "markdown", value: text), range: s.range(range))
    }

    // MARK: - Symbols

    func documentSymbols(_ uri: String) -> [DocumentSymbol] {
        guard let (s, id) = snapshot(for: uri) else { return [] }
        let design = s.design
        func item(_ name: String, _ detail: String?, _ kind: Int, _ range: SourceRange, _ selection: SourceRange,
                  _ children: [DocumentSymbol]? = nil) -> DocumentSymbol {
            DocumentSymbol(name: name, detail: detail, kind: kind, range: s.range(range.union(selection)), selectionRange: s.range(selection), children: children)
        }
        var symbols: [(Int, DocumentSymbol)] = []
        for r in design.requirements where r.idRange.file == id { symbols.append((r.idRange.start, item(r.id, r.title, 24, r.range, r.idRange))) }
        for t in design.tasks where t.idRange.file == id { symbols.append((t.idRange.start, item(t.id, t.title, 12, t.range, t.idRange))) }
        for m in design.models where m.nameRange.file == id {
            let children = m.properties.map { item($0.name, $0.type.description, 7, $0.range, $0.nameRange) }
                + m.methods.map { item($0.name + "()", $0.returnType?.description, 6, $0.range, $0.range) }
            symbols.append((m.nameRange.start, item(m.name, m.title, 23, m.range, m.nameRange, children)))
        }
        for screen in design.screens where screen.idRange.file == id {
            let children = screen.inputs.map { item($0.name, "input: \($0.type)", 8, $0.range, $0.nameRange) }
                + screen.elements.map { item($0.name, $0.kindRef.name, 13, $0.range, $0.range) }
                + screen.actions.map { item($0.name + "()", "action", 6, $0.range, $0.nameRange) }
            symbols.append((screen.idRange.start, item(screen.id, screen.title, 5, screen.range, screen.idRange, children)))
        }
        return symbols.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func workspaceSymbols(_ query: String) -> [SymbolInformation] {
        let needle = query.lowercased()
        var seen = Set<Symbol>()
        var found: [SymbolInformation] = []
        for s in snapshots.keys.sorted().compactMap({ snapshots[$0] }) {
            for (symbol, range) in s.index.allDeclarations where seen.insert(symbol).inserted {
                guard needle.isEmpty || symbol.name.lowercased().contains(needle), let location = s.location(range) else { continue }
                let (kind, container): (Int, String?) = switch symbol {
                case .requirement: (24, nil)
                case .task: (12, nil)
                case .screen: (5, nil)
                case .model: (23, nil)
                case .enumeration: (10, nil)
                case .group: (2, nil)
                case .action(let screen, _): (6, screen)
                case .input(let screen, _): (8, screen)
                }
                found.append(SymbolInformation(name: symbol.name, kind: kind, location: location, containerName: container))
            }
        }
        return found
    }

    // MARK: - Formatting and fixes

    /// A document's text: the open buffer, else the file when it is a regular one no larger than a message may be. A
    /// request may name any path: a device (`/dev/zero`) or a pipe never ends.
    func text(of uri: String) -> String? {
        if let document = documents[uri] { return document.text }
        let files = LocalFileSystem()
        guard let path = URI.path(uri), files.kind(of: path) == .file,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= MessageReader.maximumLength,
              let bytes = try? files.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func formatting(_ uri: String) -> [TextEdit] {
        guard let text = text(of: uri) else { return [] }
        let outcome = Formatting.format(path: URI.path(uri) ?? uri, bytes: Array(text.utf8))
        guard let formatted = outcome.formatted, formatted != text else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = Position(line: lines.count - 1, character: lines.last.map { String($0).utf16.count } ?? 0)
        return [TextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: end), newText: formatted)]
    }

    func codeActions(_ p: CodeActionParams) -> [CodeAction] {
        p.context.diagnostics.compactMap { d in
            guard let fix = d.data else { return nil }
            return CodeAction(title: fix.title, kind: "quickfix", diagnostics: [d],
                              edit: WorkspaceEdit(changes: [p.textDocument.uri: [TextEdit(range: fix.range ?? d.range, newText: fix.newText)]]),
                              isPreferred: true)
        }
    }

    // MARK: - Completion

    static let types = ["String", "Int", "Long", "Double", "Float", "Bool", "Date", "URL", "Data"]

    /// What may be written at the cursor: statement keywords where a statement starts, screens after `->` in the
    /// navigation, actions after `->` on an element or after `on`, element kinds after `element name:`, screen kinds
    /// after `kind`, priorities after `priority`, presentation styles after a modal's `as`, requirements after
    /// `satisfies`, tasks after `tasks` and `parent` (not the task itself), models after `observes`, types (models
    /// and enums among them) after `:`.
    func completion(_ p: PositionParams) -> CompletionList {
        let uri = p.textDocument.uri
        guard let text = text(of: uri) else {
            return CompletionList(isIncomplete: false, items: [])
        }
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        let offset = Positions.offset(p.position, bytes: bytes, lineStarts: lineStarts)
        let lineStart = lineStarts[min(max(0, p.position.line), lineStarts.count - 1)]
        let before = String(decoding: bytes[lineStart..<max(lineStart, offset)], as: UTF8.self)
        // The words before the cursor, the one being typed dropped.
        var words = before.replacingOccurrences(of: "->", with: " -> ").replacingOccurrences(of: ":", with: " : ")
            .replacingOccurrences(of: ",", with: " , ").replacingOccurrences(of: "(", with: " ( ")
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).map(String.init)
        if let last = before.last, last != " ", last != "\t", !words.isEmpty, ![">", ":", ",", "("].contains(last) { words.removeLast() }
        let snapshot = snapshot(for: uri)
        let design = snapshot?.0.design ?? Design()
        let first = words.first ?? ""
        var items: [CompletionItem] = []
        func add(_ names: [String], _ kind: Int, _ detail: String? = nil) { items += names.map { CompletionItem(label: $0, kind: kind, detail: detail) } }
        let enclosingScreen = design.screens.first { s in snapshot.map { s.range.file == $0.1 && s.range.start <= offset && offset <= s.range.end } ?? false }

        // A list keyword still being written after (`task T1 "Read" { satisfies R1, R`, the one-line form too): only
        // names and commas follow it.
        let listKeywords: Set = ["satisfies", "tasks", "parent", "observes"]
        let listKeyword = words.lastIndex(where: listKeywords.contains).flatMap { i in
            words[(i + 1)...].allSatisfy { $0 == "," || ($0.first.map { $0.isLetter || $0 == "_" } ?? false) } ? words[i] : nil
        }
        let transition = ["push", "modal", "replace"].contains(first)

        if words.last == "->" && transition {
            add(design.screens.map(\.id), 5, "screen")
        } else if words.last == "->" && first == "element" {
            add(enclosingScreen?.actions.map(\.name) ?? [], 6, "action")
        } else if words.last == "on", words.count >= 2, transition {
            add(design.screen(words[1])?.actions.map(\.name) ?? [], 6, "action of \(words[1])")
        } else if words.last == "as", first == "modal" {
            add(PresentationStyle.allCases.map(\.rawValue), 20, "presentation style")
        } else if first == "element", words.last == ":", words.count == 3 {
            add(ElementKind.allCases.map(\.rawValue), 20, "element kind")
        } else if words.last == "kind" {
            add(ScreenKind.allCases.map(\.rawValue), 20, "screen kind")
        } else if words.last == "icon" {
            add(IconName.allCases.map(\.rawValue), 20, "icon")
        } else if words.last == "priority" {
            add(Priority.allCases.map(\.rawValue), 20, "priority")
        } else if listKeyword == "satisfies" {
            add(design.requirements.map(\.id), 24, "requirement")
        } else if listKeyword == "tasks" {
            add(design.tasks.map(\.id), 12, "task")
        } else if listKeyword == "parent" {
            // Not the task itself: a task is no parent of its own.
            let own = design.tasks.first { t in snapshot.map { t.range.file == $0.1 && t.range.start <= offset && offset <= t.range.end } ?? false }
            add(design.tasks.map(\.id).filter { $0 != own?.id }, 12, "task")
        } else if listKeyword == "observes" {
            add(design.models.map(\.name), 23, "model")
        } else if words.last == ":" || words.last == "[" {
            add(Self.types, 25, "type")
            add(design.models.map(\.name), 23, "model")
            add(design.enums.map(\.name), 13, "enum")
        } else if ["start", "tabs", "drawer", "split", "embed", "pages", "initial"].contains(first) || (words.count == 1 && transition) {
            add(design.screens.map(\.id), 5, "screen")
        } else if words.isEmpty {
            add(Parser.statements(in: enclosingBlock(bytes, offset)), 14, "keyword")
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    /// The word that opened the block around `offset` (`screen`, `navigation`, `ios`, …), nil at the top level; the
    /// text is scanned backwards with comments and strings skipped as the lexer would.
    func enclosingBlock(_ bytes: [UInt8], _ offset: Int) -> String? {
        var sources = SourceMap()
        let id = sources.add(path: "buffer", bytes: Array(bytes[..<min(offset, bytes.count)]))
        let tokens = Lexer.tokenize(sources[id]).tokens
        var stack: [String?] = []
        var statementWord: String?
        var previousStartedLine = true
        for t in tokens {
            switch t.kind {
            case .leftBrace: stack.append(statementWord)
            case .rightBrace: _ = stack.popLast()
            case .identifier where t.startsLine || previousStartedLine:
                statementWord = String(decoding: sources[id].bytes[t.start..<t.end], as: UTF8.self)
            default: break
            }
            previousStartedLine = t.kind == .leftBrace
        }
        return stack.last ?? nil
    }
}

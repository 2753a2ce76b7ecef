import Dispatch
import Foundation
import Mustache
import TandemDiagnostics

/// One file a target produces, before it is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder: `<target>/<path from target.json>`.
    public var path: String
    public var contents: String
    public var owner: TargetDefinition.Owner
}

/// Renders a target's files from the template context.
public struct Generator: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public func generate(target: String, context: TemplateContext) throws -> [GeneratedFile] {
        let definition = try templates.definition(of: target)
        let library = try templates.library(for: target, definition: definition)

        enum Item {
            case app(AppContext), screen(ScreenContext), model(ModelContext)
            var key: String {
                switch self {
                case .app: "app"
                case .screen: "screen"
                case .model: "model"
                }
            }
            var node: any TemplateNode {
                switch self {
                case .app(let a): a
                case .screen(let s): s
                case .model(let m): m
                }
            }
        }
        struct Job: Sendable {
            var spec: TargetDefinition.FileSpec
            var path: MustacheTemplate
            var item: Item
        }
        var jobs: [Job] = []
        for spec in definition.files {
            let pathTemplate: MustacheTemplate
            do { pathTemplate = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + spec.path) } catch {
                throw Problem(description: "\(target)/target.json: invalid path template '\(spec.path)'")
            }
            let items: [Item]
            switch spec.each {
            case .app: items = [.app(context.app)]
            case .screen: items = context.screens.map(Item.screen)
            case .model: items = context.models.map(Item.model)
            }
            for item in items where Self.applies(spec.when, to: item.node) {
                jobs.append(Job(spec: spec, path: pathTemplate, item: item))
            }
        }

        // The root every template sees: the whole context, plus the current item under its name.
        let root: [String: Any] = ["tool": context.tool, "app": context.app, "screens": context.screens,
                                   "models": context.models, "hasModels": context.hasModels]
        nonisolated(unsafe) var results = [Result<GeneratedFile, Problem>?](repeating: nil, count: jobs.count)
        nonisolated(unsafe) let shared = root
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let job = work[index]
            var object = shared
            object[job.item.key] = job.item.node
            let outcome: Result<GeneratedFile, Problem>
            do {
                let relative = try Self.safePath(job.path.render(object), target: target)
                let contents: String
                if let builtin = job.spec.builtin {
                    switch (builtin, job.item) {
                    case ("android-layout", .screen(let screen)): contents = AndroidXML.layout(screen: screen)
                    case ("android-manifest", _): contents = AndroidXML.manifest(app: context.app, screens: context.screens)
                    case ("android-strings", _): contents = AndroidXML.strings(screens: context.screens)
                    case ("android-menu", .screen(let screen)): contents = AndroidXML.menu(container: screen)
                    default: throw Problem(description: "target '\(target)': builtin '\(builtin)' cannot make a file for each \(job.item.key)")
                    }
                } else if let text = library.render(object, withTemplate: job.spec.template!) {
                    contents = Self.tidy(text)
                } else {
                    throw Problem(description: "target '\(target)': template '\(job.spec.template!)' is missing")
                }
                outcome = .success(GeneratedFile(path: target + "/" + relative, contents: contents, owner: job.spec.owner))
            } catch let problem as Problem {
                outcome = .failure(problem)
            } catch {
                outcome = .failure(Problem(description: "\(error)"))
            }
            results[index] = outcome
        }

        var files: [GeneratedFile] = []
        var seen: [String: String] = [:]
        for (job, result) in zip(jobs, results) {
            let file = try result!.get()
            let source = job.spec.template ?? job.spec.builtin!
            if let other = seen[file.path] {
                throw Problem(description: "target '\(target)': two files map to \(file.path) (from \(other) and \(source)); the names in the design collide")
            }
            seen[file.path] = source
            files.append(file)
        }
        return files
    }

    static func applies(_ condition: String?, to item: any TemplateNode) -> Bool {
        guard let condition else { return true }
        let negated = condition.hasPrefix("!")
        let key = negated ? String(condition.dropFirst()) : condition
        let value = item.child(named: key) as? Bool ?? false
        return negated ? !value : value
    }

    /// A relative path that stays inside the output folder, whatever the design's names contain.
    static func safePath(_ raw: String, target: String) throws -> String {
        var parts: [Substring] = []
        for part in raw.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." || part.contains("\\") || part.contains("\0") {
                throw Problem(description: "target '\(target)': output path '\(raw)' would leave the output folder")
            }
            parts.append(part)
        }
        guard !raw.hasPrefix("/"), !parts.isEmpty else {
            throw Problem(description: "target '\(target)': output path '\(raw)' is not a relative file path")
        }
        return parts.joined(separator: "/")
    }

    /// Templates leave blank runs where sections were empty: keep at most one blank line, drop trailing spaces,
    /// end with exactly one newline. One pass over the bytes.
    static func tidy(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        var line = [UInt8]()
        var blankRun = 0
        func flush() {
            while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
            if line.isEmpty {
                blankRun += 1
                if blankRun > 1 || out.isEmpty { line.removeAll(keepingCapacity: true); return }
            } else {
                blankRun = 0
            }
            out.append(contentsOf: line)
            out.append(0x0A)
            line.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte == 0x0A { flush() } else { line.append(byte) }
        }
        if !line.isEmpty { flush() }
        while out.count >= 2, out[out.count - 1] == 0x0A, out[out.count - 2] == 0x0A { out.removeLast() }
        if out.isEmpty { return "\n" }
        return String(decoding: out, as: UTF8.self)
    }
}

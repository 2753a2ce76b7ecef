import Dispatch
import Foundation
import TandemMustache
import TandemDiagnostics
import TandemPlatform

/// One file a target produces, before it is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder: `<target>/<path from target.json>`.
    public var path: String
    public var contents: String
    public var owner: TargetDefinition.Owner
    /// Made once for the app (a project or configuration file), or once per screen, model or enum.
    public var scope: TargetDefinition.Scope = .app
    /// A binary file's bytes (an image), written as they are; `contents` is empty then. Only the user's files are
    /// binary: Tandem's own carry a checksum line.
    public var data: [UInt8]? = nil

    /// What the file is made from (`Generator.Reuse`), as 32 hex digits: nil when the run did not ask.
    public var input: String? = nil
    /// Not rendered: the run found it on disk as an earlier run made it from the same `input` (`contents` is empty),
    /// and this is what the disk showed then (an opaque stamp, `Reuse.isCurrent`).
    public var found: String? = nil
    public var isReused: Bool { found != nil }

    /// What goes on disk before any checksum: the bytes, or the text's.
    public var bytes: [UInt8] { data ?? Array(contents.utf8) }
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

    /// What a run may take from the one before. Each file's input is fingerprinted: the seed, its target and its
    /// entry in target.json, its item (the screen, model, enum or app it is made for), and each of the root's values
    /// its template or a partial of it can read (`MustacheLibrary.rootNamesRead`): the app, the list of every
    /// screen… A builtin made for each item reads only that item (`TargetCode`); one made for the app, everything. A
    /// file whose input `isCurrent` says is on disk as made is not rendered again (`GeneratedFile.isReused`).
    public struct Reuse: Sendable {
        /// What every file is made from besides the context: the binary (its templates and code) doing the run.
        public var seed: String
        /// When the file at `path` (below the output folder), made from `input`, need not be rendered: what the disk
        /// showed of it (an opaque stamp, for the run to tell later whether it changed since); nil when it must be.
        public var isCurrent: @Sendable (_ path: String, _ input: String, _ owner: TargetDefinition.Owner, _ scope: TargetDefinition.Scope) -> String?

        public init(seed: String, isCurrent: @escaping @Sendable (String, String, TargetDefinition.Owner, TargetDefinition.Scope) -> String?) {
            self.seed = seed
            self.isCurrent = isCurrent
        }
    }

    /// `code`: the Swift side of the target (its adapter's, or the one of the target it extends), which writes the
    /// builtins its target.json names.
    /// `screenPrints`: each screen's fingerprint (`screenPrints(of:)`), when the caller has them; `kept`: what the last
    /// run rendered of the app's files, to take what it made of the screens whose fingerprint is the same.
    public func generate(target: String, context: TemplateContext, code: (any TargetCode)? = nil, reuse: Reuse? = nil,
                         screenPrints: [StableHasher]? = nil, kept: KeptRenders? = nil) throws -> [GeneratedFile] {
        let definition = try templates.definition(of: target)
        let library = try templates.library(for: target, definition: definition)

        struct Job: @unchecked Sendable {
            var spec: TargetDefinition.FileSpec
            var path: MustacheTemplate
            var item: GenerationItem
            /// The item as the templates read it, made once per item: every file of it shares the one box.
            var node: any TemplateNode
            /// Its place among the items of its kind.
            var index: Int
        }
        var jobs: [Job] = []
        // Each kind's items once, whatever number of files each makes.
        var itemsOf: [TargetDefinition.Scope: [(item: GenerationItem, node: any TemplateNode)]] = [:]
        func items(_ each: TargetDefinition.Scope) -> [(item: GenerationItem, node: any TemplateNode)] {
            if let made = itemsOf[each] { return made }
            let made: [GenerationItem]
            switch each {
            case .app: made = [.app(context.app)]
            case .screen: made = context.screens.map(GenerationItem.screen)
            case .model: made = context.models.map(GenerationItem.model)
            case .enum: made = context.enums.map(GenerationItem.enumeration)
            }
            itemsOf[each] = made.map { ($0, $0.node) }
            return itemsOf[each]!
        }
        for spec in definition.files {
            let pathTemplate: MustacheTemplate
            do { pathTemplate = try MustacheTemplate("{{% CONTENT_TYPE: TEXT}}" + spec.path) } catch {
                throw Problem(description: "\(target)/target.json: invalid path template '\(spec.path)': \(error.message)")
            }
            let condition = Self.terms(of: spec.when)
            for (index, (item, node)) in items(spec.each).enumerated() where Self.applies(condition, to: node) {
                jobs.append(Job(spec: spec, path: pathTemplate, item: item, node: node, index: index))
            }
        }

        // The root every template sees: the whole context, plus the current item under its name.
        let flags = Dictionary(definition.flags.map { ($0, true) }, uniquingKeysWith: { first, _ in first })
        let flagSet = Set(definition.flags)
        nonisolated(unsafe) var results = [Result<GeneratedFile, Problem>?](repeating: nil, count: jobs.count)
        nonisolated(unsafe) let shared = RenderRoot.Shared(context, flags: flags)
        let work = jobs
        let inputs = reuse.map { Inputs(of: work.map { ($0.spec, $0.item.key, $0.index) }, target: target, definition: definition,
                                         library: library, context: context, seed: $0.seed,
                                         screens: screenPrints) }
        // What the app's templates wrote for each screen, kept from run to run when the run knows what each screen's text
        // is made from, and what else of the context the templates read (`reuse`: not for templates from a folder).
        // (A file made for each screen, model or enum reads its item too, which `allButScreens` does not cover.)
        let memo: MustacheMemo? = if let inputs, let kept, let screenPrints {
            kept.memo(for: target, context: inputs.allButScreens, lists: ["screens": screenPrints.map(\.hex)])
        } else {
            nil
        }
        defer { memo?.end() }
        // The app's files first: one of them reads every screen (a navigation graph, the strings), and started last it
        // would run alone after the rest.
        let order = work.indices.filter { work[$0].spec.each == .app } + work.indices.filter { work[$0].spec.each != .app }
        DispatchQueue.concurrentPerform(iterations: work.count) { slot in
            let index = order[slot], job = work[index]
            let object = MustacheValue.object(RenderRoot(shared: shared, key: job.item.key, item: .object(job.node)))
            let outcome: Result<GeneratedFile, Problem>
            do {
                let relative = try Self.safePath(job.path.renderString(object), target: target)
                let input = inputs?.fingerprints[index]
                if let input, let reuse, let found = reuse.isCurrent(target + "/" + relative, input, job.spec.owner, job.spec.each) {
                    results[index] = .success(GeneratedFile(path: target + "/" + relative, contents: "", owner: job.spec.owner,
                                                            scope: job.spec.each, input: input, found: found))
                    return
                }
                var contents = "", data: [UInt8]?
                if let builtin = job.spec.builtin {
                    guard let code, code.builtins.contains(builtin) else {
                        throw Problem(description: "target '\(target)': unknown builtin '\(builtin)'" + (code.map { " (its adapter writes: \($0.builtins.joined(separator: ", ")))" } ?? " (no adapter writes builtins for it)"))
                    }
                    if case .app = job.item, let writer = code.parts(of: builtin) {
                        // Parts need only the screens' fingerprints: a part reads its screen, the flags and what it names.
                        contents = if let kept, let screenPrints, screenPrints.count == context.screens.count {
                            writer.file(kept.parts(target + "/" + builtin, of: context.screens, prints: screenPrints, writer: writer,
                                                    shared: writer.shared(context), flags: flagSet), in: context, flags: flagSet)
                        } else {
                            writer.whole(context, flags: flagSet)
                        }
                    } else if let written = code.write(builtin: builtin, for: job.item, in: context, flags: flagSet) {
                        contents = written
                    } else if let bytes = code.writeBytes(builtin: builtin, for: job.item, in: context), job.spec.owner == .user {
                        data = bytes
                    } else {
                        throw Problem(description: "target '\(target)': builtin '\(builtin)' cannot make a file for each \(job.item.key)"
                                      + (job.spec.owner == .user ? "" : " (a binary file must be the user's)"))
                    }
                } else if let text = try Self.render(library, object, template: job.spec.template!, target: target,
                                                              memo: job.spec.each == .app ? memo : nil) {
                    contents = UnusedImports.pruned(Self.tidy(text), language: definition.language)
                } else {
                    throw Problem(description: "target '\(target)': template '\(job.spec.template!)' is missing")
                }
                outcome = .success(GeneratedFile(path: target + "/" + relative, contents: contents, owner: job.spec.owner, scope: job.spec.each,
                                                 data: data, input: input))
            } catch let problem as Problem {
                outcome = .failure(problem)
            } catch {
                outcome = .failure(Problem(description: "\(error)"))
            }
            results[index] = outcome
        }

        var files: [GeneratedFile] = []
        var seen: [String: (source: String, index: Int)] = [:]
        // The classes screens share on this target's platform (a Swift target is iOS's; Kotlin and Java Android's).
        let sharing = definition.language == "swift" ? context.sharingIOSClass : context.sharingAndroidClass
        for (index, (job, result)) in zip(jobs, results).enumerated() {
            let file = try result!.get()
            let source = job.spec.template ?? job.spec.builtin!
            if let other = seen[file.path] {
                // A class several screens share is made once, from the first of them.
                if case .screen(let screen) = job.item, sharing.contains(screen.ref.id),
                   jobs[other.index].spec.path == job.spec.path, jobs[other.index].spec.template == job.spec.template,
                   jobs[other.index].spec.builtin == job.spec.builtin { continue }
                throw Problem(description: "target '\(target)': two files map to \(file.path) (from \(other.source) and \(source)); the names in the design collide")
            }
            seen[file.path] = (source, index)
            files.append(file)
        }
        return files
    }

    static func render(_ library: MustacheLibrary, _ object: MustacheValue, template: String, target: String,
                       memo: MustacheMemo? = nil) throws(Problem) -> [UInt8]? {
        do { return try library.render(object, withTemplate: template, memo: memo) } catch {
            throw Problem(description: "target '\(target)': template '\(template)': \(error.description)")
        }
    }

    /// `isList`, `!isContainer`, or several joined by `&&` (all must hold): each name, and whether it is negated. Read
    /// once per file of target.json, not once per screen.
    static func terms(of condition: String?) -> [(key: String, negated: Bool)] {
        guard let condition else { return [] }
        return condition.components(separatedBy: "&&").map { part in
            let term = part.trimmingCharacters(in: .whitespaces)
            return term.hasPrefix("!") ? (String(term.dropFirst()), true) : (term, false)
        }
    }

    static func applies(_ terms: [(key: String, negated: Bool)], to item: any TemplateNode) -> Bool {
        terms.allSatisfy { term in
            guard case .bool(let value)? = item.value(forKey: term.key) else { return term.negated }
            return term.negated ? !value : value
        }
    }

    /// A relative path that stays inside the output folder, whatever the design's names contain.
    static func safePath(_ raw: String, target: String) throws -> String {
        if isPlainPath(raw) { return raw }
        var parts: [Substring] = []
        for part in raw.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." || part.utf8.contains(UInt8(ascii: "\\")) || part.utf8.contains(0) {
                throw Problem(description: "target '\(target)': output path '\(raw)' would leave the output folder")
            }
            parts.append(part)
        }
        guard !raw.hasPrefix("/"), !parts.isEmpty else {
            throw Problem(description: "target '\(target)': output path '\(raw)' is not a relative file path")
        }
        return parts.joined(separator: "/")
    }

    /// A path that is already what `safePath` makes of it (the common case, for each of tens of thousands of files): a
    /// relative path (`isRelativePath`) without a backslash.
    static func isPlainPath(_ raw: String) -> Bool {
        isRelativePath(raw) && !raw.utf8.contains(UInt8(ascii: "\\"))
    }

    /// Whether every part of `relative` between slashes is a name: none empty (no leading, trailing or doubled slash),
    /// none `.` or `..`, and no NUL. One pass over the bytes: it is asked of every path a run makes, reads or writes.
    public static func isRelativePath(_ relative: String) -> Bool {
        var part = 0, dots = 0
        for byte in relative.utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if part == 0 || part == dots && dots <= 2 { return false }
                part = 0
                dots = 0
            case UInt8(ascii: "."):
                part += 1
                dots += 1
            default:
                part += 1
            }
        }
        return part > 0 && !(part == dots && dots <= 2)
    }

    /// Templates leave blank runs where sections were empty: keep at most one blank line, drop trailing spaces,
    /// end with exactly one newline. One pass over the bytes.
    static func tidy(_ text: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.count)
        var blankRun = 0
        text.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var kept = end
                while kept > start, bytes[kept - 1] == 0x20 || bytes[kept - 1] == 0x09 { kept -= 1 }
                if kept == start {
                    blankRun += 1
                    if blankRun == 1, !out.isEmpty { out.append(0x0A) }
                } else {
                    blankRun = 0
                    out.append(contentsOf: bytes[start..<kept])
                    out.append(0x0A)
                }
                start = end + 1
            }
        }
        while out.count >= 2, out[out.count - 1] == 0x0A, out[out.count - 2] == 0x0A { out.removeLast() }
        if out.isEmpty { return "\n" }
        return String(decoding: out, as: UTF8.self)
    }
}

/// What every template sees at the top: the whole context, the target's flags (`target.singleActivity`), and the item
/// the file is made for under its name (`screen`, `model`, `enum`, `app`).
struct RenderRoot: MustacheObject {
    /// Made once for all the files of a target; the app is boxed once too, as nearly every template reads it.
    final class Shared {
        let context: TemplateContext
        let app: MustacheValue
        let target: MustacheValue

        init(_ context: TemplateContext, flags: [String: Bool]) {
            self.context = context
            app = .object(context.app)
            target = .object(MustacheFlags(flags))
        }
    }

    let shared: Shared
    let key: String
    let item: MustacheValue

    func value(forKey name: String) -> MustacheValue? {
        if name == key { return item }
        switch name {
        case "app": return shared.app
        case "target": return shared.target
        default: return shared.context.value(forKey: name)
        }
    }
}

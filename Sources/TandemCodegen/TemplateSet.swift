import Foundation
import TandemDiagnostics
import TandemMustache

/// A place templates come from: a folder on disk (`--templates`), or the bundled templates compiled into Tandem,
/// so that a copied `tandem` binary still generates.
public enum TemplateRoot: Sendable {
    case folder(String)
    /// Path relative to the templates folder (`ios/target.json`) → contents.
    case embedded([String: String])

    /// The contents of `relative` (`ios/ScreenBase.mustache`), if it exists.
    func read(_ relative: String) -> Data? {
        switch self {
        case .folder(let root): FileManager.default.contents(atPath: root + "/" + relative)
        case .embedded(let files): files[relative].map { Data($0.utf8) }
        }
    }

    func exists(_ relative: String) -> Bool {
        switch self {
        case .folder(let root): FileManager.default.fileExists(atPath: root + "/" + relative)
        case .embedded(let files): files[relative] != nil
        }
    }

    /// The names directly inside `folder` (`""` for the top).
    func entries(of folder: String) -> [String] {
        switch self {
        case .folder(let root):
            return (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
        case .embedded(let files):
            let prefix = folder.isEmpty ? "" : folder + "/"
            return Array(Set(files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            }))
        }
    }

    /// How messages name `relative`: a path for a folder, "bundled ios/ScreenBase.mustache" for Tandem's own.
    func display(_ relative: String) -> String {
        switch self {
        case .folder(let root): root + "/" + relative
        case .embedded: "bundled " + relative
        }
    }
}

/// Where templates come from, in a fixed order: the user's `--templates` folder first (a file there replaces the
/// bundled one of the same name; a folder with its own target.json adds a target), then the bundled copy.
public struct TemplateSet: Sendable {
    /// Searched in order.
    public let roots: [TemplateRoot]

    public init(overrides: String?, bundled: TemplateRoot) {
        roots = (overrides.map { [.folder($0)] } ?? []) + [bundled]
    }

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Every target any root defines, by name, first root winning.
    public func targets() throws -> [String] {
        var names = Set<String>()
        for root in roots {
            for entry in root.entries(of: "") where root.exists(entry + "/target.json") { names.insert(entry) }
        }
        return names.sorted()
    }

    /// The targets Tandem ships (the last root), by name.
    public func bundledTargets() throws -> [String] {
        try TemplateSet(roots: [roots.last!]).targets()
    }

    init(roots: [TemplateRoot]) {
        self.roots = roots
    }

    public func definition(of target: String) throws -> TargetDefinition {
        for root in roots {
            let relative = target + "/target.json"
            if let data = root.read(relative) {
                return try TargetDefinition.parse(data, origin: root.display(relative))
            }
        }
        let known = (try? targets()) ?? []
        let hint = NameSuggester.nearest(to: target, in: known).map { " did you mean '\($0)'?" } ?? ""
        throw Problem(description: "unknown target '\(target)';\(hint) known targets: \(known.joined(separator: ", "))")
    }

    /// A template's text and where it comes from (for messages), honouring overrides.
    public func source(of name: String, target: String) -> (text: String, origin: String)? {
        let relative = target + "/" + name + ".mustache"
        for root in roots {
            if let data = root.read(relative) { return (String(decoding: data, as: UTF8.self), root.display(relative)) }
        }
        return nil
    }

    /// Every template of a target, parsed, registered by name (so templates can use each other as partials).
    public func library(for target: String, definition: TargetDefinition) throws -> MustacheLibrary {
        var library = MustacheLibrary()
        var names = Set(definition.files.compactMap(\.template))
        // Templates of the extended target this one does not define itself.
        var inherited: [String: String] = [:]
        if let base = definition.extends {
            guard base != target, (try? self.definition(of: base)) != nil else {
                throw Problem(description: "target '\(target)' extends '\(base)', which is not a target")
            }
            for root in roots.reversed() {
                for entry in root.entries(of: base) where entry.hasSuffix(".mustache") {
                    inherited[String(entry.dropLast(".mustache".count))] = base
                }
            }
        }
        // Partials: any other .mustache file in the target's folders.
        for root in roots.reversed() {
            for entry in root.entries(of: target) where entry.hasSuffix(".mustache") {
                names.insert(String(entry.dropLast(".mustache".count)))
            }
        }
        // The extended target's templates are partials here too (its files share pieces with this one's).
        for name in names.union(inherited.keys).sorted() {
            guard let (text, origin) = source(of: name, target: target) ?? inherited[name].flatMap({ source(of: name, target: $0) }) else {
                throw Problem(description: "target '\(target)' names template '\(name)', but no \(name).mustache exists")
            }
            do {
                try library.register(text, named: name)
            } catch {
                throw Problem(description: "\(origin):\(error.line):\(error.column): template error: \(error.message)")
            }
        }
        if let (template, partial) = library.missingPartials.first {
            throw Problem(description: "target '\(target)': template '\(template)' includes '\(partial)', but no \(partial).mustache exists")
        }
        return library
    }
}

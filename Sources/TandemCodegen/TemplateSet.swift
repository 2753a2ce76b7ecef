import Foundation
import Mustache

/// Where templates come from, in a fixed order: the user's `--templates` folder first (a file there replaces the
/// bundled one of the same name; a folder with its own target.json adds a target), then the bundled copy.
public struct TemplateSet: Sendable {
    /// Folders holding `<target>/target.json` and `<target>/*.mustache`, searched in order.
    public let roots: [String]

    public init(overrides: String?, bundled: String) {
        roots = (overrides.map { [$0] } ?? []) + [bundled]
    }

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Every target any root defines, by name, first root winning.
    public func targets() throws -> [String] {
        var names = Set<String>()
        for root in roots {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            where FileManager.default.fileExists(atPath: root + "/" + entry + "/target.json") {
                names.insert(entry)
            }
        }
        return names.sorted()
    }

    /// The targets Tandem ships (the last root), by name.
    public func bundledTargets() throws -> [String] {
        try TemplateSet(roots: [roots.last!]).targets()
    }

    init(roots: [String]) {
        self.roots = roots
    }

    public func definition(of target: String) throws -> TargetDefinition {
        for root in roots {
            let path = root + "/" + target + "/target.json"
            if let data = FileManager.default.contents(atPath: path) {
                return try TargetDefinition.parse(data, origin: path)
            }
        }
        let known = (try? targets()) ?? []
        throw Problem(description: "unknown target '\(target)'; known targets: \(known.joined(separator: ", "))")
    }

    /// The path of a template, honouring overrides.
    public func locate(_ name: String, target: String) -> String? {
        for root in roots {
            let path = root + "/" + target + "/" + name + ".mustache"
            if FileManager.default.fileExists(atPath: path) { return path }
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
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + base)) ?? []
                where entry.hasSuffix(".mustache") {
                    inherited[String(entry.dropLast(".mustache".count))] = root + "/" + base + "/" + entry
                }
            }
        }
        // Partials: any other .mustache file in the target's folders.
        for root in roots.reversed() {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + target)) ?? []
            where entry.hasSuffix(".mustache") {
                names.insert(String(entry.dropLast(".mustache".count)))
            }
        }
        for name in names.sorted() {
            guard let path = locate(name, target: target) ?? inherited[name] else {
                throw Problem(description: "target '\(target)' names template '\(name)', but no \(name).mustache exists")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Problem(description: "cannot read template \(path)")
            }
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw Problem(description: "\(path):\(error.context.lineNumber):\(error.context.columnNumber): template error: \(error.error)")
            } catch {
                throw Problem(description: "\(path): template error: \(error)")
            }
        }
        return library
    }
}

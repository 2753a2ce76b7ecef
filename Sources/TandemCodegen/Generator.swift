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

    public func generate(target: String, context: JSONValue) throws -> [GeneratedFile] {
        let definition = try templates.definition(of: target)
        let library = try templates.library(for: target, definition: definition)
        guard let root = context.objectDictionary else { return [] }
        let rootValue = context.mustacheValue as? [String: Any] ?? [:]
        var files: [GeneratedFile] = []
        var seen: [String: String] = [:]

        for spec in definition.files {
            let items: [(key: String, value: JSONValue)]
            switch spec.each {
            case .app: items = [("app", root["app"] ?? .null)]
            case .screen: items = (root["screens"]?.array ?? []).map { ("screen", $0) }
            case .model: items = (root["models"]?.array ?? []).map { ("model", $0) }
            }
            for (key, item) in items where Self.applies(spec.when, to: item) {
                var object = rootValue
                object[key] = item.mustacheValue
                let pathTemplate: MustacheTemplate
                do { pathTemplate = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + spec.path) } catch {
                    throw Problem(description: "\(target)/target.json: invalid path template '\(spec.path)'")
                }
                let relative = try Self.safePath(pathTemplate.render(object), target: target)
                let contents: String
                if let builtin = spec.builtin {
                    contents = builtin == "android-layout"
                        ? AndroidXML.layout(screen: item.objectDictionary ?? [:])
                        : AndroidXML.manifest(app: root["app"]?.objectDictionary ?? [:], screens: root["screens"]?.array ?? [])
                } else {
                    guard let text = library.render(object, withTemplate: spec.template!) else {
                        throw Problem(description: "target '\(target)': template '\(spec.template!)' is missing")
                    }
                    contents = Self.tidy(text)
                }
                let path = target + "/" + relative
                if let other = seen[path] {
                    throw Problem(description: "target '\(target)': two files map to \(path) (from \(other) and \(spec.template ?? spec.builtin!)); the names in the design collide")
                }
                seen[path] = spec.template ?? spec.builtin!
                files.append(GeneratedFile(path: path, contents: contents, owner: spec.owner))
            }
        }
        return files
    }

    static func applies(_ condition: String?, to item: JSONValue) -> Bool {
        guard let condition else { return true }
        let negated = condition.hasPrefix("!")
        let key = negated ? String(condition.dropFirst()) : condition
        let value = item.objectDictionary?[key]?.bool ?? false
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

    /// Templates leave blank runs where sections were empty: keep at most one blank line, end with one newline.
    static func tidy(_ text: String) -> String {
        var out: [Substring] = []
        var blank = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.allSatisfy { $0 == " " || $0 == "\t" }
            if trimmed {
                blank += 1
                if blank > 1 { continue }
                out.append("")
            } else {
                blank = 0
                // Drop trailing spaces left by template indentation.
                var l = line
                while l.last == " " || l.last == "\t" { l = l.dropLast() }
                out.append(l)
            }
        }
        while out.last == "" { out.removeLast() }
        while out.first == "" { out.removeFirst() }
        return out.joined(separator: "\n") + "\n"
    }
}

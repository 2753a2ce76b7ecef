import Foundation
import TandemContextFields
import TandemPlatform
import TandemTargets

/// `swift run tandem-context-fields [--check] [PACKAGE-FOLDER]`: remakes the template context's lookup, encoding
/// (Sources/TandemCodegen/TemplateContext+Fields.swift) and the field tables of docs/templates.md from the context
/// types' declarations, and the tables of each bundled target's `native` names from its adapter's. `--check` writes nothing and exits with 1 when either is stale. It builds without
/// TandemCodegen, so it also mends a generated file that no longer compiles (a field removed or renamed).
var check = false
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--check" { check = true } else { root = URL(fileURLWithPath: argument) }
}

do {
    var stale: [String] = []
    let natives = Targets.bundled.map {
        ContextFields.NativeFields(target: $0.name, screen: $0.screenNameFields, app: $0.appNameFields,
                                   element: $0.elementNameFields, segment: $0.segmentNameFields, embed: $0.embedNameFields,
                                   transition: $0.transitionNameFields, back: $0.backNameFields)
    }
    for (path, contents) in try ContextFields.outputs(root: root, natives: natives) {
        let url = root.appendingPathComponent(path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != contents else { continue }
        stale.append(path)
        if !check { try contents.write(to: url, atomically: true, encoding: .utf8) }
    }
    for path in stale { print(check ? "stale: \(path)" : "wrote \(path)") }
    exit(check && !stale.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("tandem-context-fields: \(error)\n".utf8))
    exit(2)
}

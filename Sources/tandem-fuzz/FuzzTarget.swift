import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemGraphviz
import TandemImport
import TandemKit
import TandemLSP
import TandemMustache
import TandemReports
import TandemStatus

// The fuzz targets, on arbitrary bytes, chosen with TANDEM_FUZZ_TARGET (default `check`):
// - check: lexer, parser, model builder, every check and every renderer of diagnostics;
// - generate: the same, then both apps generated into a scratch folder, twice, asserting that nothing lands outside
//   it and that the second run writes nothing (no hand-written line could be lost);
// - graph: every diagram's DOT;
// - report: the HTML report (without Graphviz);
// - template: the bytes as a user's template (and as the partial it may include), rendered against a small design's
//   context twice: it parses or is refused, renders the same both times, and partials that include each other stop;
// - import-nav, import-storyboard: the bytes as a navigation graph (and as its strings and menu), or a storyboard: read
//   or refused with a message, and what is written parses (no value of the file becomes a statement);
// - drift: the bytes as a graph and as a storyboard, compared with a small design;
// - fmt: the bytes as a design: formatted text formats to itself and is the same design (its JSON export, places
//   aside, and its findings are the same);
// - status: the bytes as a Swift and as a Kotlin source file that `tandem status` reads;
// - lsp: the bytes as what an editor sends the language server (seeded with whole sessions): it answers, or refuses
//   what is malformed, and goes on to the end of the input.
// Built for libFuzzer by scripts/fuzz.sh (swiftc -sanitize=fuzzer,address, -D FUZZING); built normally, it replays
// inputs (a crash file, or a corpus folder) so a finding can be debugged without libFuzzer.

enum Target: String {
    case check, generate, graph, report, template, importNav = "import-nav", importStoryboard = "import-storyboard", drift, fmt, status, lsp
    static let current = Target(rawValue: ProcessInfo.processInfo.environment["TANDEM_FUZZ_TARGET"] ?? "check") ?? .check
}

let templates = CodeGeneration.templateSet(overrides: nil)

/// A design whose context holds every kind of value: lists, fields, results, tabs, models.
nonisolated(unsafe) let templateRoot: MustacheValue = {
    let design = """
    requirement R1 "Browse" { priority must }
    task Pick "Pick a park" { satisfies R1 }
    model Park {
      name: String
      visits: Int
      tags: [String]
    }
    screen Parks "Parks <b> & \\"c\\"" {
      kind list
      tasks Pick
      input region: String = "west"
      element parks: list
      element open: button "Open" -> show
      action show(park: Park)
    }
    screen Detail "Park" {
      tasks Pick
      input park: Park
      returns visited: Bool
    }
    navigation {
      start Parks
      push Parks -> Detail on show (park: Park)
    }
    """
    let outcome = Pipeline.run(["t.tandem"], fileSystem: InMemoryFileSystem(files: ["t.tandem": design]))
    let context = CodeGeneration.context(for: outcome.analysis)
    return .object(FuzzRoot(context: context))
}()

struct FuzzRoot: MustacheObject {
    let context: TemplateContext
    func value(forKey key: String) -> MustacheValue? {
        key == "screen" ? context.screens.first.map { .object($0) } : context.value(forKey: key)
    }
}

func exerciseTemplate(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var library = MustacheLibrary()
    do {
        try library.register(text, named: "T")
        try library.register(text, named: "P")
    } catch {
        let e = error as MustacheParseError
        if e.line < 1 || e.column < 1 { fatalError("a parse error outside the text: \(e)") }
        return
    }
    let first = try? library.render(templateRoot, withTemplate: "T")
    let second = try? library.render(templateRoot, withTemplate: "T")
    if first != second { fatalError("two renderings of one template differ") }
}

/// An imported design must parse: nothing read from the file may break out of its word, string or comment.
func expectParses(_ result: ImportedDesign.Result) {
    let outcome = Pipeline.run(["i.tandem"], fileSystem: InMemoryFileSystem(files: ["i.tandem": result.text]))
    if let syntax = outcome.diagnostics.first(where: { $0.code.hasPrefix("TD0") }) {
        fatalError("an import does not parse: \(syntax.code) \(syntax.message)\n\(result.text.prefix(2000))")
    }
}

let fuzzDesign = """
    screen home "Home" { input id: Int action go }
    screen other { }
    navigation { start home  push home -> other on go }
    """

func exerciseImport(_ bytes: [UInt8]) {
    let data = Data(bytes)
    if Target.current == .importNav {
        let graph = AndroidNavigationImport.Source(path: "nav.xml", data: data)
        if let result = try? AndroidNavigationImport.read([graph]) { expectParses(result) }
        let base = AndroidNavigationImport.Source(path: "base.xml", data: Data("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home"><fragment android:id="@+id/home" android:label="@string/t"/></navigation>
            """.utf8))
        if let result = try? AndroidNavigationImport.read([base], menu: graph, strings: [graph]) { expectParses(result) }
    } else if let result = try? StoryboardImport.read([StoryboardImport.Source(path: "Main.storyboard", data: data)]) {
        expectParses(result)
    }
}

func exerciseDrift(_ bytes: [UInt8]) {
    let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": fuzzDesign]))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-fuzz-drift-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, side) in [("nav.xml", Drift.App.androidNav([folder.path + "/nav.xml"])), ("Main.storyboard", .storyboards([folder.path + "/Main.storyboard"]))] {
        guard (try? Data(bytes).write(to: folder.appendingPathComponent(name))) != nil else { continue }
        if let report = try? Drift.compare(outcome, app: side) {
            _ = HumanRenderer(sources: report.sources, color: false).render(report.diagnostics)
            _ = SARIFRenderer.render(report.diagnostics, rules: Drift.rules, sources: report.sources, toolVersion: "fuzz", policy: SeverityPolicy()).serialized()
        }
    }
}

/// The design's JSON export without places: two texts of one design give the same.
func designWithoutPlaces(_ text: [UInt8]) -> (json: String, codes: [String]) {
    let outcome = Pipeline.run(["f.tandem"], fileSystem: InMemoryFileSystem(bytes: ["f.tandem": text]))
    let json = DesignJSON.render(outcome.analysis, sources: outcome.sources)
        .replacing(/"(line|column)" ?: ?[0-9]+/, with: "")
    return (json, outcome.diagnostics.map(\.code).sorted())
}

func exerciseFormat(_ bytes: [UInt8]) {
    let first = Formatting.format(path: "f.tandem", bytes: bytes)
    guard let formatted = first.formatted else { return }
    let again = Formatting.format(path: "f.tandem", bytes: Array(formatted.utf8))
    if again.formatted != formatted { fatalError("formatting a formatted file changed it") }
    let before = designWithoutPlaces(bytes), after = designWithoutPlaces(Array(formatted.utf8))
    if before.json != after.json { fatalError("the formatted file is another design") }
    if before.codes != after.codes { fatalError("the formatted file has other findings: \(before.codes) → \(after.codes)") }
}

func exerciseStatus(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? SwiftStructure.classes(in: text)
    _ = try? KotlinStructure.classes(in: text)
}

func exerciseLanguageServer(_ bytes: [UInt8]) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-fuzz-lsp-\(getpid())")
    guard (try? Data(bytes).write(to: file)) != nil, let input = FileHandle(forReadingAtPath: file.path),
          let output = FileHandle(forWritingAtPath: "/dev/null") else { return }
    defer { try? FileManager.default.removeItem(at: file) }
    _ = LanguageServer(input: input, output: output, version: "fuzz").run()
}

/// Runs one input through the chosen stage, as a user would.
func exercise(_ bytes: [UInt8]) {
    switch Target.current {
    case .template: return exerciseTemplate(bytes)
    case .importNav, .importStoryboard: return exerciseImport(bytes)
    case .drift: return exerciseDrift(bytes)
    case .fmt: return exerciseFormat(bytes)
    case .status: return exerciseStatus(bytes)
    case .lsp: return exerciseLanguageServer(bytes)
    default: break
    }
    let fs = InMemoryFileSystem(bytes: ["fuzz.tandem": bytes])
    let outcome = Pipeline.run(["fuzz.tandem"], fileSystem: fs)
    switch Target.current {
    case .check:
        _ = CheckReport.human(outcome, color: false, limit: 50)
        _ = CheckReport.sarif(outcome)
        _ = CheckReport.json(outcome)
    case .graph:
        for view in GraphView.allCases { _ = DiagramRenderer.dot(view, outcome.analysis) }
    case .report:
        _ = Reporting.htmlReport(outcome, dot: nil)
    case .generate:
        guard !outcome.engine.hasErrors, let files = try? CodeGeneration.files(for: outcome.analysis, targets: ["ios", "android"], templates: templates) else { return }
        generateTwice(files)
    default:
        break
    }
}

/// Generates into a fresh scratch folder twice: every file must stay inside it, and the second run must change
/// nothing.
func generateTwice(_ files: [GeneratedFile]) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-fuzz-\(getpid())").path
    try? FileManager.default.removeItem(atPath: scratch)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    do {
        _ = try CodeGeneration.run(files, into: scratch, force: false, prune: false, dryRun: false)
        let again = try CodeGeneration.run(files, into: scratch, force: false, prune: false, dryRun: false)
        let changed = again.entries.filter { $0.action != .unchanged && $0.action != .keep }
        if !changed.isEmpty { fatalError("a second run changed \(changed.map(\.path).prefix(3))") }
        let root = URL(fileURLWithPath: scratch).resolvingSymlinksInPath().path
        for path in FileManager.default.enumerator(atPath: scratch)?.allObjects as? [String] ?? [] {
            let real = URL(fileURLWithPath: scratch + "/" + path).resolvingSymlinksInPath().path
            if !real.hasPrefix(root + "/") { fatalError("\(path) landed outside the output folder: \(real)") }
        }
    } catch {
        // A design that cannot be generated (a name too long for a file) is refused, with nothing written.
        if let entries = FileManager.default.enumerator(atPath: scratch)?.allObjects as? [String],
           entries.contains(where: { !$0.hasPrefix(".tandem") }), "\(error)".contains("nothing was written") {
            fatalError("refused generation left files behind: \(error)")
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    exercise(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// SwiftPM links executables through a renamed `main`, so the fuzzer is started from Swift's entry point.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main
enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
@main
enum Replay {
    static func main() {
        var paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty {
            print("usage: tandem-fuzz FILE|DIR…  (replays inputs through the pipeline; scripts/fuzz.sh fuzzes)")
            return
        }
        var count = 0
        while let path = paths.popLast() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                paths += ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            exercise([UInt8](data))
            count += 1
        }
        print("replayed \(count) inputs")
    }
}
#endif

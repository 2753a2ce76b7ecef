import Foundation
import TandemCodegen
import TandemGraphviz
import TandemKit

// The fuzz targets, on arbitrary bytes, chosen with TANDEM_FUZZ_TARGET (default `check`):
// - check: lexer, parser, model builder, every check and every renderer of diagnostics;
// - generate: the same, then both apps generated into a scratch folder, twice, asserting that nothing lands outside
//   it and that the second run writes nothing (no hand-written line could be lost);
// - graph: every diagram's DOT;
// - report: the HTML report (without Graphviz).
// Built for libFuzzer by scripts/fuzz.sh (swiftc -sanitize=fuzzer,address, -D FUZZING); built normally, it replays
// inputs (a crash file, or a corpus folder) so a finding can be debugged without libFuzzer.

enum Target: String {
    case check, generate, graph, report
    static let current = Target(rawValue: ProcessInfo.processInfo.environment["TANDEM_FUZZ_TARGET"] ?? "check") ?? .check
}

let templates = CodeGeneration.templateSet(overrides: nil)

/// Runs one input through the chosen stage, as a user would.
func exercise(_ bytes: [UInt8]) {
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

import TandemAnalysis
import TandemChecks
import TandemCodegen
import TandemDiagnostics
import TandemModel
import TandemSyntax
import TandemTargets

/// The pipeline as named stages: load → parse (in the loader) → build the model → analyse → check (design rules,
/// including generated-name collisions).
/// Every command runs it; what crosses each stage is a value.
public enum Pipeline {
    public static func run(_ paths: [String], policy: SeverityPolicy = SeverityPolicy(),
                           fileSystem: any FileSystem = LocalFileSystem(), allowOutside: Bool = false,
                           exclude: [String] = [], cache: DesignLoader.SyntaxCache? = nil) -> Outcome {
        let loaded = DesignLoader(fileSystem: fileSystem, allowOutside: allowOutside, exclude: exclude).load(paths, cache: cache)
        let design = DesignBuilder.build(loaded.files)
        let analysis = Analysis(design)
        var engine = DiagnosticEngine(policy: policy)
        engine.emit(contentsOf: loaded.diagnostics)
        let readAnything = !loaded.files.isEmpty
        if readAnything, loaded.files.allSatisfy(\.isEmpty), !loaded.diagnostics.contains(where: { $0.severity == .error }) {
            let first = loaded.files[0].file
            engine.emit(Diagnostic(LoadRules.emptyDesign, "the design declares nothing", at: SourceRange(file: first, start: 0, end: 0),
                                   hint: "declare requirements, tasks and screens; see examples/"))
        } else if readAnything {
            engine.emit(contentsOf: Checker.check(analysis, targets: Targets.bundled))
        }
        return Outcome(sources: loaded.sources, syntax: loaded.files, design: design, analysis: analysis, engine: engine,
                       inputFailed: loaded.inputFailed)
    }

    public struct Outcome: Sendable {
        public let sources: SourceMap
        /// Each file's syntax tree (a large file's in parts: `DesignLoader.Result.files`). Kept, so whoever holds the
        /// outcome decides when it goes: freeing a large design's tree object by object is a tenth of a check, which a
        /// command that exits next skips.
        public let syntax: [DesignFileSyntax]
        public let design: Design
        public let analysis: Analysis
        public let engine: DiagnosticEngine
        /// An input could not be read at all.
        public let inputFailed: Bool

        public var diagnostics: [Diagnostic] { engine.sorted }
        public var summary: CoverageSummary { analysis.summary }

        /// 0 clean (warnings allowed), 1 errors found, 2 an input could not be read.
        public var exitCode: Int32 { inputFailed ? 2 : (engine.hasErrors ? 1 : 0) }
    }
}

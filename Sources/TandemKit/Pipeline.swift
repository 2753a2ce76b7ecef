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
        run(DesignLoader(fileSystem: fileSystem, allowOutside: allowOutside, exclude: exclude).load(paths, cache: cache), policy: policy)
    }

    /// Runs of one design one after another (`tandem watch`, a run per save): each reads the files with the syntax the
    /// last one kept, and keeps what the edit since cannot change (`run(_:policy:after:)`), as the language server does,
    /// while the policy is the same.
    public final class Reruns {
        let cache = DesignLoader.SyntaxCache()
        var last: (policy: SeverityPolicy, earlier: Earlier)?

        public init() {}

        public func run(_ paths: [String], with loader: DesignLoader = DesignLoader(), policy: SeverityPolicy = SeverityPolicy()) -> Outcome {
            // Handed over: held once, the model's pieces an edit only moved are moved in place.
            let outcome = Pipeline.run(loader.load(paths, cache: cache), policy: policy, after: last.take().flatMap { $0.policy == policy ? $0.earlier : nil })
            last = (policy, Earlier(findings: outcome.findings, ignoring: policy.ignored, analysis: outcome.analysis, model: outcome.model))
            return outcome
        }
    }

    /// What a run leaves that the next one, after an edit, can keep.
    public struct Earlier: Sendable {
        /// Each rule's findings (`Outcome.findings`).
        public var findings: [[Diagnostic]]
        /// The codes the policy of the run that made them ignored: a rule that reports only those was not run, and its
        /// list is empty. A run under a policy that ignores other codes keeps none of them.
        public var ignored: Set<String>
        /// The analysis, when it was made.
        public var analysis: Analysis?
        /// The model's pieces, when the model was made.
        public var model: DesignBuilder.Pieces?
        /// When the analysis and model are from a run before edits of comments and blank space only (whose findings
        /// `findings` are, moved): each file's first byte those edits changed. The analysis holds no ranges; the model's
        /// pieces before these bytes are where they were.
        public var movedSince: [FileID: Int]
        public init(findings: [[Diagnostic]], ignoring ignored: Set<String>, analysis: Analysis?, model: DesignBuilder.Pieces?,
                    movedSince: [FileID: Int] = [:]) {
            (self.findings, self.ignored, self.analysis, self.model, self.movedSince) = (findings, ignored, analysis, model, movedSince)
        }
    }

    /// The stages after loading, over what a load read.
    /// - Parameter earlier: what the run before the load left, when the load read the same files with the same cache:
    ///   what the kinds of declaration the edit changed (`DesignLoader.Result.edit`) cannot change is kept: each rule
    ///   that reads none of them keeps its findings, moved with the text (`Checker.findings(_:targets:after:ignoring:)`;
    ///   only when the policy ignores the codes it did), and so does each piece of the analysis
    ///   (`Analysis.init(_:after:changed:)`) and of the model (`DesignBuilder.build(_:after:)`).
    ///   Taken: a caller that hands over the only copy (the language server, `Reruns`) has the model's pieces an edit
    ///   only moved moved in place.
    public static func run(_ loaded: DesignLoader.Result, policy: SeverityPolicy = SeverityPolicy(),
                           after earlier: consuming Earlier? = nil) -> Outcome {
        let edit = earlier == nil ? nil : loaded.edit
        // The last analysis holds the last design, whose lists are the model's pieces': let go, they are held once.
        var lastAnalysis = edit == nil ? nil : earlier?.analysis.take()
        lastAnalysis?.releaseDesign()
        var lastModel: DesignBuilder.Earlier?
        if let edit, let movedSince = earlier?.movedSince, let model = earlier?.model.take() {
            // Moved through the edit when the pieces were made just before it, in the one file it changed.
            lastModel = DesignBuilder.Earlier(pieces: consume model, changed: edit.changed,
                                              firstChanged: edit.moves.mapValues(\.prefix).merging(movedSince, uniquingKeysWith: min),
                                              change: edit.moves.count == 1 && movedSince.isEmpty ? edit.moves.first.map { ($0.key, $0.value) } : nil)
        }
        let (design, pieces, replaced) = DesignBuilder.build(loaded.files, after: lastModel.take())
        let analysis = Analysis(design, after: lastAnalysis, changed: edit?.changed ?? .all, appended: pieces.appended,
                                tasksSpliced: pieces.tasksSpliced, requirementsSpliced: pieces.requirementsSpliced)
        var engine = DiagnosticEngine(policy: policy)
        engine.emit(contentsOf: loaded.diagnostics)
        var findings: [[Diagnostic]] = []
        let readAnything = !loaded.files.isEmpty
        if readAnything, loaded.files.allSatisfy(\.isEmpty), !loaded.diagnostics.contains(where: { $0.severity == .error }) {
            let first = loaded.files[0].file
            engine.emit(Diagnostic(LoadRules.emptyDesign, "the design declares nothing", at: SourceRange(file: first, start: 0, end: 0),
                                   hint: "declare requirements, tasks and screens; see examples/"))
        } else if readAnything {
            let ignored = policy.ignored
            let kept = earlier.flatMap { e in
                e.ignored == ignored ? edit.map { Checker.Earlier(findings: e.findings, changed: $0.changed, moves: $0.moves) } : nil
            }
            findings = Checker.findings(analysis, targets: Targets.bundled, after: kept, ignoring: ignored)
            engine.emit(contentsOf: Checker.check(findings, design: design))
        }
        var outcome = Outcome(sources: loaded.sources, syntax: loaded.files, design: design, model: pieces, analysis: analysis,
                              engine: engine, findings: findings, inputFailed: loaded.inputFailed)
        outcome.replaced = replaced
        return outcome
    }

    public struct Outcome: Sendable {
        public let sources: SourceMap
        /// Each file's syntax tree (a large file's in parts: `DesignLoader.Result.files`). Kept, so whoever holds the
        /// outcome decides when it goes: freeing a large design's tree object by object is a tenth of a check, which a
        /// command that exits next skips. One that keeps the outcome while a loader's cache reads the next edit (the
        /// language server) lets it go: the cache then holds the only copy, and moves it in place (`Parser.parse(_:after:)`).
        public var syntax: [DesignFileSyntax]
        public let design: Design
        /// What the model was made of, for the next run after an edit.
        public let model: DesignBuilder.Pieces
        /// The last run's pieces of the model this one made again, for whoever holds the outcome to free where it will
        /// (`syntax` says why).
        public var replaced = DesignBuilder.Replaced()
        public let analysis: Analysis
        public let engine: DiagnosticEngine
        /// Each rule's findings (`Checker.findings`; empty for a rule the policy left nothing to report), for the next run
        /// after an edit; none when nothing was checked.
        public let findings: [[Diagnostic]]
        /// An input could not be read at all.
        public let inputFailed: Bool

        public var diagnostics: [Diagnostic] { engine.sorted }
        public var summary: CoverageSummary { analysis.summary }

        /// 0 clean (warnings allowed), 1 errors found, 2 an input could not be read.
        public var exitCode: Int32 { inputFailed ? 2 : (engine.hasErrors ? 1 : 0) }
    }
}

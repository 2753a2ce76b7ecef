import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemImport
import TandemKit
import TandemModel

/// `tandem import`: a design from what an app already has.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a design from an app's navigation files.",
        subcommands: [AndroidNav.self, StoryboardCommand.self])

    struct AndroidNav: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "android-nav",
            abstract: "Read Jetpack Navigation graphs (res/navigation/*.xml) into a design.",
            discussion: """
            Each fragment, dialog and activity becomes a screen, each action a transition (to a dialog: modal), each \
            argument an input; nested and included graphs are flattened. What the design language cannot say yet is \
            listed at the top of the design and on standard error. A folder is searched for graphs (XML files whose \
            root is <navigation>).
            """)

        @Argument(help: "Navigation graph files, or folders holding them.")
        var paths: [String]

        @Option(help: "The bottom navigation menu (res/menu/….xml): its items become the tabs of a tab container.")
        var menu: String?

        @Option(name: .customLong("drawer-menu"), help: "The navigation drawer's menu (res/menu/….xml): its items, in <group>s or not, become the items of a drawer.")
        var drawerMenu: String?

        @Option(name: .customLong("strings"), help: "A strings.xml whose texts replace @string/… labels (repeatable).")
        var strings: [String] = []

        @Option(help: "An existing design (file or folder) to import into: only what it lacks is written, and the differences are listed.")
        var into: String?

        @Option(name: .shortAndLong, help: "Write the design to this new file instead of standard output (an existing file is never replaced).")
        var output: String?

        func run() throws {
            var sources: [AndroidNavigationImport.Source] = []
            for path in paths {
                // In a folder, the XML files whose root element is <navigation>.
                let graphs = try Import.files(path, extension: "xml", what: "navigation graphs") { file in
                    guard let head = FileManager.default.contents(atPath: file)?.prefix(4096) else { return false }
                    return String(decoding: head, as: UTF8.self).contains("<navigation")
                }
                for file in graphs {
                    guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
                    sources.append(AndroidNavigationImport.Source(path: file, data: data))
                }
            }
            func source(_ path: String) throws -> AndroidNavigationImport.Source {
                guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
                return AndroidNavigationImport.Source(path: path, data: data)
            }
            let menuSource = try menu.map(source)
            let drawerSource = try drawerMenu.map(source)
            let stringSources = try strings.map(source)
            let existing = try Import.existing(into, output: output)
            try Import.emit({ try AndroidNavigationImport.read(sources, menu: menuSource, drawerMenu: drawerSource, strings: stringSources, merging: existing) }, output: output,
                            from: "\(sources.count) graph\(sources.count == 1 ? "" : "s")")
        }
    }

    struct StoryboardCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "storyboard",
            abstract: "Read Interface Builder storyboards into a design.",
            discussion: """
            Each view controller scene becomes a screen (named by its custom class, storyboard id or title), a tab \
            bar controller a tab container with its tabs in order, each segue a transition: a show is a push inside \
            a navigation controller and a modal outside one. A reference to another storyboard lands on its initial \
            scene when that file is given too, else on a stub screen. What the design language cannot say yet is \
            listed at the top of the design and on standard error. The first file's initial scene is the start.
            """)

        @Argument(help: "Storyboard files, or folders holding them.")
        var paths: [String]

        @Option(help: "An existing design (file or folder) to import into: only what it lacks is written, and the differences are listed.")
        var into: String?

        @Option(name: .shortAndLong, help: "Write the design to this new file instead of standard output (an existing file is never replaced).")
        var output: String?

        func run() throws {
            var sources: [StoryboardImport.Source] = []
            for path in paths {
                for file in try Import.files(path, extension: "storyboard", what: "storyboards") {
                    guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
                    sources.append(StoryboardImport.Source(path: file, data: data))
                }
            }
            let existing = try Import.existing(into, output: output)
            try Import.emit({ try StoryboardImport.read(sources, merging: existing) }, output: output, from: "\(sources.count) storyboard\(sources.count == 1 ? "" : "s")")
        }
    }

    /// The design given with `--into`, read as `check` reads it; a design that does not parse is refused. The
    /// output file, when it lies in the design's folder and an import wrote it, is left out: reading what an earlier
    /// import wrote as the design would make this import find nothing new.
    static func existing(_ path: String?, output: String?) throws -> Design? {
        guard let path else { return nil }
        func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        let folder = resolved(path), file = output.map(resolved)
        let written = output.flatMap { try? LocalFileSystem().read($0) }?.starts(with: Array(ImportedDesign.header.utf8)) ?? false
        let exclude = file.flatMap { written && $0.hasPrefix(folder + "/") ? [String($0.dropFirst(folder.count + 1))] : nil } ?? []
        let outcome = Pipeline.run([path], exclude: exclude)
        if outcome.design.screens.isEmpty, outcome.engine.hasErrors {
            for d in outcome.diagnostics.prefix(5) { Terminal.errorLine("tandem: error: \(d.message)") }
            Terminal.errorLine("tandem: error: cannot read the design to import into: \(path)")
            throw ExitCode(2)
        }
        return outcome.design
    }

    /// A file as given; a folder's files with the extension, in name order (`accept` filters them).
    static func files(_ path: String, extension ext: String, what: String, accept: (String) -> Bool = { _ in true }) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("no such file or folder: \(path)")
        }
        guard isFolder.boolValue else { return [path] }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("." + ext) }.sorted()
        let found = names.map { path + "/" + $0 }.filter(accept)
        if found.isEmpty { throw ValidationError("no \(what) in \(path)") }
        return found
    }

    /// Runs an importer; writes the design (to `output` or standard output), what was not modelled, and the counts.
    static func emit(_ read: () throws -> ImportedDesign.Result, output: String?, from: String) throws {
        let result: ImportedDesign.Result
        do { result = try read() } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        if let output {
            // A new file only: `-o` naming the user's design (or anything else) must not replace it with the import.
            do {
                guard !output.isEmpty else { throw AtomicFile.Failure("the output path is empty") }
                let folder = PathText.directory(of: output)
                if !folder.isEmpty { try AtomicFile.makeDirectory(folder) }
                // Importing again what an earlier import wrote: nothing to write, and nothing to refuse.
                if (try? LocalFileSystem().read(output)) == Array(result.text.utf8) {
                    report(result, from: from)
                    Terminal.errorLine("tandem: \(output) is up to date: it holds what this import writes")
                    return
                }
                guard try AtomicFile.create(Data(result.text.utf8), at: output) else {
                    Terminal.errorLine("tandem: error: \(output) exists and holds something other than what this import writes; import never replaces a file: name another file (one beside the design, with --into), or remove it first")
                    throw ExitCode(2)
                }
            } catch let failure as AtomicFile.Failure {
                Terminal.errorLine("tandem: error: \(failure)")
                throw ExitCode(2)
            }
        } else {
            Terminal.write(result.text)
        }
        report(result, from: from)
    }

    /// What the import found, on standard error.
    static func report(_ result: ImportedDesign.Result, from: String) {
        for line in result.merge { Terminal.errorLine("tandem: note: merge: \(line)") }
        for line in result.notModelled { Terminal.errorLine("tandem: note: not modelled: \(line)") }
        Terminal.errorLine("tandem: imported \(result.screens) screens, \(result.transitions) transitions, \(result.inputs) inputs from \(from)")
    }
}

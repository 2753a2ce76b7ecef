import ArgumentParser
import Foundation
import TandemImport
import TandemKit

/// `tandem import`: a design from what an app already has.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a design from an app's navigation files.",
        subcommands: [AndroidNav.self])

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

        @Option(name: .shortAndLong, help: "Write the design to this file instead of standard output.")
        var output: String?

        func run() throws {
            var sources: [AndroidNavigationImport.Source] = []
            for path in paths {
                for file in try graphFiles(path) {
                    guard let data = FileManager.default.contents(atPath: file) else {
                        throw ValidationError("cannot read \(file)")
                    }
                    sources.append(AndroidNavigationImport.Source(path: file, data: data))
                }
            }
            let result: ImportedDesign.Result
            do { result = try AndroidNavigationImport.read(sources) } catch {
                Terminal.writeError("tandem: error: \(error)\n")
                throw ExitCode(2)
            }
            if let output {
                do { try AtomicFile.write(result.text, to: output) } catch {
                    Terminal.writeError("tandem: error: \(error)\n")
                    throw ExitCode(2)
                }
            } else {
                Terminal.write(result.text)
            }
            for line in result.notModelled { Terminal.writeError("tandem: note: not modelled: \(line)\n") }
            Terminal.writeError("tandem: imported \(result.screens) screens, \(result.transitions) transitions, \(result.inputs) inputs from \(sources.count) graph\(sources.count == 1 ? "" : "s")\n")
        }

        /// A file as given; a folder's XML files whose root element is <navigation>, in name order.
        func graphFiles(_ path: String) throws -> [String] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            guard isFolder.boolValue else { return [path] }
            let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted()
            let graphs = names.map { path + "/" + $0 }.filter { file in
                guard let head = FileManager.default.contents(atPath: file)?.prefix(4096) else { return false }
                return String(decoding: head, as: UTF8.self).contains("<navigation")
            }
            if graphs.isEmpty { throw ValidationError("no navigation graphs in \(path)") }
            return graphs
        }
    }
}

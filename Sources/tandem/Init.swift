import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

/// `tandem init`: a project to start from.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a design: a starter design that checks clean, its tandem.json, and a CI workflow.",
        discussion: "Writes design/app.tandem, design/tandem.json and .github/workflows/design.yml in the folder (made if missing). A file that is already there is kept, never overwritten.")

    @Argument(help: "The project folder (default: the current one).")
    var directory: String = "."

    func run() throws {
        guard !directory.isEmpty else { throw ValidationError("the folder is empty: name one, or leave it out for the current one") }
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        var report = ""
        do {
            try AtomicFile.makeDirectory(directory)
            for file in Starter.files(name: folder.lastPathComponent == "/" ? "" : folder.lastPathComponent) {
                let relative = PathText.directory(of: file.path)
                try AtomicFile.makeDirectory(relative, under: directory)
                // Created in one step that fails if anything is there: a file of the user's is never replaced.
                let made = try AtomicFile.create(Data(file.contents.utf8), at: directory + "/" + file.path)
                report += (made ? "create    " : "keep      ") + file.path + (made ? "" : " (already there)") + "\n"
            }
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        Terminal.write(report + "next: tandem check \(directory == "." ? "" : directory + "/")design/\n")
    }
}

import Foundation

/// Graphviz's `dot` executable, which lays out and renders the DOT that Tandem writes itself.
public enum Graphviz {
    public static let installHint =
        "install Graphviz to render it (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz)"

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `$TANDEM_DOT` if set, else `dot` on `$PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["TANDEM_DOT"] {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `dot -T<format>` on the text; the rendered bytes, or a failure carrying dot's own message.
    public static func render(_ dotText: String, format: String, executable: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-T" + format]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // Writing to a dot that already exited raises SIGPIPE, which would end the whole process.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch {
            throw Failure(description: "cannot run \(executable): \(error.localizedDescription)")
        }
        // Feed and drain concurrently: large graphs fill a pipe buffer either way.
        nonisolated(unsafe) var rendered = Data()
        nonisolated(unsafe) var messages = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { rendered = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { messages = errors.fileHandleForReading.readDataToEndOfFile() }
        // dot may exit before reading everything (on a syntax error); its message says why, not the broken pipe.
        try? input.fileHandleForWriting.write(contentsOf: Data(dotText.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "Graphviz dot failed (exit \(process.terminationStatus)): \(text)")
        }
        return rendered
    }
}

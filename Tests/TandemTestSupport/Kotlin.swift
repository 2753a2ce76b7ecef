import Foundation

/// Kotlin 2: the K2 compiler (`K2JVMCompiler`) that PyPI's kotlin-jupyter-kernel carries in its jar, installed by
/// scripts/setup.sh into .tools/kotlin. One JVM compiles for the whole test run (KotlinServer.java), so a compile
/// pays the compiler's start once per run, not once per call; calls take turns.
public enum Kotlin {
    public static let home = repositoryRoot.appendingPathComponent(".tools/kotlin/lib")
    public static let compilerJar = home.appendingPathComponent("kotlin-compiler.jar").path
    /// The standard library the generated apps run with (the smoke harness's classpath).
    public static let stdlib = home.appendingPathComponent("kotlin-stdlib.jar").path
    /// The language and API version the generated Gradle files ask for.
    public static let version = "2.3"

    /// The real kotlinx-serialization (core and JSON, with its compiler plugin) and kotlinx-coroutines, from the same
    /// wheel: the Compose target's navigation keys are @Serializable (the plugin refuses a key that cannot be saved),
    /// and its effects suspend.
    public static let kotlinx = ["kotlinx-serialization-core.jar", "kotlinx-serialization-json.jar", "kotlinx-coroutines-core.jar"]
        .map { home.appendingPathComponent($0).path }
    static let serializationPlugin = home.appendingPathComponent("serialization-plugin.jar").path

    public static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: compilerJar) && FileManager.default.fileExists(atPath: stdlib)
    }

    /// Compiles Kotlin sources (and Java sources they mention, which K2 reads but does not compile) into `output`,
    /// warnings as errors, for the JVM 17 the generated Gradle files target. The result's output is the compiler's
    /// messages: empty when the code is clean.
    /// With `kotlinx`, kotlinx-serialization and -coroutines are on the classpath and the serialization plugin makes
    /// the serializers.
    public static func compile(_ sources: [String], classpath: [String], into output: URL, moduleName: String = "app",
                               kotlinx: Bool = false) throws -> RunResult {
        let plugin = kotlinx ? ["-Xplugin=" + serializationPlugin] : []
        let arguments = plugin + ["-no-stdlib", "-no-reflect", "-cp", ([stdlib] + (kotlinx ? Self.kotlinx : []) + classpath).joined(separator: ":"),
                         "-language-version", version, "-api-version", version, "-jvm-target", "17", "-Werror",
                         "-module-name", moduleName, "-d", output.path] + sources
        return try server.compile(arguments)
    }

    private static let server = KotlinServerProcess()
}

/// The warm compiler process: started on first use, ended when the tests exit (its stdin closes).
private final class KotlinServerProcess: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var buffer: [UInt8] = []
    /// The JVM's own stderr goes to a file: a pipe nobody reads could fill and stop the compiler.
    private var errorLog: URL?

    func compile(_ arguments: [String]) throws -> RunResult {
        lock.lock()
        defer { lock.unlock() }
        if process?.isRunning != true { try start() }
        guard let input, let output else { throw CocoaError(.executableLoad) }
        // A server that died answers nothing: the write fails (SIGPIPE is ignored) or the header is missing.
        try? input.write(contentsOf: Data((arguments.joined(separator: "\t") + "\n").utf8))
        guard let header = readLine(output), let space = header.firstIndex(of: " "),
              let code = Int32(header[..<space]), let count = Int(header[header.index(after: space)...]) else {
            let stderr = errorLog.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            process?.terminate()
            process = nil
            return RunResult(status: 70, stdout: "", stderr: "the Kotlin compiler server stopped: \(stderr)", crashed: true)
        }
        let messages = read(count, from: output)
        return RunResult(status: code, stdout: String(decoding: messages, as: UTF8.self), stderr: "", crashed: false)
    }

    private func start() throws {
        guard Kotlin.isInstalled else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: Kotlin.compilerJar + " (run scripts/setup.sh)"])
        }
        signal(SIGPIPE, SIG_IGN)
        let classes = try temporaryDirectory("tandem-kotlin-server")
        let javac = try runTool("javac", ["-nowarn", "-d", classes.path,
                                          repositoryRoot.appendingPathComponent("Tests/TandemTestSupport/KotlinServer.java").path])
        guard javac.status == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: javac.output]) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["java", "-Xss16m", "-XX:+UseParallelGC", "-cp", [classes.path, Kotlin.compilerJar, Kotlin.stdlib].joined(separator: ":"),
                             "KotlinServer"]
        let stdin = Pipe(), stdout = Pipe()
        let log = classes.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        errorLog = log
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        self.process = process
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
        buffer = []
    }

    private func fill(_ handle: FileHandle) -> Bool {
        let data = handle.availableData
        if data.isEmpty { return false }
        buffer.append(contentsOf: data)
        return true
    }

    private func readLine(_ handle: FileHandle) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if !fill(handle) { return nil }
        }
    }

    private func read(_ count: Int, from handle: FileHandle) -> [UInt8] {
        while buffer.count < count { if !fill(handle) { break } }
        let bytes = Array(buffer.prefix(count))
        buffer.removeFirst(bytes.count)
        return bytes
    }
}

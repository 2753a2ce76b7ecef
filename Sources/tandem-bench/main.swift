import TandemAnalysis
import Foundation
import TandemCodegen
import TandemGraphviz
import TandemChecks
import TandemKit
import TandemModel
import TandemImport
import TandemSyntax
import TandemDiagnostics

// Benchmarks for Tandem's pipeline: run with `swift run -c release tandem-bench [sizes…]`.
// Never timed assertions in tests: these figures go to the README.

struct Measurement {
    var name: String
    var seconds: Double
}

func measure(_ name: String, repeats: Int = 5, _ body: () -> Void) -> Measurement {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return Measurement(name: name, seconds: best)
}

/// Runs a program to its end and times it alone: until waitpid(2) returns (no polling, where Foundation's
/// `waitUntilExit` on Linux checks about every 50 ms).
func runChild(_ executable: String, _ arguments: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .infinity }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A program's own peak RSS, in MB, through GNU time (Debian's `time` package), or nil without it. Not from the
/// benchmark's wait4(2): posix_spawn starts the child in the benchmark's memory (vfork), and Linux carries that
/// memory's high-water mark over into the child's at exec, so a child of a benchmark holding 600 MB reports 600 MB.
/// GNU time forks from its own few megabytes.
func peakMegabytes(_ executable: String, _ arguments: [String]) -> Double? {
    let out = scratch.appendingPathComponent("peak-\(getpid())").path
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time"),
          runChild("/usr/bin/time", ["-f", "%M", "-o", out, executable] + arguments).isFinite,
          let text = try? String(contentsOfFile: out, encoding: .utf8),
          let kilobytes = Double(text.split(separator: "\n").last.map(String.init) ?? "") else { return nil }
    return kilobytes / 1024
}

func format(_ seconds: Double) -> String { String(format: "%8.1f ms", seconds * 1000) }

let arguments = CommandLine.arguments.dropFirst()

/// The floor `tandem check` is measured against, as the issue that set its goal defines it: reading the design file and
/// scanning it into tokens (on one core), nothing else.
func readAndScan(_ path: String) -> [Token] {
    Lexer.tokenize(SourceFile(id: FileID(0), path: path, bytes: (try? LocalFileSystem().read(path)) ?? [])).tokens
}

/// `readAndScan` timed as `measure` times, its tokens kept until all runs are timed (as the checks' outcomes are).
func measureFloor(_ path: String) -> Measurement {
    var kept: [[Token]] = []
    return measure("read + scan") { kept.append(readAndScan(path)) }
}

// `tandem-bench scan FILE`: that floor as a process (the same Swift runtime and Foundation to start as `tandem`).
if arguments.first == "scan", let path = arguments.dropFirst().first {
    print(readAndScan(String(path)).count)
    exit(0)
}

// `tandem-bench generate [ELEMENTS]` prints a synthetic design, to profile or to try by hand;
// without a size it prints the reference design (10k requirements, 20k tasks, 2k screens).
// `tandem-bench corpus ELEMENTS DIR [--dangling]` writes one requirement/trace corpus in Tandem's, StrictDoc's and
// TRLC's languages (see PeerCorpus), for scripts/bench-peers.sh; it prints how many references dangle.
if arguments.first == "corpus", arguments.count >= 3, let size = Int(arguments.dropFirst().first!) {
    let corpus = PeerCorpus(elements: size, dangling: arguments.contains("--dangling"))
    let directory = String(arguments.dropFirst(2).first!)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in [("corpus.tandem", corpus.tandem()), ("corpus.sdoc", corpus.sdoc()),
                         ("corpus.rsl", corpus.rsl()), ("corpus.trlc", corpus.trlc())] {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    print(corpus.danglingCount)
    exit(0)
}

if arguments.first == "screens", let count = arguments.dropFirst().first.flatMap(Int.init) {
    // A design of `count` screens linked across branches, as real apps are: for the diagram benchmark.
    let design = SyntheticDesign(requirements: count, tasks: count, screens: count, crossLinks: true)
    FileHandle.standardOutput.write(Data(design.text().utf8))
    exit(0)
}

if arguments.first == "generate" {
    let design = arguments.dropFirst().first.flatMap(Int.init).map(SyntheticDesign.scaled(elements:))
        ?? SyntheticDesign(requirements: 10_000, tasks: 20_000, screens: 2_000)
    FileHandle.standardOutput.write(Data(design.text().utf8))
    exit(0)
}
// `tandem-bench stages [ELEMENTS]`: what `tandem check` does, stage by stage, in process (best of 5; 100,000
// elements unless told), against the floor: scanning the file. For working on the check's speed.
if arguments.first == "stages" {
    let size = arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
    let text = SyntheticDesign.scaled(elements: size).text()
    let fs = InMemoryFileSystem(files: ["d.tandem": text])
    let source = SourceFile(id: FileID(0), path: "d.tandem", bytes: Array(text.utf8))
    var loaded = DesignLoader(fileSystem: fs).load(["d.tandem"])
    var design = DesignBuilder.build(loaded.files)
    var analysis = Analysis(design)
    // The floor and the whole check read the file from the file system (its page cache: the file was just written).
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-stages-\(getpid()).tandem").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let floor = measureFloor(path)
    // Each check's outcome is kept until all are timed, as `tandem check` exits without freeing it.
    var kept: [Pipeline.Outcome] = []
    let stages = [
        floor,
        measure("scan alone") { _ = Lexer.tokenize(source).tokens.count },
        measure("read + parse") { loaded = DesignLoader(fileSystem: fs).load(["d.tandem"]) },
        measure("build the model") { design = DesignBuilder.build(loaded.files) },
        measure("analyse") { analysis = Analysis(design) },
        measure("every rule") { _ = Checker.check(analysis).count },
        measure("the whole check") { kept.append(Pipeline.run([path])) },
    ]
    precondition(kept.allSatisfy { !$0.engine.hasErrors })
    kept = []
    // Each stage against the floor (the stages after the scan read the file from memory).
    for stage in stages {
        print("\(stage.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(format(stage.seconds))  \(String(format: "%5.1f×", stage.seconds / floor.seconds))")
    }
    // The parser alone, the file whole and in parts handed out to the cores.
    for parts in [1, 2, 4, 8] {
        let m = measure("parse") { _ = Parser.parse(source, splitFrom: parts == 1 ? .max : 0, parts: parts).syntax.tasks.count }
        print("  parse in \(parts) part\(parts == 1 ? "" : "s")".padding(toLength: 27, withPad: " ", startingAt: 0), format(m.seconds))
    }
    // The rules one at a time, slowest first: the slowest bounds "every rule" on two cores.
    let rules = Checker.rules.map { rule in
        measure("\(rule)", repeats: 3) { var found: [Diagnostic] = []; rule.check(analysis, into: &found) }
    }.sorted { $0.seconds > $1.seconds }
    print(format(rules.reduce(0) { $0 + $1.seconds }), "all rules one after another")
    for rule in rules.prefix(6) { print("  \(rule.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(format(rule.seconds))") }
    unlink(path)
    exit(0)
}

// The `tandem` every measurement runs: the one beside this binary, or the one TANDEM names (another build, to compare
// with: scripts/bench-waits.py).
let tandem = ProcessInfo.processInfo.environment["TANDEM"].map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tandem")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

// `tandem-bench series [N]`: the inputs that once grew faster than their size, at N, 2N and 4N (default N 5,000).
if arguments.first == "series" {
    try Series.run(tandem: tandem.path, scratch: scratch, base: arguments.dropFirst().first.flatMap(Int.init) ?? 5_000)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// `tandem-bench import CORPUS_DIR`: importing (and checking) each navigation graph and storyboard of a folder,
// the largest of each kind reported.
if arguments.first == "import", let folder = arguments.dropFirst().first {
    var rows: [(String, Int, Double)] = []
    for kind in ["android-nav", "ios-storyboard"] {
        let dir = folder + "/" + kind
        for name in (try FileManager.default.contentsOfDirectory(atPath: dir)).sorted() where name.hasSuffix(".xml") || name.hasSuffix(".storyboard") {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
            var text = ""
            let m = measure(name) {
                let result = kind == "android-nav"
                    ? try? AndroidNavigationImport.read([AndroidNavigationImport.Source(path: name, data: data)])
                    : try? StoryboardImport.read([StoryboardImport.Source(path: name, data: data)])
                text = result?.text ?? ""
                _ = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text])).engine.count(.error)
            }
            rows.append((kind + "/" + name, data.count, m.seconds))
        }
    }
    print("| file | bytes | import + check |")
    print("| --- | ---: | ---: |")
    for kind in ["android-nav", "ios-storyboard"] {
        if let largest = rows.filter({ $0.0.hasPrefix(kind) }).max(by: { $0.1 < $1.1 }) {
            print("| \(largest.0) | \(largest.1) | \(format(largest.2)) |")
        }
    }
    print("| all \(rows.count) files | \(rows.reduce(0) { $0 + $1.1 }) | \(format(rows.reduce(0) { $0 + $1.2 })) |")
    exit(0)
}

/// A `tandem lsp` process and what a client needs to time it: messages framed and sent, and read until one arrives.
final class BenchClient {
    let process = Process()
    let input = Pipe(), output = Pipe()
    /// What was read and not yet taken: messages from `read` on.
    var pending: [UInt8] = []
    var read = 0
    /// The open document.
    let uri: String

    /// A server with `text` open as the design of a folder of the scratch space, its first diagnostics received.
    init(opening text: String, in folder: String) throws {
        let folder = scratch.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("design.tandem")
        try text.write(to: file, atomically: true, encoding: .utf8)
        uri = file.absoluteString
        process.executableURL = tandem
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        send(["id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        wait(id: 1)
        send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]]])
        wait(method: "textDocument/publishDiagnostics")
    }

    func send(_ object: [String: Any]) {
        var message = object
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Reads messages until one has `method` (and `containing` in its body), or is the response `id`. A message's method
    /// is found in its first bytes (`jsonrpc` and `method` come before `params`), and input is kept as bytes read past:
    /// a publish of thousands of findings is neither parsed nor copied, so the client's reading is not what is timed.
    func wait(method: String? = nil, containing: String? = nil, id: Int? = nil) {
        let named = method.map { Array("\"method\":\"\($0)\"".utf8) }
        let separator = Array("\r\n\r\n".utf8)
        func has(_ needle: [UInt8], in body: ArraySlice<UInt8>) -> Bool {
            guard body.count >= needle.count else { return false }
            return (body.startIndex...(body.endIndex - needle.count)).contains { body[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        while true {
            while let header = (read..<max(read, pending.count - 3)).first(where: { pending[$0..<($0 + 4)].elementsEqual(separator) }) {
                let length = Int(String(decoding: pending[read..<header], as: UTF8.self).dropFirst("Content-Length: ".count)) ?? 0
                guard pending.count - (header + 4) >= length else { break }
                let body = pending[(header + 4)..<(header + 4 + length)]
                read = header + 4 + length
                if let named, has(named, in: body.prefix(64)), containing.map({ has(Array($0.utf8), in: body) }) ?? true { return }
                if let id, ((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any])?["id"] as? Int == id { return }
            }
            pending.removeSubrange(0..<read)
            read = 0
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return }
            pending.append(contentsOf: chunk)
        }
    }

    func close() {
        send(["id": 2, "method": "shutdown", "params": [:]])
        wait(id: 2)
        send(["method": "exit", "params": [:]])
        process.waitUntilExit()
    }
}

/// `tandem-bench lsp [ELEMENTS [SERIES [TIMES]]]`: the real `tandem lsp` process, a design of ELEMENTS (10,000) open in it, one line
/// typed at a time: the time from sending the change to receiving the file's diagnostics (the whole check re-run),
/// median of 20, for a comment typed, a task typed whose requirement does not exist (a broken reference), a screen
/// typed (which the rules of screens and of the navigation read again), each at the end of the file, and the task
/// typed in the middle of it (what follows moves), and five tasks sent at once there (a user typing ahead of the
/// server) to the diagnostics of the last; last, half a declaration typed in the middle, which does not parse yet (the
/// state between most keystrokes), each one more. SERIES, when given, runs only the series whose names contain it, and
/// TIMES edits of each in place of 20 (to profile one).
func benchmarkLanguageServer(elements: Int, only series: String?, times count: Int) throws {
    let text = SyntheticDesign.scaled(elements: elements).text()
    let client = try BenchClient(opening: text, in: "lsp"), uri = client.uri
    // Each edit is a line typed at the end, sent as editors send it to a server that asks for incremental changes: the
    // range and its new text (the server then checks the whole design again).
    var line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1, version = 1
    let middle = middleTaskLine(of: text)
    for (what, typed, atEnd) in [("a comment typed", { (v: Int) in "// edit \(v)\n" }, true),
                                 ("a task typed whose requirement does not exist", { (v: Int) in "task Typed\(v) { satisfies Missing\(v) }\n" }, true),
                                 ("a screen typed", { (v: Int) in "screen Typed\(v) \"Typed\" { tasks T1 }\n" }, true),
                                 ("a task typed in the middle of the file", { (v: Int) in "task Middle\(v) { satisfies Missing\(v) }\n" }, false)]
        where series.map(what.contains) ?? true {
        var times: [Double] = []
        for _ in 0..<count {
            version += 1
            let end = ["line": atEnd ? line : middle, "character": 0]
            let start = DispatchTime.now().uptimeNanoseconds
            client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": version],
                                                                 "contentChanges": [["range": ["start": end, "end": end], "text": typed(version)]]]])
            client.wait(method: "textDocument/publishDiagnostics")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            line += 1
        }
        times.sort()
        print("| `tandem lsp`, \(elements) elements (\(text.utf8.count) bytes): \(what) to its diagnostics | median \(format(times[times.count / 2])) | slowest \(format(times.last!)) |")
    }
    // Five lines typed in the middle faster than the server checks (sent at once): the time to the diagnostics of the
    // last one, as a user who types ahead of the server waits for them.
    let burst = "five tasks typed at once in the middle of the file, to the diagnostics of the last"
    if series.map(burst.contains) ?? true {
        var times: [Double] = []
        for _ in 0..<count {
            var batch = Data()
            for _ in 0..<5 {
                version += 1
                let end = ["line": middle, "character": 0]
                let change: [String: Any] = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": ["start": end, "end": end], "text": "task Burst\(version) { satisfies Missing\(version) }\n"]]]]
                let body = try! JSONSerialization.data(withJSONObject: change)
                batch += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            }
            let start = DispatchTime.now().uptimeNanoseconds
            client.input.fileHandleForWriting.write(batch)
            client.wait(method: "textDocument/publishDiagnostics", containing: "Missing\(version)'")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        print("| `tandem lsp`, \(elements) elements (\(text.utf8.count) bytes): \(burst) | median \(format(times[times.count / 2])) | slowest \(format(times.last!)) |")
    }
    // A declaration half typed: its title's string not closed yet, so the file does not parse from there on.
    let half = "a task half typed in the middle, which does not parse yet"
    if series.map(half.contains) ?? true {
        var times: [Double] = []
        for _ in 0..<count {
            version += 1
            let end = ["line": middle, "character": 0]
            let start = DispatchTime.now().uptimeNanoseconds
            client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": version],
                                                                 "contentChanges": [["range": ["start": end, "end": end], "text": "task Half\(version) \"Ha\n"]]]])
            client.wait(method: "textDocument/publishDiagnostics")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        print("| `tandem lsp`, \(elements) elements (\(text.utf8.count) bytes): \(half) to its diagnostics | median \(format(times[times.count / 2])) | slowest \(format(times.last!)) |")
    }
    client.close()
}

/// Where a line typed "in the middle" of a design goes: before the first task past its middle line (everything after
/// it moves). The synthetic designs have one; typing at the end instead would time another thing under this name.
func middleTaskLine(of text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let middle = (lines.count / 2..<lines.count).first { lines[$0].hasPrefix("task ") }
    precondition(middle != nil, "the design has no task past its middle line to type before")
    return middle!
}

/// `tandem-bench lsp-findings [TASKS [TIMES]]`: a design of TASKS tasks (37,449: a megabyte) that no screen carries out, so
/// every task is a warning (TD203), open in `tandem lsp`; a comment typed and a task typed, one at a time, each timed
/// from the change sent to the publish of every finding received. What a design with many findings costs a keystroke:
/// the findings are sent again after every change, moved.
func benchmarkLanguageServerFindings(tasks: Int, times count: Int) throws {
    let text = "requirement R1 \"One\"\n" + (0..<tasks).map { "task T\($0) { satisfies R1 }\n" }.joined()
    let client = try BenchClient(opening: text, in: "lsp-findings"), uri = client.uri
    var version = 1
    for (what, typed) in [("a comment typed", "// edit\n"), ("a task typed", "task Typed { satisfies R1 }\n")] {
        var times: [Double] = []
        for _ in 0..<count {
            version += 1
            let end = ["line": 1, "character": 0]
            let start = DispatchTime.now().uptimeNanoseconds
            client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": version],
                                                                        "contentChanges": [["range": ["start": end, "end": end], "text": typed]]]])
            client.wait(method: "textDocument/publishDiagnostics")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        print("| `tandem lsp`, \(tasks) findings (\(text.utf8.count) bytes): \(what) to all its findings | median \(format(times[times.count / 2])) | slowest \(format(times.last!)) |")
    }
    client.close()
}

/// `tandem-bench lsp-first [ELEMENTS [TIMES]]`: a fresh `tandem lsp` with a design of ELEMENTS (100,000) just opened, a
/// second for its user to read it, then the first keystroke, timed to its diagnostics: a task whose requirement is half
/// typed at the end (a name that names nothing, whose nearest declared name the finding suggests), then, on other fresh
/// servers, a task typed in the middle of the file (everything after it moves). TIMES servers each (5), the medians.
func benchmarkLanguageServerFirstEdit(elements: Int, times count: Int) throws {
    let text = SyntheticDesign.scaled(elements: elements).text()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count, middle = middleTaskLine(of: text)
    for (what, line, typed) in [("the first reference typed that names nothing", lines - 1, "task Typed { satisfies R }\n"),
                                ("the first task typed in the middle of the file", middle, "task Middle { satisfies Missing }\n")] {
        var times: [Double] = []
        for _ in 0..<count {
            let client = try BenchClient(opening: text, in: "lsp-first")
            Thread.sleep(forTimeInterval: 1)
            let end = ["line": line, "character": 0]
            let start = DispatchTime.now().uptimeNanoseconds
            client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": client.uri, "version": 2],
                                                                        "contentChanges": [["range": ["start": end, "end": end], "text": typed]]]])
            client.wait(method: "textDocument/publishDiagnostics")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            client.close()
        }
        times.sort()
        print("| `tandem lsp`, \(elements) elements (\(text.utf8.count) bytes), a second after opening: \(what) to its diagnostics | median \(format(times[times.count / 2])) | slowest \(format(times.last!)) |")
    }
}

if arguments.first == "lsp-first" {
    try benchmarkLanguageServerFirstEdit(elements: arguments.dropFirst().first.flatMap(Int.init) ?? 100_000,
                                         times: arguments.dropFirst(2).first.flatMap(Int.init) ?? 5)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

if arguments.first == "lsp" {
    try benchmarkLanguageServer(elements: arguments.dropFirst().first.flatMap(Int.init) ?? 10_000, only: arguments.dropFirst(2).first,
                                times: arguments.dropFirst(3).first.flatMap(Int.init) ?? 20)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

if arguments.first == "lsp-findings" {
    try benchmarkLanguageServerFindings(tasks: arguments.dropFirst().first.flatMap(Int.init) ?? 37_449,
                                        times: arguments.dropFirst(2).first.flatMap(Int.init) ?? 20)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

if arguments.first == "codegen" {
    try benchmarkCodegen()
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// Designs of growing size show the growth is linear; the reference design is the one issue #2 names.
var designs: [(String, SyntheticDesign)] = []
let sizes = arguments.compactMap(Int.init)
for size in sizes.isEmpty ? [1_000, 10_000] : sizes.sorted() {
    designs.append(("\(size) elements", SyntheticDesign.scaled(elements: size)))
}
if sizes.isEmpty {
    designs.append(("10k req / 20k tasks / 2k screens", SyntheticDesign(requirements: 10_000, tasks: 20_000, screens: 2_000)))
    designs.append(("100000 elements", SyntheticDesign.scaled(elements: 100_000)))
}

// Each design's check against the floor (reading and scanning its file), in process (best of 5) and as processes (best
// of 5, taking turns: `tandem check`, and `tandem-bench scan`, which starts the same runtime and only reads and scans).
print("| design | bytes | read + scan | parse + check | ratio | `tandem-bench scan` (process) | `tandem check` (process) | ratio | peak RSS of `tandem check` |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (name, design) in designs {
    let text = design.text()
    let file = scratch.appendingPathComponent("design.tandem")
    try text.write(to: file, atomically: true, encoding: .utf8)
    var errors = 0
    let floor = measureFloor(file.path)
    // Each outcome kept until all are timed, as `tandem check` exits without freeing it.
    var kept: [Pipeline.Outcome] = []
    let inProcess = measure("pipeline") { kept.append(Pipeline.run([file.path])) }
    errors = kept.reduce(0) { $0 + $1.engine.count(.error) + $1.engine.count(.warning) }
    kept = []
    precondition(errors == 0, "synthetic design \(name) must check clean")

    var cliSeconds = Double.infinity, scanSeconds = Double.infinity
    var childPeak = 0.0
    if FileManager.default.isExecutableFile(atPath: tandem.path) {
        for _ in 0..<5 {
            cliSeconds = min(cliSeconds, runChild(tandem.path, ["check", file.path]))
            scanSeconds = min(scanSeconds, runChild(tandem.deletingLastPathComponent().appendingPathComponent("tandem-bench").path, ["scan", file.path]))
            if let peak = peakMegabytes(tandem.path, ["check", file.path]) { childPeak = max(childPeak, peak) }
        }
    }
    func ratio(_ a: Double, _ b: Double) -> String { a.isFinite && b.isFinite ? String(format: "%.1f×", a / b) : "n/a" }
    func time(_ t: Double) -> String { t.isFinite ? format(t) : "n/a" }
    print("| \(name) | \(text.utf8.count) | \(format(floor.seconds)) | \(format(inProcess.seconds)) | \(ratio(inProcess.seconds, floor.seconds)) | \(time(scanSeconds)) | \(time(cliSeconds)) | \(ratio(cliSeconds, scanSeconds)) | \(childPeak > 0 ? String(format: "%.0f MB", childPeak) : "n/a (no /usr/bin/time)") |")
}

// Every stage at 1k, 10k and 100k elements, in process (best of 3), to show each grows linearly.
do {
    print("")
    print("| stage | 1,000 elements | 10,000 elements | 100,000 elements | growth 10k→100k |")
    print("| --- | ---: | ---: | ---: | ---: |")
    var rows: [String: [Double]] = [:]
    let order = ["scan (the lexer alone)", "parse", "build + analyse", "check", "graph (all 6 views)", "generate (render ios + android)", "report (HTML, no Graphviz)"]
    for size in [1_000, 10_000, 100_000] {
        let text = SyntheticDesign.scaled(elements: size).text()
        let fs = InMemoryFileSystem(files: ["d.tandem": text])
        var loaded = DesignLoader(fileSystem: fs).load(["d.tandem"])
        let source = SourceFile(id: FileID(0), path: "d.tandem", bytes: Array(text.utf8))
        rows["scan (the lexer alone)", default: []].append(measure("scan", repeats: 3) { _ = Lexer.tokenize(source).tokens.count }.seconds)
        rows["parse", default: []].append(measure("parse", repeats: 3) { loaded = DesignLoader(fileSystem: fs).load(["d.tandem"]) }.seconds)
        var analysis = Analysis(DesignBuilder.build(loaded.files))
        rows["build + analyse", default: []].append(measure("build", repeats: 3) { analysis = Analysis(DesignBuilder.build(loaded.files)) }.seconds)
        rows["check", default: []].append(measure("check", repeats: 3) {
            _ = Checker.check(analysis).count
        }.seconds)
        rows["graph (all 6 views)", default: []].append(measure("graph", repeats: 3) {
            for view in GraphView.allCases { _ = DiagramRenderer.dot(view, analysis) }
        }.seconds)
        let templates = CodeGeneration.templateSet(overrides: nil)
        rows["generate (render ios + android)", default: []].append(measure("generate", repeats: size >= 100_000 ? 1 : 3) {
            _ = try? CodeGeneration.files(for: analysis, targets: ["ios", "android"], templates: templates)
        }.seconds)
        let outcome = Pipeline.run(["d.tandem"], fileSystem: fs)
        rows["report (HTML, no Graphviz)", default: []].append(measure("report", repeats: 3) {
            _ = Reporting.htmlReport(outcome, dot: nil)
        }.seconds)
    }
    for name in order {
        let t = rows[name]!
        print("| \(name) | \(format(t[0])) | \(format(t[1])) | \(format(t[2])) | \(String(format: "%.1f×", t[2] / t[1])) |")
    }
}

// Diagrams: every view's DOT for the reference design (2,000 screens); rendering is Graphviz's time.
do {
    let text = SyntheticDesign(requirements: 10_000, tasks: 20_000, screens: 2_000).text()
    let analysis = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text])).analysis
    print("")
    print("| view (2,000 screens) | DOT bytes | time |")
    print("| --- | ---: | ---: |")
    var total = 0.0
    for view in GraphView.allCases {
        var bytes = 0
        let m = measure(view.rawValue) { bytes = DiagramRenderer.dot(view, analysis).utf8.count }
        total += m.seconds
        print("| \(view.rawValue) | \(bytes) | \(format(m.seconds)) |")
    }
    print("| all views | | \(format(total)) |")
}

// Code generation: both targets for a 2,000-screen design, rendered in memory, then written to an empty folder,
// then run again over the written tree (everything unchanged). `tandem-bench codegen` runs this part alone.
func benchmarkCodegen() throws {
    let text = SyntheticDesign(requirements: 10_000, tasks: 20_000, screens: 2_000).text()
    let analysis = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text])).analysis
    let templates = CodeGeneration.templateSet(overrides: nil)
    var count = 0
    var bytes = 0
    let render = measure("render", repeats: 3) {
        let files = (try? CodeGeneration.files(for: analysis, targets: ["ios", "android"], templates: templates)) ?? []
        count = files.count
        bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
    }
    let contextTime = measure("context", repeats: 3) { _ = CodeGeneration.context(for: analysis) }
    let files = try CodeGeneration.files(for: analysis, targets: ["ios", "android"], templates: templates)
    let out = scratch.appendingPathComponent("generated")
    let writer = OutputWriter(outputDirectory: out.path)
    let firstWrite = measure("write", repeats: 1) { _ = try? writer.write(files) }
    let rerun = measure("rerun", repeats: 3) { _ = try? writer.write(files) }
    // `tandem status` on that app: the ledger, then every hand-written Swift (parsed) and Kotlin (tokenized) file.
    let ledger = GenerationLedger(files: files, methods: GenerationLedger.methods(of: files))
    try? FileManager.default.createDirectory(at: out.appendingPathComponent(".tandem"), withIntermediateDirectories: true)
    try ledger.data().write(to: out.appendingPathComponent(GenerationLedger.path))
    let status = measure("status", repeats: 3) { _ = try? AppStatus.report(analysis, app: out.path) }
    print("")
    print("| generate ios + android (2,000 screens) | files | bytes | time |")
    print("| --- | ---: | ---: | ---: |")
    print("| build the template context | | | \(format(contextTime.seconds)) |")
    print("| render templates (in memory, context included) | \(count) | \(bytes) | \(format(render.seconds)) |")
    print("| write to an empty folder | \(count) | | \(format(firstWrite.seconds)) |")
    print("| regenerate, nothing changed | \(count) | | \(format(rerun.seconds)) |")
    print("| `tandem status` (read the ledger, parse 4,000 hand-written files) | | | \(format(status.seconds)) |")

    // Each target alone, at three sizes: rendering should grow linearly with the screens.
    let sizes = [500, 1_000, 2_000]
    let designs = sizes.map { screens in
        let text = SyntheticDesign(requirements: screens * 5, tasks: screens * 10, screens: screens).text()
        return Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text])).analysis
    }
    print("")
    print("| render one target | " + sizes.map { "\($0) screens" }.joined(separator: " | ") + " | per screen at 2,000 |")
    print("| --- |" + String(repeating: " ---: |", count: sizes.count + 1))
    for target in try templates.bundledTargets() {
        let times = designs.map { analysis in
            measure("render \(target)", repeats: 3) { _ = try? CodeGeneration.files(for: analysis, targets: [target], templates: templates) }.seconds
        }
        print("| \(target) | " + times.map(format).joined(separator: " | ") + " | \(String(format: "%.2f ms", times.last! / 2.0)) |")
    }
    let every = try templates.bundledTargets()
    let times = designs.map { analysis in
        measure("render all", repeats: 3) { _ = try? CodeGeneration.files(for: analysis, targets: every, templates: templates) }.seconds
    }
    print("| all \(every.count) together | " + times.map(format).joined(separator: " | ") + " | \(String(format: "%.2f ms", times.last! / 2.0)) |")
}
try benchmarkCodegen()

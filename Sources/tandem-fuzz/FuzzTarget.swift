import Foundation
import TandemKit

// The fuzz target: lexer, parser, model builder, every check and every renderer of diagnostics, on arbitrary bytes.
// Built for libFuzzer by scripts/fuzz.sh (swiftc -sanitize=fuzzer,address, -D FUZZING); built normally, it replays
// inputs (a crash file, or a corpus folder) so a finding can be debugged without libFuzzer.

/// Runs one input through the whole checking pipeline and renders the result as a user would see it.
func exercise(_ bytes: [UInt8]) {
    let fs = InMemoryFileSystem(bytes: ["fuzz.tandem": bytes])
    let outcome = Pipeline.run(["fuzz.tandem"], fileSystem: fs)
    _ = CheckReport.human(outcome, color: false, limit: 50)
    _ = CheckReport.sarif(outcome)
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

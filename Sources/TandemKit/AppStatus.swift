import Foundation
import TandemAnalysis
import TandemCodegen
import TandemStatus

/// Reads a generated app folder for `tandem status`: the generation ledger says which files are Tandem's (and the
/// methods each declares); every other Swift or Kotlin file in a target's folder is the developer's.
public enum AppStatus {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Folders that hold build products or dependencies, never the app's own code.
    static let skippedFolders: Set = [".tandem", ".build", "build", ".gradle", "DerivedData", "Pods", ".git", ".idea"]

    public static func snapshot(of directory: String) throws -> AppSnapshot {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(description: "\(directory) is not a folder")
        }
        let read: GenerationLedger?
        do { read = try GenerationLedger.read(in: directory) } catch { throw Problem(description: "\(error)") }
        guard let ledger = read else {
            throw Problem(description: "\(directory) has no \(GenerationLedger.path): it is not a folder 'tandem generate --out' wrote")
        }
        let owned = Set(ledger.files.filter { $0.owner == .tandem }.map(\.path))
        var targets: [String] = []
        for file in ledger.files {
            guard let first = file.path.split(separator: "/").first.map(String.init), !targets.contains(first) else { continue }
            targets.append(first)
        }
        return AppSnapshot(targets: targets.map { target in
            var generated: [String: Set<String>] = [:]
            for file in ledger.files where file.owner == .tandem && file.path.hasPrefix(target + "/")
                && (file.path.hasSuffix(".swift") || file.path.hasSuffix(".kt"))
                && AtomicFile.isFile(file.path, under: directory) {
                let stem = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
                generated[stem] = Set(file.methods ?? [])
            }
            return AppSnapshot.Target(name: target, generated: generated,
                                      userSources: userSources(in: directory, target: target, owned: owned))
        })
    }

    /// The Swift and Kotlin files under `target/` that Tandem does not own, in path order; no link is followed, to
    /// a folder or a file (nothing outside the app folder is read).
    static func userSources(in directory: String, target: String, owned: Set<String>) -> [(path: String, text: String)] {
        var found: [(path: String, text: String)] = []
        func walk(_ relative: String, _ names: [String]) {
            for name in names {
                let child = relative + "/" + name
                if let inner = (try? AtomicFile.names(in: child, under: directory)) ?? nil {
                    if !skippedFolders.contains(name) { walk(child, inner) }
                } else if name.hasSuffix(".swift") || name.hasSuffix(".kt"), !owned.contains(child),
                          let bytes = (try? AtomicFile.read(child, under: directory)) ?? nil {
                    found.append((child, String(decoding: bytes, as: UTF8.self)))
                }
            }
        }
        if let names = (try? AtomicFile.names(in: target, under: directory)) ?? nil { walk(target, names) }
        return found
    }

    public static func report(_ analysis: Analysis, app directory: String) throws -> StatusReport {
        StatusReport(analysis: analysis, app: try snapshot(of: directory))
    }
}

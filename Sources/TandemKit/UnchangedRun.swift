import Foundation
import TandemDiagnostics
import TandemPlatform

/// A `tandem generate` that would change nothing is answered without rendering a template (`tandem watch` regenerates
/// on every save). A clean run, where every file was written or found as the design makes it and nothing was found
/// (no orphan, stale override, proposal, hand edit, backup or left-over temporary), leaves `.tandem/unchanged`: what
/// it was made from (the design's bytes, the targets, this very binary) and the stamp of each file after it (size,
/// modification and change times, inode) and of the ledger. A later run made from the same, that finds every stamp as
/// recorded, reports what a full run would: each of Tandem's files unchanged and each of yours kept. Anything else
/// (an edit anywhere, a file touched, replaced or removed, another binary, templates from a folder, `--force`,
/// `--prune`, `--check`, `--dry-run`) runs in full, and a full run removes the record before it writes.
public enum UnchangedRun {
    public static let path = ".tandem/unchanged"
    static let header = "tandem-unchanged 1"

    /// What a run is made from: the design's files (path and bytes), the targets in order, and the binary doing the
    /// run (its file's identity, so a rebuilt or reinstalled Tandem renders again). Nil when the binary cannot be
    /// identified: such a run always runs in full.
    public static func fingerprint(sources: SourceMap, targets: [String]) -> String? {
        var info = stat()
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        let executable = CommandLine.arguments[0]
        #endif
        guard stat(executable, &info) == 0 else { return nil }
        var a = FNV(basis: 0xcbf29ce484222325), b = FNV(basis: 0x84222325cbf29ce4)
        func add(_ text: String) { a.add(text); b.add(text); a.add([0]); b.add([0]) }
        add(CheckReport.toolVersion)
        let modified = AtomicFile.times(info).modified
        add("\(info.st_dev) \(info.st_ino) \(info.st_size) \(modified.tv_sec) \(modified.tv_nsec)")
        add(targets.joined(separator: ","))
        for file in sources.files {
            add(file.path)
            add(String(file.bytes.count))
            a.add(file.bytes)
            b.add(file.bytes)
        }
        return String(a.value, radix: 16) + String(b.value, radix: 16)
    }

    struct FNV {
        var value: UInt64
        init(basis: UInt64) { value = basis }
        mutating func add(_ text: String) { for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100000001b3 } }
        mutating func add(_ bytes: [UInt8]) { for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100000001b3 } }
    }

    /// The entries a full run would report, when the record says nothing has changed since it was made; nil otherwise.
    /// It holds the folder's lock as a full run does (another run writing there is refused the same way), and a
    /// temporary a killed run left sends it to the full run, which removes it.
    public static func entries(fingerprint: String, in directory: String) throws -> [OutputWriter.Entry]? {
        guard let bytes = try? AtomicFile.read(path, under: directory) else { return nil }
        // Read as bytes, a line at a time: a record holds a line per file, tens of thousands for a large app.
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0].elementsEqual(header.utf8), lines[1].elementsEqual(fingerprint.utf8), lines.last?.isEmpty == true
        else { return nil }
        var entries: [OutputWriter.Entry] = [], paths: [String] = [], stamps: [ArraySlice<UInt8>] = []
        entries.reserveCapacity(lines.count)
        for line in lines[2..<(lines.count - 1)] {
            guard let first = line.firstIndex(of: 0x09), let second = line[(first + 1)...].firstIndex(of: 0x09) else { return nil }
            let kind = line[line.startIndex..<first], pathBytes = line[(second + 1)...]
            // The record is input like the ledger (a pull request can change it): a path leaving the folder, or one
            // that would print a control character, is no record of ours.
            guard !pathBytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
            let path = String(decoding: pathBytes, as: UTF8.self)
            guard OutputWriter.isInside(path) else { return nil }
            paths.append(path)
            stamps.append(line[(first + 1)..<second])
            if kind.elementsEqual("tandem".utf8) {
                entries.append(OutputWriter.Entry(path: path, action: .unchanged, owner: .tandem))
            } else if kind.elementsEqual("user".utf8) {
                entries.append(OutputWriter.Entry(path: path, action: .keep, owner: .user))
            } else if !(kind.elementsEqual("ledger".utf8) && path == GenerationLedger.path) {
                return nil
            }
        }
        let writer = OutputWriter(outputDirectory: directory)
        let lock: Int32
        do { lock = try writer.lock() } catch let failure as AtomicFile.Failure { throw CodeGeneration.Problem(description: failure.description) }
        defer { close(lock) }
        let (found, folders) = AtomicFile.stamps(of: paths, under: directory)
        guard !entries.isEmpty, found.indices.allSatisfy({ index in found[index].map { $0.utf8.elementsEqual(stamps[index]) } ?? false })
        else { return nil }
        for folder in folders.union([""]) {
            guard let names = (try? AtomicFile.names(in: folder, under: directory)) ?? nil,
                  !names.contains(where: AtomicFile.isTemporaryName) else { return nil }
        }
        return entries
    }

    /// After a clean full run: the record of what it was made from and what it left. Paths that cannot be written on
    /// a line of their own leave no record (the next run runs in full).
    static func record(fingerprint: String, entries: [OutputWriter.Entry], writer: OutputWriter) throws {
        let paths = entries.map(\.path) + [GenerationLedger.path]
        guard !paths.contains(where: { $0.contains("\n") || $0.contains("\t") }) else { return }
        let stamps = AtomicFile.stamps(of: paths, under: writer.outputDirectory).stamps
        var text = header + "\n" + fingerprint + "\n"
        for (index, path) in paths.enumerated() {
            guard let stamp = stamps[index] else { return }
            let kind = index == entries.count ? "ledger" : entries[index].owner == .user ? "user" : "tandem"
            text += kind + "\t" + stamp + "\t" + path + "\n"
        }
        try writer.writeInside(Data(text.utf8), to: path)
    }

    /// Before a full run writes anything: the record no longer holds.
    static func forget(in directory: String) throws {
        do { try AtomicFile.remove(path, under: directory) } catch let failure as AtomicFile.Failure {
            throw CodeGeneration.Problem(description: failure.description)
        }
    }
}

extension AtomicFile {
    /// Each regular file's stamp (`size:mtime:ctime:inode`, times to the nanosecond), reached without following a
    /// link; nil for one that is missing or not a regular file. Each folder is opened once; the folders are returned.
    static func stamps(of paths: [String], under root: String) -> (stamps: [String?], folders: Set<String>) {
        // A system call per file, tens of thousands of them: half on each core.
        let middle = paths.count / 2
        let halves = onEveryCore(2) { half in stamps(of: half == 0 ? paths[..<middle] : paths[middle...], under: root) }
        return (halves[0].stamps + halves[1].stamps, halves[0].folders.union(halves[1].folders))
    }

    static func stamps(of paths: ArraySlice<String>, under root: String) -> (stamps: [String?], folders: Set<String>) {
        var opened: [String: Int32] = [:]
        defer { for fd in opened.values where fd >= 0 { close(fd) } }
        let stamps = paths.map { relative -> String? in
            let utf8 = relative.utf8
            let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
            let folderPath = slash.map { String(relative[..<$0]) } ?? ""
            let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
            let folder: Int32
            if let known = opened[folderPath] {
                folder = known
            } else {
                folder = ((try? descend(folderPath, under: root)) ?? nil) ?? -1
                opened[folderPath] = folder
            }
            guard folder >= 0 else { return nil }
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            let (modified, changed) = times(info)
            return "\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(changed.tv_sec).\(changed.tv_nsec):\(info.st_ino)"
        }
        return (stamps, Set(opened.keys))
    }

    /// A file's modification and status-change times (named differently by Glibc and Darwin).
    static func times(_ info: stat) -> (modified: timespec, changed: timespec) {
        #if os(Linux)
        (info.st_mtim, info.st_ctim)
        #else
        (info.st_mtimespec, info.st_ctimespec)
        #endif
    }
}

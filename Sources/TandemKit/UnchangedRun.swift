import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemPlatform

/// What the last `tandem generate` into a folder left there, kept so that the next does only what changed
/// (`tandem watch` regenerates on every save). Every run that writes records in `.tandem/unchanged` each file's stamp
/// (size, modification and change times, inode: as the run saw it when it compared, wrote or found it, and taken when
/// the record is written for a file of yours and the ledger) and what the file was made from (`Generator.Reuse`; `-`
/// for one not on disk as made: edited by hand, say). The next run renders only the files whose input changed or whose
/// stamp did (`reuse`). A clean run (every file written or found as the design makes it, and nothing found: no
/// orphan, stale override, proposal, hand edit, backup or left-over temporary) also records what it was made from (the
/// design's bytes, the targets, this very binary): a later run made from the same, that finds every stamp as recorded,
/// reports what a full run would without rendering anything (`entries`). Another binary, templates from a folder,
/// `--force`, `--prune`, `--check` and `--dry-run` render everything, and every run removes the record before it
/// writes.
public enum UnchangedRun {
    public static let path = ".tandem/unchanged"
    static let header = "tandem-unchanged 2"

    /// What a run is made from: the design's files (path and bytes), the targets in order, and the binary doing the
    /// run (its file's identity, so a rebuilt or reinstalled Tandem renders again). Nil when the binary cannot be
    /// identified: such a run always runs in full.
    public static func fingerprint(sources: SourceMap, targets: [String]) -> String? {
        guard let binary = binary() else { return nil }
        var h = StableHasher()
        h.combine(binary)
        h.combine(targets)
        h.combine(sources.files.count)
        for file in sources.files {
            h.combine(file.path)
            h.combine(file.bytes.count)
            h.combine(bytes: file.bytes)
        }
        return h.hex
    }

    /// The binary doing the run, its version and its file's identity (a rebuilt or reinstalled Tandem has other
    /// templates and code); nil when it cannot be identified.
    public static func binary() -> String? {
        var info = stat()
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        // Not argv[0]: a name found on the PATH would be looked for in the current folder.
        guard let executable = Bundle.main.executablePath else { return nil }
        #endif
        guard stat(executable, &info) == 0 else { return nil }
        let modified = AtomicFile.times(info).modified
        return "\(CheckReport.toolVersion) \(info.st_dev) \(info.st_ino) \(info.st_size) \(modified.tv_sec) \(modified.tv_nsec)"
    }

    /// A line of the record: who owns the file, its stamp as the run saw it, what it was made from (`-`: not known, or
    /// not as made), its path.
    struct Line {
        var kind: Substring
        var stamp: ArraySlice<UInt8>
        var input: ArraySlice<UInt8>
        var path: String
    }

    /// The record in `directory`, read without following a link; nil when there is none or it is no record (`lines`).
    /// `fingerprint`: only a record made from it (else nil, before its tens of thousands of lines are read).
    static func read(in directory: String, fingerprint: String? = nil) -> (fingerprint: ArraySlice<UInt8>, lines: [Line])? {
        guard let bytes = (try? AtomicFile.read(path, under: directory)) ?? nil else { return nil }
        if let fingerprint {
            let second = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false).dropFirst().first
            guard second?.elementsEqual(fingerprint.utf8) == true else { return nil }
        }
        return lines(of: bytes)
    }

    /// The record's lines after its header and fingerprint; nil when it is not a record of this version, or names a
    /// path that leaves the folder or prints a control character (it is input like the ledger: a pull request can
    /// change it).
    static func lines(of bytes: [UInt8]) -> (fingerprint: ArraySlice<UInt8>, lines: [Line])? {
        let rows = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard rows.count >= 4, rows[0].elementsEqual(header.utf8), rows.last?.isEmpty == true else { return nil }
        var lines: [Line] = []
        lines.reserveCapacity(rows.count)
        for row in rows[2..<(rows.count - 1)] {
            guard let first = row.firstIndex(of: 0x09), let second = row[(first + 1)...].firstIndex(of: 0x09),
                  let third = row[(second + 1)...].firstIndex(of: 0x09) else { return nil }
            let kind = Substring(decoding: row[row.startIndex..<first], as: UTF8.self)
            guard kind == "tandem" || kind == "user" || kind == "ledger" else { return nil }
            let pathBytes = row[(third + 1)...]
            guard !pathBytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
            let path = String(decoding: pathBytes, as: UTF8.self)
            guard OutputWriter.isInside(path) else { return nil }
            lines.append(Line(kind: kind, stamp: row[(first + 1)..<second],
                              input: row[(second + 1)..<third], path: path))
        }
        return (rows[1], lines)
    }

    /// The entries a full run would report, when the record says nothing has changed since it was made; nil otherwise.
    /// The caller holds the folder's lock, as a full run does (another run writing there is refused the same way); a
    /// temporary a killed run left sends it to the full run, which removes it.
    /// `targets`: the run's (the record may hold other targets' lines too: `others`). `known`: the record and the
    /// files as `watch` kept them (`KeptOutput`), instead of the disk.
    static func entries(fingerprint: String, in directory: String, targets: [String], known: KeptOutput.Known? = nil) -> [OutputWriter.Entry]? {
        let mine = Set(targets.map { Substring($0) })
        // Read as bytes, a line at a time: a record holds a line per file, tens of thousands for a large app.
        let record = known.map { $0.record.fingerprint.elementsEqual(fingerprint.utf8) ? $0.record : nil } ?? read(in: directory, fingerprint: fingerprint)
        guard let record else { return nil }
        var entries: [OutputWriter.Entry] = [], paths: [String] = [], stamps: [ArraySlice<UInt8>] = [], folders = Set([""])
        entries.reserveCapacity(record.lines.count)
        for line in record.lines {
            paths.append(line.path)
            stamps.append(line.stamp)
            // Another target's file: its stamp holds too (a file of theirs changed makes this run render), but it is
            // not this run's to report, nor its folders this run's to clean.
            if line.kind != "ledger", !mine.contains(GenerationLedger.target(of: line.path)) { continue }
            folders.insert(PathText.directory(of: line.path))
            switch line.kind {
            case "tandem": entries.append(OutputWriter.Entry(path: line.path, action: .unchanged, owner: .tandem))
            case "user": entries.append(OutputWriter.Entry(path: line.path, action: .keep, owner: .user))
            case "ledger" where line.path == GenerationLedger.path: break
            default: return nil
            }
        }
        let found = KeptOutput.Known.stamps(of: paths, recorded: stamps, known: known, under: directory)
        guard !entries.isEmpty, found.indices.allSatisfy({ index in found[index].map { $0.utf8.elementsEqual(stamps[index]) } ?? false })
        else { return nil }
        // A temporary appears in a folder only with a change the kernel reports.
        for folder in known.map({ folders.intersection($0.changedFolders) }) ?? folders {
            guard let names = (try? AtomicFile.names(in: folder, under: directory)) ?? nil,
                  !names.contains(where: AtomicFile.isTemporaryName) else { return nil }
        }
        return entries
    }

    /// After a full run that wrote: the record of what it left, each file with its stamp and what it was made from
    /// (`files[i].input`, for a file on disk as made). `fingerprint`: what the run was made from, when it was clean
    /// (`entries(fingerprint:in:)` answers the next run made from the same); otherwise `-`, which no run matches.
    /// Paths that cannot be written on a line of their own leave no record (the next run renders everything).
    /// `carried`: the last record's lines for the other targets' files (`others`), kept as they were. `known`: the
    /// stamps of the files the run did not look at, as `watch` kept them (`KeptOutput`). Returns the record written:
    /// its bytes, its lines as `lines(of:)` reads them, and its file's stamp once written.
    @discardableResult
    static func record(fingerprint: String?, entries: [OutputWriter.Entry], files: [GeneratedFile], carried: [Line] = [],
                       writer: OutputWriter, known: KeptOutput.Known? = nil) throws
        -> (bytes: [UInt8], fingerprint: ArraySlice<UInt8>, lines: [Line], stamp: String?)? {
        let paths = entries.map(\.path) + [GenerationLedger.path]
        guard !paths.contains(where: { $0.utf8.contains { $0 == 0x0A || $0 == 0x09 } }) else { return nil }
        // Each file is recorded with the stamp the run saw when it compared, wrote or found it, so an edit since (an
        // editor's autosave during `watch`) shows as another stamp next time, and that run renders the file and finds
        // the edit. Only what the run did not look at (a file of yours, one of Tandem's edited by hand, the ledger) is
        // looked at now.
        let unseen = paths.indices.filter { $0 == entries.count || entries[$0].stamp == nil }
        let looked = KeptOutput.Known.stamps(of: unseen.map { paths[$0] }, recorded: unseen.map { known?.others[paths[$0]] }, known: known,
                                             under: writer.outputDirectory)
        var stamps = entries.map(\.stamp) + [nil]
        for (k, index) in unseen.enumerated() { stamps[index] = looked[k] }
        let now = Int(time(nil))
        let asMade = entries.indices.map { index in
            switch (entries[index].owner, entries[index].action) {
            case (.tandem, .create), (.tandem, .update), (.tandem, .unchanged):
                entries[index].stamp.map { !isCoarseAndRecent($0, now: now) } ?? false
            // Yours are never compared: the input says only that its template rendered from it.
            case (.user, .create), (.user, .keep): true
            default: false
            }
        }
        // A file the run did not look at that is gone, or one of Tandem's the run did not see as made: no later run is
        // answered whole from this record (one seen and changed or gone since fails the next run's check of stamps).
        let made: Set<OutputWriter.Action> = [.create, .update, .unchanged]
        let whole = stamps.allSatisfy { $0 != nil }
            && entries.indices.allSatisfy { asMade[$0] || entries[$0].owner == .user || !made.contains(entries[$0].action) } ? fingerprint : nil
        // Made as bytes: a line per file, tens of thousands of them.
        var text = Array((header + "\n").utf8)
        let fingerprintAt = text.count..<(text.count + (whole ?? "-").utf8.count)
        text += (whole ?? "-").utf8
        text.append(0x0A)
        text.reserveCapacity(paths.count * 140)
        // Where each line's fields are, for the lines to be handed back without reading the text again.
        var marks: [(kind: Substring, stamp: Range<Int>, input: Range<Int>, path: String)] = []
        marks.reserveCapacity(paths.count + carried.count)
        func append(_ kind: Substring, _ stamp: some Sequence<UInt8>, _ input: some Sequence<UInt8>, _ path: String) {
            text += kind.utf8
            text.append(0x09)
            let stampStart = text.count
            text += stamp
            let inputStart = text.count + 1
            text.append(0x09)
            text += input
            marks.append((kind, stampStart..<(inputStart - 1), inputStart..<text.count, path))
            text.append(0x09)
            text += path.utf8
            text.append(0x0A)
        }
        for (index, path) in paths.enumerated() {
            guard let stamp = stamps[index] else { continue }
            let kind: Substring = index == entries.count ? "ledger" : entries[index].owner == .user ? "user" : "tandem"
            let asMade = index < entries.count && asMade[index]
            append(kind, stamp.utf8, ((asMade ? files[index].input : nil) ?? "-").utf8, path)
        }
        for line in carried { append(line.kind, line.stamp, line.input, line.path) }
        try writer.writeInside(Data(text), to: path)
        return (text, text[fingerprintAt], marks.map { Line(kind: $0.kind, stamp: text[$0.stamp], input: text[$0.input], path: $0.path) },
                AtomicFile.stamp(atPath: writer.root + "/" + path))
    }

    /// Whether a stamp's modification time has whole seconds only (a file system that keeps no finer time: FAT, HFS+,
    /// some network shares) and falls within two seconds of `now`: an edit in that same second that kept the size would
    /// leave the stamp as it is, so such a file is not recorded as made (the next run renders it; git calls these
    /// entries racy).
    static func isCoarseAndRecent(_ stamp: String, now: Int) -> Bool {
        // `size:seconds.nanoseconds:…`, read as bytes: one stamp per file.
        let bytes = Array(stamp.utf8)
        guard bytes.count(where: { $0 == UInt8(ascii: ":") }) == 3, let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              let dot = bytes[(colon + 1)...].firstIndex(of: UInt8(ascii: ".")),
              let end = bytes[(dot + 1)...].firstIndex(of: UInt8(ascii: ":")), let seconds = Int(String(decoding: bytes[(colon + 1)..<dot], as: UTF8.self)) else { return true }
        return bytes[(dot + 1)..<end].elementsEqual("0".utf8) && seconds >= now - 2
    }

    /// The last record's lines for the files of targets besides `targets`: a run for some targets keeps them, as the
    /// ledger keeps those targets' entries, so that the next run for the others renders only what changed too.
    static func others(in directory: String, besides targets: Set<Substring>, known: KeptOutput.Known? = nil) -> [Line] {
        guard let record = known?.record ?? read(in: directory) else { return [] }
        return record.lines.filter { $0.kind != "ledger" && !targets.contains(GenerationLedger.target(of: $0.path)) }
    }

    /// What a run may take from the record the last run left (`Generator.Reuse`): a file of Tandem's whose stamp is
    /// as recorded is as that run made it, from the input recorded beside it, and one of yours made for a screen,
    /// model or enum is there (it is kept whatever the design makes of it). The ledger must list Tandem's file too: the
    /// methods it declares come from there. Without a record (or a ledger), nothing is taken; the inputs are still
    /// fingerprinted, for the record this run leaves. `known`: the ledger, the record and the files as `watch` kept
    /// them (`KeptOutput`), instead of the disk.
    static func reuse(in directory: String, seed: String, ledger: GenerationLedger?, known: KeptOutput.Known? = nil) -> Generator.Reuse {
        let nothing = Generator.Reuse(seed: seed) { _, _, _, _ in nil }
        guard let ledger, let record = known?.record ?? read(in: directory) else { return nothing }
        // The methods of the files not rendered come from the ledger: it must be the one the record saw (what `watch`
        // keeps is, while the kernel reports no change to it).
        let ledgerStamp = known == nil ? AtomicFile.stamp(atPath: directory + "/" + GenerationLedger.path) : nil
        let ledgerAsRecorded = known != nil
            || record.lines.contains { $0.kind == "ledger" && ledgerStamp.map { Array($0.utf8) } == Array($0.stamp) }
        let listed = ledgerAsRecorded ? Set(ledger.files.lazy.filter { $0.owner == .tandem }.map(\.path)) : []
        let candidates = record.lines.filter {
            $0.input.first != UInt8(ascii: "-") && (($0.kind == "tandem" && listed.contains($0.path)) || $0.kind == "user")
        }
        let stamps = KeptOutput.Known.stamps(of: candidates.map(\.path), recorded: candidates.map(\.stamp), known: known, under: directory)
        var current: [String: (input: String, stamp: String)] = [:]
        current.reserveCapacity(candidates.count)
        for (line, stamp) in zip(candidates, stamps) {
            // A file of yours need only be there; one of Tandem's, as the last run left it.
            guard let stamp, line.kind == "user" || stamp.utf8.elementsEqual(line.stamp) else { continue }
            current[line.path] = (String(decoding: line.input, as: UTF8.self), stamp)
        }
        guard !current.isEmpty else { return nothing }
        return Generator.Reuse(seed: seed) { [current] path, input, owner, scope in
            // The project files that are yours (Info.plist, the manifest…) are rendered: a change is proposed beside
            // them. Yours made for each screen, model or enum are never written, but rendered when their input
            // changed (a template that now fails must fail this run too).
            guard owner == .tandem || scope != .app, let found = current[path], found.input == input else { return nil }
            return found.stamp
        }
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
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return stamp(info)
        }
        return (stamps, Set(opened.keys))
    }

    /// A regular file's stamp: `size:mtime:ctime:inode`, times to the nanosecond (any write, rename or replacement
    /// changes it); nil for anything else.
    static func stamp(_ info: stat) -> String? {
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        let (modified, changed) = times(info)
        // Written digit by digit: a run stamps every file it finds, tens of thousands, and interpolating six numbers
        // cost more than the system call.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 160) { buffer in
            var end = 0
            func number(_ value: some BinaryInteger, then separator: UInt8?) {
                if value < 0 { buffer[end] = UInt8(ascii: "-"); end += 1 }
                var v = UInt64(value.magnitude), digits = 0, probe = v
                repeat { digits += 1; probe /= 10 } while probe > 0
                for k in stride(from: end + digits - 1, through: end, by: -1) { buffer[k] = UInt8(ascii: "0") + UInt8(v % 10); v /= 10 }
                end += digits
                if let separator { buffer[end] = separator; end += 1 }
            }
            number(info.st_size, then: UInt8(ascii: ":"))
            number(modified.tv_sec, then: UInt8(ascii: "."))
            number(modified.tv_nsec, then: UInt8(ascii: ":"))
            number(changed.tv_sec, then: UInt8(ascii: "."))
            number(changed.tv_nsec, then: UInt8(ascii: ":"))
            number(info.st_ino, then: nil)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }

    /// The stamp of the file at `path`, not following a link; nil when it is missing or no regular file.
    static func stamp(atPath path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return stamp(info)
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

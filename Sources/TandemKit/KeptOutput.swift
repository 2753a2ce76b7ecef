import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `tandem watch --out` keeps of the last run in its output folder: the ledger and the record of each file's
/// stamp and input (`UnchangedRun`), believed at the next save for every file the kernel has reported no change to
/// since (inotify, on each folder the files are in and the folders above them). A save then reads neither the ledger
/// nor the record again, nor looks at the files nobody touched.
///
/// A file the kernel reported a change to is looked at on disk as `generate` looks at every file: its stamp against the
/// record's. The run's own writes show as changes too; when it ends, each file it wrote whose stamp is still the one the
/// run recorded is its own write. A folder added, removed, renamed or changed, the folder's path leading elsewhere, the
/// ledger or the record changed by anyone else, events lost (the kernel's queue overflowed: a save that rewrites
/// thousands of files), a folder that cannot be watched, a run that fails, a file system whose changes may come from
/// another machine (NFS, SMB, FUSE, a virtual machine's shared folder: the kernel hears nothing of those), or a kernel
/// that cannot watch (not Linux): the next run reads everything from disk. One run at a time (`watch` generates one save
/// after another), so nothing here is locked.
///
/// What is kept decides what is read again, and goes into the next ledger and record; no file of the apps is written
/// from it. A file is written only after its bytes on disk were read (`OutputWriter.plan`), so a change the kernel did
/// not report (an edit made through a hard link from a folder not watched, or through a memory map still open) is found
/// when the design next changes that file, and is never overwritten.
public final class KeptOutput: @unchecked Sendable {
    /// What a run reads from here instead of the disk.
    struct Known {
        var ledger: GenerationLedger
        /// The ledger's bytes on disk, and where each file's entry is in them (`GenerationLedger.serialized`).
        var ledgerText: (bytes: [UInt8], entries: [Range<Int>])
        var record: (fingerprint: ArraySlice<UInt8>, lines: [UnchangedRun.Line])
        /// The record's bytes on disk.
        var recordBytes: [UInt8]
        /// Paths below the folder the kernel reported a change to, or could not vouch for: looked at on disk.
        var changed: Set<String>
        /// The recorded stamps of the files that are not Tandem's (yours and the ledger): the run does not look at
        /// those itself, and records them as the disk shows them.
        var others: [String: ArraySlice<UInt8>]

        /// The folders a left-over temporary can be in: those with a change reported.
        var changedFolders: Set<String> { Set(changed.map { PathText.directory(of: $0) }) }

        /// Each path's stamp now: with what was kept (`known`), as recorded (`recorded`, asked only then) unless a
        /// change was reported for it or it has no record; without, as the disk shows it.
        static func stamps(of paths: [String], recorded: @autoclosure () -> [ArraySlice<UInt8>?], known: Known?, under root: String) -> [String?] {
            guard let known else { return AtomicFile.stamps(of: paths, under: root).stamps }
            let recorded = recorded()
            let look = paths.indices.filter { recorded[$0] == nil || known.changed.contains(paths[$0]) }
            let looked = AtomicFile.stamps(of: look.map { paths[$0] }, under: root).stamps
            var stamps = recorded.map { $0.map { String(decoding: $0, as: UTF8.self) } }
            for (k, index) in look.enumerated() { stamps[index] = looked[k] }
            return stamps
        }
    }

    private let events = FolderEvents()
    /// The output folder the state below is of, and the folder its path led to (device and inode): a folder above it
    /// renamed or replaced (a link to a checkout switched) leads the same path elsewhere, and no watch here sees that.
    private var directory: String?
    private var identity: (device: UInt64, inode: UInt64)?
    private var last: (ledger: GenerationLedger, ledgerText: (bytes: [UInt8], entries: [Range<Int>]), recordBytes: [UInt8],
                       record: (fingerprint: ArraySlice<UInt8>, lines: [UnchangedRun.Line]))?
    private var changed: Set<String> = []
    /// How many runs read what was kept instead of the disk (for tests: one that never does says nothing).
    private(set) var taken = 0

    public init() {}

    // What makes the kernel's report on a folder say anything changed in it, or to it.
    #if os(Linux)
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW | IN_ONLYDIR)
    #endif

    /// Before a run into `directory`, with the folder's lock held: what the last run left there, when the kernel
    /// vouches for it. The run takes it: nothing is kept unless `keep` is told what this run left.
    func take(_ directory: String) -> Known? {
        guard let last, self.directory == directory, let identity, Self.identity(of: directory).map({ $0 == identity }) == true,
              heard(into: &changed),
              !changed.contains(GenerationLedger.path), !changed.contains(UnchangedRun.path) else {
            forget()
            return nil
        }
        self.last = nil
        taken += 1
        var others: [String: ArraySlice<UInt8>] = [:]
        for line in last.record.lines where line.kind != "tandem" { others[line.path] = line.stamp }
        return Known(ledger: last.ledger, ledgerText: last.ledgerText, record: last.record, recordBytes: last.recordBytes,
                     changed: changed, others: others)
    }

    /// After a run that left a record (`record`: its bytes, its lines, and its file's stamp when this run wrote it)
    /// and the ledger `ledger` (`ledgerText` on disk), with the folder's lock still held.
    func keep(_ directory: String, ledger: GenerationLedger, ledgerText: (bytes: [UInt8], entries: [Range<Int>]),
              record: (bytes: [UInt8], parsed: (fingerprint: ArraySlice<UInt8>, lines: [UnchangedRun.Line]), written: String?)) {
        #if os(Linux)
        guard events.isAvailable, Self.isLocal(directory) else { return forget() }
        let lines = record.parsed.lines
        guard let found = Self.identity(of: directory) else { return forget() }
        if self.directory != directory || identity.map({ $0 != found }) ?? true {
            forget()
            (self.directory, identity) = (directory, found)
        }
        let root = OutputWriter(outputDirectory: directory).root
        // Every folder a recorded file is in, and those above it up to the output folder: one renamed or removed
        // above a file says nothing in the file's own folder. (Most lines are in the folder of the line before them:
        // compared with it first, the folder is made only when it differs.)
        var folders: Set<String> = ["", ".tandem"], folderOf = [Int](repeating: 0, count: lines.count), list: [String] = []
        for (index, line) in lines.enumerated() {
            if let last = list.last, Self.isDirectly(line.path, in: last) {
                folderOf[index] = list.count - 1
                continue
            }
            var folder = PathText.directory(of: line.path)
            list.append(folder)
            folderOf[index] = list.count - 1
            while !folder.isEmpty, folders.insert(folder).inserted { folder = PathText.directory(of: folder) }
        }
        let watching = events.folders
        var fresh: Set<String> = []
        for folder in folders where !watching.contains(folder) {
            guard events.watch(folder.isEmpty ? root : root + "/" + folder, as: folder, mask: Self.mask) else { return forget() }
            fresh.insert(folder)
        }
        // What the kernel reported before this run (a file the run did not look at again keeps its recorded stamp, and
        // stays changed), and during it: its own writes, and anything written beside them.
        var reported = self.changed
        guard heard(into: &reported) else { return forget() }
        // The record changed after this run wrote it (or while a run that wrote nothing ran) is not the one kept.
        if reported.contains(UnchangedRun.path), record.written == nil || AtomicFile.stamp(atPath: root + "/" + UnchangedRun.path) != record.written {
            return forget()
        }
        // Each file the kernel reported, and each in a folder only now watched (it may have changed before the watch
        // began), is looked at now: one whose stamp is the one the run recorded is as the run left it (its own write,
        // or a file it looked at); any other is looked at again next time.
        enum Look { case none, reported, all }
        let reportedFolders = Set(reported.map { PathText.directory(of: $0) })
        let look = list.map { fresh.contains($0) ? Look.all : reportedFolders.contains($0) ? .reported : .none }
        var recorded: [UnchangedRun.Line] = [], matched: Set<String> = []
        for (index, line) in lines.enumerated() {
            switch look[folderOf[index]] {
            case .all: break
            case .reported where reported.contains(line.path): break
            default: continue
            }
            recorded.append(line)
            matched.insert(line.path)
        }
        var unsure: Set<String> = []
        let now = AtomicFile.stamps(of: recorded.map(\.path), under: root).stamps
        for (line, stamp) in zip(recorded, now) where stamp.map({ !$0.utf8.elementsEqual(line.stamp) }) ?? true { unsure.insert(line.path) }
        // Any other name reported that is still there (a temporary left behind, say: its folder is cleaned next time),
        // but the record this run just wrote.
        for path in reported where !matched.contains(path) && path != UnchangedRun.path {
            if case .missing = AtomicFile.kind(root + "/" + path) { continue }
            unsure.insert(path)
        }
        changed = unsure
        last = (ledger, ledgerText, record.bytes, record.parsed)
        #endif
    }

    /// Whether changes to the folder at `path` can only be made on this machine, where the kernel sees them: the
    /// local file systems Linux reports (`statfs`); not a network share, FUSE, or a virtual machine's shared folder.
    static func isLocal(_ path: String) -> Bool {
        #if os(Linux)
        // statfs(2) is not among the functions Swift imports from glibc: found by name. Its `struct statfs` (120
        // bytes on 64-bit Linux) begins with the file system's type, a `long`.
        typealias Statfs = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "statfs") else { return false }
        let call = unsafeBitCast(symbol, to: Statfs.self)
        var info = [UInt8](repeating: 0, count: 512)
        guard info.withUnsafeMutableBytes({ call(path, $0.baseAddress!) }) == 0 else { return false }
        let type = info.withUnsafeBytes { $0.load(as: Int.self) }
        // ext2/3/4, XFS, Btrfs, tmpfs, overlayfs, ZFS, F2FS, ramfs, JFS, ReiserFS, bcachefs (linux/magic.h).
        let local: Set<Int> = [0xEF53, 0x5846_5342, 0x9123_683E, 0x0102_1994, 0x794C_7630, 0x2FC1_2FC1, 0xF2F5_2010,
                               0x8584_58F6, 0x3153_464A, 0x5265_4973, 0xCA45_1A4E]
        return local.contains(type)
        #else
        return false
        #endif
    }

    /// The device and inode of the folder `path` leads to (following links, as the run's writes do); nil when none.
    static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Whether `path` names a file right in `folder` (not below it).
    static func isDirectly(_ path: String, in folder: String) -> Bool {
        let bytes = path.utf8, prefix = folder.utf8
        guard bytes.count > prefix.count + (prefix.isEmpty ? 0 : 1) else { return false }
        if prefix.isEmpty { return !bytes.contains(UInt8(ascii: "/")) }
        guard bytes.starts(with: prefix), bytes[bytes.index(bytes.startIndex, offsetBy: prefix.count)] == UInt8(ascii: "/") else { return false }
        return !bytes[bytes.index(bytes.startIndex, offsetBy: prefix.count + 1)...].contains(UInt8(ascii: "/"))
    }

    /// Keeps nothing: the next run reads everything from disk, and the folders are watched afresh after it.
    func forget() {
        last = nil
        changed = []
        events.forgetAll()
        // Events queued before the watches ended name no folder now; they are read and dropped.
        events.drain { _, _ in }
    }

    /// Adds to `paths` each name the kernel reported a change to, as a path below the output folder; false when it
    /// reported something the names cannot say (a folder added, removed, renamed or changed, a watch ended, events
    /// lost).
    private func heard(into paths: inout Set<String>) -> Bool {
        var whole = true
        #if os(Linux)
        events.drain { event, _ in
            guard whole else { return }
            guard let folder = event.folder, !event.name.isEmpty,
                  !event.has(IN_ISDIR | IN_Q_OVERFLOW | IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) else {
                whole = false
                return
            }
            paths.insert(folder.isEmpty ? event.name : folder + "/" + event.name)
        }
        #else
        whole = false
        #endif
        return whole
    }
}

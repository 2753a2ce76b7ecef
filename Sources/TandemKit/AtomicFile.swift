import Foundation

/// Every file Tandem writes goes through here, so that nothing lands outside the place it was asked to write and no
/// file is ever half-written:
/// - a file is written to a temporary name in its folder, then renamed into place (rename(2) is atomic), or, to create
///   a file that must not exist yet, linked into place (link(2) fails if anything is there, even a link);
/// - no symbolic link is followed or replaced: a link where a file or folder would go is refused;
/// - folders are made one level at a time, each checked to be a real folder;
/// - every failure is one sentence naming the path, from the system's own reason.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// The process and a serial number name each temporary file uniquely, without a system call per file.
    static let processID = getpid()
    nonisolated(unsafe) static var serial = 0
    static let serialLock = NSLock()
    static func nextSerial() -> Int {
        serialLock.lock()
        defer { serialLock.unlock() }
        serial += 1
        return serial
    }

    /// `.NAME.tandem-PID-N.tmp`: what a run killed between writing and renaming leaves behind.
    static let temporaryMarker = ".tandem-"
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(temporaryMarker)
    }

    static func reason() -> String { String(cString: strerror(errno)) }

    enum Kind { case missing, file, directory, symlink, other(String) }

    /// What is at `path`; a link is reported as a link, or, with `followingLinks`, as what it leads to.
    static func kind(_ path: String, followingLinks: Bool = false) -> Kind {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFIFO: return .other("a named pipe (FIFO)")
        case S_IFCHR: return .other("a character device")
        case S_IFBLK: return .other("a block device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    static func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }

    /// Makes a folder and its missing parents. The path the user typed may go through a link (a home folder on
    /// another disk), so here a link is followed when it leads to a folder; below an output folder none is (see
    /// `makeDirectory(_:under:)`).
    public static func makeDirectory(_ path: String) throws {
        try walk(path.split(separator: "/").map(String.init), from: path.hasPrefix("/") ? "" : ".", create: true, root: nil)
    }

    /// Makes `relative` (and its missing parents) inside `root`, which must exist: every level below `root` must be a
    /// real folder, never a link, so nothing written there can land outside `root`.
    public static func makeDirectory(_ relative: String, under root: String) throws {
        try walk(relative.split(separator: "/").map(String.init), from: root, create: true, root: root)
    }

    /// Whether `relative`'s folders below `root` are all real folders (or missing): a link among them is refused.
    /// Whether the folders of `relative` are all there (false from the first that is missing).
    @discardableResult
    static func checkFolders(_ relative: String, under root: String) throws -> Bool {
        try walk(relative.split(separator: "/").dropLast().map(String.init), from: root, create: false, root: root)
    }

    /// Goes down `components` from `start`, checking each level is a folder (making missing ones when `create`).
    /// With a `root`, a link is refused; without, one leading to a folder is followed.
    @discardableResult
    static func walk(_ components: [String], from start: String, create: Bool, root: String?) throws -> Bool {
        var current = start
        for component in components where !component.isEmpty {
            current += "/" + component
            let shown = display(current)
            switch kind(current) {
            case .directory: continue
            case .missing:
                guard create else { return false }
                if mkdir(current, 0o755) != 0, errno != EEXIST {
                    throw Failure("cannot create the folder \(shown): \(reason())")
                }
                guard case .directory = kind(current) else {
                    throw Failure("cannot create the folder \(shown): something else appeared there")
                }
            case .symlink:
                if let root {
                    throw Failure("refusing to write into \(shown): it is a link to \(linkTarget(current)), and Tandem never writes through links (files would land outside \(root))")
                }
                var info = stat()
                if stat(current, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                throw Failure("\(shown) is a link to \(linkTarget(current)), which is not a folder")
            case .file: throw Failure("\(shown) is a file, not a folder")
            case .other(let what): throw Failure("\(shown) is \(what), not a folder")
            }
        }
        return true
    }

    static func display(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// Refuses a destination that is a link or a folder; a missing or regular file is fine.
    static func checkDestination(_ path: String) throws {
        switch kind(path) {
        case .missing, .file: return
        case .symlink: throw Failure("refusing to write \(path): it is a link to \(linkTarget(path)), and Tandem never writes through links")
        case .directory: throw Failure("cannot write \(path): it is a folder")
        case .other(let what): throw Failure("cannot write \(path): it is \(what)")
        }
    }

    /// Writes a temporary file beside `path`; returns its name.
    static func writeTemporary(_ data: Data, beside path: String, mode: mode_t? = nil) throws -> String {
        let directory = PathText.directory(of: path)
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/" + temporaryName(for: name)
        try writeNew(data, at: temporary, in: AT_FDCWD, shown: path, mode: mode)
        return temporary
    }

    /// `.NAME.tandem-PID-N.tmp`, unique within this process without a system call.
    static func temporaryName(for name: String) -> String { ".\(name)\(temporaryMarker)\(processID)-\(nextSerial()).tmp" }

    /// Creates the file `name` (relative to the folder `directory`, or a path with AT_FDCWD) with `data`; fails if
    /// anything is there, a link included.
    /// `mode`: the permissions to give the file exactly (those of a file it replaces), else 0644 less the umask.
    static func writeNew(_ data: Data, at name: String, in directory: Int32, shown: String, mode: mode_t? = nil) throws {
        let fd = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw Failure("cannot write \(shown): \(reason())") }
        if let mode { _ = fchmod(fd, mode) }
        let written = writeAll(data, to: fd)
        let failure = reason()
        close(fd)
        guard written else {
            unlinkat(directory, name, 0)
            throw Failure("cannot write \(shown): \(failure)")
        }
    }

    /// A folder below an output folder, opened once, one level at a time without following a link, so that
    /// thousands of files are written into it by name: no path is walked again per file, and a folder swapped for a
    /// link after it was checked cannot redirect a single write.
    public final class Folder: @unchecked Sendable {
        let descriptor: Int32
        /// The folder's path as shown in messages.
        public let path: String

        /// Opens `relative` (already made, see `makeDirectory(_:under:)`) inside `root`; `root` itself may be reached
        /// through a link, as the path the user typed may.
        public init(_ relative: String, under root: String) throws {
            path = relative.isEmpty ? root : root + "/" + relative
            guard let fd = try AtomicFile.descend(relative, under: root) else {
                throw Failure("cannot open the folder \(display(path)): \(String(cString: strerror(ENOENT)))")
            }
            descriptor = fd
        }

        deinit { close(descriptor) }

        /// Writes `data` to `name` in this folder atomically (a temporary file renamed over it).
        public func write(_ data: Data, to name: String) throws {
            let shown = display(path + "/" + name)
            let temporary = AtomicFile.temporaryName(for: name)
            try writeNew(data, at: temporary, in: descriptor, shown: shown)
            if renameat(descriptor, temporary, descriptor, name) != 0 {
                let failure = reason()
                unlinkat(descriptor, temporary, 0)
                throw Failure("cannot write \(shown): \(failure)")
            }
        }

        /// The stamp of `name` in this folder (`AtomicFile.stamp`), not following a link; nil when it is no regular file.
        public func stamp(of name: String) -> String? {
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return AtomicFile.stamp(info)
        }

        /// Creates `name` with `data` only if nothing is there (see `AtomicFile.create`); false when something was.
        public func create(_ data: Data, at name: String) throws -> Bool {
            let shown = display(path + "/" + name)
            let temporary = AtomicFile.temporaryName(for: name)
            try writeNew(data, at: temporary, in: descriptor, shown: shown)
            defer { unlinkat(descriptor, temporary, 0) }
            if linkat(descriptor, temporary, descriptor, name, 0) == 0 { return true }
            if errno == EEXIST { return false }
            throw Failure("cannot write \(shown): \(reason())")
        }
    }

    /// Opens the folder `relative` inside `root` one level at a time, never following a link below `root` (`root`
    /// itself may be reached through one, as the path the user typed may); nil when a level is missing.
    static func descend(_ relative: String, under root: String) throws -> Int32? {
        var fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure("cannot open the folder \(display(root)): \(reason())")
        }
        var shown = root
        for component in relative.split(separator: "/") {
            shown += "/" + component
            let next = openat(fd, String(component), O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            let failure = errno
            close(fd)
            guard next >= 0 else {
                if failure == ENOENT { return nil }
                throw Failure(failure == ELOOP || failure == ENOTDIR
                    ? "refusing to go into \(display(shown)): it is not a folder but \(describe(shown)), and Tandem never follows links below the output folder"
                    : "cannot open the folder \(display(shown)): \(String(cString: strerror(failure)))")
            }
            fd = next
        }
        return fd
    }

    /// What is at `path`, in words, for a refusal.
    static func describe(_ path: String) -> String {
        switch kind(path) {
        case .symlink: "a link to \(linkTarget(path))"
        case .file: "a file"
        case .directory: "a folder"
        case .missing: "nothing"
        case .other(let what): what
        }
    }

    /// The file `relative` inside `root`, read without following a link on the way or at the end (an output
    /// folder's files are read as its manifest names them, and the manifest is input like any other); nil when
    /// nothing is there.
    public static func read(_ relative: String, under root: String) throws -> [UInt8]? {
        guard let folder = try descend(PathText.directory(of: relative), under: root) else { return nil }
        defer { close(folder) }
        let name = (relative as NSString).lastPathComponent
        let shown = display(root + "/" + relative)
        let fd = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(errno == ELOOP ? "refusing to read \(shown): it is a link to \(linkTarget(root + "/" + relative)), and Tandem never follows links below the output folder"
                                        : "cannot read \(shown): \(reason())")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure("cannot read \(shown): \(reason())") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure("cannot read \(shown): it is not a regular file") }
        do { return try LocalFileSystem.readAll(fd, size: Int(info.st_size), path: shown) } catch {
            throw Failure("cannot read \(shown): \(error.localizedDescription)")
        }
    }

    /// Whether a regular file is at `relative` inside `root`, reached without following a link.
    public static func isFile(_ relative: String, under root: String) -> Bool {
        guard let folder = (try? descend(PathText.directory(of: relative), under: root)) ?? nil else { return false }
        defer { close(folder) }
        var info = stat()
        return fstatat(folder, (relative as NSString).lastPathComponent, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Removes the file `relative` inside `root`; a link on the way or in its place is refused, never followed.
    /// False when nothing was there.
    @discardableResult
    public static func remove(_ relative: String, under root: String) throws -> Bool {
        guard let folder = try descend(PathText.directory(of: relative), under: root) else { return false }
        defer { close(folder) }
        let name = (relative as NSString).lastPathComponent
        let shown = display(root + "/" + relative)
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return false }
            throw Failure("cannot remove \(shown): \(reason())")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure("refusing to remove \(shown): it is \(describe(root + "/" + relative)), not a file Tandem wrote")
        }
        guard unlinkat(folder, name, 0) == 0 else {
            if errno == ENOENT { return false }
            throw Failure("cannot remove \(shown): \(reason())")
        }
        return true
    }

    /// The names in the folder `relative` inside `root` (no link followed to reach it); nil when it is missing.
    static func names(in relative: String, under root: String) throws -> [String]? {
        guard let folder = try descend(relative, under: root) else { return nil }
        guard let stream = fdopendir(folder) else { close(folder); return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes `data` to `path` atomically, making its folder if needed; refuses a link or a folder at `path`. A file
    /// it replaces keeps its permissions (a design kept 0600 stays so); one with other names (hard links) is written
    /// in place, as editors do, so every name still shows it: the one write that is not atomic.
    public static func write(_ data: Data, to path: String) throws {
        guard !path.isEmpty else { throw Failure("the output path is empty") }
        let directory = PathText.directory(of: path)
        if !directory.isEmpty { try makeDirectory(directory) }
        try checkDestination(path)
        var existing = stat()
        let replaces = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        if replaces, existing.st_nlink > 1 { return try overwrite(data, at: path) }
        let temporary = try writeTemporary(data, beside: path, mode: replaces ? existing.st_mode & 0o7777 : nil)
        // rename(2) replaces the destination atomically: readers see the old file or the new one, never half.
        if rename(temporary, path) != 0 {
            let failure = reason()
            unlink(temporary)
            throw Failure("cannot write \(path): \(failure)")
        }
    }

    /// Writes all of `data` to `fd`; false on a failure (errno says which).
    static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
    }

    /// Replaces the contents of the regular file at `path` in place (never through a link).
    static func overwrite(_ data: Data, at path: String) throws {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { throw Failure("cannot write \(path): \(reason())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw Failure("cannot write \(path): it is not a regular file") }
        let written = writeAll(data, to: fd)
        guard written, fsync(fd) == 0 || errno == EINVAL else { throw Failure("cannot write \(path): \(reason())") }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Creates `path` with `data` only if nothing is there: the check and the creation are one step (link(2)), so a
    /// file someone makes meanwhile is never overwritten. Returns false when something was there.
    public static func create(_ data: Data, at path: String) throws -> Bool {
        let temporary = try writeTemporary(data, beside: path)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return true }
        if errno == EEXIST { return false }
        throw Failure("cannot write \(path): \(reason())")
    }
}

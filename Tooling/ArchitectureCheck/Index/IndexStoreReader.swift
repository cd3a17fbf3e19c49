public import Foundation
internal import IndexStore

/// One occurrence of a symbol the compiler recorded in a source file.
public struct IndexedOccurrence: Sendable, Equatable {
    /// The symbol's unique name: the same for every occurrence of one declaration, in any module.
    public var usr: String
    public var name: String
    public var kind: Int32
    public var roles: UInt64
    public var line: Int
    public var column: Int

    public static let definition: UInt64 = 1 << 1
    public static let reference: UInt64 = 1 << 2
    public static let implicit: UInt64 = 1 << 8
    public static let typealiasKind: Int32 = 11

    public init(usr: String, name: String, kind: Int32, roles: UInt64, line: Int, column: Int) {
        self.usr = usr
        self.name = name
        self.kind = kind
        self.roles = roles
        self.line = line
        self.column = column
    }

    public var isDefinition: Bool { roles & Self.definition != 0 }
    /// Written in the source: implicit references (synthesised code) are the compiler's, not ours.
    public var isWrittenReference: Bool { roles & Self.reference != 0 && roles & Self.implicit == 0 }
}

/// What the index holds for one source file: its module and its occurrences.
public struct IndexedFile: Sendable, Equatable {
    public var path: String
    public var module: String
    public var occurrences: [IndexedOccurrence]

    public init(path: String, module: String, occurrences: [IndexedOccurrence]) {
        self.path = path
        self.module = module
        self.occurrences = occurrences
    }
}

/// Reads the compiler's index store through libIndexStore (via the `IndexStore` C shim).
public enum IndexStoreReader {
    /// libIndexStore next to the `swift` on PATH: `<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib`.
    public static func libraryNextToSwift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for folder in folders {
            let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let real = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            for name in ["libIndexStore.so", "libIndexStore.dylib"] {
                let library = real.appendingPathComponent("lib").appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: library) { return library }
            }
        }
        return nil
    }

    /// Every file the store indexed (each record once), with its occurrences.
    public static func read(store: String, library: String) throws(CheckError) -> [IndexedFile] {
        if let problem = marcador_index_load(library) {
            throw .indexUnavailable(problem: String(cString: problem))
        }
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        let problem = marcador_index_read(store, context, collectRecord, collectOccurrence)
        if let problem {
            throw .indexUnavailable(problem: String(cString: problem))
        }
        return collector.files.map { IndexedFile(path: $0.path, module: $0.module, occurrences: $0.occurrences) }
    }
}

// MARK: - Callbacks from C
//
// The only pointers of the checker are here, because libIndexStore's C API hands out its strings
// as pointer and length, valid during the callback only, and takes the caller's state as an
// untyped context pointer. Each string is copied into a Swift String at once; the context is the
// collector, which `read` keeps alive until the C shim returns.

/// Gathers what the C shim reports. Used on one thread, for the length of one `read`.
private final class Collector {
    struct File {
        var path: String
        var module: String
        var occurrences: [IndexedOccurrence] = []
    }

    var files: [File] = []
    var recordsRead: Set<String> = []
}

private func text(_ pointer: UnsafePointer<CChar>?, _ length: Int) -> String {
    guard let pointer else { return "" }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
}

// The C shim passes back the context it was given: the collector, kept alive by `read`.
private let collectRecord: marcador_index_unit_record = { context, file, fileLength, module, moduleLength, record, recordLength in
    let collector = Unmanaged<Collector>.fromOpaque(context!).takeUnretainedValue()
    let name = text(record, recordLength)
    guard collector.recordsRead.insert(name).inserted else { return false }
    collector.files.append(Collector.File(path: text(file, fileLength), module: text(module, moduleLength)))
    return true
}

private let collectOccurrence: marcador_index_occurrence_found = { context, occurrence in
    let collector = Unmanaged<Collector>.fromOpaque(context!).takeUnretainedValue()
    guard let found = occurrence?.pointee, !collector.files.isEmpty else { return }
    collector.files[collector.files.count - 1].occurrences.append(
        IndexedOccurrence(
            usr: text(found.usr, found.usr_length), name: text(found.name, found.name_length), kind: found.kind, roles: found.roles,
            line: Int(found.line), column: Int(found.column)))
}

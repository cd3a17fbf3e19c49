public import Foundation
internal import IndexStore

/// Reads the index store through the toolchain's libIndexStore, loaded at run time. Every pointer of the
/// checker is here; the library's strings are valid during the call only, so each is copied at once.
public enum IndexStoreReader {
    /// libIndexStore next to the `swift` on PATH: `<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib`.
    public static func libraryNextToSwift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let swift = Subprocess.swiftInUse(environment: environment) else { return nil }
        let folder = URL(fileURLWithPath: swift).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        return ["libIndexStore.so", "libIndexStore.dylib"].map { folder.appendingPathComponent($0).path }.first {
            FileManager.default.fileExists(atPath: $0)
        }
    }

    /// The newest unit of every source file in the store, with its imports and occurrences.
    public static func read(store path: String, library: String) throws(CheckError) -> [IndexedFile] {
        guard FileManager.default.fileExists(atPath: path) else { throw .indexUnavailable(problem: "no index store at \(path)") }
        let api = try API(library: library)
        var error: OpaquePointer?
        guard let store = api.storeCreate(path, &error) else {
            throw .indexUnavailable(problem: "cannot open the index store at \(path)\(api.describe(error))")
        }
        defer { api.storeDispose(store) }
        let walk = Walk(api: api, store: store)
        _ = api.unitsApply(store, 0, Unmanaged.passUnretained(walk).toOpaque()) { context, name in
            Walk.of(context).unitNames.append(string(name))
            return true
        }
        var newest: [String: (file: IndexedFile, records: [String])] = [:]
        for name in walk.unitNames {
            guard let unit = walk.unit(named: name) else { continue }
            if let known = newest[unit.file.path], known.file.unitWritten >= unit.file.unitWritten { continue }
            newest[unit.file.path] = unit
        }
        let files = newest.values.map { unit in
            var file = unit.file
            file.occurrences = unit.records.flatMap(walk.occurrences(ofRecord:))
            return file
        }
        withExtendedLifetime(walk) {}
        return files.sorted { $0.path < $1.path }
    }
}

/// When a file was last modified, nil when it does not exist (`stat`: far cheaper than Foundation).
func modificationDate(_ path: String) -> Date? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
}

private func string(_ reference: indexstore_string_ref_t) -> String {
    guard let data = reference.data else { return "" }
    return data.withMemoryRebound(to: UInt8.self, capacity: reference.length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: reference.length), as: UTF8.self)
    }
}

private typealias Handle = OpaquePointer
private typealias Context = UnsafeMutableRawPointer?

private struct API {
    let storeCreate: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>) -> Handle?
    let storeDispose: @convention(c) (Handle) -> Void
    let errorDescription: @convention(c) (Handle) -> UnsafePointer<CChar>
    let errorDispose: @convention(c) (Handle) -> Void
    let unitsApply: @convention(c) (Handle, UInt32, Context, @convention(c) (Context, indexstore_string_ref_t) -> Bool) -> Bool
    let unitCreate: @convention(c) (Handle, UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>) -> Handle?
    let unitDispose: @convention(c) (Handle) -> Void
    let unitMainFile: @convention(c) (Handle) -> indexstore_string_ref_t
    let unitModule: @convention(c) (Handle) -> indexstore_string_ref_t
    let unitTime: @convention(c) (Handle, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    let dependenciesApply: @convention(c) (Handle, Context, @convention(c) (Context, Handle?) -> Bool) -> Bool
    let dependencyKind: @convention(c) (Handle) -> Int32
    let dependencyModule: @convention(c) (Handle) -> indexstore_string_ref_t
    let dependencyName: @convention(c) (Handle) -> indexstore_string_ref_t
    let recordCreate: @convention(c) (Handle, UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>) -> Handle?
    let recordDispose: @convention(c) (Handle) -> Void
    let occurrencesApply: @convention(c) (Handle, Context, @convention(c) (Context, Handle?) -> Bool) -> Bool
    let occurrenceSymbol: @convention(c) (Handle) -> Handle
    let occurrenceRoles: @convention(c) (Handle) -> UInt64
    let occurrenceLineColumn: @convention(c) (Handle, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    let symbolKind: @convention(c) (Handle) -> Int32
    let symbolName: @convention(c) (Handle) -> indexstore_string_ref_t
    let symbolUSR: @convention(c) (Handle) -> indexstore_string_ref_t

    init(library: String) throws(CheckError) {
        // Opened on every read, so a wrong path is an error even after a good one.
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            throw .indexLibraryUnavailable(problem: "cannot load \(library): \(dlerror().map { String(cString: $0) } ?? "unknown error")")
        }
        func load<Function>(_ name: String) throws(CheckError) -> Function {
            guard let symbol = dlsym(handle, "indexstore_" + name) else {
                throw .indexLibraryUnavailable(problem: "\(library) lacks indexstore_\(name)")
            }
            return unsafeBitCast(symbol, to: Function.self)
        }
        storeCreate = try load("store_create")
        storeDispose = try load("store_dispose")
        errorDescription = try load("error_get_description")
        errorDispose = try load("error_dispose")
        unitsApply = try load("store_units_apply_f")
        unitCreate = try load("unit_reader_create")
        unitDispose = try load("unit_reader_dispose")
        unitMainFile = try load("unit_reader_get_main_file")
        unitModule = try load("unit_reader_get_module_name")
        unitTime = try load("unit_reader_get_modification_time")
        dependenciesApply = try load("unit_reader_dependencies_apply_f")
        dependencyKind = try load("unit_dependency_get_kind")
        dependencyModule = try load("unit_dependency_get_modulename")
        dependencyName = try load("unit_dependency_get_name")
        recordCreate = try load("record_reader_create")
        recordDispose = try load("record_reader_dispose")
        occurrencesApply = try load("record_reader_occurrences_apply_f")
        occurrenceSymbol = try load("occurrence_get_symbol")
        occurrenceRoles = try load("occurrence_get_roles")
        occurrenceLineColumn = try load("occurrence_get_line_col")
        symbolKind = try load("symbol_get_kind")
        symbolName = try load("symbol_get_name")
        symbolUSR = try load("symbol_get_usr")
    }

    /// ": why", disposing of the error; "" without one.
    func describe(_ error: Handle?) -> String {
        guard let error else { return "" }
        defer { errorDispose(error) }
        return ": " + String(cString: errorDescription(error))
    }
}

/// The state of one read, handed to the C callbacks as their context.
private final class Walk {
    static let recordDependency: Int32 = 2
    static let unitDependency: Int32 = 1

    let api: API
    let store: Handle
    var unitNames: [String] = []
    /// Filled while one unit's dependencies are walked.
    var unitRecords: [String] = []
    var unitImports: [String] = []
    /// Filled while one record's occurrences are walked.
    var found: [IndexedOccurrence] = []
    var foundModules: Set<String> = []

    init(api: API, store: Handle) { (self.api, self.store) = (api, store) }

    static func of(_ context: Context) -> Walk {
        Unmanaged<Walk>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The unit's file, without occurrences, and its records; nil for a module's unit or an unreadable one.
    func unit(named name: String) -> (file: IndexedFile, records: [String])? {
        var error: Handle?
        guard let unit = api.unitCreate(store, name, &error) else {
            _ = api.describe(error)
            return nil
        }
        defer { api.unitDispose(unit) }
        let path = string(api.unitMainFile(unit))
        guard !path.isEmpty else { return nil }
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        api.unitTime(unit, &seconds, &nanoseconds)
        let written = Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
        (unitRecords, unitImports) = ([], [])
        _ = api.dependenciesApply(unit, Unmanaged.passUnretained(self).toOpaque()) { context, dependency in
            guard let dependency else { return true }
            let walk = Walk.of(context)
            switch walk.api.dependencyKind(dependency) {
            case Walk.recordDependency: walk.unitRecords.append(string(walk.api.dependencyName(dependency)))
            case Walk.unitDependency: walk.unitImports.append(string(walk.api.dependencyModule(dependency)))
            default: break
            }
            return true
        }
        let file = IndexedFile(
            path: path, module: string(api.unitModule(unit)), unitWritten: written, imports: unitImports, occurrences: [])
        return (file, unitRecords)
    }

    func occurrences(ofRecord name: String) -> [IndexedOccurrence] {
        var error: Handle?
        guard let record = api.recordCreate(store, name, &error) else {
            _ = api.describe(error)
            return []
        }
        defer { api.recordDispose(record) }
        (found, foundModules) = ([], [])
        _ = api.occurrencesApply(record, Unmanaged.passUnretained(self).toOpaque()) { context, occurrence in
            guard let occurrence else { return true }
            let walk = Walk.of(context)
            let api = walk.api
            let symbol = api.occurrenceSymbol(occurrence)
            var found = IndexedOccurrence(
                usr: "", name: "", kind: api.symbolKind(symbol), roles: api.occurrenceRoles(occurrence), line: 0, column: 0)
            // Strings are made only for what the rules read (a module, where the file imports it; a
            // definition; a reference written in the source): they are most of the time a read takes.
            guard found.kind == IndexedOccurrence.moduleKind || found.isDefinition || found.isWrittenReference else { return true }
            found.name = string(api.symbolName(symbol))
            guard found.kind != IndexedOccurrence.moduleKind || walk.foundModules.insert(found.name).inserted else { return true }
            found.usr = string(api.symbolUSR(symbol))
            var line: UInt32 = 0
            var column: UInt32 = 0
            api.occurrenceLineColumn(occurrence, &line, &column)
            (found.line, found.column) = (Int(line), Int(column))
            walk.found.append(found)
            return true
        }
        return found
    }
}

/// What the compiler's index holds for one source file: its unit, its imports, its occurrences.
public struct IndexedFile: Sendable, Equatable {
    /// Absolute, as the compiler saw it.
    public var path: String
    public var module: String
    /// When the compiler wrote the file's unit: a source modified later is not in the index as it is.
    public var unitWritten: Date
    public var imports: [String]
    public var occurrences: [IndexedOccurrence]
}

/// One occurrence of a symbol in a source file.
public struct IndexedOccurrence: Sendable, Equatable {
    /// The symbol's unique name: the same for every occurrence of one declaration, in any module.
    public var usr: String
    public var name: String
    /// libIndexStore's symbol kind (`indexstore_symbol_kind_t`).
    public var kind: Int32
    public var roles: UInt64
    public var line: Int
    public var column: Int

    public static let definition: UInt64 = 1 << 1
    public static let reference: UInt64 = 1 << 2
    public static let implicit: UInt64 = 1 << 8
    public static let moduleKind: Int32 = 1
    public static let typealiasKind: Int32 = 11

    public var isDefinition: Bool { roles & Self.definition != 0 }
    /// Written in the source: implicit references (synthesised code) are the compiler's, not ours.
    public var isWrittenReference: Bool { roles & Self.reference != 0 && roles & Self.implicit == 0 }
}

/// A piece that keeps a file for as long as the app lives (a repository over its file, the
/// settings): what the person must be told about that file.
@MainActor
public protocol ArchivoDeLaApp: AnyObject {
    /// The file could not be read at start and was set aside: said once, before anything else.
    var avisoAlCargar: String? { get }
    /// The last change shown could not be saved, and why; `nil` when disk and screens agree.
    var falloAlGuardar: String? { get }
}

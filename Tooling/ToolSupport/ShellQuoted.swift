import Foundation

/// `word` as a shell reads it back: in single quotes unless it is plain. A tool's report quotes
/// the command line it ran this way.
public func shellQuoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@%+=:,./_-".contains($0)) }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\"'\"'") + "'"
}

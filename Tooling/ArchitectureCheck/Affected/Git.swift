public import Foundation

/// The few questions `affected` asks git, each one command.
public enum Git {
    /// The files changed since `base`, in commits and in the working tree, deleted ones and both
    /// sides of a rename included, plus untracked files that are not ignored.
    static func changedFiles(since base: String, root: URL) throws(CheckError) -> [String] {
        let tracked = try run(["diff", "--name-only", "--no-renames", base, "--"], root: root)
        // Build products are never sources, even where no .gitignore says so.
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "--", ".", ":(exclude).build"], root: root)
        return Array(Set(lines(tracked) + lines(untracked))).sorted()
    }

    /// Where the branch left `main` (or `origin/main`, as a CI checkout has it).
    static func mergeBaseWithMain(root: URL) throws(CheckError) -> String {
        for main in ["main", "origin/main"] {
            if let base = try? run(["merge-base", "HEAD", main], root: root).trimmingCharacters(in: .whitespacesAndNewlines),
                !base.isEmpty
            {
                return base
            }
        }
        throw .usage(problem: "no merge base with main or origin/main; pass --base REV")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    public static func run(_ arguments: [String], root: URL) throws(CheckError) -> String {
        let git = try Subprocess.run(
            ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments, cannotStart: { .gitFailed(problem: $0) })
        guard git.status == 0 else {
            throw .usage(
                problem:
                    "`git \(arguments.joined(separator: " "))` failed in \(root.path): is it a git repository, and does the revision exist?"
            )
        }
        return String(decoding: git.output, as: UTF8.self)
    }
}

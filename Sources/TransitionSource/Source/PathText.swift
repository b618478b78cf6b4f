/// Path arithmetic on the strings the command line and imports are written as. Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character path on Linux (`"a"`, `"-"`), a
/// spec name a user may well choose, so the directory is taken here instead.
public enum PathText {
    /// Everything before the last `/`: `""` for a bare name, `"/"` for a file at the root,
    /// trailing slashes ignored, as `deletingLastPathComponent` answers.
    public static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var directory = trimmed[..<slash]
        while directory.count > 1, directory.hasSuffix("/") { directory = directory.dropLast() }
        return String(directory)
    }

    /// The one spelling of a path that imports, the checker and the language server compare:
    /// `.` and `name/..` components removed, so `app/../lib/a.transition` is `lib/a.transition`.
    /// Purely textual, the same on every platform: Foundation's `standardizingPath` leaves `..`
    /// in relative paths, and on macOS also drops a leading `/private` (`/private/var/…` is
    /// `/var/…` there), so a path the language server held would not match the import that
    /// named it.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

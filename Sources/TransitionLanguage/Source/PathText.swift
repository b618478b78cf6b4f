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
}

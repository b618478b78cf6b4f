import Foundation

/// Fresh folders under the system's temporary directory, for tests that write files.
public enum TemporaryDirectory {
    /// Creates `<tmp>/<prefix>-<UUID>`; the caller removes it with `remove`.
    public static func create(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Removes a folder `create` made, and everything in it; a folder already gone is no error.
    public static func remove(_ directory: URL) throws {
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        try FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` with a fresh folder and removes the folder afterwards, whatever `body` does.
    public static func with<T>(_ prefix: String, _ body: (URL) throws -> T) throws -> T {
        let directory = try create(prefix)
        defer { try? remove(directory) }
        return try body(directory)
    }
}

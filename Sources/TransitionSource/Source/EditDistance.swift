/// Levenshtein distance over UTF-8 bytes, for "did you mean" suggestions on short names.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8), b = Array(b.utf8)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...b.count {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}

/// The candidate closest to `typed` (case-insensitive, a swap of two neighbouring letters counting
/// as one edit), if it is within a third of the typed length (one to three edits); ties go to the
/// alphabetically first. Shared by the checker's "did you mean" and the command line's.
public func closestName(to typed: String, among candidates: [String]) -> String? {
    let lowerTyped = typed.lowercased()
    let limit = max(1, min(3, typed.count / 3))
    let scored: [(String, Int)] = candidates.map { candidate in
        let lower = candidate.lowercased()
        return (candidate, isTransposition(lower, lowerTyped) ? 1 : editDistance(lower, lowerTyped))
    }
    return scored
        .filter { $0.1 <= limit }
        .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
}

/// `form` for `from`: two neighbouring letters swapped, the commonest typo, counts as one edit.
func isTransposition(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8), b = Array(b.utf8)
    guard a.count == b.count, a != b else { return false }
    let differing: [Int] = a.indices.filter { a[$0] != b[$0] }
    guard differing.count == 2 else { return false }
    let i = differing[0], j = differing[1]
    return j == i + 1 && a[i] == b[j] && a[j] == b[i]
}

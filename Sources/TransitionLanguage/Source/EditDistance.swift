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

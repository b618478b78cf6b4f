import Foundation

/// Spelling spec text as Swift: identifiers, string literals and comments. Every name and string
/// the emitter writes goes through here, so no spec text can change the meaning of the code around
/// it.
public enum SwiftNames {
    /// Swift keywords and contextual words that cannot be used bare as a declaration or member name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "_", "some", "any", "async", "actor", "macro",
        "package",
    ]

    /// Names that even backticks do not make usable everywhere (`x.self`, `T.Type`, `init`): these
    /// get a trailing underscore instead.
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super", "_"]

    /// `name` as a Swift identifier: characters Swift does not allow in identifiers become `_uXXXX_`,
    /// a leading digit gets a `_`, keywords are escaped with backticks, and the few names backticks
    /// cannot rescue (`self`, `Type`, `init`) get a trailing underscore.
    public static func identifier(_ name: String) -> String {
        let plain = mangled(name)
        if unusable.contains(plain) { return plain + "_" }
        if keywords.contains(plain) { return "`\(plain)`" }
        return plain
    }

    /// A reference to a type the app declares (a screen's view-controller class): keywords,
    /// `Type` and `Self` included, are escaped with backticks, which is how such a class is declared.
    public static func appType(_ name: String) -> String {
        let plain = mangled(name)
        return keywords.contains(plain) ? "`\(plain)`" : plain
    }

    /// A type name made by joining spec names and fixed words (`Reveal` + `Animator`), escaped like
    /// ``identifier(_:)``.
    public static func typeName(_ parts: String...) -> String {
        identifier(parts.map(mangled).joined())
    }

    /// `name` with only characters Swift accepts in an identifier.
    static func mangled(_ name: String) -> String {
        var result = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            if isIdentifierScalar(scalar, first: index == 0) {
                result.unicodeScalars.append(scalar)
            } else if index == 0, isIdentifierScalar(scalar, first: false) {
                result += "_"
                result.unicodeScalars.append(scalar)
            } else {
                result += "_u" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        return result.isEmpty ? "_" : result
    }

    /// A conservative subset of Swift's identifier characters: ASCII letters, digits and `_`, and
    /// non-ASCII letters and marks (never operators, spaces or punctuation).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x30...0x39: return !first
        case 0..<0x80: return false
        default:
            let properties = scalar.properties
            if properties.isWhitespace || properties.isPatternSyntax || properties.isNoncharacterCodePoint { return false }
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
                return true
            case .nonspacingMark, .spacingMark, .decimalNumber:
                return !first
            default:
                return false
            }
        }
    }

    /// `text` as a Swift string literal, quotes included. Quotes, backslashes (so `\(` cannot start
    /// an interpolation) and every control or line-breaking character are escaped.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .lineSeparator
                    || category == .paragraphSeparator {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` made safe inside a `//` or `/* */` comment: one line, no comment delimiters, no control
    /// or invisible formatting characters.
    public static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .lineSeparator
                || category == .paragraphSeparator || category == .format {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        // Break every `*/` and `/*` so the text can neither end nor open a block comment.
        while result.contains("*/") || result.contains("/*") {
            result = result.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
        }
        return result
    }

    /// The first letter lowercased: `Main` -> `main`, for local names made from screen names.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// The first letter uppercased: `back` -> `Back`, for method names made from gesture names.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}

/// Hands out names unique within one scope, numbering repeats: `shot`, `shot2`, `shot3`.
struct NameScope {
    private var taken: Set<String>

    init(taken: Set<String> = []) {
        self.taken = taken
    }

    /// `base`, or `base` with the first number that makes it unique; the name is then taken.
    mutating func claim(_ base: String) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }
}

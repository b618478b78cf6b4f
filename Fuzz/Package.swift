// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept apart from the product so `swift build` and `swift test` at the root
// never see them. Build and run them with `scripts/fuzz.sh TARGET SECONDS`, which passes
// `-sanitize=fuzzer,address` to every module, this package's and transc's.
let package = Package(
    name: "transc-fuzz",
    dependencies: [.package(name: "transc", path: "..")],
    targets: [
        // Declares libFuzzer's driver, which each target's `main.swift` calls.
        .target(name: "FuzzerDriver"),
        // Bytes → parse and check, format, and for a clean spec emit Swift.
        .executableTarget(name: "FuzzCheck", dependencies: [
            "FuzzerDriver",
            .product(name: "TransitionLanguage", package: "transc"),
            .product(name: "TransitionModel", package: "transc"),
            .product(name: "TransitionSyntax", package: "transc"),
            .product(name: "TransitionSource", package: "transc"),
            .product(name: "SwiftEmitter", package: "transc"),
        ]),
        // Bytes → for a clean spec, the tour of every graph and every scenario on the core.
        .executableTarget(name: "FuzzRun", dependencies: [
            "FuzzerDriver",
            .product(name: "TransitionLanguage", package: "transc"),
            .product(name: "TransitionModel", package: "transc"),
            .product(name: "TransitionSyntax", package: "transc"),
            .product(name: "TransitionSource", package: "transc"),
            .product(name: "TransitionRuntime", package: "transc"),
        ]),
        // Bytes → a sequence of framed messages to the language server.
        .executableTarget(name: "FuzzServer", dependencies: [
            "FuzzerDriver",
            .product(name: "TransitionLanguage", package: "transc"),
            .product(name: "TransitionModel", package: "transc"),
            .product(name: "TransitionSyntax", package: "transc"),
            .product(name: "TransitionSource", package: "transc"),
            .product(name: "LanguageServer", package: "transc"),
        ]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .library(name: "TransitionLanguage", targets: ["TransitionLanguage"]),
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        // For the fuzz targets in `Fuzz/`, a package of their own that depends on this one.
        .library(name: "TransitionRuntime", targets: ["TransitionRuntime"]),
        .library(name: "SwiftEmitter", targets: ["SwiftEmitter"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
    ],
    targets: [
        // Front end: source files, lexer, parser, AST, diagnostics, checker, checked model, formatter.
        // It uses the core's spring model to tell when a spring settles.
        .target(name: "TransitionLanguage", dependencies: ["TransitionCore"]),
        // Headless model of UIKit's navigation and animation machinery. Knows nothing of the language.
        .target(name: "TransitionCore"),
        // Runs a checked model on the core: `transc run` and `transc test`.
        .target(name: "TransitionRuntime", dependencies: ["TransitionLanguage", "TransitionCore"]),
        // UIKit source generation from the checked model.
        .target(name: "SwiftEmitter", dependencies: ["TransitionLanguage"]),
        // JSON-RPC framing and the Language Server Protocol on top of the front end.
        .target(name: "LanguageServer", dependencies: ["TransitionLanguage"]),
        // The command line: argument handling and printing only.
        .executableTarget(
            name: "transc",
            dependencies: ["TransitionLanguage", "TransitionRuntime", "SwiftEmitter", "LanguageServer"]
        ),
        // Front-end benchmarks, phase by phase (release build): `swift run -c release transc-bench FILE`.
        .executableTarget(name: "transc-bench", dependencies: ["TransitionLanguage"]),
        // Valid specs made at random from a seed, for the property tests.
        .target(name: "SpecGenerator", path: "Tests/SpecGenerator"),
        .testTarget(name: "TransitionLanguageTests", dependencies: ["TransitionLanguage", "SpecGenerator"]),
        .testTarget(name: "TransitionCoreTests", dependencies: ["TransitionCore"]),
        .testTarget(name: "TransitionRuntimeTests", dependencies: ["TransitionRuntime", "TransitionLanguage", "TransitionCore", "SpecGenerator"]),
        .testTarget(name: "SwiftEmitterTests", dependencies: ["SwiftEmitter", "TransitionLanguage", "SpecGenerator"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TransitionLanguage", "SpecGenerator"]),
        .testTarget(name: "TranscTests", dependencies: ["transc"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .library(name: "TransitionLanguage", targets: ["TransitionLanguage"]),
        .library(name: "TransitionModel", targets: ["TransitionModel"]),
        .library(name: "TransitionSyntax", targets: ["TransitionSyntax"]),
        .library(name: "TransitionSource", targets: ["TransitionSource"]),
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        // `plugins: [.plugin(name: "TransitionCodegen", package: "transc")]` on a target turns its
        // .transition files into Swift during the build.
        .plugin(name: "TransitionCodegen", targets: ["TransitionCodegen"]),
        // For the fuzz targets in `Fuzz/`, a package of their own that depends on this one.
        .library(name: "TransitionRuntime", targets: ["TransitionRuntime"]),
        .library(name: "SwiftEmitter", targets: ["SwiftEmitter"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
    ],
    targets: [
        // The front end's checker and its entry points (`Compilation`, `StepsText`): a parsed file
        // to a checked model. It uses the core's spring model to tell when a spring settles. The
        // module graph is ARCHITECTURE.md's, and ModuleGraphTests holds the imports to it.
        .target(name: "TransitionLanguage", dependencies: ["TransitionSyntax", "TransitionSource", "TransitionModel", "TransitionCore"]),
        // Lexer, parser, the flat syntax tree and the formatter, which reads tokens and the tree.
        .target(name: "TransitionSyntax", dependencies: ["TransitionSource", "TransitionModel", "TransitionCore"]),
        // Source files, ranges and diagnostics (codes, rendering, JSON, SARIF): what every stage reports
        // with. It converts numbers as the core does (`Int(checked:)`).
        .target(name: "TransitionSource", dependencies: ["TransitionCore"]),
        // The checked model and the motion plans lowered from it: all a back end sees of a spec.
        .target(name: "TransitionModel", dependencies: ["TransitionSource", "TransitionCore"]),
        // Headless model of UIKit's navigation and animation machinery. Knows nothing of the language.
        .target(name: "TransitionCore"),
        // Runs a checked model on the core: `transc run` and `transc test`.
        .target(name: "TransitionRuntime", dependencies: ["TransitionModel", "TransitionSource", "TransitionCore"]),
        // UIKit source generation: prints the motion plans the front end lowers.
        .target(name: "SwiftEmitter", dependencies: ["TransitionModel", "TransitionSource", "TransitionCore"]),
        // Pictures of a spec: the navigation graph (DOT, Mermaid, SVG through Graphviz) and the
        // self-contained HTML preview that plays the interpreter's traces.
        .target(name: "TransitionPictures", dependencies: ["TransitionModel", "TransitionSource", "TransitionRuntime"]),
        // JSON-RPC framing and the Language Server Protocol on top of the front end.
        .target(name: "LanguageServer", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionCore"]),
        // The command line: argument handling and printing only.
        .executableTarget(
            name: "transc",
            dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionRuntime", "SwiftEmitter", "LanguageServer", "TransitionPictures"]
        ),
        // The build-tool plugin: `transc emit-swift` on every .transition file of a target.
        .plugin(name: "TransitionCodegen", capability: .buildTool(), dependencies: ["transc"]),
        // Front-end benchmarks, phase by phase (release build): `swift run -c release transc-bench FILE`.
        .executableTarget(name: "transc-bench", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource"]),
        // Valid specs made at random from a seed, for the property tests.
        .target(name: "SpecGenerator", path: "Tests/SpecGenerator"),
        // What the tests share: golden files (`GOLDEN_UPDATE=1`), running programs (the built
        // `transc` beside the test bundle), compiling specs to checked models, temporary folders.
        // Only test targets depend on it (it imports XCTest).
        .target(name: "TestSupport", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource"], path: "Tests/TestSupport"),
        .testTarget(name: "TransitionLanguageTests", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "SpecGenerator", "TestSupport"]),
        .testTarget(name: "TransitionCoreTests", dependencies: ["TransitionCore"]),
        .testTarget(name: "TransitionRuntimeTests", dependencies: ["TransitionRuntime", "TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionCore", "SpecGenerator", "TestSupport"]),
        .testTarget(name: "SwiftEmitterTests", dependencies: ["SwiftEmitter", "TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "SpecGenerator", "TestSupport", "transc"]),
        .testTarget(name: "TransitionPicturesTests", dependencies: ["TransitionPictures", "TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionRuntime", "TestSupport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "SpecGenerator"]),
        .testTarget(name: "TranscTests", dependencies: ["transc", "TestSupport"]),
        // The differential test: the emitted Swift compiled against a runnable UIKit on the core
        // (Tests/UIKitRuntime, built by the harness with swiftc into a module named UIKit) must
        // replay every scenario as the interpreter does. `scripts/differential.sh` runs the tool.
        .target(name: "DifferentialHarness", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionRuntime", "SwiftEmitter"],
                path: "Tests/DifferentialHarness"),
        .executableTarget(name: "transc-differential", dependencies: ["DifferentialHarness"], path: "Tests/DifferentialTool"),
        .testTarget(name: "DifferentialTests", dependencies: ["DifferentialHarness", "TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "SpecGenerator", "TestSupport"]),
        // Both back ends from one plan: the interpreter's trace and the emitted Swift agree.
        .testTarget(name: "MotionPlanTests", dependencies: ["TransitionLanguage", "TransitionSyntax", "TransitionModel", "TransitionSource", "TransitionCore", "TransitionRuntime", "SwiftEmitter", "DifferentialHarness", "TestSupport"]),
    ]
)

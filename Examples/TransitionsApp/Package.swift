// swift-tools-version:6.0
import PackageDescription

// An app's package that turns its .transition specs into UIKit code with transc's build plugin.
// In an app of your own, depend on transc by URL instead:
//     .package(url: "https://github.com/transc/transc", from: "0.1.0")
let package = Package(
    name: "TransitionsApp",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(name: "transc", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppTransitions",
            plugins: [.plugin(name: "TransitionCodegen", package: "transc")]
        ),
    ]
)

import TransitionModel
import TransitionSource

/// Writes a coordinator's taps: when a transition keeps a view on screen for a screen (a dimming
/// backdrop, the picture of the screen a menu slid away from), the spec's tap on it is added
/// (`attachTaps(toKept:of:)`); `TransitionCoordinator.addTap` makes the view take touches and
/// goes back from the screen when it is tapped.
struct TapEmitter {
    let graph: NavigationGraph

    /// The coordinator's member for the taps, when the graph has any.
    var members: [(inout SwiftWriter) -> Void] {
        graph.taps.isEmpty ? [] : [writeAttach]
    }

    private func writeAttach(into w: inout SwiftWriter) {
        w.block("override func attachTaps(toKept views: [String: UIView], of screen: UIViewController)") { w in
            for tap in graph.taps {
                let screen = graph.screens[tap.screen]
                let view = SwiftNames.identifier(SwiftNames.mangled(tap.view))
                let goesBack = tap.operation == .dismiss ? "dismisses it" : "pops it"
                w.line("// `\(SwiftNames.commentText(tap.name))`: a tap on `\(SwiftNames.commentText(tap.view))`, kept while `\(SwiftNames.commentText(screen.name))` shows, \(goesBack).")
                w.block("if screen is \(SwiftNames.appType(screen.typeName)), let \(view) = views[\(SwiftNames.stringLiteral(tap.view))]") { w in
                    let name = SwiftNames.stringLiteral("\(graph.name).\(tap.name)")
                    w.line("addTap(named: \(name), to: \(view), of: screen, dismisses: \(tap.operation == .dismiss))")
                }
            }
        }
    }
}

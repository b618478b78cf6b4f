import TransitionSource
import TransitionModel
import TransitionSyntax
/// Lookups for the checker's rules that cannot trap.
///
/// The checker runs on trees the parser recovered from, so a graph can have no screens at all and
/// a scenario can stand anywhere. Rules read screens and gestures through these lookups, which
/// answer nil for an index the graph does not have, instead of subscripting.
extension NavigationGraph {
    /// The screen at `index`, or nil when the graph has no such screen.
    func screen(at index: Int) -> Screen? {
        screens.indices.contains(index) ? screens[index] : nil
    }

    /// The gesture at `index`, or nil when the graph has no such gesture.
    func gesture(at index: Int) -> Gesture? {
        gestures.indices.contains(index) ? gestures[index] : nil
    }

    /// The name of the screen at `index` for a message; an index the graph does not have (which a
    /// rule reaches only after the mistake was reported elsewhere) reads as the graph's name.
    func screenName(_ index: Int) -> String {
        screen(at: index)?.name ?? name
    }
}

import Foundation
import TransitionModel
import TransitionSource

/// The navigation graph in Graphviz's DOT language (`transc graph --format dot`): one cluster per
/// graph; screens as rounded boxes with their view-controller type, the root entered from a dot;
/// push edges solid, modal edges dashed and violet; each edge labelled with the animators on both
/// sides and the gestures that drive it; warnings in amber with their codes, unreachable screens
/// dashed and grey. Same picture, same bytes.
public enum DotWriter {
    /// The DOT text of `picture`, ready for `dot -Tsvg`.
    public static func write(_ picture: GraphPicture) -> String {
        var out = """
        digraph transitions {
            graph [rankdir=LR, fontname="Helvetica", fontsize=12, nodesep=0.5, ranksep=1.2, newrank=true];
            node [shape=box, style="rounded,filled", fillcolor="#f8fafc", color="#334155", fontname="Helvetica", fontsize=12];
            edge [fontname="Helvetica", fontsize=9, color="#1e293b", fontcolor="#1e293b"];

        """
        for (g, graph) in picture.graphs.enumerated() {
            out += "    subgraph \"cluster_\(g)\" {\n"
            let title = ["navigation \(graph.name)"] + graph.warnings.map { "⚠ \($0.code): \($0.message)" }
            out += "        label=\(quoted(title.joined(separator: "\n"))); style=\"rounded\"; color=\"\(graph.warnings.isEmpty ? "#94a3b8" : "#d97706")\"; fontsize=14;\n"
            out += "        \(quoted("\(g).start")) [shape=point, width=0.12, color=\"#1e293b\", fillcolor=\"#1e293b\", label=\"\"];\n"
            if graph.hasWildcard {
                out += "        \(quoted("\(g).*")) [label=\"any screen (*)\", shape=ellipse, style=\"dashed\", fontcolor=\"#475569\"];\n"
            }
            for (s, screen) in graph.screens.enumerated() {
                out += "        \(quoted("\(g).\(s)")) [\(nodeAttributes(screen))];\n"
            }
            if let root = graph.screens.firstIndex(where: \.isRoot) {
                out += "        \(quoted("\(g).start")) -> \(quoted("\(g).\(root)")) [tooltip=\"root\"];\n"
            }
            for link in graph.links {
                let source = link.source.map { "\(g).\($0)" } ?? "\(g).*"
                out += "        \(quoted(source)) -> \(quoted("\(g).\(link.destination)")) [\(edgeAttributes(link, graph))];\n"
            }
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    private static func nodeAttributes(_ screen: GraphPicture.ScreenNode) -> String {
        var lines = ["<b>\(html(screen.name))</b>", "<font point-size=\"10\">\(html(screen.typeName))</font>"]
        if screen.isRoot { lines.append("<font point-size=\"9\">root</font>") }
        if screen.isUnreachable { lines.append("<font point-size=\"9\">unreachable</font>") }
        lines += screen.warnings.map { "<font point-size=\"9\" color=\"#b45309\">⚠ \(html($0.code))</font>" }
        var attributes = ["label=<\(lines.joined(separator: "<br/>"))>"]
        if screen.isRoot { attributes += ["penwidth=2.5", "fillcolor=\"#dbeafe\""] }
        if screen.isUnreachable { attributes += ["style=\"rounded,filled,dashed\"", "fillcolor=\"#f1f5f9\"", "fontcolor=\"#64748b\""] }
        if !screen.warnings.isEmpty { attributes += ["color=\"#d97706\"", "penwidth=2", "tooltip=\(quoted(tooltip(screen.warnings)))"] }
        return attributes.joined(separator: ", ")
    }

    private static func edgeAttributes(_ link: GraphPicture.Link, _ graph: GraphPicture.Graph) -> String {
        var lines = [link.forward, link.backward] + link.gestures.map { "gesture \($0)" }
        lines += link.warnings.map { "⚠ \($0.code)" }
        // `\l` ends each line left-aligned.
        var attributes = ["label=\"\(lines.map { escaped($0) + "\\l" }.joined())\""]
        switch link.kind {
        case .push: break
        case .modal: attributes += ["style=dashed", "color=\"#7c3aed\"", "fontcolor=\"#5b21b6\"", "arrowhead=empty"]
        }
        if !link.gestures.isEmpty { attributes.append("penwidth=2") }
        if !link.warnings.isEmpty {
            attributes += ["color=\"#d97706\"", "fontcolor=\"#b45309\"", "tooltip=\(quoted(tooltip(link.warnings)))"]
        }
        return attributes.joined(separator: ", ")
    }

    private static func tooltip(_ warnings: [GraphPicture.Warning]) -> String {
        warnings.map { "warning \($0.code): \($0.message)" }.joined(separator: "\n")
    }

    /// A DOT quoted string.
    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// Text inside a DOT quoted string.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// Text as HTML character data (`&`, `<`, `>`, `"` escaped): graph labels and the preview page.
    static func html(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// The navigation graph as a Mermaid flowchart (`transc graph --format mermaid`), which GitHub
/// renders inside a ```` ```mermaid ```` block: the same picture as `DotWriter`, with push edges
/// solid, modal edges dotted, and classes for the root, unreachable screens and warnings.
public enum MermaidWriter {
    /// The flowchart text of `picture`, without the Markdown fence.
    public static func write(_ picture: GraphPicture) -> String {
        var out = "flowchart LR\n"
        var links: [String] = []
        var classes: [(String, String)] = []
        var warningLinks: [Int] = []
        var modalLinks: [Int] = []
        for (g, graph) in picture.graphs.enumerated() {
            out += "    subgraph g\(g)[\(label("navigation \(graph.name)"))]\n"
            out += "        g\(g)entry((\" \"))\n"
            classes.append(("entry", "g\(g)entry"))
            if graph.hasWildcard { out += "        g\(g)any([\(label("any screen (*)"))])\n" }
            if !graph.warnings.isEmpty {
                out += "        g\(g)warnings[\(label(graph.warnings.map { "⚠ \($0.code): \(text($0.message))" }.joined(separator: "<br/>")))]\n"
                classes.append(("warning", "g\(g)warnings"))
            }
            for (s, screen) in graph.screens.enumerated() {
                var lines = ["<b>\(screen.name)</b>", "<small>\(screen.typeName)</small>"]
                if screen.isRoot { lines.append("root") }
                if screen.isUnreachable { lines.append("unreachable") }
                lines += screen.warnings.map { "⚠ \($0.code)" }
                out += "        g\(g)s\(s)[\(label(lines.joined(separator: "<br/>")))]\n"
                if screen.isRoot { classes.append(("root", "g\(g)s\(s)")) }
                if screen.isUnreachable { classes.append(("unreachable", "g\(g)s\(s)")) }
                if !screen.warnings.isEmpty { classes.append(("warning", "g\(g)s\(s)")) }
            }
            out += "    end\n"
            if let root = graph.screens.firstIndex(where: \.isRoot) { links.append("g\(g)entry --> g\(g)s\(root)") }
            for link in graph.links {
                let source = link.source.map { "g\(g)s\($0)" } ?? "g\(g)any"
                var lines = [link.forward, link.backward] + link.gestures.map { "gesture \($0)" }
                lines += link.warnings.map { "⚠ \($0.code)" }
                let text = label(lines.joined(separator: "<br/>"))
                switch link.kind {
                case .push: links.append("\(source) -->|\(text)| g\(g)s\(link.destination)")
                case .modal:
                    modalLinks.append(links.count)
                    links.append("\(source) -.->|\(text)| g\(g)s\(link.destination)")
                }
                if !link.warnings.isEmpty { warningLinks.append(links.count - 1) }
            }
        }
        out += links.map { "    \($0)\n" }.joined()
        out += "    classDef entry fill:#1e293b,stroke:#1e293b\n"
        out += "    classDef root stroke-width:3px,fill:#dbeafe\n"
        out += "    classDef unreachable stroke-dasharray:5 5,fill:#f1f5f9,color:#64748b\n"
        out += "    classDef warning stroke:#d97706,stroke-width:2px\n"
        for name in ["entry", "root", "unreachable", "warning"] {
            let members = classes.filter { $0.0 == name }.map(\.1)
            if !members.isEmpty { out += "    class \(members.joined(separator: ",")) \(name)\n" }
        }
        if !modalLinks.isEmpty { out += "    linkStyle \(modalLinks.map(String.init).joined(separator: ",")) stroke:#7c3aed\n" }
        if !warningLinks.isEmpty { out += "    linkStyle \(warningLinks.map(String.init).joined(separator: ",")) stroke:#d97706\n" }
        return out
    }

    /// Free text (a warning's message) inside a label: angle brackets as entity codes.
    static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }

    /// A quoted Mermaid label: quotes become entity codes; the `<br/>`, `<b>` and `<small>` this
    /// writer adds are kept (names are identifiers and hold no markup).
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\"": out += "#quot;"
            default: out.append(character)
            }
        }
        return "\"" + out + "\""
    }
}

import TransitionSource
/// The settings an element's block takes (`element thumbnail: view { frame: …, cornerRadius: … }`),
/// by the name written before `:`. The parser, the checker, completion, hover and the fuzz
/// dictionary read this list, so a new setting is added once.
///
/// The geometry is a stand-in: `transc run`, `transc test` and the checker's lints place the
/// element there, while on a device the app's own layout decides and the emitted code reads the
/// element's frame at run time.
public enum ElementSetting: String, Sendable, CaseIterable {
    /// `frame: rect(x, y, width, height)`: the element's frame in its screen's view, in points.
    case frame
    /// `cornerRadius: r`: its layer's corner radius, in points (default 0).
    case cornerRadius

    /// The function a frame is written with: `rect(x, y, width, height)`.
    public static let rectFunction = "rect"

    /// How the setting is written, for messages, completion and hover.
    public var signature: String {
        switch self {
        case .frame: "frame: rect(x, y, width, height)"
        case .cornerRadius: "cornerRadius: r"
        }
    }

    /// What it means, in one sentence, for hover.
    public var meaning: String {
        switch self {
        case .frame:
            """
                the element's frame in its screen's view, in points; `width` and `height` are the container's size (390 × 844 \
                by default). Without it, `transc run` centres a square a third of the container's width
                """
        case .cornerRadius:
            "the corner radius of the element's layer, in points (default 0)"
        }
    }

    /// The list a message gives: "frame or cornerRadius".
    public static var names: String {
        let all = allCases.map(\.rawValue)
        return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
    }
}

import TransitionSource
/// A setting of a screen's own block, beside its elements: what the checker, `transc run` and the
/// preview know of the screen's view beyond its elements' geometry.
public enum ScreenSetting: String, Sendable, CaseIterable {
    /// `background: opaque | clear` (`ScreenBackground`).
    case background

    /// How the setting is written, for messages, completion and hover.
    public var signature: String {
        switch self {
        case .background: "background: opaque | clear"
        }
    }

    /// What it means, in one sentence, for hover.
    public var meaning: String {
        switch self {
        case .background:
            """
                whether the screen's view hides what is below it: `opaque` (the default, a view controller's view with a \
                background colour) or `clear` (its `backgroundColor` is clear, so views below show wherever its content does \
                not cover them)
                """
        }
    }
}

/// What a screen's view shows where none of its content is: what the visibility lint (T0618)
/// and the preview assume of the views below it.
public enum ScreenBackground: String, Sendable, CaseIterable {
    /// A background colour over the whole view, as a view controller's view has by default.
    case opaque
    /// `backgroundColor = .clear`: what is below shows through.
    case clear

    /// Whether views below it can be seen through the view.
    public var isSeeThrough: Bool {
        switch self {
        case .opaque: false
        case .clear: true
        }
    }
}

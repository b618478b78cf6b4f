/// The preview page's markup and style. Everything is inline: no network, no external scripts or
/// fonts, so the file opens anywhere and a headless browser can render it offline.
enum PreviewPage {
    static func html(title: String, model: String, trace: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="transc preview">
        <title>\(escaped(title)) — transc preview</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header><h1>\(escaped(title))</h1><span class="muted">transc preview · the interpreter's trace, frame by frame</span></header>
        <nav id="controls">
          <label>Play <select id="pick" aria-label="what to play"></select></label>
          <button id="play" type="button" title="play or pause (space)">▶ Play</button>
          <button id="prev" type="button" title="previous frame (←)">◀ frame</button>
          <button id="next" type="button" title="next frame (→)">frame ▶</button>
          <label>Speed <select id="speed" aria-label="speed">
            <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
            <option value="1" selected>1×</option><option value="2">2×</option></select></label>
          <label><input id="loop" type="checkbox"> loop</label>
        </nav>
        <div id="timeline"><div id="marks"></div><input id="scrub" type="range" min="0" max="1000" step="1" value="0" aria-label="time"><div id="clock"></div></div>
        <main>
          <section id="stage-wrap"><div id="stage"></div></section>
          <aside>
            <h2>Transition</h2><div id="info"></div>
            <h2>Curve</h2><svg id="curve" viewBox="0 0 260 170" role="img" aria-label="timing curve"></svg>
            <div id="finger"></div>
            <h2>Values</h2><table id="values"></table>
            <h2>Events</h2><ol id="events"></ol>
          </aside>
        </main>
        <script type="application/json" id="transc-model">\(model)</script>
        <script type="application/json" id="transc-trace">\(trace)</script>
        <script>
        \(PreviewScript.source)
        </script>
        </body>
        </html>

        """
    }

    /// Text as HTML character data: the same escaping the graph's HTML labels use.
    static func escaped(_ text: String) -> String { DotWriter.html(text) }

    static let style = """
    :root { --ink: #0f172a; --muted: #64748b; --line: #cbd5e1; --accent: #2563eb; --warn: #b45309; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f1f5f9; }
    header { display: flex; gap: 12px; align-items: baseline; padding: 10px 16px 4px; }
    h1 { font-size: 17px; margin: 0; } h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 12px 0 4px; }
    .muted { color: var(--muted); }
    nav { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 4px 16px; }
    nav select, nav button { font: inherit; padding: 3px 8px; }
    #pick { max-width: 520px; }
    #timeline { position: relative; margin: 4px 16px 0; }
    #scrub { width: 100%; margin: 0; }
    #marks { position: relative; height: 16px; }
    #marks span { position: absolute; top: 0; height: 14px; border-left: 1px solid var(--line); border-right: 1px solid var(--line);
      background: #e2e8f0; font-size: 10px; overflow: hidden; white-space: nowrap; padding: 0 2px; color: #334155; cursor: pointer; }
    #marks span.interactive { background: #fde68a; }
    #clock { font: 12px ui-monospace, monospace; color: #334155; }
    main { display: flex; gap: 16px; padding: 8px 16px 16px; align-items: flex-start; }
    #stage-wrap { flex: none; background: #e2e8f0; border: 1px solid var(--line); border-radius: 6px; padding: 10px; }
    #stage { position: relative; overflow: hidden; background: #fff; box-shadow: 0 1px 3px #0003; }
    #container { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    .view { position: absolute; overflow: visible; border: 1px solid #0f172a55; transform-origin: 50% 50%; }
    .view > .label { position: absolute; left: 8px; top: 8px; font-size: 26px; font-weight: 600; white-space: nowrap; pointer-events: none; }
    .view > .label small { display: block; font-size: 17px; font-weight: 400; color: #334155; }
    .arriving > .label { top: 72px; }
    .element { border: 2px solid #0f172a88; background: #ffffffcc; }
    .element > .label { font-size: 20px; top: auto; bottom: 6px; }
    .layer { border-style: dashed; }
    .snapshot { background-image: repeating-linear-gradient(45deg, #0000 0 14px, #0f172a14 14px 28px); border: 2px dotted #0f172a; }
    .mask-outline { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
    .mask-node { visibility: hidden; }
    .overlay { border: none; pointer-events: none; }
    .finger { position: absolute; width: 44px; height: 44px; margin: -22px 0 0 -22px; border-radius: 50%; background: #2563eb55; border: 3px solid #2563eb; pointer-events: none; }
    .rest-note { position: absolute; left: 12px; bottom: 12px; font-size: 22px; color: var(--muted); }
    aside { flex: 1; min-width: 280px; max-width: 460px; }
    #info { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px; }
    #info .issue, .error { color: #b91c1c; }
    #curve { width: 100%; max-width: 360px; background: #fff; border: 1px solid var(--line); border-radius: 6px; }
    #finger .bar { height: 10px; background: #e2e8f0; border-radius: 5px; overflow: hidden; margin: 4px 0; }
    #finger .bar div { height: 100%; background: var(--accent); }
    #values { border-collapse: collapse; font: 11px ui-monospace, monospace; background: #fff; width: 100%; }
    #values td { border-top: 1px solid #e2e8f0; padding: 2px 4px; vertical-align: top; }
    #events { font: 11px ui-monospace, monospace; padding-left: 18px; max-height: 220px; overflow: auto; background: #fff; border: 1px solid var(--line); border-radius: 6px; margin: 0; }
    #events li.future { color: #94a3b8; }
    .banner { margin: 8px 16px; padding: 8px; background: #fee2e2; border: 1px solid #fca5a5; border-radius: 6px; }
    """
}

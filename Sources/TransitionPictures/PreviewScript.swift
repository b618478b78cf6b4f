import TransitionModel
import TransitionSource

/// The preview page's script. It reads the two embedded JSON documents and draws frames; every
/// number it shows comes from the trace (or, for the curve plot, from the runtime's samples). It
/// picks the trace row at or before the requested time and never interpolates, so a test can
/// compare the rendered values with `transc run --format json`.
///
/// The URL's fragment chooses what to show and when: `#scenario=NAME&t=SECONDS` (stage time),
/// `#graph=G&edge=A->B&dir=forward|backward&t=SECONDS` (seconds since that transition started),
/// or `#t=SECONDS` alone (the first graph's first edge, forward). Each drawn view carries
/// `data-view`, `data-alpha`, `data-transform` (6 or 16 numbers), `data-frame` (x, y, width,
/// height) and `data-corner-radius`, and for a node whose shadow the trace carries
/// `data-shadow-opacity`, `data-shadow-radius`, `data-shadow-offset` (width, height),
/// `data-shadow-color` (red, green, blue, alpha) and `data-shadow-path` (x, y, width, height,
/// corner radius); `#stage` carries `data-t`, `data-transition`, `data-row`,
/// `data-percent` and `data-first-frame-ms`.
enum PreviewScript {
    static let source = [opening, GestureFingers.script, closing].joined(separator: "\n")

    private static let opening = #"""
    "use strict";
    (function () {
      const EPS = 1e-9;
      const $ = (id) => document.getElementById(id);
      const model = JSON.parse($("transc-model").textContent);
      const trace = JSON.parse($("transc-trace").textContent);
      const W = model.container[0], H = model.container[1];
      const ID2 = [1, 0, 0, 1, 0, 0];
      const ID3 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
      const SCALE = Math.min(1, 560 / H, 420 / W);
      const forwardOps = new Set(["push", "present"]);

      // ---- What can be played: every tour transition (graph, edge, direction), every scenario.
      const selections = [];
      for (const graph of model.graphs) {
        const run = trace.runs[graph.run];
        for (const tr of run.transitions) {
          const edge = tr.edge || (tr.from + " -> " + tr.to);
          selections.push({
            kind: "edge", graph, run, transitions: [tr], edge, forward: forwardOps.has(tr.operation),
            start: tr.start, end: tr.end == null ? tr.start : tr.end, offset: tr.start,
            label: edge + " · " + tr.operation + " · " + (tr.animator || "system"),
          });
        }
      }
      for (const scenario of model.scenarios) {
        const run = trace.runs[scenario.run];
        let end = 0;
        for (const tr of run.transitions) end = Math.max(end, tr.end == null ? tr.start : tr.end);
        for (const e of run.events) end = Math.max(end, e.t);
        selections.push({
          kind: "scenario", name: scenario.name, graph: model.graphs.find((g) => g.name === scenario.graph),
          run, transitions: run.transitions, start: 0, end, offset: 0, label: scenario.name,
        });
      }
      for (const sel of selections) {
        sel.pieces = pieces(sel);
        sel.total = sel.pieces.length ? sel.pieces[sel.pieces.length - 1].d1 : 0;
        sel.rows = [];
        for (const tr of sel.transitions) for (const f of tr.frames) sel.rows.push(f.t);
        sel.rows.sort((a, b) => a - b);
      }

      // The timeline shows transitions at their length and squeezes the idle time between them
      // to at most half a second (a one-hour wait stays scrubbable).
      function pieces(sel) {
        const out = [];
        let stage = sel.start, display = 0;
        const gap = (until) => {
          if (until > stage + EPS) {
            const length = Math.min(until - stage, 0.5);
            out.push({ s0: stage, s1: until, d0: display, d1: display + length });
            display += length; stage = until;
          }
        };
        for (const tr of sel.transitions) {
          const end = tr.end == null ? tr.start : tr.end;
          gap(tr.start);
          out.push({ s0: tr.start, s1: end, d0: display, d1: display + (end - tr.start), transition: tr });
          display += end - tr.start; stage = end;
        }
        gap(sel.end);
        if (!out.length) out.push({ s0: sel.start, s1: sel.start, d0: 0, d1: 0 });
        return out;
      }
      function toDisplay(sel, s) {
        for (const p of sel.pieces) {
          if (s <= p.s1 + EPS) return p.s1 - p.s0 < EPS ? p.d0 : p.d0 + (Math.max(s, p.s0) - p.s0) * (p.d1 - p.d0) / (p.s1 - p.s0);
        }
        return sel.total;
      }
      function toStage(sel, d) {
        for (const p of sel.pieces) {
          if (d <= p.d1 + EPS) return p.d1 - p.d0 < EPS ? p.s0 : p.s0 + (Math.max(d, p.d0) - p.d0) * (p.s1 - p.s0) / (p.d1 - p.d0);
        }
        return sel.end;
      }

      // ---- State
      let sel = selections[0] || null;
      let now = sel ? sel.start : 0;
      let playing = false, lastTick = 0, firstFrame = true, hashError = "";

      // ---- Controls
      const pick = $("pick");
      let group = null, groupName = "";
      selections.forEach((s, i) => {
        const name = s.kind === "edge" ? "Tour of " + s.graph.name : "Scenarios";
        if (name !== groupName) {
          group = document.createElement("optgroup"); group.label = name; pick.appendChild(group); groupName = name;
        }
        const option = document.createElement("option");
        option.value = String(i); option.textContent = s.label; group.appendChild(option);
      });
      pick.addEventListener("change", () => { choose(selections[Number(pick.value)], 0); writeHash(); });
      $("play").addEventListener("click", () => setPlaying(!playing));
      $("prev").addEventListener("click", () => step(-1));
      $("next").addEventListener("click", () => step(1));
      $("scrub").addEventListener("input", () => {
        if (!sel) return;
        setPlaying(false);
        now = toStage(sel, Number($("scrub").value) / 1000);
        render(); writeHash();
      });
      document.addEventListener("keydown", (event) => {
        if (event.target && event.target.tagName === "SELECT") return;
        if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
        if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
        if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
      });
      window.addEventListener("hashchange", () => { applyHash(); render(); });

      function choose(next, t) {
        sel = next;
        if (!sel) return;
        pick.value = String(selections.indexOf(sel));
        now = Math.min(Math.max(sel.start + t, sel.start), sel.end);
        $("scrub").max = String(Math.round(sel.total * 1000));
        drawMarks();
        render();
      }
      function setPlaying(on) {
        if (!sel) return;
        if (on && toDisplay(sel, now) >= sel.total - EPS) now = sel.start;
        playing = on;
        $("play").textContent = playing ? "❚❚ Pause" : "▶ Play";
        if (playing) { lastTick = performance.now(); requestAnimationFrame(tick); } else writeHash();
      }
      function tick(time) {
        if (!playing) return;
        const dt = Math.max(0, time - lastTick) / 1000; lastTick = time;
        let d = toDisplay(sel, now) + dt * Number($("speed").value);
        if (d >= sel.total) {
          if ($("loop").checked) d = 0; else { d = sel.total; now = toStage(sel, d); render(); setPlaying(false); return; }
        }
        now = toStage(sel, d);
        render();
        requestAnimationFrame(tick);
      }
      function step(direction) {
        if (!sel) return;
        setPlaying(false);
        const rows = sel.rows;
        if (direction > 0) { const next = rows.find((t) => t > now + EPS); if (next != null) now = next; }
        else { for (let i = rows.length - 1; i >= 0; i--) if (rows[i] < now - EPS) { now = rows[i]; break; } }
        render(); writeHash();
      }

      // ---- The URL fragment
      function normalEdge(text) { return String(text).replace(/\s+/g, ""); }
      function applyHash() {
        hashError = "";
        const params = new URLSearchParams(location.hash.replace(/^#/, ""));
        const t = params.has("t") ? Number(params.get("t")) : 0;
        if (!Number.isFinite(t)) hashError = "t=" + params.get("t") + " is not a number of seconds";
        let found = null;
        if (params.has("scenario")) {
          found = selections.find((s) => s.kind === "scenario" && s.name === params.get("scenario"));
          if (!found) hashError = "no scenario named \"" + params.get("scenario") + "\"";
        } else if (params.has("edge")) {
          const dir = (params.get("dir") || params.get("direction") || "forward").toLowerCase();
          const forward = !["backward", "back", "pop", "dismiss"].includes(dir);
          const graph = params.get("graph");
          found = selections.find((s) => s.kind === "edge" && normalEdge(s.edge) === normalEdge(params.get("edge"))
            && s.forward === forward && (!graph || s.graph.name === graph));
          if (!found) hashError = "no edge " + params.get("edge") + " (" + (forward ? "forward" : "backward") + ")" + (graph ? " in " + graph : "");
        } else if (params.has("t")) {
          found = selections.find((s) => s.kind === "edge" && s.forward);
          if (!found) hashError = "this spec has no edge to play";
        }
        choose(found || selections[0] || null, found && Number.isFinite(t) ? t : 0);
      }
      function writeHash() {
        if (!sel) return;
        const params = new URLSearchParams();
        if (sel.kind === "scenario") params.set("scenario", sel.name);
        else { params.set("graph", sel.graph.name); params.set("edge", normalEdge(sel.edge)); params.set("dir", sel.forward ? "forward" : "backward"); }
        params.set("t", String(Math.round((now - sel.offset) * 1e6) / 1e6));
        history.replaceState(null, "", "#" + params.toString());
      }

      // ---- Drawing
      function make(tag, className, text) {
        const el = document.createElement(tag);
        if (className) el.className = className;
        if (text != null) el.textContent = text;
        return el;
      }
      // Screens of a graph get hues a golden angle apart; other names a hash of their text.
      function hue(name) {
        const index = sel && sel.graph ? sel.graph.screens.findIndex((s) => s.name === name) : -1;
        if (index >= 0) return Math.round((30 + index * 137.5) % 360);
        let h = 7; for (const c of name) h = (h * 31 + c.codePointAt(0)) % 360; return h;
      }
      function css(transform) { return (transform.length === 6 ? "matrix(" : "matrix3d(") + transform.join(",") + ")"; }
      function fmt(n) { return Math.abs(n) < 5e-7 ? "0" : String(Math.round(n * 1000) / 1000); }

      // A box for one node (screen view, element, snapshot, mask) with its rendered values.
      function box(node, className, v, parent) {
        const el = make("div", "view " + className);
        el.dataset.view = node;
        el.dataset.alpha = String(v.alpha);
        el.dataset.transform = v.transform.join(",");
        el.dataset.frame = v.frame.join(",");
        el.dataset.cornerRadius = String(v.cornerRadius);
        el.style.left = v.frame[0] + "px"; el.style.top = v.frame[1] + "px";
        el.style.width = v.frame[2] + "px"; el.style.height = v.frame[3] + "px";
        el.style.opacity = String(Math.max(0, Math.min(1, v.alpha)));
        el.style.transform = css(v.transform);
        el.style.borderRadius = v.cornerRadius + "px";
        if (v.shadow) drawShadow(el, v.shadow);
        parent.appendChild(el);
        return el;
      }
      // A layer's shadow as the trace gives it, drawn as CSS draws one (a blur of about the radius),
      // with CALayer's defaults for what the trace does not carry: opacity 0, radius 3, offset (0, -3),
      // opaque black. The path is shown through its data attribute only: the box is its shape.
      function drawShadow(el, s) {
        for (const [key, value] of Object.entries(s)) if (value != null) el.dataset["shadow" + key[0].toUpperCase() + key.slice(1)] = [].concat(value).join(",");
        const opacity = s.opacity != null ? s.opacity : 0, radius = s.radius != null ? s.radius : 3;
        const [dx, dy] = s.offset || [0, -3], [r, g, b, a] = s.color || [0, 0, 0, 1];
        const rgba = "rgba(" + [r, g, b].map((c) => Math.round(c * 255)).join(",") + "," + Math.max(0, Math.min(1, a * opacity)) + ")";
        el.style.boxShadow = dx + "px " + dy + "px " + radius + "px " + rgba;
      }
      // The trace's values of a node, else where the model puts it (frame, corner radius).
      function valuesOf(values, node, layer, frame, cornerRadius) {
        const v = values[node] || {};
        return {
          alpha: v.alpha != null ? v.alpha : 1,
          transform: v.transform || (layer ? ID3 : ID2),
          frame: v.frame || frame,
          cornerRadius: v.cornerRadius != null ? v.cornerRadius : cornerRadius || 0,
          shadow: ["shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "shadowPath"].some((k) => v[k] != null)
            ? { opacity: v.shadowOpacity, radius: v.shadowRadius, offset: v.shadowOffset, color: v.shadowColor, path: v.shadowPath } : null,
        };
      }
      function elementOf(graph, label, name) {
        const screen = screenOf(graph, label);
        return screen ? screen.elements.find((e) => e.name === name) : null;
      }
      function screenOf(graph, label) { return graph.screens.find((s) => s.name === label.split("#")[0]); }

      function drawScreen(container, graph, label, values, masks, used, overlays, arriving) {
        const screen = screenOf(graph, label);
        // The arriving screen's title sits lower, so two titles never overlap.
        const el = box(label, "screen" + (arriving === label ? " arriving" : ""), valuesOf(values, label, false, [0, 0, W, H]), container);
        used.add(label);
        const h = hue(screen ? screen.name : label);
        // A see-through screen (`background: clear`) shows what is below it: only its outline is drawn.
        el.style.background = screen && screen.clear ? "transparent" : "hsl(" + h + " 70% 90%)";
        const title = make("div", "label", label);
        if (screen) title.appendChild(make("small", null, screen.type));
        el.appendChild(title);
        (screen ? screen.elements : []).forEach((element, index) => {
          const node = label + "." + element.name;
          used.add(node);
          const layer = element.kind !== "view";
          const child = box(node, "element" + (layer ? " layer" : ""), valuesOf(values, node, layer, element.frame, element.cornerRadius), el);
          child.style.background = "hsl(" + h + " 60% 75% / 0.9)";
          // Elements without a frame share one square; their labels stack so each stays readable.
          child.appendChild(make("div", "label", element.name + " (" + element.kind + ")")).style.bottom = (6 + index * 24) + "px";
        });
        for (const mask of masks.filter((m) => m.label === label)) {
          const node = label + ".mask";
          used.add(node);
          const v = valuesOf(values, node, true, mask.frame);
          box(node, "mask-node", v, el);
          const corners = maskCorners(v);
          el.style.clipPath = "polygon(" + corners.map((p) => p[0] + "px " + p[1] + "px").join(",") + ")";
          el.style.opacity = String(Math.max(0, Math.min(1, Number(el.dataset.alpha) * v.alpha)));
          // The outline goes on an unclipped, opaque copy of the view's geometry above everything,
          // so the mask stays visible while the masked view is faint.
          const overlay = make("div", "view overlay");
          for (const key of ["left", "top", "width", "height", "transform"]) overlay.style[key] = el.style[key];
          overlays.push(overlay);
          const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
          svg.setAttribute("class", "mask-outline"); svg.setAttribute("width", W); svg.setAttribute("height", H);
          const polygon = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
          polygon.setAttribute("points", corners.map((p) => p.join(",")).join(" "));
          polygon.setAttribute("fill", "none"); polygon.setAttribute("stroke", "#7c3aed");
          polygon.setAttribute("stroke-width", "3"); polygon.setAttribute("stroke-dasharray", "10 6");
          svg.appendChild(polygon); overlay.appendChild(svg);
        }
        return el;
      }
      // The mask's rectangle (its shape element's frame) through its CATransform3D about its centre,
      // as points in the masked view: row vector [x y 0 1] times the row-major matrix.
      function maskCorners(v) {
        const [x, y, w, h] = v.frame, m = v.transform, cx = x + w / 2, cy = y + h / 2;
        return [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]].map(([px, py]) => {
          const X = px * m[0] + py * m[4] + m[12], Y = px * m[1] + py * m[5] + m[13], Wh = px * m[3] + py * m[7] + m[15];
          const q = Wh === 0 ? 1 : Wh;
          return [Math.round((cx + X / q) * 1000) / 1000, Math.round((cy + Y / q) * 1000) / 1000];
        });
      }

      function activeTransition(s) {
        let found = null;
        for (const tr of sel.transitions) {
          const end = tr.end == null ? Infinity : tr.end;
          if (tr.start <= s + EPS && s <= end + EPS) found = tr;
        }
        return found;
      }
      function rowAt(tr, s) {
        let row = 0;
        for (let i = 0; i < tr.frames.length; i++) if (tr.frames[i].t <= s + EPS) row = i;
        return row;
      }

      function render() {
        const stage = $("stage");
        stage.textContent = "";
        stage.style.width = W * SCALE + "px"; stage.style.height = H * SCALE + "px";
        if (!sel) {
          stage.appendChild(make("div", "rest-note", "This spec declares no navigation graph: nothing to play."));
          stage.dataset.ready = "true";
          $("info").textContent = "No navigation graph in " + model.spec + ".";
          finishFirstFrame(stage);
          return;
        }
        const container = make("div"); container.id = "container";
        container.style.width = W + "px"; container.style.height = H + "px";
        container.style.transform = "scale(" + SCALE + ")";
        stage.appendChild(container);
        const tr = activeTransition(now);
        const t = Math.round((now - sel.offset) * 1e6) / 1e6;
        stage.dataset.t = String(t);
        stage.dataset.stageTime = String(now);
        stage.dataset.selection = sel.kind === "scenario" ? "scenario " + sel.name : sel.edge + (sel.forward ? " forward" : " backward");
        if (tr) drawTransition(container, tr, stage); else drawRest(container, stage);
        $("scrub").value = String(Math.round(toDisplay(sel, now) * 1000));
        $("clock").textContent = (sel.kind === "scenario" ? "stage time " : "t ") + t.toFixed(3) + " s of "
          + (sel.end - sel.offset).toFixed(3) + " s" + (tr ? "  ·  transition #" + tr.index + ", row " + stage.dataset.row : "  ·  at rest");
        drawEvents(tr);
        if (hashError) {
          stage.dataset.error = hashError;
          let banner = $("banner");
          if (!banner) { banner = make("div", "banner"); banner.id = "banner"; document.body.insertBefore(banner, $("controls")); }
          banner.textContent = "Cannot show the fragment of this URL: " + hashError + ". Showing " + sel.label + " instead.";
        }
        stage.dataset.ready = "true";
        finishFirstFrame(stage);
      }
      function finishFirstFrame(stage) {
        if (!firstFrame) return;
        firstFrame = false;
        stage.dataset.firstFrameMs = String(Math.round(performance.now()));
      }

      function drawTransition(container, tr, stage) {
        const row = rowAt(tr, now);
        const frame = tr.frames[row];
        stage.dataset.transition = String(tr.index);
        stage.dataset.row = String(row);
        stage.dataset.percent = frame && frame.percent != null ? String(frame.percent) : "";
        delete stage.dataset.rest;
        const values = {};
        tr.channels.forEach((c, i) => { (values[c.node] = values[c.node] || {})[c.property] = frame ? frame.values[i] : null; });
        const anim = tr.animator ? model.animators[tr.animator] : null;
        const forward = forwardOps.has(tr.operation);
        const toAbove = anim ? anim.order === "toAboveFrom" : forward;
        const roles = { from: tr.from, to: tr.to };
        const masks = anim ? anim.masks.map((m) => {
          const shape = elementOf(sel.graph, roles[m.shapeRole], m.shape);
          return { label: roles[m.target], frame: shape ? shape.frame : [0, 0, 0, 0] };
        }) : [];
        const used = new Set(), overlays = [], screens = {};
        for (const label of toAbove ? [tr.from, tr.to] : [tr.to, tr.from]) screens[label] = drawScreen(container, sel.graph, label, values, masks, used, overlays, tr.to);
        // Snapshots sit above both views unless placed beside one (`below to`): those this animator
        // takes, those it adopts (taken by the forward transition, whose roles are swapped), and any
        // other node the trace animates.
        const shots = [], swapped = { from: tr.to, to: tr.from };
        const beside = (p, names) => p ? { relation: p.relation, label: names[p.view] } : null;
        if (anim) {
          for (const s of anim.snapshots) {
            shots.push({ name: s.name, source: s.source ? roles[s.source] : null, element: s.element || null, backdrop: s.backdrop || null,
                         placement: beside(s.placement, roles) });
          }
          for (const s of anim.adopted) shots.push({ name: s.name, source: s.source ? swapped[s.source] : null, backdrop: s.backdrop || null, placement: beside(s.placement, swapped) });
        }
        for (const c of tr.channels) if (!used.has(c.node) && !shots.some((s) => s.name === c.node)) shots.push({ name: c.node, source: null });
        for (const shot of shots) {
          used.add(shot.name);
          const el = box(shot.name, "snapshot", valuesOf(values, shot.name, false, [0, 0, W, H]), container);
          const next = shot.placement && screens[shot.placement.label];
          if (next) container.insertBefore(el, shot.placement.relation === "below" ? next : next.nextSibling);
          const screen = shot.source ? screenOf(sel.graph, shot.source) : null;
          el.style.backgroundColor = "hsl(" + hue(screen ? screen.name : shot.name) + " 70% 90%)";
          if (shot.backdrop) el.style.backgroundColor = shot.backdrop;
          const title = make("div", "label", (shot.backdrop ? "backdrop " : "snapshot ") + shot.name);
          title.appendChild(make("small", null, shot.source ? "of " + shot.source + (shot.element ? "." + shot.element : "") : shot.backdrop || "snapshot"));
          el.appendChild(title);
        }
        for (const overlay of overlays) container.appendChild(overlay);
        // What `hide` takes out of sight (isHidden) while the transition runs is not drawn, as on a device.
        for (const label of tr.hidden || []) {
          const el = container.querySelector('[data-view="' + CSS.escape(label) + '"]');
          if (el) { el.style.visibility = "hidden"; el.dataset.hidden = "true"; }
        }
        drawFinger(container, tr, frame);
        drawInfo(tr, anim);
        drawCurve(tr, anim, frame);
        drawValues(tr, frame);
      }

      function drawRest(container, stage) {
        let stack = [sel.graph.root];
        for (const e of sel.run.events) if (e.t <= now + EPS && (e.type === "stack" || e.type === "setUp")) stack = e.stack;
        const top = stack[stack.length - 1];
        drawScreen(container, sel.graph, top, {}, [], new Set(), [], null);
        container.appendChild(make("div", "rest-note", "at rest · stack [" + stack.join(", ") + "]"));
        stage.dataset.transition = ""; stage.dataset.row = ""; stage.dataset.percent = ""; stage.dataset.rest = "true";
        $("info").textContent = "Between transitions: stack [" + stack.join(", ") + "].";
        $("curve").textContent = ""; $("finger").textContent = ""; $("values").textContent = "";
      }

      function gestureOf(tr) { return tr.gesture ? sel.graph.gestures.find((g) => g.name === tr.gesture) : null; }
      function releaseOf(tr) {
        return sel.run.events.find((e) => e.transition === tr.index && (e.type === "interactionFinished" || e.type === "interactionCancelled"));
      }
      function drawFinger(container, tr, frame) {
        const panel = $("finger");
        panel.textContent = "";
        const gesture = gestureOf(tr);
        if (!tr.gesture) return;
        panel.appendChild(make("h2", null, "Finger"));
        const p = frame && frame.percent != null ? frame.percent : null;
        const release = releaseOf(tr);
        const kind = gesture ? gesture.kind : "";
        panel.appendChild(make("div", null, tr.gesture + (kind ? ": " + kind : "") + " drives " + tr.operation));
        const bar = make("div", "bar"); const fill = make("div");
        fill.style.width = ((p != null ? p : release && release.t <= now + EPS ? release.percent : 0) * 100) + "%";
        bar.appendChild(fill); panel.appendChild(bar);
        if (p != null) {
          panel.appendChild(make("div", null, "held at " + fmt(p * 100) + " %"));
          const dot = make("div", "finger");
          const at = fingerPosition(kind, p);
          dot.style.left = at[0] + "px"; dot.style.top = at[1] + "px";
          container.appendChild(dot);
          if (twoFingers(kind)) {
            const other = make("div", "finger");
            other.style.left = (W - at[0]) + "px"; other.style.top = (H - at[1]) + "px";
            container.appendChild(other);
          }
        } else if (release && release.t <= now + EPS) {
          const finish = release.type === "interactionFinished";
          panel.appendChild(make("div", finish ? null : "issue",
            "released at " + fmt(release.percent * 100) + " %, velocity (" + release.velocity.map(fmt).join(", ") + ") pt/s → "
            + (finish ? "finish" : "cancel") + " (outcome: " + (tr.outcome || "running") + ")"));
        }
      }
    """#

    private static let closing = #"""

      function drawInfo(tr, anim) {
        const info = $("info");
        info.textContent = "";
        info.appendChild(make("div", null, "#" + tr.index + " " + tr.operation + " " + tr.from + " → " + tr.to));
        const declared = anim && anim.declared !== tr.animator ? " (" + (anim.reversed ? "reverse of " : "from ") + anim.declared + ")" : "";
        info.appendChild(make("div", null, (tr.animator ? "animator " + tr.animator + declared : "system animation")
          + (tr.edge ? " · edge " + tr.edge : "")));
        info.appendChild(make("div", null, fmt(tr.duration) + " s · " + tr.curve + (anim ? " · " + (anim.order === "toAboveFrom" ? "to above from" : "to below from") : "")));
        info.appendChild(make("div", null, tr.outcome ? "outcome: " + tr.outcome : "still running when the run ended"));
        for (const issue of sel.run.issues) info.appendChild(make("div", "issue", issue.code + ": " + issue.message));
      }

      function drawCurve(tr, anim, frame) {
        const svg = $("curve");
        svg.textContent = "";
        const samples = anim ? anim.curve : (tr.operation === "present" || tr.operation === "dismiss" ? model.system.modal : model.system.push);
        if (!samples || !samples.length) return;
        const ns = "http://www.w3.org/2000/svg";
        const el = (name, attrs, text) => {
          const e = document.createElementNS(ns, name);
          for (const k in attrs) e.setAttribute(k, attrs[k]);
          if (text != null) e.textContent = text;
          svg.appendChild(e);
          return e;
        };
        const tMax = samples[samples.length - 1][0] || 1;
        let lo = 0, hi = 1;
        for (const [, p] of samples) { lo = Math.min(lo, p); hi = Math.max(hi, p); }
        const X = (t) => 30 + (t / tMax) * 220, Y = (p) => 150 - ((p - lo) / (hi - lo)) * 124;
        el("line", { x1: 30, y1: Y(0), x2: 250, y2: Y(0), stroke: "#cbd5e1" });
        el("line", { x1: 30, y1: Y(1), x2: 250, y2: Y(1), stroke: "#cbd5e1", "stroke-dasharray": "3 3" });
        el("line", { x1: 30, y1: 20, x2: 30, y2: 150, stroke: "#94a3b8" });
        el("text", { x: 2, y: Y(1) + 4, "font-size": 10, fill: "#64748b" }, "1");
        el("text", { x: 2, y: Y(0) + 4, "font-size": 10, fill: "#64748b" }, "0");
        el("text", { x: 30, y: 166, "font-size": 10, fill: "#64748b" }, "0 s");
        el("text", { x: 250, y: 166, "font-size": 10, fill: "#64748b", "text-anchor": "end" }, fmt(tMax) + " s");
        el("text", { x: 30, y: 12, "font-size": 11, fill: "#334155" }, tr.curve + (anim ? "" : " (system)"));
        el("polyline", { points: samples.map(([t, p]) => X(t).toFixed(2) + "," + Y(p).toFixed(2)).join(" "), fill: "none", stroke: "#2563eb", "stroke-width": 2 });
        // Where this frame is on the curve: the media time of a clock-driven transition, or the
        // finger's percent of the duration while it holds an interactive one.
        let local = null;
        if (frame && frame.percent != null) local = frame.percent * tr.duration;
        else if (!tr.gesture) local = now - tr.start;
        if (local == null) return;
        local = Math.max(0, Math.min(tMax, local));
        let p = samples[0][1];
        for (const [t, v] of samples) if (t <= local + EPS) p = v;
        el("line", { x1: X(local), y1: 20, x2: X(local), y2: 150, stroke: "#f59e0b" });
        el("circle", { cx: X(local), cy: Y(p), r: 4, fill: "#f59e0b" });
      }

      function drawValues(tr, frame) {
        const table = $("values");
        table.textContent = "";
        tr.channels.forEach((c, i) => {
          const row = make("tr");
          row.appendChild(make("td", null, c.node + "." + c.property));
          const v = frame ? frame.values[i] : null;
          row.appendChild(make("td", null, v == null ? "" : Array.isArray(v) ? "[" + v.map(fmt).join(", ") + "]" : fmt(v)));
          table.appendChild(row);
        });
      }

      function drawEvents(tr) {
        const list = $("events");
        list.textContent = "";
        const events = sel.kind === "edge" ? sel.run.events.filter((e) => e.transition === sel.transitions[0].index) : sel.run.events;
        for (const e of events) {
          const fields = Object.keys(e).filter((k) => k !== "t" && k !== "transition" && k !== "type").map((k) => k + ": " + JSON.stringify(e[k])).join(", ");
          const item = make("li", e.t > now + EPS ? "future" : null, fmt(e.t) + " s  " + e.type + (fields ? " (" + fields + ")" : ""));
          list.appendChild(item);
        }
      }

      function drawMarks() {
        const marks = $("marks");
        marks.textContent = "";
        if (!sel || sel.total <= 0) return;
        for (const p of sel.pieces) {
          if (!p.transition) continue;
          const span = make("span", p.transition.gesture ? "interactive" : null, "#" + p.transition.index + " " + p.transition.operation + " " + p.transition.to);
          span.style.left = (p.d0 / sel.total * 100) + "%";
          span.style.width = Math.max(0.3, (p.d1 - p.d0) / sel.total * 100) + "%";
          span.title = p.transition.from + " → " + p.transition.to + " (" + (p.transition.animator || "system") + "); click to go to its start";
          const start = p.s0;
          span.addEventListener("click", () => { setPlaying(false); now = start; render(); writeHash(); });
          marks.appendChild(span);
        }
      }

      applyHash();
    })();
    """#
}

/// The part of the preview's script that knows gesture kinds, written from `GestureKind`: where
/// the finger dot sits at a progress (away from the kind's edge, the way it moves; two fingers
/// closing for a kind that measures a scale), by the kind's spelling, which the page's model
/// carries.
enum GestureFingers {
    static var script: String {
        var groups: [(position: String, spellings: [String])] = []
        for kind in GestureKind.allCases {
            guard let position = position(kind) else { continue }
            if let index = groups.firstIndex(where: { $0.position == position }) {
                groups[index].spellings.append(kind.spelling)
            } else {
                groups.append((position, [kind.spelling]))
            }
        }
        let cases = groups.map { group in
            "      " + group.spellings.map { "case \"\($0)\":" }.joined(separator: " ") + " " + group.position
        }
        let pinching = GestureKind.allCases.filter(\.measuresScale).map { "\"\($0.spelling)\"" }
        return ([
            "  function fingerPosition(kind, p) {",
            "    switch (kind) {",
        ] + cases + [
            "      default: return [p * W, H / 2];",
            "    }",
            "  }",
            "  function twoFingers(kind) {",
            "    return [\(pinching.joined(separator: ", "))].includes(kind);",
            "  }",
        ]).joined(separator: "\n")
    }

    /// The JavaScript statement that returns the finger's position, nil for the default.
    private static func position(_ kind: GestureKind) -> String? {
        if kind.measuresScale { return "{ const r = (1 - p) * W * 0.35; return [W / 2 - r, H / 2 - r]; }" }
        switch kind.ways.first {
        case .right?: return "return [p * W, H / 2];"
        case .left?: return "return [(1 - p) * W, H / 2];"
        case .down?: return "return [W / 2, p * H];"
        case .up?: return "return [W / 2, (1 - p) * H];"
        case nil: return nil
        }
    }
}

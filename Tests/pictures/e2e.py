#!/usr/bin/env python3
"""End to end: `transc graph` through Graphviz and `transc preview` in headless Chromium.

For every spec in specs/:
- graph: `--format dot` piped through `dot -Tsvg` succeeds, `--format svg` writes an SVG, and
  `--format mermaid` writes a flowchart;
- preview: the page embeds exactly the runs `transc run --format json` prints (tour, then each
  scenario); chosen frames, loaded with their URL fragment in headless Chromium (`--dump-dom`),
  carry data attributes equal to the trace's values at that time (to 1e-6); a screenshot of one
  frame is not blank (pixel variety, read with a small PNG decoder).

Standard library only. Bounded: a few Chromium runs per spec, each with a timeout. Prints the size
and time to first frame of the largest page, and ends with 'N passed, N failed'.

Environment: TRANSC_BIN (default .build/debug/transc), CHROMIUM (default chromium), and
PICTURES_OUT (a directory to keep the pages and screenshots in; default a temporary one).
"""
import glob
import html.parser
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRANSC = os.environ.get("TRANSC_BIN", os.path.join(ROOT, ".build/debug/transc"))
CHROMIUM = os.environ.get("CHROMIUM", "chromium")
EPS = 1e-9
TOLERANCE = 1e-6
FRAMES_PER_SPEC = 6
TIMEOUT = 90

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}", flush=True)
    return condition


def run(arguments, **kwargs):
    return subprocess.run(arguments, capture_output=True, timeout=TIMEOUT, **kwargs)


def chromium(*arguments):
    return run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--disable-extensions", *arguments])


class Views(html.parser.HTMLParser):
    """Every element with data-view, and the #stage element's attributes."""

    def __init__(self):
        super().__init__()
        self.views = {}
        self.stage = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if attributes.get("id") == "stage":
            self.stage = attributes
        if "data-view" in attributes:
            self.views.setdefault(attributes["data-view"], attributes)


def embedded(page, element_id):
    match = re.search(r'<script type="application/json" id="%s">(.*?)</script>' % element_id, page, re.S)
    return json.loads(match.group(1))


def active(transitions, t):
    """The transition and row the page shows at stage time t: the last transition running at t,
    and its last row at or before t."""
    found = None
    for transition in transitions:
        end = transition["end"] if transition["end"] is not None else float("inf")
        if transition["start"] <= t + EPS and t <= end + EPS:
            found = transition
    if found is None:
        return None, None
    row = 0
    for index, frame in enumerate(found["frames"]):
        if frame["t"] <= t + EPS:
            row = index
    return found, row


ATTRIBUTE = {
    "alpha": "data-alpha", "transform": "data-transform", "frame": "data-frame", "cornerRadius": "data-corner-radius",
    "shadowOpacity": "data-shadow-opacity", "shadowRadius": "data-shadow-radius", "shadowOffset": "data-shadow-offset",
    "shadowColor": "data-shadow-color", "shadowPath": "data-shadow-path",
}


def compare_frame(url, transitions, stage_time, label):
    """Loads url, and compares the drawn values with the trace row the page should show."""
    result = chromium("--dump-dom", url)
    if not check(result.returncode == 0, f"{label}: chromium --dump-dom exited {result.returncode}: {result.stderr[-400:]!r}"):
        return 0
    parser = Views()
    parser.feed(result.stdout.decode("utf-8"))
    stage = parser.stage or {}
    if not check(stage.get("data-ready") == "true" and "data-error" not in stage, f"{label}: page not ready or error {stage.get('data-error')!r}"):
        return 0
    transition, row = active(transitions, stage_time)
    if not check(transition is not None, f"{label}: no transition at {stage_time}"):
        return 0
    check(stage.get("data-transition") == str(transition["index"]) and stage.get("data-row") == str(row),
          f"{label}: page shows transition {stage.get('data-transition')} row {stage.get('data-row')}, expected {transition['index']} row {row}")
    frame = transition["frames"][row]
    compared = 0
    for channel, value in zip(transition["channels"], frame["values"]):
        node = parser.views.get(channel["node"])
        if not check(node is not None, f"{label}: no element with data-view={channel['node']!r}"):
            continue
        text = node.get(ATTRIBUTE[channel["property"]], "")
        try:
            shown = [float(x) for x in text.split(",")]
        except ValueError:
            shown = []
        expected = value if isinstance(value, list) else [value]
        ok = len(shown) == len(expected) and all(abs(a - b) <= TOLERANCE for a, b in zip(shown, expected))
        check(ok, f"{label}: {channel['node']}.{channel['property']} shows {text!r}, trace has {expected}")
        compared += 1
    percent = "" if frame["percent"] is None else frame["percent"]
    check(percent == "" and stage.get("data-percent") == "" or percent != "" and abs(float(stage.get("data-percent") or "nan") - percent) <= TOLERANCE,
          f"{label}: percent {stage.get('data-percent')!r}, trace has {frame['percent']}")
    return compared


def pixel_variety(path, region=None):
    """Distinct colours in a PNG (8-bit RGB or RGBA), sampled on a grid, in the whole picture and
    in region (x0, y0, x1, y1): a tiny decoder."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, width, height, colour_type = 8, b"", 0, 0, 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour_type in (2, 6), f"unsupported PNG: depth {depth}, colour type {colour_type}"
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    channels = 4 if colour_type == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours, inside = set(), set()
    x0, y0, x1, y1 = region or (0, 0, 0, 0)
    position = 0
    for y in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 255
        previous = line
        if y % 4 == 0:
            for x in range(0, width, 4):
                colour = bytes(line[x * channels:x * channels + 3])
                colours.add(colour)
                if x0 <= x < x1 and y0 <= y < y1:
                    inside.add(colour)
    return len(colours), len(inside)


def choose_rows(transitions, count):
    """Up to count (transition, row) pairs spread over the transitions: interactive ones first,
    then a middle and a late row of each."""
    picks = []
    ordered = sorted(transitions, key=lambda t: (t["gesture"] is None, t["index"]))
    for transition in ordered:
        frames = transition["frames"]
        if not frames:
            continue
        for row in (len(frames) // 2, max(0, len(frames) - 2)):
            if (transition["index"], row) not in [(t["index"], r) for t, r in picks]:
                picks.append((transition, row))
    return picks[:count]


def main():
    out = os.environ.get("PICTURES_OUT") or tempfile.mkdtemp(prefix="transc-pictures-")
    os.makedirs(out, exist_ok=True)
    specs = sorted(glob.glob(os.path.join(ROOT, "specs", "*.transition")))
    check(len(specs) >= 5, f"specs found: {len(specs)}")
    started = time.monotonic()
    largest = None
    frames_compared = 0
    for spec in specs:
        name = os.path.splitext(os.path.basename(spec))[0]
        # The graph, three ways.
        dot_text = run([TRANSC, "graph", spec])
        check(dot_text.returncode == 0, f"{name}: transc graph exited {dot_text.returncode}: {dot_text.stderr!r}")
        svg = run(["dot", "-Tsvg"], input=dot_text.stdout)
        check(svg.returncode == 0 and b"<svg" in svg.stdout, f"{name}: dot -Tsvg failed: {svg.stderr!r}")
        svg_path = os.path.join(out, name + ".svg")
        written = run([TRANSC, "graph", "--format", "svg", "-o", svg_path, spec])
        check(written.returncode == 0 and b"</svg>" in open(svg_path, "rb").read(), f"{name}: transc graph --format svg")
        mermaid = run([TRANSC, "graph", "--format", "mermaid", spec])
        check(mermaid.returncode == 0 and mermaid.stdout.startswith(b"flowchart LR\n"), f"{name}: transc graph --format mermaid")

        # The page embeds what `transc run --format json` prints.
        page_path = os.path.join(out, name + ".html")
        made = run([TRANSC, "preview", "-o", page_path, spec])
        if not check(made.returncode == 0, f"{name}: transc preview exited {made.returncode}: {made.stderr!r}"):
            continue
        page = open(page_path, encoding="utf-8").read()
        check(not re.search(r"<(script|link|img)[^>]+(src|href)=", page), f"{name}: the page loads an external resource")
        model = embedded(page, "transc-model")
        trace = embedded(page, "transc-trace")
        expected_runs = []
        tour = run([TRANSC, "run", "--format", "json", spec])
        check(tour.returncode == 0, f"{name}: transc run exited {tour.returncode}")
        expected_runs += json.loads(tour.stdout)["runs"]
        for scenario in model["scenarios"]:
            result = run([TRANSC, "run", "--format", "json", "--scenario", scenario["name"], spec])
            expected_runs += json.loads(result.stdout)["runs"]
        if not model["graphs"]:
            expected_runs = [r for r in expected_runs if r["transitions"]]
        check(trace["runs"] == expected_runs, f"{name}: the page's trace differs from transc run --format json")
        size = os.path.getsize(page_path)
        if largest is None or size > largest[1]:
            largest = (name, size, page_path)

        # Chosen frames in the browser, against the trace.
        url = "file://" + urllib.parse.quote(page_path)
        targets = []
        for graph in model["graphs"]:
            transitions = trace["runs"][graph["run"]]["transitions"]
            for transition, row in choose_rows(transitions, 2):
                forward = transition["operation"] in ("push", "present")
                local = transition["frames"][row]["t"] - transition["start"]
                fragment = urllib.parse.urlencode({"graph": graph["name"], "edge": transition["edge"].replace(" ", ""),
                                                   "dir": "forward" if forward else "backward", "t": repr(local)})
                targets.append((fragment, [transition], transition["start"] + local))
        for scenario in model["scenarios"]:
            transitions = trace["runs"][scenario["run"]]["transitions"]
            for transition, row in choose_rows(transitions, 3):
                at = transition["frames"][row]["t"]
                targets.append((urllib.parse.urlencode({"scenario": scenario["name"], "t": repr(at)}), transitions, at))
        if model["graphs"]:
            first = trace["runs"][model["graphs"][0]["run"]]["transitions"][0]
            at = first["frames"][len(first["frames"]) // 3]["t"]
            targets.insert(0, ("t=" + repr(at - first["start"]), [first], at))
        for fragment, transitions, at in targets[:FRAMES_PER_SPEC]:
            frames_compared += 1
            compare_frame(url + "#" + fragment, transitions, at, f"{name}#{fragment}")

        # One screenshot, not blank.
        png = os.path.join(out, name + ".png")
        fragment = targets[0][0] if targets else ""
        shot = chromium("--window-size=1280,900", "--screenshot=" + png, url + "#" + fragment)
        if check(shot.returncode == 0 and os.path.exists(png), f"{name}: screenshot failed: {shot.stderr[-400:]!r}"):
            # The stage sits at the left, under the controls (see PreviewPage's style).
            colours, stage = pixel_variety(png, (24, 150, 290, 700))
            check(colours >= 24 and (stage >= 8 or not model["graphs"]),
                  f"{name}: screenshot looks blank ({colours} colours, {stage} on the stage)")

    if largest:
        name, size, path = largest
        loads = []
        for _ in range(3):
            result = chromium("--dump-dom", "file://" + urllib.parse.quote(path) + "#t=0")
            parser = Views()
            parser.feed(result.stdout.decode("utf-8"))
            loads.append(int((parser.stage or {}).get("data-first-frame-ms", "-1")))
        print(f"largest page: {name}.html, {size / 1024:.1f} KiB; first frame drawn {min(loads)} ms after navigation started (best of 3: {loads})")
    print(f"frames compared with the trace: {frames_compared}; pictures in {out}; {time.monotonic() - started:.1f} s")
    print(f"pictures: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

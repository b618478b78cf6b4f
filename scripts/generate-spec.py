#!/usr/bin/env python3
"""Writes large, valid inputs for the benchmarks (`scripts/bench.sh`). Deterministic: the same
arguments give the same bytes.

usage: generate-spec.py SIZE_MB OUTPUT            a spec of about SIZE_MB megabytes
       generate-spec.py --json SIZE_MB OUTPUT     that spec's graphs as JSON (about 1.2x as large)
       generate-spec.py --lines N OUTPUT          a spec of exactly N lines
       generate-spec.py --scenarios N OUTPUT      one unit's graph with N scenarios on it
       generate-spec.py --chain N OUTPUT          one graph of N screens, each pushing the next
       generate-spec.py --elements N OUTPUT       one screen with N elements, an animator moving each
       generate-spec.py --unconnected N OUTPUT    one graph of N screens and no edges (for `graph`)
       generate-spec.py --steps N OUTPUT          an animator with a snapshot and N statements

A spec repeats a realistic unit: a navigation graph with five screens, push and modal edges,
a wildcard edge and three gestures, the four animators it uses and a scenario. Every unit checks
clean and its scenario passes. The JSON twin writes each unit's graph, animators and scenario as
one object, with the numbers as numbers and expressions as strings, so `json.load` reads the same
graphs `transc check` does. It has no spaces or line breaks within a unit, the closest JSON comes to
the spec's size: keys and quotes are bytes a spec does not spend, and json.load's megabytes per
second grow with whitespace while its units per second do not.
"""
import json
import sys

GRAPH = """// Unit {n}: a graph with every common construct.
navigation Graph{n} {{
    screen Home{n}: HomeViewController{n} {{
        element logo: shape
        element caption: view
    }}
    screen Detail{n}: DetailViewController{n}
    screen Menu{n}: MenuViewController{n}
    screen Sheet{n}: SheetViewController{n}
    screen Modal{n}: ModalViewController{n}
    root Home{n}

    Home{n} -> Detail{n} {{
        push: Reveal{n}
        pop: Shrink{n}
    }}
    Detail{n} -> Menu{n} {{
        push: Fade{n}
        pop: reverse
    }}
    * -> Sheet{n} {{
        push: Slide{n}
        pop: reverse(duration: 0.4)
    }}
    Home{n} => Modal{n} {{
        present: Fade{n}
        dismiss: reverse(curve: spring(damping: 0.8, velocity: 0.8))
    }}

    gesture back{n}: edgePan(left) on Detail{n} drives pop {{
        progress: translation.x / width
        finish when progress > 0.5 or velocity.x > 0
    }}
    gesture menuBack{n}: edgePan(left) on Menu{n} drives pop {{
        progress: translation.x / width
        finish when progress > 0.5 or velocity.x > 0
    }}
    gesture sheetDown{n}: pan(down) on Sheet{n} drives pop {{
        progress: translation.y / height
        finish when progress > 0.3 or velocity.y > 500
    }}
}}

animator Reveal{n}(duration: 2.0, curve: easeIn) {{
    mask to with shape(from.logo) {{
        transform: identity -> translate(0, -10) scale(150)
    }}
    to.alpha: 0 -> 1
}}

animator Shrink{n}(duration: 0.5) {{
    order: to below from
    from.transform: identity -> scale(0.01)
}}

animator Fade{n}(duration: 0.3, curve: cubic(0.2, 0.8, 0.2, 1)) {{
    to.alpha: 0 -> 1
    keyframe(start: 0, length: 0.5) {{
        to.transform: scale(0.9) -> identity
    }}
}}

animator Slide{n}(duration: 0.5, curve: easeOut) {{
    to.frame: final.offset(0, height) -> final
    to.cornerRadius: 24 -> 0
}}

"""

SCENARIO = """scenario "unit {n} swipes back" in Graph{n} {{
    push Detail{n}
    drag back{n} to 0.6 over 0.3
    release velocity 100
    expect completed
    expect stack [Home{n}]
}}

"""

# What `--scenarios` cycles through on unit 0's graph: every kind of step, finished and cancelled
# gestures, pushes, pops and a modal.
SCENARIO_KINDS = [
    ("swipe back finishes", """    push Detail0
    drag back0 to 0.6 over 0.3
    release velocity 100
    expect completed
    expect stack [Home0]"""),
    ("swipe back is cancelled", """    push Detail0
    drag back0 to 0.2 over 0.2
    release velocity -50
    expect cancelled
    expect stack [Home0, Detail0]
    expect Detail0.transform.scale == 1 within 0.001"""),
    ("pops to root", """    push Detail0; push Menu0
    pop to root
    expect stack [Home0]"""),
    ("presents and dismisses", """    present Modal0
    expect completed
    wait 300ms
    dismiss
    expect stack [Home0]"""),
    ("pulls the sheet down", """    push Sheet0
    drag sheetDown0 by 0, 400 over 0.25
    release velocity (0, 800)
    expect completed
    expect stack [Home0]"""),
    ("fades the menu in and back", """    push Detail0
    push Menu0
    expect Menu0.alpha == 1 at end
    drag menuBack0 to 0.7 over 0.3
    release velocity 200
    expect stack [Home0, Detail0]
    expect Detail0.alpha == 1 at end"""),
]


def unit(n):
    return GRAPH.format(n=n) + SCENARIO.format(n=n)


def unit_json(n):
    """Unit `n` as the object a JSON format of the same graph would hold."""
    spring = {"spring": {"damping": 0.8, "velocity": 0.8}}
    pan_finish = "progress > 0.5 or velocity.x > 0"
    return {
        "comment": f"Unit {n}: a graph with every common construct.",
        "navigation": {
            "name": f"Graph{n}",
            "screens": [
                {"name": f"Home{n}", "class": f"HomeViewController{n}",
                 "elements": [{"name": "logo", "kind": "shape"}, {"name": "caption", "kind": "view"}]},
                {"name": f"Detail{n}", "class": f"DetailViewController{n}"},
                {"name": f"Menu{n}", "class": f"MenuViewController{n}"},
                {"name": f"Sheet{n}", "class": f"SheetViewController{n}"},
                {"name": f"Modal{n}", "class": f"ModalViewController{n}"},
            ],
            "root": f"Home{n}",
            "edges": [
                {"from": f"Home{n}", "to": f"Detail{n}", "push": f"Reveal{n}", "pop": f"Shrink{n}"},
                {"from": f"Detail{n}", "to": f"Menu{n}", "push": f"Fade{n}", "pop": "reverse"},
                {"from": "*", "to": f"Sheet{n}", "push": f"Slide{n}", "pop": {"reverse": {"duration": 0.4}}},
                {"from": f"Home{n}", "to": f"Modal{n}", "modal": True, "present": f"Fade{n}",
                 "dismiss": {"reverse": {"curve": spring}}},
            ],
            "gestures": [
                {"name": f"back{n}", "kind": "edgePan", "edge": "left", "on": f"Detail{n}", "drives": "pop",
                 "progress": "translation.x / width", "finish": pan_finish},
                {"name": f"menuBack{n}", "kind": "edgePan", "edge": "left", "on": f"Menu{n}", "drives": "pop",
                 "progress": "translation.x / width", "finish": pan_finish},
                {"name": f"sheetDown{n}", "kind": "pan", "direction": "down", "on": f"Sheet{n}", "drives": "pop",
                 "progress": "translation.y / height", "finish": "progress > 0.3 or velocity.y > 500"},
            ],
        },
        "animators": [
            {"name": f"Reveal{n}", "duration": 2.0, "curve": "easeIn",
             "masks": [{"on": "to", "shape": "from.logo",
                        "tracks": [{"property": "transform", "from": "identity", "to": "translate(0, -10) scale(150)"}]}],
             "tracks": [{"property": "to.alpha", "from": 0, "to": 1}]},
            {"name": f"Shrink{n}", "duration": 0.5, "order": "to below from",
             "tracks": [{"property": "from.transform", "from": "identity", "to": "scale(0.01)"}]},
            {"name": f"Fade{n}", "duration": 0.3, "curve": {"cubic": [0.2, 0.8, 0.2, 1]},
             "tracks": [{"property": "to.alpha", "from": 0, "to": 1}],
             "keyframes": [{"start": 0, "length": 0.5,
                            "tracks": [{"property": "to.transform", "from": "scale(0.9)", "to": "identity"}]}]},
            {"name": f"Slide{n}", "duration": 0.5, "curve": "easeOut",
             "tracks": [{"property": "to.frame", "from": "final.offset(0, height)", "to": "final"},
                        {"property": "to.cornerRadius", "from": 24, "to": 0}]},
        ],
        "scenarios": [
            {"name": f"unit {n} swipes back", "in": f"Graph{n}",
             "steps": [{"push": f"Detail{n}"}, {"drag": f"back{n}", "to": 0.6, "over": 0.3},
                       {"release": {"velocity": 100}}, {"expect": "completed"},
                       {"expect": {"stack": [f"Home{n}"]}}]},
        ],
    }


def by_size(megabytes, render):
    """Whole units, rendered by `render`, until the text reaches `megabytes`; and their count."""
    target = megabytes * 1_000_000
    out, total, n = [], 0, 0
    while total < target:
        text = render(n)
        out.append(text)
        total += len(text.encode())
        n += 1
    return out, n


def spec_by_size(megabytes):
    units, n = by_size(megabytes, unit)
    return "".join(units), f"{n} units"


def json_of_spec(megabytes):
    """The units of `spec_by_size(megabytes)`, one a line."""
    _, count = by_size(megabytes, unit)
    units = [json.dumps(unit_json(n), separators=(",", ":")) for n in range(count)]
    return '{"units": [\n' + ",\n".join(units) + "\n]}\n", f"{count} units"


def spec_by_lines(lines):
    """Whole units while they fit in `lines`, then comment lines to make exactly `lines`."""
    out, count, n = [], 0, 0
    while True:
        text = unit(n)
        if count + text.count("\n") > lines:
            break
        out.append(text)
        count += text.count("\n")
        n += 1
    out.append("// padding\n" * (lines - count))
    return "".join(out), f"{n} units"


def spec_with_scenarios(count):
    scenarios = []
    for i in range(count):
        name, steps = SCENARIO_KINDS[i % len(SCENARIO_KINDS)]
        scenarios.append(f'scenario "{i}: {name}" in Graph0 {{\n{steps}\n}}\n\n')
    return GRAPH.format(n=0) + "".join(scenarios), f"{count} scenarios on one graph"


def chained_screens(count):
    """Screens S0 … S(count-1) in one graph, each pushing the next with one animator: the shape
    of a long onboarding flow, and of every per-screen and per-edge table the checker keeps."""
    screens = "".join(f"    screen S{i}: Screen{i}ViewController\n" for i in range(count))
    edges = "".join(f"    S{i} -> S{i + 1} {{ push: Fade  pop: reverse }}\n" for i in range(count - 1))
    gestures = "".join(f"    gesture back{i}: edgePan(left) on S{i} drives pop {{ progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }}\n"
                       for i in range(1, count))
    return (f"navigation Chain {{\n{screens}    root S0\n{edges}{gestures}}}\n\n"
            "animator Fade(duration: 0.3) {\n    to.alpha: 0 -> 1\n}\n"), f"{count} chained screens"


def screen_with_elements(count):
    """One pushed screen with `count` elements, an animator that fades and moves each one."""
    elements = "".join(f"        element e{i}: view {{ frame: rect(16, {i % 800}, 100, 20) }}\n" for i in range(count))
    tracks = "".join(f"    to.e{i}.alpha: 0 -> 1\n" for i in range(count))
    return ("navigation Big {\n    screen Home: HomeViewController\n"
            f"    screen Detail: DetailViewController {{\n{elements}    }}\n    root Home\n"
            "    Home -> Detail { push: Show  pop: reverse }\n"
            "    gesture back: edgePan(left) on Detail drives pop { progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }\n"
            f"}}\n\nanimator Show(duration: 0.3) {{\n    to.alpha: 0 -> 1\n{tracks}}}\n"), f"{count} elements on one screen"


def unconnected_screens(count):
    """`count` screens of one graph and no edges: every screen but the root is unreachable."""
    screens = "".join(f"    screen S{i}: Screen{i}ViewController\n" for i in range(count))
    return f"navigation Islands {{\n{screens}    root S0\n}}\n", f"{count} unconnected screens"


def animator_with_steps(count):
    """An animator that snapshots the leaving screen and has `count` statements: keyframes of the
    snapshot's alpha, transform and corner radius in consecutive windows, one path each."""
    per = -(-count // 3)
    steps = []
    for i in range(count):
        k = i // 3
        start, length = k / per, 1 / per
        a, b = 1 - k / per, 1 - (k + 1) / per
        statement = [f"shot.alpha: {a:.6f} -> {b:.6f}",
                     f"shot.transform: scale({1 - k / per / 2:.6f}) -> scale({1 - (k + 1) / per / 2:.6f})",
                     f"shot.cornerRadius: {12 * k / per:.6f} -> {12 * (k + 1) / per:.6f}"][i % 3]
        steps.append(f"    keyframe(start: {start:.9f}, length: {length:.9f}) {{ {statement} }}\n")
    return ("navigation Long {\n    screen Home: HomeViewController\n    screen Detail: DetailViewController\n"
            "    root Home\n    Home -> Detail { push: Busy  pop: reverse }\n"
            "    gesture back: edgePan(left) on Detail drives pop { progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }\n"
            "}\n\nanimator Busy(duration: 1) {\n    snapshot from as shot\n" + "".join(steps) + "}\n"), f"an animator of {count} statements"


def main():
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0].startswith("--") else "--megabytes"
    makers = {"--megabytes": lambda a: spec_by_size(float(a)), "--json": lambda a: json_of_spec(float(a)),
              "--lines": lambda a: spec_by_lines(int(a)), "--scenarios": lambda a: spec_with_scenarios(int(a)),
              "--chain": lambda a: chained_screens(int(a)), "--elements": lambda a: screen_with_elements(int(a)),
              "--unconnected": lambda a: unconnected_screens(int(a)), "--steps": lambda a: animator_with_steps(int(a))}
    if mode not in makers or len(args) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    text, holds = makers[mode](args[0])
    data = text.encode()
    with open(args[1], "wb") as f:
        f.write(data)
    print(f"wrote {len(data)} bytes ({holds}, {text.count(chr(10))} lines) to {args[1]}")


main()

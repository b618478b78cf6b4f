#!/usr/bin/env python3
"""Writes a large, valid .transition spec of about SIZE megabytes, for benchmarks.

usage: generate-spec.py SIZE_MB OUTPUT

The spec repeats a realistic unit: a navigation graph with five screens, push and modal edges,
a wildcard edge and a gesture, plus three animators it uses and a scenario.
"""
import sys

UNIT = """// Unit {n}: a graph with every common construct.
navigation Graph{n} {{
    screen Home{n}: HomeViewController{n} {{
        element logo: shape
        element title: view
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

scenario "unit {n} swipes back" in Graph{n} {{
    push Detail{n}
    drag back{n} to 0.6 over 0.3
    release velocity 100
    expect completed
    expect stack [Home{n}]
}}

"""

def main():
    size = float(sys.argv[1]) * 1_000_000
    out = []
    total = 0
    n = 0
    while total < size:
        text = UNIT.format(n=n)
        out.append(text)
        total += len(text.encode())
        n += 1
    with open(sys.argv[2], "w") as f:
        f.write("".join(out))
    print(f"wrote {total} bytes ({n} units) to {sys.argv[2]}")

main()

#!/usr/bin/env python3
"""The performance targets of DESIGN.md (issue 17) measured side by side, in one table.

usage: scripts/bench.sh [--quick]     builds release, then runs this script
       python3 scripts/bench.py --bin DIR [--quick]

DIR holds release builds of `transc` and `transc-bench`. Inputs are made fresh in a temporary
directory by `scripts/generate-spec.py` and by `swift_source` below: no randomness, the same bytes
on every run (their SHA-256 is printed). A figure is a child process's wall time (the best of
several runs, or the median where the row says so) and its peak resident memory, through GNU time
(`/usr/bin/time`, Debian's `time` package; without it peaks read n/a). Phases are timed inside
`transc-bench`. The script prints; it asserts nothing, and exits 0 whatever the figures (1 only
when an input does not check clean, which would make the figures meaningless). Python standard
library only.
"""
import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATOR = os.path.join(ROOT, "scripts", "generate-spec.py")
SEED_SPEC = "specs/logo-reveal.transition"


# GNU time reads the child's peak memory from `wait4`. Python cannot do it for its own children:
# they start with the interpreter's resident size as their peak (vfork and fork both carry it over).
GNU_TIME = "/usr/bin/time"


@dataclass
class Run:
    seconds: float
    peak_kb: int  # 0 when unknown (no GNU time, or not asked)
    status: int
    output: str


def measuring_peak(command, rss):
    """`command` under GNU time, which writes its peak resident kilobytes to the file `rss`;
    `command` itself when GNU time is missing."""
    return [GNU_TIME, "-q", "-f", "%M", "-o", rss.name, *command] if os.access(GNU_TIME, os.X_OK) else command


def peak_written(rss):
    """The kilobytes GNU time wrote, or 0."""
    rss.seek(0)
    written = rss.read().split()
    return int(written[-1]) if written else 0


def run(command, peak=True):
    """Runs `command` to its end: wall time, peak resident memory (through GNU time, which adds
    about a millisecond of its own), exit status and standard output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        start = time.perf_counter()
        status = subprocess.run(measuring_peak(command, rss) if peak else command, stdout=out, stderr=err).returncode
        seconds = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        if status != 0:
            sys.stderr.write(err.read().decode(errors="replace")[-2000:])
        return Run(seconds, peak_written(rss), status, out.read().decode(errors="replace"))


def best(command, runs):
    """The fastest of `runs` runs, with the highest peak memory of them all."""
    return best_alternating({None: command}, runs)[None]


def best_alternating(commands, runs, seconds=lambda r: r.seconds):
    """`best` of each of `commands` (a dictionary), taking turns so that a burst of load on the
    machine slows them alike: the ratios between them hold better than their times. `seconds`
    reads a run's time (by default the wall clock)."""
    results = {key: [] for key in commands}
    for _ in range(runs):
        for key, command in commands.items():
            results[key].append(run(command))
    fastest = {}
    for key, runs_of_key in results.items():
        chosen = min(runs_of_key, key=seconds)
        fastest[key] = Run(seconds(chosen), max(r.peak_kb for r in runs_of_key), chosen.status, chosen.output)
    return fastest


def progress(text):
    sys.stderr.write(f"bench: {text}\n")
    sys.stderr.flush()


# MARK: - Inputs

def generate(mode_and_size, path, notes):
    """Runs scripts/generate-spec.py; `notes[path]` keeps what it says it wrote (units, lines)."""
    said = subprocess.run([sys.executable, GENERATOR, *mode_and_size, path], check=True, capture_output=True, text=True)
    notes[path] = said.stdout[said.stdout.index("(") + 1:said.stdout.index(")")]
    return path


SWIFT_UNIT = """// Unit {n}: a model, a route enum and a coordinator, as an app's navigation code is written.
import Foundation

struct Item{n}: Equatable, Hashable {{
    var title: String
    var count: Int
    let weights: [Double]

    init(title: String = "Item {n}", count: Int = {n}, weights: [Double] = [0.25, 0.5, 1.0]) {{
        self.title = title
        self.count = count
        self.weights = weights
    }}

    func total(scale: Double = 1.5) -> Double {{
        var sum = 0.0
        for (index, weight) in weights.enumerated() where index % 2 == 0 {{
            sum += weight * Double(count) * scale
        }}
        return sum > 100 ? 100 : sum
    }}
}}

enum Route{n}: CustomStringConvertible {{
    case home
    case detail(id: Int)
    case sheet(title: String, animated: Bool)

    var description: String {{
        switch self {{
        case .home: return "home"
        case let .detail(id): return "detail \\(id)"
        case let .sheet(title, animated): return animated ? "sheet \\(title)" : title
        }}
    }}
}}

final class Coordinator{n} {{
    private(set) var stack: [Route{n}] = [.home]
    var onChange: ((Route{n}) -> Void)?

    func push(_ route: Route{n}) {{
        stack.append(route)
        onChange?(route)
    }}

    @discardableResult
    func pop() -> Route{n}? {{
        guard stack.count > 1 else {{ return nil }}
        return stack.popLast()
    }}

    func progress(translation: Double, width: Double, velocity: Double) -> Bool {{
        let fraction = max(0, min(1, translation / width))
        let eased = {{ (t: Double) -> Double in t * t * (3 - 2 * t) }}(fraction)
        return eased > 0.5 || velocity > 0
    }}
}}

"""


def swift_source(path, megabytes, notes):
    """A plausible Swift file of about `megabytes`: `SWIFT_UNIT` repeated with fresh names."""
    target = megabytes * 1_000_000
    parts, total, n = [], 0, 0
    while total < target:
        text = SWIFT_UNIT.format(n=n)
        parts.append(text)
        total += len(text.encode())
        n += 1
    with open(path, "w") as f:
        f.write("".join(parts))
    notes[path] = f"{n} units of a struct, an enum and a class"
    return path


HELLO = 'import Foundation\nprint("hello, \\(ProcessInfo.processInfo.processName)")\n'


def hello_world(directory):
    """A Foundation hello-world compiled as the release build is (-O)."""
    source = os.path.join(directory, "hello.swift")
    with open(source, "w") as f:
        f.write(HELLO)
    binary = os.path.join(directory, "hello")
    subprocess.run(["swiftc", "-O", source, "-o", binary], check=True, stdout=subprocess.DEVNULL)
    return binary


def size(path):
    return os.path.getsize(path)


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:12]


# MARK: - The language server

class Server:
    """`transc lsp` over standard input and output, with Content-Length framing."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the language server closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, predicate):
        while True:
            message = self.receive()
            if predicate(message):
                return message

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        self.wait_for(lambda m: m.get("id") == 2)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=30)


def lsp_latencies(transc, path, edits):
    """Milliseconds from writing each didChange to reading its publishDiagnostics, for `edits`
    edits that change an animator's duration (unit after unit, 0.5 to 0.6 and back); and the
    server's peak memory in kilobytes."""
    with tempfile.NamedTemporaryFile("r") as rss:
        server = Server(measuring_peak([transc, "lsp"], rss))
        latencies = edit_and_wait(server, path, edits)
        server.close()
        return latencies, peak_written(rss)


def edit_and_wait(server, path, edits):
    """Opens `path` (which must have no errors), then makes each edit and waits for the
    diagnostics of its version before the next: latency, not the server's coalescing of a burst."""
    with open(path) as f:
        text = f.read()
    lines = text.split("\n")
    uri = "file://" + os.path.abspath(path)
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    server.wait_for(lambda m: m.get("id") == 1)
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "transition", "version": 1, "text": text}}})
    opened = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    errors = [d for d in opened["params"]["diagnostics"] if d.get("severity") == 1]
    if errors:
        sys.exit(f"bench: {path} has errors in the language server: {errors[:3]}")
    targets = [i for i, line in enumerate(lines) if line.startswith("animator Shrink")]
    values = {}
    latencies = []
    for edit in range(edits):
        line = targets[edit % len(targets)]
        column = lines[line].index("duration: ") + len("duration: ")
        old = values.get(line, "0.5")
        values[line] = "0.6" if old == "0.5" else "0.5"
        version = edit + 2
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": column},
                                          "end": {"line": line, "character": column + len(old)}},
                                "text": values[line]}]}})
        published = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                    and m["params"].get("version") == version)
        latencies.append((time.perf_counter() - start) * 1000)
        if any(d.get("severity") == 1 for d in published["params"]["diagnostics"]):
            sys.exit(f"bench: edit {edit} of {path} made an error")
    return latencies


# MARK: - The table

@dataclass
class Row:
    name: str
    input: str = ""
    time: str = ""
    rate: str = ""
    peak: str = ""
    target: str = ""
    result: str = ""


def megabytes(count):
    return f"{count / 1e6:.2f} MB" if count >= 100_000 else f"{count / 1e3:.1f} KB"


def duration(seconds):
    return f"{seconds:.2f} s" if seconds >= 1 else f"{seconds * 1000:.1f} ms"


def judged(ok):
    return "pass" if ok else "FAIL"


def print_table(rows):
    headers = Row("measurement", "input", "time", "MB/s", "peak RSS (x input)", "target", "result")
    fields = ["name", "input", "time", "rate", "peak", "target", "result"]
    right = {"input", "time", "rate", "peak"}
    widths = {f: max(len(getattr(r, f)) for r in [headers] + rows) for f in fields}

    def line(row):
        cells = [getattr(row, f).rjust(widths[f]) if f in right else getattr(row, f).ljust(widths[f]) for f in fields]
        return "  ".join(cells).rstrip()

    print(line(headers))
    print("  ".join("-" * widths[f] for f in fields))
    for row in rows:
        print(line(row) if row.name else "")


# MARK: - Measurements

@dataclass
class Settings:
    transc: str
    bench: str
    runs: int  # a throughput figure is the best of these
    edits: int  # language-server edits per spec
    startups: int  # start-up figures are the median of these


@dataclass
class Inputs:
    spec: dict  # megabytes -> path
    twin: str  # the 10 MB spec's graphs as JSON
    swift: str
    lsp: dict  # lines -> path
    scenarios: str
    hello: str
    notes: dict  # path -> what the file holds
    shapes: dict  # (shape, count) -> path: the inputs of `scaling`

    @staticmethod
    def make(work):
        def path(name):
            return os.path.join(work, name)
        notes = {}
        return Inputs(
            spec={mb: generate([str(mb)], path(f"{mb}mb.transition"), notes) for mb in (1, 10)},
            twin=generate(["--json", "10"], path("10mb-graphs.json"), notes),
            swift=swift_source(path("10mb.swift"), 10, notes),
            lsp={n: generate(["--lines", str(n)], path(f"{n}lines.transition"), notes) for n in (2000, 20000)},
            scenarios=generate(["--scenarios", "1000"], path("1000scenarios.transition"), notes),
            hello=hello_world(work),
            notes=notes,
            shapes={(shape, n): generate([f"--{shape}", str(n)], path(f"{shape}-{n}.transition"), notes)
                    for shape, counts in SHAPES.items() for n in counts})

    def files(self):
        return [self.spec[1], self.spec[10], self.twin, self.swift, self.lsp[2000], self.lsp[20000], self.scenarios,
                *self.shapes.values()]


# The shapes that once took minutes (a rule scanning every screen, edge, element or statement for
# each of them), each at two sizes: what `scaling` runs, and the command it runs on them.
SHAPES = {"chain": (10_000, 100_000), "elements": (10_000, 100_000), "unconnected": (10_000, 100_000, 200_000),
          "steps": (1_000, 8_000)}
SHAPE_COMMANDS = {"chain": ["check"], "elements": ["check"], "unconnected": ["graph", "-o", os.devnull],
                  "steps": ["check"]}
# The language server opens the largest document of unconnected screens.
LSP_SHAPE = ("unconnected", 200_000)


def rate(path, seconds):
    return f"{size(path) / 1e6 / seconds:.1f}"


def phases(s, inputs):
    """Each phase in process (`transc-bench --phase`), one timed run a process, on 1 MB and 10 MB."""
    rows = []
    for phase, label in [("lex", "lex"), ("parse", "parse"), ("check", "check (the checker alone)"),
                         ("compile", "lex+parse+check")]:
        progress(f"{phase}, 1 MB and 10 MB")
        timed = best_alternating({mb: [s.bench, "--phase", phase, path, "1"] for mb, path in inputs.spec.items()},
                                 s.runs, seconds=lambda r: float(r.output.split()[1]))
        for mb, path in inputs.spec.items():
            rows.append(Row(f"{label} in process, best of {s.runs}", megabytes(size(path)), duration(timed[mb].seconds),
                            rate(path, timed[mb].seconds), peak_text(timed[mb].peak_kb, size(path))))
        rows.append(Row(f"  {label.split(' ')[0]}: 10 MB time / 1 MB time",
                        time=f"{timed[10].seconds / timed[1].seconds:.1f}x"))
    return rows + [Row("")]


JSON_LOAD = """import json, sys, time
start = time.perf_counter()
json.load(open(sys.argv[1]))
print(time.perf_counter() - start)
"""


def whole_processes(s, inputs):
    """`transc check` on 1 MB and 10 MB beside Python's json.load of the 10 MB spec's graphs
    (their runs take turns), then swiftc's parser on as much Swift."""
    progress("transc check 1 MB and 10 MB, python3 json.load 10 MB")
    commands = {mb: [s.transc, "check", path] for mb, path in inputs.spec.items()}
    commands["json"] = [sys.executable, "-c", JSON_LOAD, inputs.twin]
    timed = best_alternating(commands, s.runs)
    rows = []
    for mb, path in inputs.spec.items():
        rows.append(Row(f"transc check, whole process, best of {s.runs}", megabytes(size(path)),
                        duration(timed[mb].seconds), rate(path, timed[mb].seconds), peak_text(timed[mb].peak_kb, size(path))))
    check_rate = size(inputs.spec[10]) / 1e6 / timed[10].seconds
    rows[-1].target, rows[-1].result = ">= 100 MB/s", judged(check_rate >= 100)
    peak = timed[10].peak_kb * 1024 / size(inputs.spec[10])
    rows.append(Row("  peak memory / input", megabytes(size(inputs.spec[10])), peak=f"{peak:.1f}x" if peak else "n/a",
                    target="<= 4x", result=judged(peak <= 4) if peak else "n/a"))
    linearity = timed[10].seconds / timed[1].seconds
    rows.append(Row("  linearity: 10 MB time / 1 MB time", time=f"{linearity:.1f}x", target="<= 11x",
                    result=judged(linearity <= 11)))

    load = timed["json"]
    alone = float(load.output.split()[0])
    speedup = load.seconds / timed[10].seconds
    progress("swiftc -frontend -parse")
    parse = best(["swiftc", "-frontend", "-parse", inputs.swift], s.runs)
    return rows + [
        Row(f"python3 json.load, the 10 MB spec's graphs as JSON, best of {s.runs}", megabytes(size(inputs.twin)),
            duration(load.seconds), rate(inputs.twin, load.seconds), peak_text(load.peak_kb, size(inputs.twin))),
        Row("  json.load alone, in process", megabytes(size(inputs.twin)), duration(alone), rate(inputs.twin, alone)),
        Row("  json.load time / transc check time, the same graphs", time=f"{speedup:.2f}x",
            target=">= 2x", result=judged(speedup >= 2)),
        Row(f"swiftc -frontend -parse, Swift source, best of {s.runs}", megabytes(size(inputs.swift)),
            duration(parse.seconds), rate(inputs.swift, parse.seconds), peak_text(parse.peak_kb, size(inputs.swift)),
            "(for scale)", "-" if parse.status == 0 else "failed"),
        Row(""),
    ]


def language_server(s, inputs):
    rows = []
    for lines, (median_target, worst_target) in [(2000, (5, 20)), (20000, (10, 40))]:
        progress(f"language server, {lines} lines, {s.edits} edits")
        latencies, peak = lsp_latencies(s.transc, inputs.lsp[lines], s.edits)
        median, worst = statistics.median(latencies), max(latencies)
        rows.append(Row(f"lsp didChange -> publishDiagnostics, {lines:,} lines, median of {s.edits}",
                        megabytes(size(inputs.lsp[lines])), f"{median:.1f} ms", peak=peak_text(peak),
                        target=f"< {median_target} ms",
                        result=judged(median < median_target)))
        rows.append(Row(f"  worst of {s.edits}", time=f"{worst:.1f} ms", target=f"< {worst_target} ms",
                        result=judged(worst < worst_target)))
    rows.append(Row(""))
    return rows


def scenarios_and_startup(s, inputs):
    progress("transc test, 1,000 scenarios")
    tested = best([s.transc, "test", inputs.scenarios], s.runs)
    # Start-up runs alternate, so a burst of load on the machine slows both alike; they run without
    # GNU time in between, and once more with it for their peak memory.
    progress(f"start-up, {s.startups} runs each")
    hello, seed = [], []
    for _ in range(s.startups):
        hello.append(run([inputs.hello], peak=False).seconds)
        seed.append(run([s.transc, "check", SEED_SPEC], peak=False).seconds)
    hello_time, seed_time = statistics.median(hello), statistics.median(seed)
    return [
        Row(f"transc test, 1,000 scenarios, best of {s.runs}", megabytes(size(inputs.scenarios)),
            duration(tested.seconds), peak=peak_text(tested.peak_kb),
            result="-" if tested.status == 0 else "failed"),
        Row(f"Foundation hello-world (swiftc -O), median of {s.startups}", time=duration(hello_time),
            peak=peak_text(run([inputs.hello]).peak_kb)),
        Row(f"transc check {SEED_SPEC}, median of {s.startups}", megabytes(size(SEED_SPEC)), duration(seed_time),
            peak=peak_text(run([s.transc, "check", SEED_SPEC]).peak_kb)),
        Row("  seed check / hello-world", time=f"{seed_time / hello_time:.2f}x", target="<= 1.5x",
            result=judged(seed_time <= 1.5 * hello_time)),
    ]


def scaling(s, inputs):
    """Each shape at its two sizes, whole process: the larger's time over the smaller's is at most
    1.1x their size ratio when every stage is linear; and the language server opening the
    200,000-screen document (didOpen to its publishDiagnostics)."""
    rows = []
    for shape, counts in SHAPES.items():
        small, large = counts[0], counts[1]
        command = SHAPE_COMMANDS[shape]
        progress(f"scaling: transc {command[0]} on {shape} {small:,} and {large:,}")
        timed = best_alternating({n: [s.transc, *command, inputs.shapes[(shape, n)]] for n in (small, large)}, max(1, s.runs // 3))
        for n in (small, large):
            rows.append(Row(f"transc {command[0]}, {inputs.notes[inputs.shapes[(shape, n)]]}", megabytes(size(inputs.shapes[(shape, n)])),
                            duration(timed[n].seconds), peak=peak_text(timed[n].peak_kb, size(inputs.shapes[(shape, n)])),
                            result="-" if timed[n].status in (0, 1) else "failed"))
        ratio, bound = timed[large].seconds / timed[small].seconds, 1.1 * large / small
        rows.append(Row(f"  linearity: {large:,} time / {small:,} time", time=f"{ratio:.1f}x", target=f"<= {bound:.0f}x",
                        result=judged(ratio <= bound)))
    progress("scaling: language server opening 200,000 screens")
    path = inputs.shapes[LSP_SHAPE]
    with tempfile.NamedTemporaryFile("r") as rss:
        server = Server(measuring_peak([s.transc, "lsp"], rss))
        server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        server.wait_for(lambda m: m.get("id") == 1)
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        with open(path) as f:
            text = f.read()
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": "file://" + os.path.abspath(path), "languageId": "transition", "version": 1, "text": text}}})
        server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        opened = time.perf_counter() - start
        server.close()
        rows.append(Row(f"lsp didOpen -> publishDiagnostics, {inputs.notes[path]}", megabytes(size(path)), duration(opened),
                        peak=peak_text(peak_written(rss), size(path))))
    return rows + [Row("")]


def peak_text(kilobytes, input_bytes=None):
    if kilobytes == 0:
        return "n/a (no GNU time)"
    ratio = f" ({kilobytes * 1024 / input_bytes:.1f}x)" if input_bytes else ""
    return f"{kilobytes / 1024:.1f} MB{ratio}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="directory of the release transc and transc-bench")
    parser.add_argument("--quick", action="store_true", help="one run per figure, 20 edits, 10 start-ups")
    options = parser.parse_args()
    runs, edits, startups = (1, 20, 10) if options.quick else (7, 100, 30)
    s = Settings(os.path.join(options.bin, "transc"), os.path.join(options.bin, "transc-bench"), runs, edits, startups)
    load_before = os.getloadavg()
    os.chdir(ROOT)
    with tempfile.TemporaryDirectory(prefix="transc-bench-") as work:
        progress(f"making inputs in {work}")
        inputs = Inputs.make(work)
        for path in inputs.files():
            # The unconnected screens are unreachable by design: warnings, not errors.
            if path.endswith(".transition") and run([s.transc, "check", path], peak=False).status != 0:
                sys.exit(f"bench: {path} does not check clean; the figures would measure error paths")
        rows = phases(s, inputs) + whole_processes(s, inputs) + language_server(s, inputs) + \
            scenarios_and_startup(s, inputs) + [Row("")] + scaling(s, inputs)
        load_after = os.getloadavg()
        print(f"transc benchmarks, {'quick' if options.quick else 'full'} run, release build: {os.cpu_count()} cores, "
              f"load average {load_before[0]:.2f} before and {load_after[0]:.2f} after (1 minute)")
        print("inputs (generated, the same bytes every run):")
        for path in inputs.files():
            print(f"  {os.path.basename(path):26} {megabytes(size(path)):>9}  sha256 {digest(path)}  {inputs.notes[path]}")
        print()
        print_table(rows)


if __name__ == "__main__":
    main()

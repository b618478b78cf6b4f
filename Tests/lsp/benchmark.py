#!/usr/bin/env python3
"""didChange -> publishDiagnostics latency of `transc lsp` on a generated 2,000-line spec.

Sends 100 incremental edits (each changes one animator's duration) and, for each, measures the
time from writing the didChange to reading the publishDiagnostics for that version. Build the
server in release mode first:

    swift build -c release --product transc
    TRANSC_BIN=.build/release/transc python3 Tests/lsp/benchmark.py

Standard library only; prints the median and the worst latency in milliseconds.
"""
import json
import os
import statistics
import subprocess
import sys
import time

LINES = 2000
EDITS = 100


def generated_spec(lines: int) -> str:
    """Graphs of five screens with edges, a gesture and fade animators, repeated to `lines`."""
    out = ["// Generated for the language-server benchmark."]
    n = 0
    while len(out) < lines - 20:
        out += [
            f"navigation Graph{n} {{",
            f"    screen A{n}: ViewControllerA{n} {{",
            f"        element logo: view",
            f"    }}",
            f"    screen B{n}: ViewControllerB{n}",
            f"    screen C{n}: ViewControllerC{n}",
            f"    root A{n}",
            f"    A{n} -> B{n} {{",
            f"        push: Fade{n}",
            f"        pop: reverse",
            f"    }}",
            f"    B{n} -> C{n} {{",
            f"        push: Slide{n}",
            f"        pop: reverse",
            f"    }}",
            f"    gesture back{n}: edgePan(left) on B{n} drives pop {{",
            f"        progress: translation.x / width",
            f"        finish when progress > 0.5 or velocity.x > 0",
            f"    }}",
            f"    gesture backC{n}: edgePan(left) on C{n} drives pop {{",
            f"        progress: translation.x / width",
            f"        finish when progress > 0.5",
            f"    }}",
            f"}}",
            f"",
            f"animator Fade{n}(duration: 0.5) {{",
            f"    to.alpha: 0 -> 1",
            f"    from.logo.alpha: 1 -> 0",
            f"}}",
            f"",
            f"animator Slide{n}(duration: 0.4, curve: easeOut) {{",
            f"    to.frame: final.offset(width, 0) -> final",
            f"    from.transform: identity -> translate(-width / 3, 0)",
            f"}}",
            f"",
        ]
        n += 1
    while len(out) < lines:
        out.append("// padding")
    return "\n".join(out) + "\n"


class Server:
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
                raise EOFError("the server closed its output")
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


def main():
    binary = os.environ.get("TRANSC_BIN", ".build/release/transc")
    server = Server([binary, "lsp"])
    text = generated_spec(LINES)
    lines = text.split("\n")
    uri = "file:///tmp/benchmark.transition"
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    server.wait_for(lambda m: m.get("id") == 1)
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "transition", "version": 1, "text": text}}})
    opened = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    errors = [d for d in opened["params"]["diagnostics"] if d["severity"] == 1]
    if errors:
        sys.exit(f"the generated spec has errors: {errors[:3]}")

    targets = [i for i, line in enumerate(lines) if line.startswith("animator Fade")]
    latencies = []
    for edit in range(EDITS):
        line = targets[edit % len(targets)]
        column = lines[line].index("0.5")
        value = "0.6" if edit % 2 == 0 else "0.5"
        version = edit + 2
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": column},
                                          "end": {"line": line, "character": column + 3}}, "text": value}]}})
        server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"].get("version") == version)
        latencies.append((time.perf_counter() - start) * 1000)

    server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    server.wait_for(lambda m: m.get("id") == 2)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=10)
    print(f"{LINES}-line spec ({len(text)} bytes), {EDITS} edits: "
          f"median {statistics.median(latencies):.2f} ms, worst {max(latencies):.2f} ms")


if __name__ == "__main__":
    main()

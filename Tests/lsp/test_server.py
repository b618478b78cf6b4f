"""End-to-end tests of `transc lsp` driven by pytest-lsp, a client this project did not write.

The server binary comes from TRANSC_BIN (default .build/debug/transc, relative to the repository).
"""
import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("TRANSC_BIN", ".build/debug/transc"))
if not BINARY.is_absolute():
    BINARY = ROOT / BINARY
SPECS = ROOT / "specs"
SEED = SPECS / "logo-reveal.transition"


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[str(BINARY), "lsp"]))
async def client(lsp_client: LanguageClient):
    # VS Code 1.65 states no position encodings, so the server must use UTF-16.
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[str(BINARY), "lsp"]))
async def neovim(lsp_client: LanguageClient):
    # Neovim 0.11 offers utf-8 first.
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim"))
    )
    assert result.capabilities.position_encoding == "utf-8"
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, path: pathlib.Path, text: str):
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="transition", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


async def change_document(client: LanguageClient, uri: str, version: int, edit_range: types.Range, text: str):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(range=edit_range, text=text)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


def position_of(text: str, needle: str, encoding: str = "utf-16") -> types.Position:
    offset = text.index(needle)
    line = text.count("\n", 0, offset)
    prefix = text[text.rfind("\n", 0, offset) + 1:offset]
    character = utf16_length(prefix) if encoding == "utf-16" else len(prefix.encode("utf-8"))
    return types.Position(line=line, character=character)


EMOJI_LINE = "    // 🚀 the reveal grows 日本 logo ✨\n"
TYPO_LINE = "        /* 🚀 é */ push: Revael\n"


def seed_with_typo() -> str:
    text = SEED.read_text()
    assert "        push: Reveal\n" in text
    return text.replace("    Main -> Detail {\n        push: Reveal\n",
                        EMOJI_LINE + "    Main -> Detail {\n" + TYPO_LINE)


@pytest.mark.parametrize("spec", sorted(p.name for p in SPECS.glob("*.transition")))
async def test_seed_specs_have_no_errors(client: LanguageClient, spec: str):
    path = SPECS / spec
    uri = await open_document(client, path, path.read_text())
    errors = [d for d in client.diagnostics[uri] if d.severity == types.DiagnosticSeverity.Error]
    assert errors == []


async def test_mistake_after_emoji_has_utf16_range_and_quick_fix_clears_it(client: LanguageClient):
    text = seed_with_typo()
    uri = await open_document(client, SEED, text)
    diagnostics = client.diagnostics[uri]
    typo = next(d for d in diagnostics if d.code == "T0205")
    assert typo.severity == types.DiagnosticSeverity.Error
    assert typo.source == "transc"
    assert typo.code_description.href.endswith("/docs/diagnostics.md#names-t02xx")
    assert "Revael" in typo.message
    start = position_of(text, "Revael")
    # UTF-16: the rocket counts two units, é one; in bytes the column would be larger.
    assert start.character == utf16_length("        /* 🚀 é */ push: ")
    assert typo.range == types.Range(start=start, end=types.Position(line=start.line, character=start.character + 6))

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=typo.range,
        context=types.CodeActionContext(diagnostics=[typo])))
    fix = next(a for a in actions if a.diagnostics and a.diagnostics[0].code == "T0205")
    assert fix.kind == types.CodeActionKind.QuickFix
    edits = fix.edit.changes[uri]
    assert [e.new_text for e in edits] == ["Reveal"]
    version = 2
    for edit in edits:
        diagnostics = await change_document(client, uri, version, edit.range, edit.new_text)
        version += 1
    assert list(diagnostics) == []


async def test_utf8_client_gets_byte_columns(neovim: LanguageClient):
    text = seed_with_typo()
    uri = await open_document(neovim, SEED, text)
    typo = next(d for d in neovim.diagnostics[uri] if d.code == "T0205")
    assert typo.range.start == position_of(text, "Revael", encoding="utf-8")
    assert typo.range.start.character == len("        /* 🚀 é */ push: ".encode("utf-8"))


async def test_hover_definition_symbols_and_completion(client: LanguageClient):
    text = SEED.read_text()
    uri = await open_document(client, SEED, text)
    document = types.TextDocumentIdentifier(uri=uri)
    reference = position_of(text, "push: Reveal")
    reference.character += len("push: ")

    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=reference))
    assert "**animator** `Reveal`" in hover.contents.value
    assert "duration 2 s" in hover.contents.value

    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=reference))
    assert [d.range.start for d in definition] == [position_of(text, "Reveal(duration")]

    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=document, position=reference, context=types.ReferenceContext(include_declaration=True)))
    assert len(references) == 2

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert [s.name for s in symbols] == ["LogoReveal", "Reveal", "Shrink",
                                         "the reveal runs for 2 s on an ease-in curve and cleans up"]
    assert [c.name for c in symbols[0].children] == ["Main", "Detail", "Main -> Detail", "back"]

    completion = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=reference))
    labels = [item.label for item in completion.items]
    assert labels[:2] == ["Reveal", "Shrink"] and "system" in labels


async def test_malformed_frames_do_not_kill_the_server(client: LanguageClient):
    stdin = client._server.stdin
    stdin.write(b"Content-Length: nope\r\n\r\n{}")
    stdin.write(b"X-Nothing: 1\r\n\r\n")
    stdin.write(b"Content-Length: 70\r\n\r\n" + b"[" * 70)
    await stdin.drain()
    uri = await open_document(client, SEED, SEED.read_text())
    assert list(client.diagnostics[uri]) == []
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert symbols[0].name == "LogoReveal"
    assert client._server.returncode is None

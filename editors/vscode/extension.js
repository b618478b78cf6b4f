// Starts `transc lsp` for .transition files: diagnostics, formatting and everything else the
// server offers come from the same front end as the command line.
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('transition').get('transcPath', 'transc');
  const server = { command, args: ['lsp'], transport: TransportKind.stdio };
  client = new LanguageClient(
    'transition',
    'Transition (transc lsp)',
    { run: server, debug: server },
    { documentSelector: [{ scheme: 'file', language: 'transition' }, { scheme: 'untitled', language: 'transition' }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

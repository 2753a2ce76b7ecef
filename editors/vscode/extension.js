// Starts `tandem lsp` for .tandem files (setting `tandem.path` names the executable; default: `tandem` on PATH).
// Needs the vscode-languageclient package: `npm install` in this folder.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('tandem').get('path') || 'tandem';
  const server = { command, args: ['lsp'] };
  client = new LanguageClient('tandem', 'Tandem', { run: server, debug: server }, {
    documentSelector: [{ scheme: 'file', language: 'tandem' }],
  });
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

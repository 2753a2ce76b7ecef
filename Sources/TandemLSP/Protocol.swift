import Foundation

/// The Language Server Protocol messages `tandem lsp` reads and writes, as typed values (LSP 3.17).
/// Positions are zero-based lines and UTF-16 code units, as the protocol requires.

public enum RequestID: Codable, Hashable, Sendable {
    case int(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let i = try? c.decode(Int.self) { self = .int(i) } else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .int(let i): try c.encode(i)
        case .string(let s): try c.encode(s)
        }
    }
}

/// Any message, read for its id and method before its params are decoded by type.
struct Envelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// The id of a message that is otherwise no request, when it has one a response can carry.
struct LooseID: Decodable {
    var id: RequestID?
    enum Keys: String, CodingKey { case id }
    init(from decoder: any Decoder) throws {
        id = try? decoder.container(keyedBy: Keys.self).decode(RequestID.self, forKey: .id)
    }
}

struct Incoming<Params: Decodable>: Decodable {
    var id: RequestID?
    var params: Params
}

public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange
}

struct WorkspaceFolder: Codable { var uri: String; var name: String? }
struct InitializeParams: Decodable { var rootUri: String?; var rootPath: String?; var workspaceFolders: [WorkspaceFolder]? }
struct WorkspaceFoldersChangeEvent: Codable { var added: [WorkspaceFolder]; var removed: [WorkspaceFolder] }
struct DidChangeWorkspaceFoldersParams: Codable { var event: WorkspaceFoldersChangeEvent }
/// 1 error, 2 warning, 3 info, 4 log.
struct ShowMessageParams: Codable { var type: Int; var message: String }
struct TextDocumentIdentifier: Codable { var uri: String }
struct TextDocumentItem: Codable { var uri: String; var languageId: String?; var version: Int?; var text: String }
struct VersionedTextDocumentIdentifier: Codable { var uri: String; var version: Int? }
/// A change to an open document: the text for `range` (UTF-16 positions in the document as it was before this change),
/// or the whole text when there is no range.
struct ContentChange: Codable { var range: LSPRange?; var text: String }

struct DidOpenParams: Codable { var textDocument: TextDocumentItem }
struct DidChangeParams: Codable { var textDocument: VersionedTextDocumentIdentifier; var contentChanges: [ContentChange] }
struct DidCloseParams: Codable { var textDocument: TextDocumentIdentifier }
struct PositionParams: Codable { var textDocument: TextDocumentIdentifier; var position: Position }
struct ReferenceContext: Codable { var includeDeclaration: Bool }
struct ReferenceParams: Codable { var textDocument: TextDocumentIdentifier; var position: Position; var context: ReferenceContext? }
struct RenameParams: Codable { var textDocument: TextDocumentIdentifier; var position: Position; var newName: String }
struct DocumentParams: Codable { var textDocument: TextDocumentIdentifier }
struct WorkspaceSymbolParams: Codable { var query: String }
struct CodeActionContext: Codable { var diagnostics: [LSPDiagnostic] }
struct CodeActionParams: Codable { var textDocument: TextDocumentIdentifier; var range: LSPRange; var context: CodeActionContext }

public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public struct Related: Codable, Hashable, Sendable {
        public var location: Location
        public var message: String
    }
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    public var code: String
    public var source: String
    public var message: String
    public var relatedInformation: [Related]?
    /// The fix the hint names, for code actions: replace the range with this text.
    public var data: FixData?
}

public struct FixData: Codable, Hashable, Sendable {
    public var title: String
    public var newText: String
    /// Where the text goes; the diagnostic's range when nil.
    public var range: LSPRange?
}

struct PublishDiagnosticsParams: Codable { var uri: String; var diagnostics: [LSPDiagnostic] }

// The messages a publish is made of, written directly (`WireWritable`).
extension PublishDiagnosticsParams: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.uri, uri)
            sink.member(CodingKeys.diagnostics, diagnostics)
        }
    }
}

extension LSPDiagnostic: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.range, range)
            sink.member(CodingKeys.severity, severity)
            sink.member(CodingKeys.code, code)
            sink.member(CodingKeys.source, source)
            sink.member(CodingKeys.message, message)
            sink.member(CodingKeys.relatedInformation, relatedInformation)
            sink.member(CodingKeys.data, data)
        }
    }
}

extension LSPDiagnostic.Related: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.location, location)
            sink.member(CodingKeys.message, message)
        }
    }
}

extension FixData: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.title, title)
            sink.member(CodingKeys.newText, newText)
            sink.member(CodingKeys.range, range)
        }
    }
}

extension Location: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.uri, uri)
            sink.member(CodingKeys.range, range)
        }
    }
}

extension LSPRange: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.start, start)
            sink.member(CodingKeys.end, end)
        }
    }
}

extension Position: WireWritable {
    func write(to sink: WireJSON.Sink) {
        sink.object {
            sink.member(CodingKeys.line, line)
            sink.member(CodingKeys.character, character)
        }
    }
}

struct TextEdit: Codable, Hashable { var range: LSPRange; var newText: String }
struct WorkspaceEdit: Codable {
    var changes: [String: [TextEdit]]

    enum CodingKeys: String, CodingKey { case changes }
    struct URIKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(changes: [String: [TextEdit]]) { self.changes = changes }

    /// The files in order, so the same edit is the same text.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        var files = c.nestedContainer(keyedBy: URIKey.self, forKey: .changes)
        for uri in changes.keys.sorted() { try files.encode(changes[uri]!, forKey: URIKey(stringValue: uri)) }
    }
}
struct CodeAction: Codable { var title: String; var kind: String; var diagnostics: [LSPDiagnostic]?; var edit: WorkspaceEdit; var isPreferred: Bool? }
struct MarkupContent: Codable { var kind: String; var value: String }
struct Hover: Codable { var contents: MarkupContent; var range: LSPRange? }

/// `DocumentSymbol`: the outline.
struct DocumentSymbol: Codable {
    var name: String
    var detail: String?
    /// SymbolKind: 2 module, 5 class, 6 method, 7 property, 8 field, 12 function, 13 variable, 23 struct, 24 event, 10 enum, 14 constant.
    var kind: Int
    var range: LSPRange
    var selectionRange: LSPRange
    var children: [DocumentSymbol]?
}

struct SymbolInformation: Codable { var name: String; var kind: Int; var location: Location; var containerName: String? }
struct CompletionItem: Codable { var label: String; var kind: Int?; var detail: String? }
struct CompletionList: Codable { var isIncomplete: Bool; var items: [CompletionItem] }

/// What the server offers in `initialize`.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        var textDocumentSync = 2  // incremental: each change carries only the edited range (a keystroke, not the file)
        var definitionProvider = true
        var referencesProvider = true
        var hoverProvider = true
        var documentSymbolProvider = true
        var workspaceSymbolProvider = true
        var renameProvider = true
        var documentFormattingProvider = true
        var codeActionProvider = true
        var completionProvider = CompletionOptions()
        var positionEncoding = "utf-16"
    }
    struct CompletionOptions: Encodable { var triggerCharacters = [">", ":", " "] }
    struct ServerInfo: Encodable { var name = "tandem"; var version: String }
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
}

// Mirrors the iOS 18.x SDK's WebKit (Swift 6 interface)
//
// A Linux stand-in for WebKit, compiled as a module named `WebKit` against the UIKit stub (which it re-exports).
// WKWebView, its configuration objects, navigation objects and delegate protocols are `@MainActor` as in the SDK;
// decision handlers are `@escaping @MainActor @Sendable`.
//
// Notable deviations from the real SDK:
// - Nothing is fetched or rendered. A load runs WebKit's navigation sequence on the next run-loop turns:
//   decidePolicyFor(navigationAction) → didStartProvisionalNavigation → didCommit → didFinish, with the page title set
//   to the URL's host. A cleartext `http:` load of a non-local host fails as App Transport Security makes it fail
//   without an Info.plist exception (didFailProvisionalNavigation, NSURLErrorAppTransportSecurityRequiresSecureConnection)
//   and logs WebKit's console message; a missing file URL fails with NSURLErrorFileDoesNotExist.
// - A decision handler called twice traps as on iOS; one never called is reported (the page would never load).
// - JavaScript is not evaluated: evaluateJavaScript completes with nil.
// - No back-forward list, cookies, downloads, content worlds or snapshots.

@_exported import UIKit

public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd = 1 }

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

@MainActor open class WKNavigation: NSObject {}

@MainActor open class WKFrameInfo: NSObject {
    init(request: URLRequest, isMainFrame: Bool) {
        self.request = request
        self.isMainFrame = isMainFrame
        super.init()
    }
    public let isMainFrame: Bool
    public let request: URLRequest
    weak open var webView: WKWebView?
}

@MainActor open class WKNavigationAction: NSObject {
    init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = frame
        targetFrame = frame
        super.init()
    }
    public let request: URLRequest
    public let navigationType: WKNavigationType
    public let sourceFrame: WKFrameInfo
    public let targetFrame: WKFrameInfo?
    open var shouldPerformDownload: Bool { false }
}

@MainActor open class WKNavigationResponse: NSObject {
    init(response: URLResponse) {
        self.response = response
        super.init()
    }
    public let response: URLResponse
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }
}

@MainActor open class WKPreferences: NSObject {
    public override init() { super.init() }
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    open var isElementFullscreenEnabled = false
    @available(*, deprecated, message: "Use WKWebpagePreferences.allowsContentJavaScript to disable content JavaScript on a per-navigation basis")
    open var javaScriptEnabled = true
}

@MainActor open class WKWebpagePreferences: NSObject {
    public enum ContentMode: Int, Sendable { case recommended = 0, mobile, desktop }
    public override init() { super.init() }
    open var allowsContentJavaScript = true
    open var preferredContentMode: WKWebpagePreferences.ContentMode = .recommended
}

@MainActor open class WKWebsiteDataStore: NSObject {
    let persistent: Bool
    init(persistent: Bool) { self.persistent = persistent; super.init() }
    static let _default = WKWebsiteDataStore(persistent: true)
    open class func `default`() -> WKWebsiteDataStore { _default }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    open var isPersistent: Bool { persistent }
}

@MainActor open class WKUserScript: NSObject {
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
}

@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor open class WKScriptMessage: NSObject {
    init(name: String, body: Any) {
        self.name = name
        self.body = body
        super.init()
    }
    public let body: Any
    public let name: String
    weak open var webView: WKWebView?
}

@MainActor open class WKUserContentController: NSObject {
    public override init() { super.init() }
    var _handlers: [String: any WKScriptMessageHandler] = [:]
    var _scripts: [WKUserScript] = []
    open var userScripts: [WKUserScript] { _scripts }
    open func addUserScript(_ userScript: WKUserScript) { _scripts.append(userScript) }
    open func removeAllUserScripts() { _scripts = [] }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        if _handlers[name] != nil {
            _UIKitRuntimeSupport.exception("NSInvalidArgumentException",
                "Attempt to add script message handler with name '\(name)' when one already exists.")
        }
        _handlers[name] = scriptMessageHandler
    }
    open func removeScriptMessageHandler(forName name: String) { _handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { _handlers = [:] }
}

@MainActor open class WKWebViewConfiguration: NSObject {
    public override init() { super.init() }
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false

    func _copy() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.websiteDataStore = websiteDataStore
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        return copy
    }
}

@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}
extension WKNavigationDelegate {
    /// Without an implementation WebKit asks the async variant.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        let delegate = _WKSendableBox(self)
        Task { @MainActor in decisionHandler(await delegate.value.webView(webView, decidePolicyFor: navigationAction)) }
    }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy { .allow }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) {
        let delegate = _WKSendableBox(self)
        Task { @MainActor in decisionHandler(await delegate.value.webView(webView, decidePolicyFor: navigationResponse)) }
    }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy { .allow }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

struct _WKSendableBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

@MainActor open class WKWindowFeatures: NSObject {}

@MainActor public protocol WKUIDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void)
}
extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable () -> Void) { completionHandler() }
}

@MainActor final class _WKFlag {
    var value = false
}

@MainActor
open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        _configuration = configuration._copy()
        super.init(frame: frame)
        addSubview(_scrollView)
    }
    public required init?(coder: NSCoder) {
        _configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        addSubview(_scrollView)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    let _configuration: WKWebViewConfiguration
    let _scrollView = UIScrollView(frame: .zero)
    /// A copy of the configuration the web view was created with (changing it afterwards has no effect).
    open var configuration: WKWebViewConfiguration { _configuration._copy() }
    weak open var navigationDelegate: (any WKNavigationDelegate)?
    weak open var uiDelegate: (any WKUIDelegate)?
    open var scrollView: UIScrollView { _scrollView }
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open var canGoBack: Bool { _history.count > 1 }
    open var canGoForward: Bool { false }
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    open var underPageBackgroundColor: UIColor!
    var _history: [URL] = []
    var _loads = 0

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        _start(request, html: false)
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        _start(URLRequest(url: baseURL ?? URL(string: "about:blank")!), html: true)
    }

    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        _start(URLRequest(url: URL), html: false)
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        _start(URLRequest(url: baseURL), html: true)
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return _start(URLRequest(url: url), html: false, type: .reload)
    }
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }
    open func stopLoading() { isLoading = false }
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard _history.count > 1 else { return nil }
        _history.removeLast()
        return _start(URLRequest(url: _history.removeLast()), html: false, type: .backForward)
    }
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        _UIKitRuntimeSupport.performOnNextRunLoopTurn { completionHandler(nil, nil) }
    }

    /// WebKit's navigation sequence, one step per run-loop turn.
    func _start(_ request: URLRequest, html: Bool, type: WKNavigationType = .other) -> WKNavigation {
        let navigation = WKNavigation()
        _loads += 1
        isLoading = true
        estimatedProgress = 0.1
        url = request.url
        let frame = WKFrameInfo(request: request, isMainFrame: true)
        frame.webView = self
        let action = WKNavigationAction(request: request, navigationType: type, frame: frame)
        let decided = _WKFlag()
        _UIKitRuntimeSupport.performOnNextRunLoopTurn { [weak self] in
            guard let self else { return }
            guard let delegate = self.navigationDelegate else {
                self._proceed(request, navigation, html: html)
                return
            }
            let delegateName = String(describing: Swift.type(of: delegate))
            delegate.webView(self, decidePolicyFor: action) { [weak self] policy in
                if decided.value {
                    _UIKitRuntimeSupport.exception("NSInternalInconsistencyException",
                        "Completion handler passed to -[\(delegateName) webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once")
                }
                decided.value = true
                guard let self else { return }
                if policy == .allow { self._proceed(request, navigation, html: html) } else { self.isLoading = false }
            }
            _UIKitRuntimeSupport.performOnNextRunLoopTurn {
                _UIKitRuntimeSupport.performOnNextRunLoopTurn {
                    if !decided.value {
                        _UIKitRuntimeSupport.warn("Completion handler passed to -[\(delegateName) webView:decidePolicyForNavigationAction:decisionHandler:] was not called: the page never loads")
                    }
                }
            }
        }
        return navigation
    }

    func _proceed(_ request: URLRequest, _ navigation: WKNavigation, html: Bool) {
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        let target = request.url
        let host = target?.host ?? ""
        if !html, target?.scheme == "http", host != "localhost", host != "127.0.0.1" {
            _UIKitRuntimeSupport.warn("App Transport Security has blocked a cleartext HTTP (http://) resource load since it is insecure. Use HTTPS instead or add Exception Domains to your app's Info.plist. (\(target?.absoluteString ?? ""))")
            _fail(navigation, code: -1022,
                  "The resource could not be loaded because the App Transport Security policy requires the use of a secure connection.")
            return
        }
        if !html, let target, target.isFileURL, !FileManager.default.fileExists(atPath: target.path) {
            _fail(navigation, code: -1100, "The requested URL was not found on this server.")
            return
        }
        if !html, let target, !["http", "https", "file", "about", "data"].contains(target.scheme ?? "") {
            _fail(navigation, code: -1002, "unsupported URL")
            return
        }
        _UIKitRuntimeSupport.performOnNextRunLoopTurn { [weak self] in
            guard let self else { return }
            self.estimatedProgress = 0.5
            self.navigationDelegate?.webView(self, didCommit: navigation)
            self.title = host.isEmpty ? "" : host
            if let target { self._history.append(target) }
            self.estimatedProgress = 1
            self.isLoading = false
            self.navigationDelegate?.webView(self, didFinish: navigation)
        }
    }

    func _fail(_ navigation: WKNavigation, code: Int, _ description: String) {
        isLoading = false
        let error = NSError(domain: NSURLErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
        navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
    }

    /// The smoke driver looking at the web view: the load sequences run; a web view that never loads is noted.
    open override func _tandemSmokeExercise() {
        if _loads == 0 { _UIKitRuntimeSupport.note("a \(String(describing: Swift.type(of: self))) never loads anything: it stays blank") }
    }
}

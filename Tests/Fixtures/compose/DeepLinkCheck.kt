// Drives the Compose target's deep links of the news reader on a plain JVM (ComposeAppTests): each link gives the
// screen's key with its inputs from the URL, a page from another host or a link of no pattern gives nothing, and a
// link naming a drawer item selects it when the drawer is the app's first screen.
package com.example.dailynews.check

import com.example.dailynews.tandem.*

private fun expect(condition: Boolean, what: () -> String) {
    if (!condition) throw AssertionError(what())
}

fun main() {
    val article = DeepLinks.route("https://dailynews.example.com/article?url=https%3A%2F%2Fdailynews.example.com%2F2026%2Fnews&title=Big%20news")
    expect(article == ArticleDetailRoute(java.net.URI("https://dailynews.example.com/2026/news"), "Big news")) { "the article link: $article" }
    // A page on another host is not loaded; a link missing a required value opens nothing.
    expect(DeepLinks.route("https://dailynews.example.com/article?url=https%3A%2F%2Fevil.example%2F&title=x") == null) { "another host's page" }
    expect(DeepLinks.route("https://dailynews.example.com/article?title=x") == null) { "a link without its url" }
    expect(DeepLinks.route("https://elsewhere.example.com/saved") == null) { "another host" }
    expect(DeepLinks.route("https://dailynews.example.com/saved") == SavedListRoute) { "the saved list" }
    // The saved list is the drawer's second item: selected there when the drawer is the first screen, else pushed.
    expect(DeepLinks.item("https://dailynews.example.com/saved", SectionsRoute) == 1) { "the drawer item" }
    expect(DeepLinks.item("https://dailynews.example.com/saved", ArticleDetailRoute(java.net.URI("https://dailynews.example.com/"), "")) == null) { "no drawer first" }
    println("deep links: ok")
}

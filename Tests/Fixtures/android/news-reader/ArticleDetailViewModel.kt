// The user's code for the Article screen of the Compose app, as a test writes it: the web view loads the article the
// screen was opened with.
package com.example.dailynews.screens

import androidx.lifecycle.SavedStateHandle
import com.example.dailynews.tandem.ArticleDetailRoute
import com.example.dailynews.tandem.Navigator
import com.example.dailynews.tandem.screens.ArticleDetailViewModelBase

class ArticleDetailViewModel(route: ArticleDetailRoute, navigator: Navigator, handle: SavedStateHandle) :
    ArticleDetailViewModelBase(route, navigator, handle) {
    override fun create() {
        pageWebView = route.url.toString()
    }
}

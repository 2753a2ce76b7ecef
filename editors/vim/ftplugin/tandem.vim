" Comments as the language writes them.
setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,://

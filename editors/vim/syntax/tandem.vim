" Vim syntax file for the Tandem design language (docs/language.md).
" A test keeps the keyword and constant lists equal to the parser's and the model's.
if exists("b:current_syntax")
  finish
endif

syn iskeyword @,48-57,_,192-255,-
syn keyword tandemKeyword action allow android app as bind class clear deeplink dismiss drawer embed group element enum func icon import in initial input ios kind lifecycle modal model navigation note observes on pages parent pop priority push replace requirement returns satisfies screen split start tabs tags task tasks text
syn keyword tandemConstant button checkbox could create datePicker detail form image label list map must pause picker plain progress resume secureField segmented should slider spinner stepper switch textField textView web webView wont
syn keyword tandemType String Int Long Double Float Bool Date URL Data
syn match tandemArrow "->"
syn region tandemString start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ contains=tandemEscape oneline
" Defined after the one-line string, so that """ opens a multi-line one (the last match wins).
syn region tandemString start=+"""+ end=+^\s*"""+ contains=tandemEscape
syn match tandemEscape +\\\(["\\ntr]\|u{\x\{1,6}}\)+ contained
syn keyword tandemTodo TODO FIXME XXX contained
syn match tandemComment "//.*$" contains=tandemTodo
syn region tandemBlockComment start="/\*" end="\*/" contains=tandemBlockComment,tandemTodo

" Multi-line strings and block comments span lines: parse from the top (designs are small).
syn sync fromstart

hi def link tandemKeyword Keyword
hi def link tandemConstant Constant
hi def link tandemType Type
hi def link tandemArrow Operator
hi def link tandemString String
hi def link tandemEscape SpecialChar
hi def link tandemComment Comment
hi def link tandemBlockComment Comment
hi def link tandemTodo Todo

let b:current_syntax = "tandem"

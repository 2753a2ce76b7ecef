autocmd BufRead,BufNewFile *.tandem setfiletype tandem

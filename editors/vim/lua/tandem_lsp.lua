-- Starts `tandem lsp` for .tandem buffers in Neovim 0.7 or later: diagnostics as you type, go to definition,
-- references, hover, rename, completion, quick fixes and formatting through Neovim's built-in LSP client.
--
--   require('tandem_lsp').setup()                    -- `tandem` on PATH
--   require('tandem_lsp').setup({ cmd = { '/path/to/tandem', 'lsp' } })
local M = {}

-- One client per design folder: the nearest folder above the file holding a tandem.json, else the file's own.
local clients = {}

local function root_of(file)
  local dir = vim.fn.fnamemodify(file, ':p:h')
  local found = vim.fn.findfile('tandem.json', dir .. ';')
  if found ~= '' then return vim.fn.fnamemodify(found, ':p:h') end
  return dir
end

function M.attach(bufnr, opts)
  local root = root_of(vim.api.nvim_buf_get_name(bufnr))
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client({
      name = 'tandem',
      cmd = (opts and opts.cmd) or { 'tandem', 'lsp' },
      root_dir = root,
      offset_encoding = 'utf-16',
    })
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
  return id
end

function M.setup(opts)
  vim.cmd('augroup tandem_lsp')
  vim.cmd('autocmd!')
  vim.cmd('augroup END')
  vim.api.nvim_create_autocmd('FileType', {
    group = 'tandem_lsp',
    pattern = 'tandem',
    callback = function(args) M.attach(args.buf, opts) end,
  })
end

return M

// A tiny SMTP server for the browser suite: it accepts every message and
// writes each to DIR as JSON ({ from, to, data }), so a test can read the
// mail the storefront sends. Usage: node e2e/smtp-sink.mjs PORT DIR
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const [port, dir] = [Number(process.argv[2]), process.argv[3]]
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
let count = 0

createServer((socket) => {
  let buffer = ''
  let inData = false
  let mail = { from: '', to: [], data: '' }
  const reply = (line) => socket.write(`${line}\r\n`)
  reply('220 pistil-e2e-sink ready')
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8')
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end < 0) return
        // Undo dot-stuffing: a line starting with two dots had one added.
        mail.data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.')
        buffer = buffer.slice(end + 5)
        inData = false
        count += 1
        writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify(mail))
        mail = { from: '', to: [], data: '' }
        reply('250 queued')
        continue
      }
      const eol = buffer.indexOf('\r\n')
      if (eol < 0) return
      const line = buffer.slice(0, eol)
      buffer = buffer.slice(eol + 2)
      const verb = line.slice(0, 4).toUpperCase()
      const address = () => (/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase()
      if (verb === 'EHLO' || verb === 'HELO') reply('250 pistil-e2e-sink')
      else if (verb === 'MAIL') {
        mail.from = address()
        reply('250 ok')
      } else if (verb === 'RCPT') {
        mail.to.push(address())
        reply('250 ok')
      } else if (verb === 'DATA') {
        inData = true
        reply('354 end with <CRLF>.<CRLF>')
      } else if (verb === 'RSET') {
        mail = { from: '', to: [], data: '' }
        reply('250 ok')
      } else if (verb === 'NOOP') reply('250 ok')
      else if (verb === 'QUIT') {
        reply('221 bye')
        socket.end()
        return
      } else reply('502 not implemented')
    }
  })
  socket.on('error', () => socket.destroy())
}).listen(port, '127.0.0.1')

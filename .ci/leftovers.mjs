// What a test run leaves behind: servers, database clusters, browsers and temporary folders it started.
//   node .ci/leftovers.mjs snapshot <file>   records what is there before the run
//   node .ci/leftovers.mjs check <file>      lists what the run started and left; exit 1 if anything
// A process counts as the run's when it is new since the snapshot, is not this check or one of its ancestors,
// and works in the repository or in the run's PostgreSQL folder (/tmp/tablo-pg-*); a folder counts when it is
// new in the temporary directory and named tablo-* (every test's temporary folder is), or is files/, where a server
// started with its DATA_DIR straight in the temporary directory puts its media by default, or is a profile folder of a
// chromium that Playwright launched.
import { readdirSync, readFileSync, readlinkSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(new URL('..', import.meta.url).pathname)
const [mode, file] = process.argv.slice(2)

const processes = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
        const cwd = readlinkSync(`/proc/${pid}/cwd`)
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
        return [{ pid: Number(pid), ppid, cmd, cwd }]
      } catch {
        return [] // gone meanwhile, or not ours to read
      }
    })

const folders = () =>
  readdirSync(tmpdir()).filter(
    (name) =>
      name.startsWith('tablo-') || name === 'files' || name.startsWith('playwright_chromiumdev_profile-'),
  )

if (mode === 'snapshot') {
  writeFileSync(file, JSON.stringify({ pids: processes().map((p) => p.pid), folders: folders() }))
} else if (mode === 'check') {
  const before = JSON.parse(readFileSync(file, 'utf8'))
  rmSync(file, { force: true })
  const all = processes()
  const ancestors = new Set()
  for (let pid = process.pid; pid > 1;) {
    ancestors.add(pid)
    pid = all.find((p) => p.pid === pid)?.ppid ?? 0
  }
  const ours = (p) =>
    p.cwd === root || p.cwd.startsWith(`${root}/`) || /\/tablo-pg-\d+/.test(`${p.cwd} ${p.cmd}`)
  const left = all.filter((p) => !before.pids.includes(p.pid) && !ancestors.has(p.pid) && p.cmd && ours(p))
  const leftFolders = folders().filter((name) => !before.folders.includes(name))
  for (const p of left) console.log(`left running: ${p.pid} ${p.cmd.slice(0, 160)}`)
  for (const name of leftFolders) console.log(`left behind: ${join(tmpdir(), name)}`)
  if (left.length + leftFolders.length > 0) process.exit(1)
  console.log('nothing left behind: no server, cluster, browser or temporary folder of this run')
} else {
  console.error('usage: node .ci/leftovers.mjs snapshot|check <file>')
  process.exit(2)
}

/**
 * The end-to-end tests drive Debian's Chromium, never a downloaded browser. `npm test` makes sure it is
 * there before it starts: it installs the package when it can (root, or password-less sudo, and apt),
 * and otherwise says in one sentence what to install, so a fresh machine never sees a wall of red tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

/** How to run apt as root here: directly, through password-less sudo, or not at all. */
function rootPrefix() {
  if (process.getuid?.() === 0) return []
  if (has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n']
  return null
}

function apt(prefix, args) {
  const [command, ...rest] = [...prefix, 'apt-get', ...args]
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0
}

/**
 * Returns null when Chromium is ready, or the sentence that tells the user what to do.
 * `install: false` only checks.
 */
export function ensureChromium({ install = true } = {}) {
  const path = chromiumPath()
  if (existsSync(path)) return null
  const prefix = rootPrefix()
  const custom = process.env.CHROMIUM_PATH !== undefined
  if (install && !custom && prefix && has('apt-get')) {
    console.info("Chromium is missing: installing Debian's chromium package for the end-to-end tests…")
    if (apt(prefix, ['update', '-qq']) && apt(prefix, ['install', '-y', '-qq', 'chromium']) && existsSync(path)) {
      return null
    }
  }
  return custom
    ? `The end-to-end tests need Chromium at CHROMIUM_PATH=${path}, which does not exist: point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`
    : "The end-to-end tests need Debian's Chromium at /usr/bin/chromium: install it with `sudo apt-get install chromium` (or run npm test as root, which installs it), then run npm test again."
}

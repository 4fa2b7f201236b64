/** Shared by the scripts: run Node 22 tools from node_modules with wrangler kept offline. */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const localNode = join(root, 'node_modules', '.bin', 'node')
/** Node 22 from the `node` devDependency, even when the machine's PATH has Node 20. */
export const node = existsSync(localNode) ? localNode : process.execPath
export const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

/** Runs an npm-installed binary to completion; exits the process when it fails. */
export function runBin(bin, args, options = {}) {
  const result = spawnSync(join(root, 'node_modules', '.bin', bin), args, {
    cwd: root,
    env,
    stdio: 'inherit',
    ...options,
  })
  if (result.status !== 0) {
    console.error(`${bin} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
  return result
}

export function runNode(args) {
  const result = spawnSync(node, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export function startBin(bin, args, options = {}) {
  return spawn(join(root, 'node_modules', '.bin', bin), args, { cwd: root, env, stdio: 'inherit', ...options })
}

/** Runs an npm script (npm puts node_modules/.bin, and so Node 22, first on PATH). */
export function runScript(name) {
  const result = spawnSync('npm', ['run', '-s', name], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

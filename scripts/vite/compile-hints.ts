import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): compile every function of the file when the file is compiled. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the named chunks for eager compilation (build only; ADR 0049 addendum).
 *
 * Why: V8 compiles a function lazily, at its first call, on the main thread, unless told that it
 * will be called at load. The start's stages and React's first render call most of the initial
 * file; compiled lazily, that work fell into the start's tasks (×4 on a phone). Marked, the file is
 * compiled as a whole when it is loaded, which for a script of this size happens while it streams in,
 * off the main thread. Browsers without compile hints read an ordinary comment.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'shortlist:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own generateBundle, which puts its preload map above the code: the hint must be
      // the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunkNames.includes(chunk.name))
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code
        }
      },
    },
  }
}

import { useQueryClient } from '@tanstack/react-query'
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/**
 * The signed-in shell in two steps (ADR 0036, second addendum). A phone's first render of a page
 * builds only what shows: the header's buttons as plain twins (same markup and classes, so nothing
 * moves), no Ark machines, no shell data. The real controls (`shell-controls.tsx`, their own chunk)
 * follow once the page's own data has arrived and the browser is idle, rendered as a transition (in
 * slices), so they neither compete with the page's requests nor lengthen its first long task.
 *
 * A twin used before that loads the controls at once and hands the gesture on: the real trigger
 * takes the focus if the twin had it, and receives the same click or key, so a menu opened this
 * way behaves exactly like one opened later (keyboard highlight, focus return on close).
 */
export type ShellControls = typeof import('./shell-controls')

/** The longest the shell waits for the page's data before loading its controls anyway. */
export const SHELL_CONTROLS_MAX_WAIT_MS = 4000

let controls: ShellControls | null = null
let loading: Promise<ShellControls | null> | null = null
const listeners = new Set<(module: ShellControls, urgent: boolean) => void>()

export function loadShellControls(urgent = false): Promise<ShellControls | null> {
  loading ??= import('./shell-controls').then(
    (module) => {
      controls = module
      return module
    },
    () => {
      // Offline for a moment: the twins stay, and the next use of one asks again.
      loading = null
      return null
    },
  )
  void loading.then((module) => {
    if (module) for (const listener of listeners) listener(module, urgent)
  })
  return loading
}

/** The loaded controls, or null while the twins stand in. */
export function useShellControls(): ShellControls | null {
  const [current, setCurrent] = useState(controls)
  useEffect(() => {
    const listener = (module: ShellControls, urgent: boolean) => {
      // A gesture waits for the controls: render them at once. Otherwise in slices (a transition),
      // so the shell's upgrade never becomes one long task.
      if (urgent) setCurrent(module)
      else startTransition(() => setCurrent(module))
    }
    listeners.add(listener)
    if (controls) setCurrent(controls)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  return current
}

const idle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 })
  else setTimeout(run, 1)
}

/**
 * Loads the controls when the page no longer fetches (its first data has arrived) and the browser
 * is idle, at the latest after SHELL_CONTROLS_MAX_WAIT_MS. Mounted once, by the layout.
 */
export function useLoadShellControlsWhenIdle(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (controls) return
    let done = false
    const start = () => {
      if (done) return
      done = true
      unsubscribe()
      clearTimeout(timer)
      idle(() => void loadShellControls())
    }
    const check = () => {
      if (queryClient.isFetching() === 0) start()
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    const timer = setTimeout(start, SHELL_CONTROLS_MAX_WAIT_MS)
    // After this render's effects have started the page's queries.
    setTimeout(check, 0)
    return () => {
      done = true
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient])
}

export interface Gesture {
  focus: boolean
  event: { type: 'click' } | { type: 'keydown'; key: string } | null
}

/** Gestures made on a twin, by control name, waiting for the real control. */
const pendingGestures = new Map<string, Gesture>()

/** Opens a control as if its twin had been used (a keyboard shortcut before the controls came). */
export function activateControl(name: string, gesture: Gesture): void {
  pendingGestures.set(name, gesture)
  void loadShellControls(true)
}

const selectorOf = (name: string) => `[data-shell-control="${name}"]`

/** Props a twin spreads on its button. */
export interface TwinProps {
  ref: Ref<HTMLButtonElement>
  'data-shell-control': string
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * One header control: the real one once loaded, else its twin. `keys` are the keys the real trigger
 * handles itself (a menu opens on Enter, Space and the arrows with its first item highlighted);
 * other activations are clicks.
 */
export function DeferredControl({
  name,
  controls: loaded,
  keys = [],
  twin,
  children,
}: {
  name: string
  controls: ShellControls | null
  keys?: readonly string[]
  twin: (props: TwinProps) => ReactNode
  children: (controls: ShellControls) => ReactNode
}) {
  if (loaded) return <GestureReplay name={name}>{children(loaded)}</GestureReplay>
  return <Twin name={name} keys={keys} render={twin} />
}

function Twin({
  name,
  keys,
  render,
}: {
  name: string
  keys: readonly string[]
  render: (props: TwinProps) => ReactNode
}) {
  const ref = useRef<HTMLButtonElement | null>(null)
  // Removed in the commit that mounts the real control: note whether the focus must move over.
  // (Removed with the whole shell before the controls came, it hands nothing on.)
  useLayoutEffect(
    () => () => {
      if (controls && ref.current && document.activeElement === ref.current) {
        const gesture = pendingGestures.get(name) ?? { focus: false, event: null }
        pendingGestures.set(name, { ...gesture, focus: true })
      }
    },
    [name],
  )
  const activate = (event: Gesture['event']) =>
    activateControl(name, { focus: document.activeElement === ref.current, event })
  return render({
    ref,
    'data-shell-control': name,
    onClick: () => activate({ type: 'click' }),
    onKeyDown: (event) => {
      if (!keys.includes(event.key)) return
      event.preventDefault()
      activate({ type: 'keydown', key: event.key })
    },
  })
}

/** Hands a gesture made on the twin to the real control's trigger, once it is mounted. */
function GestureReplay({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const gesture = pendingGestures.get(name)
    if (gesture?.focus) document.querySelector<HTMLElement>(selectorOf(name))?.focus()
  }, [name])
  // After the children's effects: the control's machine is running by then.
  useEffect(() => {
    const gesture = pendingGestures.get(name)
    pendingGestures.delete(name)
    const trigger = document.querySelector<HTMLElement>(selectorOf(name))
    if (!gesture?.event || !trigger) return
    if (gesture.event.type === 'click') trigger.click()
    else trigger.dispatchEvent(new window.KeyboardEvent('keydown', { key: gesture.event.key, bubbles: true }))
  }, [name])
  return children
}

/** Asks for the controls at once when `wanted` turns true (a dialog opened from elsewhere). */
export function useLoadShellControlsWhen(wanted: boolean): void {
  useEffect(() => {
    if (wanted) void loadShellControls(true)
  }, [wanted])
}

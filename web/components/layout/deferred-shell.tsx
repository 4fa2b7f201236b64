import { useQueryClient } from '@tanstack/react-query'
import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { afterPageData, whenIdle } from './after-page-data'

/**
 * The signed-in shell in two steps (ADR 0036, second to fourth addenda). A phone's first render of a
 * page builds only what shows: the header's buttons as plain twins (same markup and classes, so
 * nothing moves), no Ark machines, no shell data.
 *
 * Each control is a part of its own (SHELL_PARTS: a chunk each), loaded when it is needed:
 * - A control that is only a trigger (user menu, search dialog, the menu button's tooltip, the
 *   create-organization dialog, the notification panel) is loaded on the first sign of use
 *   ("import on interaction"): the pointer entering its twin, a press (pointerdown, which touch
 *   screens send too), the focus, its keyboard shortcut, or the atom that opens it from elsewhere.
 *   A page that is only looked at never loads them.
 * - What shows data (the bell's counts, the chats' unread badge: SHELL_DATA_PARTS, small parts
 *   without Ark) is loaded once the page's own data has arrived and the browser is idle, one part
 *   after the other, and rendered as a transition (in slices), so it neither competes with the
 *   page's requests nor lengthens its long tasks.
 *
 * A twin used before its part came hands the gesture on: the real trigger takes the focus if the
 * twin had it, and receives the same click or key, so a menu opened this way behaves exactly like
 * one opened later (keyboard highlight, focus return on close). A pressed twin stays until its
 * click (or the press ends elsewhere), so a part arriving during a tap never swallows it: on a
 * phone the tap that loads the part also opens it.
 */
export const SHELL_PARTS = {
  'user-menu': () => import('./user-menu'),
  search: () => import('../../features/search/search-overlay'),
  notifications: () => import('../../features/upload-status/notification-panel'),
  'nav-toggle': () => import('../tooltip'),
  'create-organization': () => import('./create-organization-modal'),
  'notification-badge': () => import('../../features/upload-status/notification-badge'),
  'chat-badge': () => import('../../features/chats/unread-badge'),
}

/** The parts that show data without being used: loaded after the page's data; the others on use. */
export const SHELL_DATA_PARTS = ['notification-badge', 'chat-badge'] as const

export type ShellPartName = keyof typeof SHELL_PARTS
export type ShellPart<N extends ShellPartName> = Awaited<ReturnType<(typeof SHELL_PARTS)[N]>>

const loaded = new Map<ShellPartName, unknown>()
const loading = new Map<ShellPartName, Promise<unknown>>()
const listeners = new Set<(name: ShellPartName, module: unknown, urgent: boolean) => void>()

/** Loads one part (once); listeners render it as it arrives. Null if it could not be loaded. */
export function loadShellPart<N extends ShellPartName>(name: N, urgent = false): Promise<ShellPart<N> | null> {
  let promise = loading.get(name) as Promise<ShellPart<N> | null> | undefined
  if (!promise) {
    promise = (SHELL_PARTS[name]() as Promise<ShellPart<N>>).then(
      (module) => {
        loaded.set(name, module)
        return module
      },
      () => {
        // Offline for a moment: the twin stays, and the next use of it asks again.
        loading.delete(name)
        return null
      },
    )
    loading.set(name, promise)
  }
  void promise.then((module) => {
    if (module) for (const listener of listeners) listener(name, module, urgent)
  })
  return promise
}

/** A part once loaded, or null while its twin stands in. */
export function useShellPart<N extends ShellPartName>(name: N): ShellPart<N> | null {
  const [current, setCurrent] = useState(() => (loaded.get(name) as ShellPart<N> | undefined) ?? null)
  useEffect(() => {
    const listener = (part: ShellPartName, module: unknown, urgent: boolean) => {
      if (part !== name) return
      // A gesture waits for the part: render it at once. Otherwise in slices (a transition), so the
      // shell's upgrade never becomes one long task.
      if (urgent) setCurrent(module as ShellPart<N>)
      else startTransition(() => setCurrent(module as ShellPart<N>))
    }
    listeners.add(listener)
    const module = loaded.get(name) as ShellPart<N> | undefined
    if (module) setCurrent(module)
    return () => {
      listeners.delete(listener)
    }
  }, [name])
  return current
}

/** The data parts, one after the other: each one's script and render, then an idle period, then the next. */
async function loadShellDataParts(): Promise<void> {
  for (const name of SHELL_DATA_PARTS) {
    await loadShellPart(name)
    await new Promise<void>((resolve) => void whenIdle(resolve))
  }
}

let started = false

/**
 * Loads the data parts when the page no longer fetches (its first data has arrived) and the browser
 * is idle (afterPageData). Mounted once, by the layout.
 */
export function useLoadShellDataWhenIdle(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (started) return
    return afterPageData(queryClient, () => {
      started = true
      void loadShellDataParts()
    })
  }, [queryClient])
}

export interface Gesture {
  focus: boolean
  event: { type: 'click' } | { type: 'keydown'; key: string } | null
}

/** Gestures made on a twin, by control name, waiting for the real control. */
const pendingGestures = new Map<string, Gesture>()

/** Opens a control as if its twin had been used (a keyboard shortcut before the control came). */
export function activateControl(name: ShellPartName, gesture: Gesture): void {
  pendingGestures.set(name, gesture)
  void loadShellPart(name, true)
}

const selectorOf = (name: string) => `[data-shell-control="${name}"]`

/** Props a twin spreads on its button. */
export interface TwinProps {
  ref: Ref<HTMLButtonElement>
  'data-shell-control': string
  onPointerEnter: () => void
  onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => void
  onFocus: () => void
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * One header control: the real one once its part is loaded, else its twin. `keys` are the keys the
 * real trigger handles itself (a menu opens on Enter, Space and the arrows with its first item
 * highlighted); other activations are clicks. A twin that works by itself (`replay={false}`: the
 * menu button toggles the menu) hands over only its focus.
 */
export function DeferredControl<N extends ShellPartName>({
  name,
  keys = [],
  replay = true,
  twin,
  children,
}: {
  name: N
  keys?: readonly string[]
  replay?: boolean
  twin: (props: TwinProps) => ReactNode
  children: (part: ShellPart<N>) => ReactNode
}) {
  const part = useShellPart(name)
  // Replaced under a pressed pointer, the twin would take the press's click with it.
  const [pressed, setPressed] = useState(false)
  if (part && !pressed) return <GestureReplay name={name}>{children(part)}</GestureReplay>
  return <Twin name={name} keys={keys} replay={replay} pressed={pressed} setPressed={setPressed} render={twin} />
}

function Twin({
  name,
  keys,
  replay,
  pressed,
  setPressed,
  render,
}: {
  name: ShellPartName
  keys: readonly string[]
  replay: boolean
  pressed: boolean
  setPressed: (pressed: boolean) => void
  render: (props: TwinProps) => ReactNode
}) {
  const ref = useRef<HTMLButtonElement | null>(null)
  // Removed in the commit that mounts the real control: note whether the focus must move over.
  // (Removed with the whole shell before its part came, it hands nothing on.)
  useLayoutEffect(
    () => () => {
      if (loaded.has(name) && ref.current && document.activeElement === ref.current) {
        const gesture = pendingGestures.get(name) ?? { focus: false, event: null }
        pendingGestures.set(name, { ...gesture, focus: true })
      }
    },
    [name],
  )
  // A press that ends off the twin, or that scrolling took over, brings no click: the part may come in.
  useEffect(() => {
    if (!pressed) return
    const release = (event: PointerEvent) => {
      if (event.type === 'pointercancel' || !ref.current?.contains(event.target as Node)) setPressed(false)
    }
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    return () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
    }
  }, [pressed, setPressed])
  const activate = (event: Gesture['event']) => {
    setPressed(false)
    if (replay) activateControl(name, { focus: document.activeElement === ref.current, event })
  }
  // The first signs of use: the part is asked for while the pointer comes, or the focus, before the click.
  const prefetch = () => void loadShellPart(name)
  return render({
    ref,
    'data-shell-control': name,
    onPointerEnter: prefetch,
    onPointerDown: (event) => {
      if (event.button !== 0) return
      setPressed(true)
      prefetch()
    },
    onFocus: prefetch,
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

/** Asks for a part at once when `wanted` turns true (a dialog opened from elsewhere). */
export function useLoadShellPartWhen(name: ShellPartName, wanted: boolean): void {
  useEffect(() => {
    if (wanted) void loadShellPart(name, true)
  }, [name, wanted])
}

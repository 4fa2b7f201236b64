import { Dialog, Portal } from '@ark-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { EntitySuggestion, SearchGroup } from '../../api/search'
import { searchQueries } from '../../api/search'
import { useSessionUser } from '../../auth/use-session'
import { SearchIcon, SearchTriggerContent } from '../../components/layout/shell-twins'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { searchHitTitle } from '../applicants/applicant-name'
import { groupLabel, type SearchTarget, targetOf } from './search-targets'
import { useDebouncedValue } from './use-debounced-value'

/** Quiet time after the last key before suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 150
/** Fewer characters find too much to be useful (the API answers nothing below two). */
const MIN_QUERY_LENGTH = 2

interface Option {
  key: string
  type: SearchGroup['type']
  item: EntitySuggestion
  target: SearchTarget
}

function useOpenTarget(onDone: () => void) {
  const navigate = useNavigate()
  const router = useRouter()
  return (target: SearchTarget) => {
    onDone()
    if ('href' in target) router.history.push(target.href)
    else if (target.to === '/applicants/$applicantId') void navigate({ to: target.to, params: target.params })
    else if (target.to === '/jobs/$jobId') void navigate({ to: target.to, params: target.params })
    else if (target.to === '/chats') void navigate({ to: target.to, search: target.search })
    else void navigate({ to: target.to, params: target.params, search: target.search })
  }
}

/** The combobox and its grouped listbox (WAI-ARIA combobox pattern; focus stays in the input). */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const organizationId = useSessionUser()?.organizationId ?? null
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const enabled = query.length >= MIN_QUERY_LENGTH
  const result = useQuery({
    ...searchQueries.autocomplete(organizationId, query),
    enabled,
    placeholderData: keepPreviousData,
  })
  const open = useOpenTarget(onClose)
  const listId = useId()
  const statusId = useId()
  // Only what the SPA can open: a group of a type it has no screen for stays out.
  const groups = (enabled ? (result.data?.groups ?? []) : []).filter((g) =>
    g.items.some((item) => targetOf(g.type, item) !== null),
  )
  const options: Option[] = groups.flatMap((g) =>
    g.items.flatMap((item) => {
      const target = targetOf(g.type, item)
      return target ? [{ key: `${g.type}:${item.id}`, type: g.type, item, target }] : []
    }),
  )
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1
  const optionId = (index: number) => `${listId}-${index}`
  const expanded = options.length > 0
  const searching = text.trim() !== query || (enabled && result.isFetching && result.data === undefined)

  // A new answer starts again at its first suggestion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer changing is the trigger itself
  useEffect(() => setActive(0), [result.data])

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' })
  })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % options.length)
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault()
      setActive(0)
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault()
      setActive(options.length - 1)
    } else if (event.key === 'Enter') {
      const option = options[current]
      if (option) {
        event.preventDefault()
        open(option.target)
      }
    }
  }

  let status = ''
  if (result.isError && enabled) status = m.search_failed()
  else if (searching && enabled) status = m.search_searching()
  else if (enabled && result.data) {
    status =
      options.length === 0 ? m.search_no_results() : m.search_result_count({ count: formatCount(options.length) })
  } else if (!enabled) status = m.search_hint()

  let index = -1
  return (
    <div className="search-panel">
      <div className="search-input-row">
        <SearchIcon />
        <input
          type="text"
          className="search-input"
          role="combobox"
          aria-label={m.search_label()}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-describedby={statusId}
          placeholder={m.search_placeholder()}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-search-input
        />
      </div>
      <p id={statusId} className="search-status" role="status" aria-live="polite">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label={m.search_results()} className="search-results" hidden={!expanded}>
        {groups.map((group) => {
          const headingId = `${listId}-${group.type}`
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not <fieldset>
            <div key={group.type} role="group" aria-labelledby={headingId} className="search-group">
              <div id={headingId} role="presentation" className="search-group-label">
                {groupLabel(group.type)}
              </div>
              {group.items.map((item) => {
                const target = targetOf(group.type, item)
                if (!target) return null
                index += 1
                const mine = index
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: combobox pattern: the input keeps the focus and handles the keys (aria-activedescendant)
                  <div
                    key={item.id}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === current}
                    className="search-option"
                    // mousedown keeps the focus in the input; the click then opens the suggestion.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(target)}
                    onMouseMove={() => setActive(mine)}
                  >
                    <span className="search-option-title">{searchHitTitle(group.type, item.title)}</span>
                    {item.excerpt ? <span className="search-option-excerpt">{item.excerpt}</span> : null}
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </div>
  )
}

/**
 * The shell's global search (spec §2 Global search overlay): a search field in the header and
 * Ctrl/Cmd+K anywhere open a dialog with quick suggestions while typing, grouped as candidates,
 * clients, assessments and jobs. Escape closes it and the focus returns where it was.
 */
export function SearchOverlay() {
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLElement | null>(null)

  // A layout effect: it takes over from the shell's early listener in the same commit
  // (default-layout.tsx), so a Ctrl+K during the handover is never lost.
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => inputRef.current ?? document.querySelector<HTMLElement>('[data-search-input]')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="search-trigger" aria-keyshortcuts="Control+K Meta+K" data-shell-control="search">
        <SearchTriggerContent />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner search-positioner">
          <Dialog.Content className="dialog search-dialog">
            <Dialog.Title className="visually-hidden">{m.search_title()}</Dialog.Title>
            <SearchPanel onClose={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

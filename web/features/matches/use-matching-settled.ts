import { useEffect, useRef } from 'react'

/**
 * Calls `onSettled` when a matching run's pending count falls to zero, so screens that show results of
 * the run (a job's counts beside its match list) catch up without a reload.
 */
export function useMatchingSettled(pending: number, onSettled: () => void) {
  const previous = useRef(pending)
  const callback = useRef(onSettled)
  callback.current = onSettled
  useEffect(() => {
    if (previous.current > 0 && pending === 0) callback.current()
    previous.current = pending
  }, [pending])
}

import { waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Clicks a header control the way a mouse does: the pointer comes over it, then presses what is
 * under it. The pointer coming over a twin loads the real control, which takes the twin's place
 * (deferred-shell.tsx). A browser presses the element now at that spot; user-event would keep the
 * element it was given and, if the swap fell between its steps, press the detached twin. So the
 * click waits for the swap and finds the control again. (A press on the twin itself, before its part
 * came, is tested in deferred-shell-on-use.test.tsx.)
 */
export async function clickShellControl(user: UserEvent, find: () => HTMLElement): Promise<void> {
  await user.hover(find())
  await waitFor(() => expect(find().hasAttribute('data-scope')).toBe(true))
  await user.click(find())
}

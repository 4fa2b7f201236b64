import type { UserEvent } from '@testing-library/user-event'

/**
 * Types into an Ark UI combobox one key at a time. Ark writes the input's value itself after each key;
 * under jsdom user-event then loses track of the caret and every other key of one `type` call is
 * dropped (a real browser keeps it: the e2e tests type whole words).
 */
export async function typeInCombobox(user: UserEvent, input: HTMLElement, text: string) {
  for (const key of text) await user.type(input, key === '{' ? '{{' : key)
}

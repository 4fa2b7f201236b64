import { atom } from 'jotai'

/** Whether the main menu is expanded on narrow screens. UI-only: never server data (that is Query's). */
export const mainMenuOpenAtom = atom(false)

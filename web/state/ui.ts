import { atom } from 'jotai'

/** Whether the main menu is expanded on narrow screens. UI-only: never server data (that is Query's). */
export const mainMenuOpenAtom = atom(false)

/** The create-organization modal: opened from the user menu and the organization list, shown by the layout. */
export const createOrganizationOpenAtom = atom(false)

/**
 * The interface language a guest chose before any organization exists (the onboarding wizard's
 * language step). Null: English, the spec's default. A signed-in user follows the organization.
 */
export const guestLocaleAtom = atom<'en' | 'de' | null>(null)

import { atom, useAtom } from 'jotai'
import type { OnboardingValues } from './onboarding-validation'

/** Where the wizard is: kept outside React state so it survives the remount a language switch causes. */
export interface OnboardingDraft {
  token: string
  index: number
  values: OnboardingValues
  passwordStored: boolean
  /** The language was just switched: the remounted step puts focus back on the chosen option. */
  refocusLanguage: boolean
}

const draftAtom = atom<OnboardingDraft | null>(null)

/** The draft of this registration (a new token starts afresh) and an updater of it. */
export function useOnboardingDraft(initial: OnboardingDraft) {
  const [stored, setStored] = useAtom(draftAtom)
  const draft = stored?.token === initial.token ? stored : initial
  const update = (change: (current: OnboardingDraft) => Partial<OnboardingDraft>) =>
    setStored((current) => {
      const base = current?.token === initial.token ? current : initial
      return { ...base, ...change(base) }
    })
  return [draft, update] as const
}

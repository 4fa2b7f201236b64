import { useSessionUser } from '../../auth/use-session'

/**
 * The organization's score overview switch (ADR 0019): whether lists and the dashboard show numeric
 * match scores. Off hides the numbers only; the order by fit, knockouts, the reasoning and the fit
 * report stay. Read from the session, which every member has (no ORGANIZATION_READ needed).
 */
export function useScoreOverview(): boolean {
  return useSessionUser()?.organization?.showMatchingScores ?? true
}

import { z } from 'zod'

/** The skills column of metric_snapshots: per canonical skill key, its label, supply and demand. */
export const SnapshotSkillsSchema = z.record(
  z.string(),
  z.object({ label: z.string(), supply: z.number(), demand: z.number() }),
)
/** Per skill in a snapshot: applicants having it and open jobs requiring it. */
export type SnapshotSkills = z.infer<typeof SnapshotSkillsSchema>

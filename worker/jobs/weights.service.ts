import type { z } from 'zod'
import type { Services } from '../context'
import { MATCH_AREAS } from '../contracts/enums'
import type { UpdateWeightsRequestSchema, Weights } from '../contracts/jobs'
import { normalizeWeights, rebalanceWeights } from '../engine/matching'
import { AppError } from '../lib/app-error'
import { matchingService } from '../matching/matching.service'
import { weightsOf } from '../matching/profiles'
import { jobsRepo } from './jobs.repo'
import { isFinal } from './status'
import { tenantWeightsRepo } from './tenant-weights.repo'

type WeightsChange = z.infer<typeof UpdateWeightsRequestSchema>

const fail = () => new AppError('ATTRIBUTE_WEIGHTS_UPDATE_FAILED')
const valid = (v: number) => Number.isFinite(v) && v >= 0 && v <= 100

/**
 * Applies a weights change to `current`: a whole (or partial) set is scaled to sum 100; one area
 * moved to a value makes the others rebalance proportionally (engine/matching, ADR 0011). Values
 * outside 0–100, or nothing left to weigh, are refused with 'Failed to update attribute weights!'.
 */
export function applyWeightsChange(current: Weights, change: WeightsChange): Weights {
  if ('area' in change) {
    if (!valid(change.value)) throw fail()
    return rebalanceWeights(current, change.area, change.value)
  }
  const merged: Weights = { ...current }
  for (const area of MATCH_AREAS) {
    const v = change.weights[area]
    if (v === undefined) continue
    if (!valid(v)) throw fail()
    merged[area] = v
  }
  if (MATCH_AREAS.every((a) => merged[a] === 0)) throw fail()
  return normalizeWeights(merged)
}

/** Attribute weights of one job, and the organization's defaults for jobs created later. */
export function weightsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = jobsRepo(db, tenantId)
  const defaults = tenantWeightsRepo(db, tenantId)
  return {
    async ofJob(jobId: string) {
      const found = await repo.get(jobId)
      if (!found) throw new AppError('JOB_POSITION_NOT_FOUND')
      const stored = found.job.attributeWeights
      return { weights: weightsOf(stored), isSet: stored !== null }
    },

    async updateJob(jobId: string, change: WeightsChange, userId: string) {
      const found = await repo.get(jobId)
      if (!found) throw new AppError('JOB_POSITION_NOT_FOUND')
      if (isFinal(found.job.status)) throw new AppError('JOB_NOT_EDITABLE')
      const weights = applyWeightsChange(weightsOf(found.job.attributeWeights), change)
      await repo.setWeights(jobId, weights, services.now())
      // New weights change every score of an open job.
      if (found.job.status === 'OPEN') await matchingService(services, tenantId).enqueueJob(jobId, userId)
      return { weights, isSet: true }
    },

    async ofTenant() {
      const stored = await defaults.get()
      return { weights: weightsOf(stored), isSet: stored !== null }
    },

    /** Only jobs created afterwards copy the defaults; existing jobs keep theirs. */
    async updateTenant(change: WeightsChange) {
      const weights = applyWeightsChange(weightsOf(await defaults.get()), change)
      await defaults.set(weights, services.now())
      return { weights, isSet: true }
    },
  }
}

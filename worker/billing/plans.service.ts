import type { Services } from '../context'
import type { Plan, PlanRequest } from '../contracts/billing-plans'
import { FEATURE_KINDS, QUOTA_PERIODS } from '../contracts/enums'
import { AppError } from '../lib/app-error'
import { plansRepo } from './plans.repo'

const notFound = () => new AppError('PLAN_NOT_FOUND')

/** The platform admin's billing plans (spec §7 admin plans). */
export function plansService(services: Services) {
  const repo = plansRepo(services.db.platform())
  return {
    list: async () => ({ plans: await repo.list() }),

    async get(id: string): Promise<Plan> {
      return (await repo.get(id)) ?? Promise.reject(notFound())
    },

    async create(plan: PlanRequest): Promise<Plan> {
      const id = await repo.create(plan, services.now())
      return this.get(id)
    },

    async update(id: string, plan: PlanRequest): Promise<Plan> {
      if (!(await repo.update(id, plan, services.now()))) throw notFound()
      return this.get(id)
    },

    async remove(id: string) {
      const outcome = await repo.remove(id)
      if (outcome === null) throw notFound()
      return { outcome }
    },

    /** The feature kinds a plan may carry; every kind counts per period or in total. */
    features: () => ({ features: FEATURE_KINDS.map((feature) => ({ feature, periods: [...QUOTA_PERIODS] })) }),
  }
}

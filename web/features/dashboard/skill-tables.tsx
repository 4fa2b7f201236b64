import { useQuery } from '@tanstack/react-query'
import { metricsQueries, type SkillCount } from '../../api/metrics'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { QueryCard } from './query-card'
import { formatNumber } from './week-change'

// Tables rather than "12 applicants" sentences: column headers name the unit, so no plural rules
// are needed and screen readers announce each number with its meaning.

function SkillCountTable({ skills, countLabel }: { skills: SkillCount[]; countLabel: string }) {
  if (skills.length === 0) return <p className="empty">{m.dashboard_skills_empty()}</p>
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{m.dashboard_column_skill()}</th>
          <th scope="col" className="numeric">
            {countLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {skills.map((row) => (
          <tr key={row.skill}>
            <th scope="row">{row.skill}</th>
            <td className="numeric">{formatNumber(row.count, getLocale(), 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function AvailableSkillsTable({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.availableSkills(organizationId))
  return (
    <QueryCard
      id="skills-available"
      title={m.dashboard_available_skills_title()}
      query={query}
      className="card card-wide"
    >
      {(data) => <SkillCountTable skills={data.skills} countLabel={m.dashboard_column_applicants()} />}
    </QueryCard>
  )
}

export function DemandedSkillsTable({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.demandedSkills(organizationId))
  return (
    <QueryCard
      id="skills-demanded"
      title={m.dashboard_demanded_skills_title()}
      query={query}
      className="card card-wide"
    >
      {(data) => <SkillCountTable skills={data.skills} countLabel={m.dashboard_column_jobs()} />}
    </QueryCard>
  )
}

export function SkillGapTable({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.skillGap(organizationId))
  const locale = getLocale()
  return (
    <QueryCard id="skills-gap" title={m.dashboard_skill_gap_title()} query={query} className="card card-wide">
      {(data) =>
        data.skills.length === 0 ? (
          <p className="empty">{m.dashboard_skills_empty()}</p>
        ) : (
          <>
            <table className="data-table" aria-describedby="skills-gap-note">
              <thead>
                <tr>
                  <th scope="col">{m.dashboard_column_skill()}</th>
                  <th scope="col" className="numeric">
                    {m.dashboard_column_demand()}
                  </th>
                  <th scope="col" className="numeric">
                    {m.dashboard_column_supply()}
                  </th>
                  <th scope="col" className="numeric">
                    {m.dashboard_column_gap()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.skills.map((row) => (
                  <tr key={row.skill}>
                    <th scope="row">{row.skill}</th>
                    <td className="numeric">{formatNumber(row.demand, locale, 0)}</td>
                    <td className="numeric">{formatNumber(row.supply, locale, 0)}</td>
                    <td className="numeric">{formatNumber(row.gap, locale, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p id="skills-gap-note" className="table-note">
              {m.dashboard_gap_note()}
            </p>
          </>
        )
      }
    </QueryCard>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { metricsQueries, type SkillCount, type SkillGap } from '../../api/metrics'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { QueryCard } from './query-card'
import { SkillBarChart } from './skill-bar-chart'
import { formatNumber, formatSigned } from './week-change'

// Tables rather than "12 applicants" sentences: column headers name the unit, so no plural rules
// are needed and screen readers announce each number with its meaning. The charts beside them are
// for the eye. They are plain SVG drawn in the same render as their table (no chart library, so no
// chunk of their own to load behind a placeholder, and no second commit when it arrives; ADR 0050),
// which is the page's deferred render of the lists, rendered in slices.

type DrillTo = 'applicants' | 'jobs'

/**
 * The skill's name as a link to the applicants or open positions behind it (the drill-down). The name
 * stays the link's (and the row header's) accessible name; the title describes where it leads.
 */
function SkillLink({ skill, skillKey, to }: { skill: string; skillKey: string; to: DrillTo }) {
  const label = to === 'applicants' ? m.dashboard_drill_applicants({ skill }) : m.dashboard_drill_jobs({ skill })
  return to === 'applicants' ? (
    <Link to="/applicants" search={{ skill: skillKey, skillName: skill }} title={label}>
      {skill}
    </Link>
  ) : (
    <Link to="/jobs" search={{ skill: skillKey, skillName: skill, status: 'OPEN' }} title={label}>
      {skill}
    </Link>
  )
}

/** "12 (+2)": last week's figure as a signed change; "—" without a snapshot. */
function LastWeekCell({ now, then, digits = 0 }: { now: number; then: number | null; digits?: number }) {
  const locale = getLocale()
  if (then === null) return <td className="numeric">{m.dashboard_not_available()}</td>
  return (
    <td className="numeric">
      {formatNumber(then, locale, digits)}{' '}
      <span className="muted">({formatSigned(now - then, locale, { maximumFractionDigits: digits })})</span>
    </td>
  )
}

function SkillCountTable({
  id,
  skills,
  countLabel,
  to,
}: {
  id: string
  skills: SkillCount[]
  countLabel: string
  to: DrillTo
}) {
  if (skills.length === 0) return <p className="empty">{m.dashboard_skills_empty()}</p>
  return (
    <>
      <SkillBarChart
        bars={skills.map((s) => ({ label: s.skill, value: s.count }))}
        unit={countLabel}
        describedBy={`${id}-table`}
      />
      <table className="data-table" id={`${id}-table`}>
        <thead>
          <tr>
            <th scope="col">{m.dashboard_column_skill()}</th>
            <th scope="col" className="numeric">
              {countLabel}
            </th>
            <th scope="col" className="numeric">
              {m.dashboard_column_last_week()}
            </th>
          </tr>
        </thead>
        <tbody>
          {skills.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <SkillLink skill={row.skill} skillKey={row.key} to={to} />
              </th>
              <td className="numeric">{formatNumber(row.count, getLocale(), 0)}</td>
              <LastWeekCell now={row.count} then={row.lastWeek} />
            </tr>
          ))}
        </tbody>
      </table>
    </>
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
      {(data) => (
        <SkillCountTable
          id="skills-available"
          skills={data.skills}
          countLabel={m.dashboard_column_applicants()}
          to="applicants"
        />
      )}
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
      {(data) => (
        <SkillCountTable id="skills-demanded" skills={data.skills} countLabel={m.dashboard_column_jobs()} to="jobs" />
      )}
    </QueryCard>
  )
}

function GapRow({ row }: { row: SkillGap }) {
  const locale = getLocale()
  return (
    <tr>
      <th scope="row">
        <SkillLink skill={row.skill} skillKey={row.key} to="jobs" />
      </th>
      <td className="numeric">{formatNumber(row.demand, locale, 0)}</td>
      <td className="numeric">
        <Link to="/applicants" search={{ skill: row.key, skillName: row.skill }}>
          {formatNumber(row.supply, locale, 0)}
        </Link>
      </td>
      <td className="numeric">{formatNumber(row.gap, locale, 1)}</td>
      <LastWeekCell now={row.gap} then={row.lastWeekGap} digits={1} />
    </tr>
  )
}

export function SkillGapTable({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.skillGap(organizationId))
  return (
    <QueryCard id="skills-gap" title={m.dashboard_skill_gap_title()} query={query} className="card card-wide">
      {(data) =>
        data.skills.length === 0 ? (
          <p className="empty">{m.dashboard_skills_empty()}</p>
        ) : (
          <>
            <SkillBarChart
              bars={data.skills.map((s) => ({ label: s.skill, value: s.gap, previous: s.lastWeekGap }))}
              unit={m.dashboard_column_gap()}
              describedBy="skills-gap-table"
            />
            <table className="data-table" id="skills-gap-table" aria-describedby="skills-gap-note">
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
                  <th scope="col" className="numeric">
                    {m.dashboard_column_last_week()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.skills.map((row) => (
                  <GapRow key={row.key} row={row} />
                ))}
              </tbody>
            </table>
            <p id="skills-gap-note" className="table-note">
              {m.dashboard_gap_note_counts({
                jobs: formatNumber(data.openJobs, getLocale(), 0),
                applicants: formatNumber(data.applicants, getLocale(), 0),
              })}{' '}
              {m.dashboard_gap_note()}
            </p>
          </>
        )
      }
    </QueryCard>
  )
}

import type { FitReportResponse, FitReportView } from '../../api/fit-reports'
import { dateTimeFormat, numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { langTag } from './message-languages'

type FitPoint = FitReportView['strengths'][number]

/** One strength, gap or knockout with the CV facts behind it (spec: every area keeps its evidence). */
function PointList({
  id,
  title,
  points,
  tone,
  lang,
}: {
  id: string
  title: string
  points: FitPoint[]
  tone: string
  lang: string
}) {
  const headingId = `fit-${id}-heading`
  return (
    <section className="card fit-points" data-tone={tone} aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {title}
      </h2>
      {points.length === 0 ? (
        <p className="empty">{m.fit_none()}</p>
      ) : (
        <ul className="fit-point-list" lang={lang}>
          {points.map((point, index) => (
            // Points have no ids; their order is stable within one generated report.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="fit-point">
              <p className="fit-point-text">{point.text}</p>
              {point.facts.length > 0 ? (
                <ul className="fit-evidence" aria-label={m.fit_evidence()}>
                  {point.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function formatNumber(value: number): string {
  return numberFormat(getLocale(), { maximumFractionDigits: 0 }).format(value)
}

/** The report itself: score, knockout banner, summary, area scores, points and interview questions. */
export function FitReportContent({ result }: { result: FitReportResponse }) {
  const { report } = result
  // The report may be written in another language than the interface (its own language select):
  // its texts carry their language, the headings around them are the interface's.
  const lang = langTag(report.language)
  return (
    <div className="fit-report">
      {report.knockout ? (
        <div className="fit-knockout-banner" role="note" aria-labelledby="fit-knockout-title">
          <p id="fit-knockout-title" className="fit-knockout-title">
            {m.fit_knockout_banner()}
          </p>
          <p>{m.fit_knockout_banner_text({ count: String(report.knockouts.length) })}</p>
        </div>
      ) : null}
      <div className="fit-overview">
        <section className="card fit-score" aria-labelledby="fit-score-heading">
          <h2 id="fit-score-heading" className="card-title">
            {m.fit_score()}
          </h2>
          <p className="metric-value">
            {formatNumber(report.score)}
            <span className="fit-score-max"> / 100</span>
          </p>
        </section>
        <section className="card fit-summary" aria-labelledby="fit-summary-heading">
          <h2 id="fit-summary-heading" className="card-title">
            {m.fit_summary()}
          </h2>
          <p className="prose" lang={lang}>
            {report.summary}
          </p>
        </section>
      </div>
      <section className="card" aria-labelledby="fit-areas-heading">
        <h2 id="fit-areas-heading" className="card-title">
          {m.fit_areas()}
        </h2>
        <table className="data-table fit-areas">
          <thead>
            <tr>
              <th scope="col">{m.fit_area()}</th>
              <th scope="col" className="numeric">
                {m.fit_area_score()}
              </th>
              <th scope="col" className="numeric">
                {m.fit_area_weight()}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.areas.map((area) => (
              <tr key={area.area}>
                <th scope="row" lang={lang}>
                  {area.label}
                </th>
                <td className="numeric">
                  {area.neutral ? (
                    <span className="muted" title={m.fit_area_neutral_hint()}>
                      {m.fit_area_neutral()}
                    </span>
                  ) : (
                    formatNumber(area.score)
                  )}
                </td>
                <td className="numeric">{formatNumber(area.weight)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="fit-point-grid">
        <PointList id="knockouts" title={m.fit_knockouts()} points={report.knockouts} lang={lang} tone="danger" />
        <PointList id="strengths" title={m.fit_strengths()} points={report.strengths} lang={lang} tone="success" />
        <PointList id="gaps" title={m.fit_gaps()} points={report.gaps} lang={lang} tone="warning" />
      </div>
      <section className="card" aria-labelledby="fit-questions-heading">
        <h2 id="fit-questions-heading" className="card-title">
          {m.fit_questions()}
        </h2>
        {report.questions.length === 0 ? (
          <p className="empty">{m.fit_none()}</p>
        ) : (
          <ol className="fit-questions" lang={lang}>
            {report.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        )}
      </section>
      <p className="table-note">
        {m.fit_generated_by({
          model: result.model,
          prompt: result.promptVersion,
          date: dateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(result.createdAt),
          ),
        })}
      </p>
    </div>
  )
}

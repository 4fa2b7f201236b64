import type { ReactNode } from 'react'
import type { ApplicantDetail } from '../../api/applicants'
import { numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { DocumentPreview } from './document-preview'
import {
  type ApplicantProfile,
  DEGREE_LABELS,
  formatPeriod,
  languageName,
  PROFICIENCY_LABELS,
  SENIORITY_LABELS,
} from './labels'

/**
 * A link from a CV only when it is plainly http(s): CV text is untrusted, and a `javascript:` or
 * `data:` URL must never become clickable. Bare domains ("github.com/x") get https://.
 */
export function safeHref(link: string): string | null {
  const text = link.trim()
  const candidate = /^https?:\/\//i.test(text)
    ? text
    : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)
      ? `https://${text}`
      : null
  if (candidate === null) return null
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Chips({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <p className="empty">{m.applicant_none()}</p>
  return (
    <ul className="chips" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  )
}

function Empty() {
  return <p className="empty">{m.applicant_none()}</p>
}

function Facts({ profile }: { profile: ApplicantProfile }) {
  const years =
    profile.yearsOfExperience === null
      ? null
      : numberFormat(getLocale(), { maximumFractionDigits: 1 }).format(profile.yearsOfExperience)
  const facts: [string, ReactNode][] = [
    [m.applicant_current_title(), profile.title],
    [m.applicant_occupation(), profile.isco ? `${profile.isco.code} · ${profile.isco.title}` : null],
    [m.applicant_seniority(), profile.seniority ? SENIORITY_LABELS[profile.seniority]() : null],
    [m.applicant_years_of_experience(), years],
    [m.applicant_highest_degree(), profile.degree ? DEGREE_LABELS[profile.degree]() : null],
    [m.applicant_document_language(), profile.documentLanguage ? languageName(profile.documentLanguage) : null],
  ]
  return (
    <>
      <dl className="summary-list">
        {facts.map(([label, value]) => (
          <div key={label} className="summary-pair">
            <dt>{label}</dt>
            <dd>{value ?? <span className="empty">{m.applicant_unknown()}</span>}</dd>
          </div>
        ))}
      </dl>
      <CorrectedNote profile={profile} />
    </>
  )
}

// The fields of Edit CV by the names the detail page gives them (ADR 0031: the corrections mark).
const FIELD_LABELS: Record<string, () => string> = {
  name: () => m.applicant_edit_name(),
  tagline: () => m.applicant_edit_tagline(),
  summary: () => m.applicant_summary(),
  hardSkills: () => m.applicant_hard_skills(),
  softSkills: () => m.applicant_soft_skills(),
  email: () => m.applicant_email(),
  phone: () => m.applicant_phone(),
  location: () => m.applicant_location(),
  title: () => m.applicant_current_title(),
  isco: () => m.applicant_occupation(),
  seniority: () => m.applicant_seniority(),
  yearsOfExperience: () => m.applicant_years_of_experience(),
  degree: () => m.applicant_highest_degree(),
  languages: () => m.applicant_languages(),
  education: () => m.applicant_education(),
  experience: () => m.applicant_experience(),
}

/** Which fields a recruiter corrected: a re-parse of the same CV keeps them. */
function CorrectedNote({ profile }: { profile: ApplicantProfile }) {
  const fields = (profile.corrected?.fields ?? []).flatMap((f) => FIELD_LABELS[f]?.() ?? [])
  if (fields.length === 0) return null
  const list = new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(fields)
  return <p className="field-hint">{m.applicant_corrected({ fields: list })}</p>
}

function Contact({ profile }: { profile: ApplicantProfile }) {
  const rows: [string, ReactNode][] = []
  if (profile.email)
    rows.push([
      m.applicant_email(),
      <a key="email" href={`mailto:${profile.email}`}>
        {profile.email}
      </a>,
    ])
  if (profile.phone)
    rows.push([
      m.applicant_phone(),
      <a key="phone" href={`tel:${profile.phone}`}>
        {profile.phone}
      </a>,
    ])
  if (profile.location) rows.push([m.applicant_location(), profile.location])
  if (profile.links.length > 0) {
    rows.push([
      m.applicant_links(),
      <ul key="links" className="plain-list">
        {profile.links.map((link) => {
          const href = safeHref(link)
          return (
            <li key={link}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {link}
                </a>
              ) : (
                link
              )}
            </li>
          )
        })}
      </ul>,
    ])
  }
  if (rows.length === 0) return <Empty />
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label} className="summary-pair">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Experience({ profile }: { profile: ApplicantProfile }) {
  if (profile.experience.length === 0) return <Empty />
  return (
    <ol className="timeline">
      {profile.experience.map((job, index) => {
        const period = formatPeriod(job.start, job.end)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the CV's order; entries may repeat
          <li key={index}>
            <p className="timeline-title">
              {job.title ?? m.applicant_unknown()}
              {job.company ? <span className="timeline-place"> · {job.company}</span> : null}
            </p>
            {period ? <p className="timeline-period">{period}</p> : null}
          </li>
        )
      })}
    </ol>
  )
}

function Education({ profile }: { profile: ApplicantProfile }) {
  if (profile.education.length === 0) return <Empty />
  return (
    <ol className="timeline">
      {profile.education.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the CV's order; entries may repeat
        <li key={index}>
          <p className="timeline-title">
            {entry.degree ?? (entry.level ? DEGREE_LABELS[entry.level]() : m.applicant_unknown())}
            {entry.institution ? <span className="timeline-place"> · {entry.institution}</span> : null}
          </p>
          <p className="timeline-period">
            {[entry.degree && entry.level ? DEGREE_LABELS[entry.level]() : null, entry.year]
              .filter((part) => part !== null && part !== undefined)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ol>
  )
}

function Languages({ profile }: { profile: ApplicantProfile }) {
  if (profile.languages.length === 0) return <Empty />
  return (
    <dl className="summary-list">
      {profile.languages.map((entry) => (
        <div key={entry.language} className="summary-pair">
          <dt>{languageName(entry.language)}</dt>
          <dd>{PROFICIENCY_LABELS[entry.proficiency]()}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The Details tab (spec §2): summary, skills, languages, experience, education, contact, document. */
export function ApplicantDetails({ applicant }: { applicant: ApplicantDetail }) {
  const profile = applicant.profile
  return (
    <div className="detail-grid">
      <Section id="applicant-summary" title={m.applicant_summary()}>
        {applicant.summary ? <p className="prose">{applicant.summary}</p> : <Empty />}
      </Section>
      <Section id="applicant-skills" title={m.applicant_skills()}>
        <h3 className="subheading">{m.applicant_hard_skills()}</h3>
        <Chips items={applicant.hardSkills} label={m.applicant_hard_skills()} />
        <h3 className="subheading">{m.applicant_soft_skills()}</h3>
        <Chips items={applicant.softSkills} label={m.applicant_soft_skills()} />
      </Section>
      {profile ? (
        <>
          <Section id="applicant-profile" title={m.applicant_profile()}>
            <Facts profile={profile} />
          </Section>
          <Section id="applicant-languages" title={m.applicant_languages()}>
            <Languages profile={profile} />
          </Section>
          <Section id="applicant-experience" title={m.applicant_experience()}>
            <Experience profile={profile} />
          </Section>
          <Section id="applicant-education" title={m.applicant_education()}>
            <Education profile={profile} />
          </Section>
          <Section id="applicant-contact" title={m.applicant_contact()}>
            <Contact profile={profile} />
          </Section>
          {profile.achievements.length > 0 ? (
            <Section id="applicant-achievements" title={m.applicant_achievements()}>
              <ul className="plain-list bullets">
                {profile.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </>
      ) : (
        <p className="notice">{m.applicant_no_profile()}</p>
      )}
      {applicant.document ? <DocumentPreview applicantId={applicant.id} document={applicant.document} /> : null}
    </div>
  )
}

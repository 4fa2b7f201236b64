import { SelectField } from '../../components/select-field'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import { LanguagePicker } from '../pickers/language-picker'
import {
  type ApplicantEditErrors,
  type EducationRow,
  type ExperienceRow,
  fieldId,
  type LanguageRow,
  PROFILE_EDIT_LIMITS,
  rowKey,
} from './applicant-edit-schema'
import { EditRowList } from './edit-row-list'
import { degreeOptions, proficiencyOptions } from './scale-options'

interface RowsProps<Row> {
  rows: Row[]
  errors: ApplicantEditErrors
  onChange: (rows: Row[]) => void
}

const patch = <Row extends { key: string }>(rows: Row[], key: string, change: Partial<Row>) =>
  rows.map((r) => (r.key === key ? { ...r, ...change } : r))

/** Languages with their level (spec §3 language proficiency), each language once. */
export function LanguageRows({ rows, errors, onChange }: RowsProps<LanguageRow>) {
  const id = (index: number, field: string) => fieldId(`languages.${index}.${field}`)
  return (
    <EditRowList
      name="languages"
      legend={m.applicant_languages()}
      rowLegend={(number) => m.applicant_edit_language_row({ number })}
      rows={rows}
      max={PROFILE_EDIT_LIMITS.languages}
      error={errors.languages}
      firstFieldId={(index) => id(index, 'language')}
      onAdd={() => onChange([...rows, { key: rowKey(), language: '', proficiency: '' }])}
      onRemove={(key) => onChange(rows.filter((r) => r.key !== key))}
    >
      {(row, index) => (
        <>
          <LanguagePicker
            id={id(index, 'language')}
            label={m.jobs_requirement_language()}
            value={row.language}
            exclude={rows.map((r) => r.language)}
            error={errors[`languages.${index}.language`]}
            onChange={(language) => onChange(patch(rows, row.key, { language }))}
          />
          <SelectField
            id={id(index, 'proficiency')}
            label={m.applicant_edit_level()}
            options={proficiencyOptions()}
            emptyLabel={m.jobs_requirement_choose()}
            value={row.proficiency}
            error={errors[`languages.${index}.proficiency`]}
            onChange={(event) =>
              onChange(patch(rows, row.key, { proficiency: event.target.value as LanguageRow['proficiency'] }))
            }
          />
        </>
      )}
    </EditRowList>
  )
}

/** Positions held: title, employer, from and to (YYYY or YYYY-MM), or a current position. */
export function ExperienceRows({ rows, errors, onChange }: RowsProps<ExperienceRow>) {
  const id = (index: number, field: string) => fieldId(`experience.${index}.${field}`)
  const err = (index: number, field: string) => errors[`experience.${index}.${field}`]
  return (
    <EditRowList
      name="experience"
      legend={m.applicant_experience()}
      rowLegend={(number) => m.applicant_edit_experience_row({ number })}
      rows={rows}
      max={PROFILE_EDIT_LIMITS.experience}
      error={errors.experience}
      firstFieldId={(index) => id(index, 'title')}
      onAdd={() => onChange([...rows, { key: rowKey(), title: '', company: '', start: '', end: '', current: false }])}
      onRemove={(key) => onChange(rows.filter((r) => r.key !== key))}
    >
      {(row, index) => (
        <>
          <TextField
            id={id(index, 'title')}
            label={m.applicant_edit_position_title()}
            value={row.title}
            error={err(index, 'title')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { title: event.target.value }))}
          />
          <TextField
            id={id(index, 'company')}
            label={m.applicant_edit_company()}
            value={row.company}
            error={err(index, 'company')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { company: event.target.value }))}
          />
          <TextField
            id={id(index, 'start')}
            label={m.applicant_edit_start()}
            hint={m.applicant_edit_month_hint()}
            value={row.start}
            error={err(index, 'start')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { start: event.target.value }))}
          />
          <TextField
            id={id(index, 'end')}
            label={m.applicant_edit_end()}
            hint={m.applicant_edit_month_hint()}
            value={row.current ? '' : row.end}
            disabled={row.current}
            error={err(index, 'end')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { end: event.target.value }))}
          />
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={row.current}
              onChange={(event) => onChange(patch(rows, row.key, { current: event.target.checked }))}
            />
            {m.applicant_edit_current_position()}
          </label>
        </>
      )}
    </EditRowList>
  )
}

/** Degrees and schools: the degree as written, its level on the spec's scale, where and when. */
export function EducationRows({ rows, errors, onChange }: RowsProps<EducationRow>) {
  const id = (index: number, field: string) => fieldId(`education.${index}.${field}`)
  const err = (index: number, field: string) => errors[`education.${index}.${field}`]
  return (
    <EditRowList
      name="education"
      legend={m.applicant_education()}
      rowLegend={(number) => m.applicant_edit_education_row({ number })}
      rows={rows}
      max={PROFILE_EDIT_LIMITS.education}
      error={errors.education}
      firstFieldId={(index) => id(index, 'degree')}
      onAdd={() => onChange([...rows, { key: rowKey(), degree: '', level: '', institution: '', year: '' }])}
      onRemove={(key) => onChange(rows.filter((r) => r.key !== key))}
    >
      {(row, index) => (
        <>
          <TextField
            id={id(index, 'degree')}
            label={m.applicant_edit_degree_name()}
            value={row.degree}
            error={err(index, 'degree')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { degree: event.target.value }))}
          />
          <SelectField
            id={id(index, 'level')}
            label={m.applicant_edit_degree_level()}
            options={degreeOptions()}
            emptyLabel={m.applicant_unknown()}
            value={row.level}
            error={err(index, 'level')}
            onChange={(event) => onChange(patch(rows, row.key, { level: event.target.value as EducationRow['level'] }))}
          />
          <TextField
            id={id(index, 'institution')}
            label={m.applicant_edit_institution()}
            value={row.institution}
            error={err(index, 'institution')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { institution: event.target.value }))}
          />
          <TextField
            id={id(index, 'year')}
            label={m.applicant_edit_year()}
            inputMode="numeric"
            value={row.year}
            error={err(index, 'year')}
            autoComplete="off"
            onChange={(event) => onChange(patch(rows, row.key, { year: event.target.value }))}
          />
        </>
      )}
    </EditRowList>
  )
}

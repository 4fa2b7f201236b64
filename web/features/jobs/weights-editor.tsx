import { type FormEvent, useState } from 'react'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import { rebalanceWeights } from '../../../worker/engine/matching/weights'
import type { Weights } from '../../api/jobs'
import { m } from '../../paraglide/messages'
import { AREA_LABELS, type MatchArea } from './labels'

export const weightsTotal = (weights: Weights) => MATCH_AREAS.reduce((sum, area) => sum + weights[area], 0)

/**
 * Attribute weights (spec §2): one percentage per match area. Moving one rebalances the others with
 * the engine's own rule (rebalanceWeights), so the total is 100 at every step; the whole set is sent.
 */
export function WeightsEditor({
  idPrefix,
  saved,
  isSet,
  notSetNote,
  disabled,
  pending,
  failure,
  onSave,
}: {
  idPrefix: string
  saved: Weights
  isSet: boolean
  /** Shown while nothing was saved yet and the values are the defaults. */
  notSetNote: string
  disabled: boolean
  pending: boolean
  failure: string | null
  onSave: (weights: Weights) => void
}) {
  const [weights, setWeights] = useState<Weights>(saved)
  const changed = MATCH_AREAS.some((area) => weights[area] !== saved[area])

  const move = (area: MatchArea, raw: string) => {
    const value = Number(raw)
    if (raw === '' || !Number.isFinite(value)) return
    setWeights(rebalanceWeights(weights, area, value))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!pending && !disabled) onSave(weights)
  }

  return (
    <form className="form weights-form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {failure ? <p>{failure}</p> : null}
      </div>
      <p className="field-hint">{m.jobs_weights_hint()}</p>
      {isSet ? null : <p className="notice">{notSetNote}</p>}
      <fieldset className="weights-list" disabled={disabled}>
        <legend className="visually-hidden">{m.jobs_weights_heading()}</legend>
        {MATCH_AREAS.map((area) => {
          const label = AREA_LABELS[area]()
          return (
            <div key={area} className="weight-row">
              <label htmlFor={`${idPrefix}-${area}`} className="weight-label">
                {label}
              </label>
              <input
                type="range"
                min={0}
                max={100}
                step={1}
                aria-label={m.jobs_weight_slider({ area: label })}
                aria-valuetext={`${weights[area]} %`}
                value={weights[area]}
                onChange={(event) => move(area, event.target.value)}
              />
              <input
                id={`${idPrefix}-${area}`}
                className="weight-number"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={weights[area]}
                onChange={(event) => move(area, event.target.value)}
              />
              <span aria-hidden="true">%</span>
            </div>
          )
        })}
      </fieldset>
      <p className="weights-total" role="status">
        {m.jobs_weights_total({ value: String(weightsTotal(weights)) })}
      </p>
      {disabled ? null : (
        <div className="button-row">
          <button type="button" className="button" disabled={!changed} onClick={() => setWeights(saved)}>
            {m.jobs_weights_reset()}
          </button>
          <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
            {pending ? m.common_saving() : m.jobs_weights_save()}
          </button>
        </div>
      )}
    </form>
  )
}

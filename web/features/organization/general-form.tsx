import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ADDRESS_MAX, BRAND_TEXT_MAX, INFO_MAX } from '../../../worker/contracts/tenant'
import { type Tenant, updateTenantInfo } from '../../api/tenant'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { useTenantChanged } from './use-tenant-changes'

const NAME_MAX = 120

interface Values {
  name: string
  address: string
  brandLanguage: string
  culture: string
  info: string
  isAgency: boolean
}

type Errors = Partial<Record<keyof Values, string>>

/** Spec §5: 'Name is required'; the generic bounds for the rest (the server checks the same). */
export function validateGeneral(values: Values): Errors {
  const name = values.name.trim()
  const tooLong = (value: string, max: number) =>
    value.trim().length > max ? m.validation_max_length({ value: max }) : undefined
  return Object.fromEntries(
    Object.entries({
      name: name ? tooLong(name, NAME_MAX) : m.validation_name_required(),
      address: tooLong(values.address, ADDRESS_MAX),
      brandLanguage: tooLong(values.brandLanguage, BRAND_TEXT_MAX),
      culture: tooLong(values.culture, BRAND_TEXT_MAX),
      info: tooLong(values.info, INFO_MAX),
    }).filter(([, message]) => message),
  )
}

/** Name, address, brand language, culture, organization information and the agency flag. */
export function GeneralForm({ tenant, canUpdate }: { tenant: Tenant; canUpdate: boolean }) {
  const [values, setValues] = useState<Values>({
    name: tenant.name,
    address: tenant.address ?? '',
    brandLanguage: tenant.brandLanguage ?? '',
    culture: tenant.culture ?? '',
    info: tenant.info ?? '',
    isAgency: tenant.isAgency,
  })
  const [errors, setErrors] = useState<Errors>({})
  const changed = useTenantChanged(tenant.id)
  const mutation = useMutation({
    mutationFn: () => updateTenantInfo({ ...values, name: values.name.trim() }),
    onSuccess: async (saved) => {
      notify('success', { title: m.org_saved() })
      await changed(saved)
    },
    onError: (failure) => notify('error', { title: m.org_save_failed(), description: errorMessage(failure) }),
  })
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending || !canUpdate) return
    const found = validateGeneral(values)
    showErrorsAndFocus(event.currentTarget, () => setErrors(found))
    if (Object.keys(found).length === 0) mutation.mutate()
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="org-general-heading">
      <fieldset className="form-fieldset" disabled={!canUpdate}>
        <TextField
          id="org-name"
          name="name"
          autoComplete="organization"
          label={m.org_name()}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id="org-address"
          name="address"
          autoComplete="street-address"
          label={m.org_address()}
          value={values.address}
          error={errors.address}
          onChange={(event) => set('address', event.target.value)}
        />
        <TextAreaField
          id="org-brand-language"
          name="brandLanguage"
          label={m.org_brand_language()}
          hint={m.org_brand_language_hint()}
          rows={3}
          value={values.brandLanguage}
          error={errors.brandLanguage}
          onChange={(event) => set('brandLanguage', event.target.value)}
        />
        <TextAreaField
          id="org-culture"
          name="culture"
          label={m.org_culture()}
          rows={3}
          value={values.culture}
          error={errors.culture}
          onChange={(event) => set('culture', event.target.value)}
        />
        <TextAreaField
          id="org-info"
          name="info"
          label={m.org_info()}
          rows={5}
          value={values.info}
          error={errors.info}
          onChange={(event) => set('info', event.target.value)}
        />
        <div className="field">
          <label className="checkbox-field">
            <input
              type="checkbox"
              name="isAgency"
              checked={values.isAgency}
              aria-describedby="org-agency-hint"
              onChange={(event) => set('isAgency', event.target.checked)}
            />
            {m.org_is_agency()}
          </label>
          <p id="org-agency-hint" className="field-hint">
            {m.org_is_agency_hint()}
          </p>
        </div>
      </fieldset>
      {canUpdate ? (
        <div className="button-row">
          <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? m.org_saving() : m.org_save()}
          </button>
        </div>
      ) : null}
    </form>
  )
}

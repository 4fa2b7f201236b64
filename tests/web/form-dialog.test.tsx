import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../web/api/client'
import { CheckboxGroup } from '../../web/components/checkbox-group'
import { DialogForm, FormDialog, type FormMutationState } from '../../web/components/form-dialog'
import { TextField } from '../../web/components/text-field'

const idle: FormMutationState = { isPending: false, isError: false, error: null }

/** A name field and a group of two checkboxes, both required, inside the shared dialog. */
function NameForm({ mutation, onValid }: { mutation: FormMutationState; onValid: (name: string) => void }) {
  const [name, setName] = useState('')
  const [picked, setPicked] = useState<ReadonlySet<'a' | 'b'>>(new Set())
  const [problems, setProblems] = useState<{ name?: string; picked?: string }>({})
  return (
    <DialogForm
      mutation={mutation}
      check={() => ({
        name: name.trim() ? undefined : 'Name is required',
        picked: picked.size > 0 ? undefined : 'Pick one',
      })}
      onProblems={setProblems}
      onValid={() => onValid(name)}
      submitLabel="Create"
      pendingLabel="Saving…"
    >
      <TextField
        id="thing-name"
        label="Name"
        value={name}
        error={problems.name}
        onChange={(e) => setName(e.target.value)}
      />
      <CheckboxGroup
        id="thing-kinds"
        legend="Kinds"
        name="kinds"
        options={['a', 'b'] as const}
        label={(v) => `Kind ${v}`}
        picked={picked}
        onChange={setPicked}
        error={problems.picked}
      />
    </DialogForm>
  )
}

function Harness({
  mutation = idle,
  onValid = () => {},
  onClosed,
}: {
  mutation?: FormMutationState
  onValid?: (name: string, close: () => void) => void
  onClosed?: () => void
}) {
  return (
    <FormDialog
      openLabel="New thing"
      title="Create a thing"
      description="Things are shared with the team."
      initialFocusId="thing-name"
      onClosed={onClosed}
    >
      {(close) => <NameForm mutation={mutation} onValid={(name) => onValid(name, close)} />}
    </FormDialog>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'New thing' }))
  const dialog = await screen.findByRole('dialog', { name: 'Create a thing' })
  return { user, dialog }
}

describe('FormDialog', () => {
  it('is a named, described modal that focuses its first field and gives focus back on Escape', async () => {
    const onClosed = vi.fn()
    render(<Harness onClosed={onClosed} />)
    const { user, dialog } = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const describedBy = dialog.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Things are shared with the team.')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onClosed).toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New thing' })))
  })

  it('Cancel closes it and the next opening starts from an empty form', async () => {
    render(<Harness />)
    let { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Name'), 'Draft')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    ;({ user, dialog } = await openDialog())
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('')
  })

  it('shows every problem, focuses the first invalid field, and sends only a valid form', async () => {
    const onValid = vi.fn((_: string, close: () => void) => close())
    render(<Harness onValid={onValid} />)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(onValid).not.toHaveBeenCalled()
    const name = within(dialog).getByLabelText('Name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required')
    const kinds = within(dialog).getByRole('group', { name: 'Kinds' })
    expect(kinds.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(kinds.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pick one')
    expect(document.activeElement).toBe(name)

    await user.type(name, 'Widget')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kind b' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(onValid).toHaveBeenCalledWith('Widget', expect.any(Function))
    // The problems are cleared before sending; close() shuts the dialog.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('while pending, says so and ignores a second submit without moving focus', async () => {
    const onValid = vi.fn()
    render(<Harness mutation={{ isPending: true, isError: false, error: null }} onValid={onValid} />)
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Name'), 'Widget')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kind a' }))
    const submit = within(dialog).getByRole('button', { name: 'Saving…' })
    expect(submit.getAttribute('aria-disabled')).toBe('true')
    await user.click(submit)
    expect(onValid).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(submit)
  })

  it("announces the server's refusal in the form's alert region", async () => {
    const error = new ApiError({ status: 409, payload: {}, code: 'ALREADY_MEMBER' })
    render(<Harness mutation={{ isPending: false, isError: true, error }} />)
    const { dialog } = await openDialog()
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toBe('This person is already a member of the organization.')
  })
})

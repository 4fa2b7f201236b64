import { m } from '../../paraglide/messages'

/** Colleagues to pick for a chat (new team chat, "Add people"): one checkbox each, with the legend "Members". */
export function MemberCheckboxes({
  people,
  picked,
  onChange,
  empty,
}: {
  people: readonly { id: string; name: string }[]
  picked: readonly string[]
  onChange: (picked: string[]) => void
  /** Said when there is nobody to pick; nothing while the list is still loading (null). */
  empty: string | null
}) {
  return (
    <fieldset className="checkbox-group">
      <legend>{m.chat_new_members()}</legend>
      {people.length === 0 && empty ? <p className="muted">{empty}</p> : null}
      {people.map((person) => (
        <label key={person.id} className="checkbox-field">
          <input
            type="checkbox"
            checked={picked.includes(person.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...picked, person.id] : picked.filter((id) => id !== person.id))
            }
          />
          {person.name}
        </label>
      ))}
    </fieldset>
  )
}

import { m } from '../../paraglide/messages'

/** The id of the <main> element of every layout: skip-link target and focus target after navigation. */
export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {m.layout_skip_to_content()}
    </a>
  )
}

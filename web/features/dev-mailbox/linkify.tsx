import type { ReactNode } from 'react'

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g

/** Plain text with its http(s) links clickable; everything else stays text (never HTML). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
      <a key={index} href={part} rel="noreferrer noopener">
        {part}
      </a>
    ) : (
      part
    ),
  )
}

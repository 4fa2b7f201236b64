/** Lower case without accents, for matching what is typed against names ("Französisch" ~ "franzo"). */
export function foldText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
}

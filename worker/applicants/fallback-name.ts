/**
 * An applicant whose CV names nobody has a blank name (the screens say "Name not found in the CV").
 * Before 2026-11-27 such an applicant was stored under its file name (without the extension); those rows
 * are still about, so prose written to the candidate asks hasNoName, which treats both alike: it holds
 * until a name is read from a new CV or typed in.
 */
export function fallbackName(filename: string): string {
  return filename.replace(/\.[^.]+$/, '').slice(0, 200) || filename
}

/** The old fallback: the name is the CV's file name without its extension. */
export function isFileNameFallback(name: string, filename: string | null | undefined): boolean {
  return Boolean(filename) && name.trim() === fallbackName(filename as string).trim()
}

/** No name to greet: blank, or the file name an older import stored in its place. */
export function hasNoName(name: string, filename: string | null | undefined): boolean {
  return name.trim() === '' || isFileNameFallback(name, filename)
}

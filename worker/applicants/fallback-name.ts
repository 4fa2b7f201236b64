/**
 * An applicant whose CV names nobody is listed under its file name (without the extension), so the
 * list has something to show. Prose written to the candidate must not greet that file name: it asks
 * isFileNameFallback, which holds until a name is read from a new CV or typed in (then the two differ).
 */
export function fallbackName(filename: string): string {
  return filename.replace(/\.[^.]+$/, '').slice(0, 200) || filename
}

export function isFileNameFallback(name: string, filename: string | null | undefined): boolean {
  return Boolean(filename) && name.trim() === fallbackName(filename as string).trim()
}

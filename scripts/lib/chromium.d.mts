export function chromiumPath(): string
export function ensureChromium(options?: { install?: boolean }): string | null

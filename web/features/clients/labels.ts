import type { ClientPrivacy, HireType } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'

export const HIRE_TYPE_LABELS: Record<HireType, () => string> = {
  recruiting: m.clients_hire_type_recruiting,
  staffing: m.clients_hire_type_staffing,
}

export const PRIVACY_LABELS: Record<ClientPrivacy, () => string> = {
  private: m.clients_privacy_private,
  shared: m.clients_privacy_shared,
}

/** A document's bytes as base64 in a JSON body of at most 1 MiB: the file itself stays under 650 KB. */
export const CLIENT_FILE_MAX_BYTES = 650 * 1024

export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  const CHUNK = 0x8000
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

import type { UploadStatusObject } from '../../../durable/upload-status.object'
import type { UploadStatusHub } from './upload-status-hub'

/** The hub on the UPLOAD_STATUS Durable Object namespace: one object per tenant and user. */
export function durableUploadStatusHub(namespace: DurableObjectNamespace<UploadStatusObject>): UploadStatusHub {
  const stubOf = (tenantId: string, userId: string) => namespace.get(namespace.idFromName(`${tenantId}:${userId}`))
  return {
    broadcast: (tenantId, userId, ops) => stubOf(tenantId, userId).broadcast(ops),

    openStream: (tenantId, userId, initial, signal) =>
      stubOf(tenantId, userId).fetch('https://upload-status/stream', {
        method: 'POST',
        body: JSON.stringify(initial),
        signal,
      }),
  }
}

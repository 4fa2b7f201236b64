import { describe, expect, it } from 'vitest'
import { presignUrl } from '../../worker/providers/blob/presign-s3'

describe('presignUrl (SigV4 query signing)', () => {
  it('reproduces the presigned GET example of the Amazon S3 documentation', async () => {
    const url = await presignUrl({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresSeconds: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    })
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    )
  })

  it('encodes keys but keeps their slashes', async () => {
    const url = await presignUrl({
      method: 'PUT',
      host: 'acc.r2.cloudflarestorage.com',
      path: '/bucket/tenants/t 1/documents/ä',
      region: 'auto',
      accessKeyId: 'k',
      secretAccessKey: 's',
      expiresSeconds: 3600,
      now: new Date('2026-11-22T00:00:00Z'),
    })
    expect(url).toMatch(
      /^https:\/\/acc\.r2\.cloudflarestorage\.com\/bucket\/tenants\/t%201\/documents\/%C3%A4\?X-Amz-Algorithm=/,
    )
  })
})

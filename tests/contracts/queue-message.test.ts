import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { queueMessage } from '../../worker/contracts/queue'

const valid = {
  kind: 'match.job.batch',
  idempotencyKey: 'match.job:j1:r2:b0',
  tenantId: 't1',
  userId: null,
  jobId: 'j1',
  run: 2,
  batch: 0,
  after: null,
  upTo: 'a9',
}

describe('queueMessage (the producer parses what it sends)', () => {
  it('returns a message that matches the contract', () => {
    expect(queueMessage(valid)).toEqual(valid)
  })

  it.each([
    ['no idempotency key', { ...valid, idempotencyKey: '' }],
    ['an unknown kind', { ...valid, kind: 'match.everything' }],
    ['run 0 (runs start at 1)', { ...valid, run: 0 }],
    ['a batch without its upper bound', { ...valid, upTo: undefined }],
    [
      'a document without a version',
      { kind: 'document.process', idempotencyKey: 'k', tenantId: 't', userId: 'u', documentId: 'd' },
    ],
    ['not an object', 'match.job'],
  ])('refuses %s with the zod issues', (_, body) => {
    expect(() => queueMessage(body)).toThrow(ZodError)
  })

  it('drops fields the contract does not know, so nothing unplanned reaches the consumer', () => {
    expect(queueMessage({ ...valid, secret: 'x' })).not.toHaveProperty('secret')
  })
})

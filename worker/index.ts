import { consumeDeadLetterBatch } from '../queues/dead-letter.consumer'
import { consumeIngestBatch } from '../queues/ingest.consumer'
import { app } from './app'
import { housekeeping } from './housekeeping'
import { createServices } from './middleware/services'

export { ChatRoomObject } from '../durable/chat-room.object'
export { UploadStatusObject } from '../durable/upload-status.object'

export default {
  fetch: app.fetch,

  async queue(batch, env, _ctx) {
    const services = createServices(env)
    if (batch.queue.endsWith('-dlq')) await consumeDeadLetterBatch(batch, services)
    else await consumeIngestBatch(batch, services)
  },

  async scheduled(controller, env) {
    await housekeeping(createServices(env), controller.scheduledTime)
  },
} satisfies ExportedHandler<Env, unknown>

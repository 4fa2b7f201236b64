import { createFileRoute } from '@tanstack/react-router'
import { enforceStart } from '../auth/guard'

/** Start page '/': never rendered, it only sends the visitor to where they belong (spec §2). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context, location, preload }) => enforceStart({ queryClient: context.queryClient, location, preload }),
})

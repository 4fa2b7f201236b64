import { Tooltip as ArkTooltip, Portal } from '@ark-ui/react'
import type { ReactElement, ReactNode } from 'react'

/** Spec §9: open after 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700
/**
 * Spec §9 "skip delay 300 ms". Zag has no separate skip delay: while one tooltip is still visible
 * (including its close delay) the next one opens without waiting, so the close delay is the window
 * in which moving to a neighbouring trigger skips the open delay.
 */
export const TOOLTIP_SKIP_DELAY_MS = 300

/** A hint on hover/focus. Never the only place of information: the trigger must make sense alone. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ArkTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className="tooltip">{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}

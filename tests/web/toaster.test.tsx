import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster as appToaster, createAppToaster } from '../../web/components/toast/ark-toaster'
import { ToastRegion } from '../../web/components/toast/toast-region'
import {
  loadedToastRegion,
  loadToastRegion,
  notify,
  TOAST_DURATION_MS,
  TOAST_VARIANTS,
} from '../../web/components/toast/toaster'

const visibleToasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]')

describe('toaster', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // First in the file: nothing has loaded Ark's toaster or the region yet.
  it('returns the id at once and shows toasts raised before the toaster and its region came, in order', async () => {
    expect(loadedToastRegion()).toBeNull()
    const ids = [1, 2, 3, 4].map((i) => notify('warning', { title: `Early ${i}` }))
    expect(ids.every((id) => typeof id === 'string')).toBe(true)
    expect(new Set(ids).size).toBe(4)
    const module = await loadToastRegion()
    expect(module).not.toBeNull()
    expect(loadedToastRegion()).toBe(module)
    if (!module) return
    render(<module.ToastRegion />)
    await waitFor(() => expect(visibleToasts()).toHaveLength(3))
    expect(screen.queryByText('Early 4')).toBeNull()
    // The id notify() gave is the toast's id in Ark's toaster.
    act(() => appToaster.dismiss(ids[0]))
    await waitFor(() => expect(screen.queryByText('Early 1')).toBeNull())
    expect(await screen.findByText('Early 4')).toBeTruthy()
    expect(screen.getByText('Early 2')).toBeTruthy()
    // Once loaded, a toast goes to Ark's toaster at once.
    const create = vi.spyOn(appToaster, 'create')
    let id = ''
    act(() => {
      id = notify('success', { title: 'Later' })
    })
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ id, title: 'Later', type: 'success' }))
  })

  it('shows at most 3 toasts and queues the rest', async () => {
    const toaster = createAppToaster()
    render(<ToastRegion toaster={toaster} />)
    act(() => {
      for (let i = 1; i <= 5; i++) notify('info', { title: `Toast ${i}` }, toaster)
    })
    await waitFor(() => expect(visibleToasts()).toHaveLength(3))
    expect(screen.queryByText('Toast 4')).toBeNull()
  })

  it('sits at the bottom left', () => {
    const toaster = createAppToaster()
    render(<ToastRegion toaster={toaster} />)
    expect(screen.getByRole('region').getAttribute('data-placement')).toBe('bottom-start')
  })

  it('renders every variant, with "default" kept apart from info', async () => {
    const toaster = createAppToaster()
    render(<ToastRegion toaster={toaster} />)
    act(() => {
      for (const variant of TOAST_VARIANTS.slice(0, 3)) notify(variant, { title: variant }, toaster)
    })
    await waitFor(() => expect(visibleToasts()).toHaveLength(3))
    const variants = [...visibleToasts()].map((toast) => toast.getAttribute('data-variant')).sort()
    expect(variants).toEqual(['default', 'success', 'warning'])
  })

  it('hides a toast after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const toaster = createAppToaster()
    render(<ToastRegion toaster={toaster} />)
    act(() => {
      notify('success', { title: 'Saved' }, toaster)
    })
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy())
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500)
    })
    expect(screen.queryByText('Saved')).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull())
  })

  it('can be closed with its labelled close button', async () => {
    const user = userEvent.setup()
    const toaster = createAppToaster()
    render(<ToastRegion toaster={toaster} />)
    act(() => {
      notify('error', { title: 'Failed', description: 'Details' }, toaster)
    })
    const toast = await screen.findByText('Failed')
    await user.click(
      within(toast.closest('[data-part="root"]') as HTMLElement).getByRole('button', { name: 'Close notification' }),
    )
    await waitFor(() => expect(screen.queryByText('Failed')).toBeNull())
  })
})

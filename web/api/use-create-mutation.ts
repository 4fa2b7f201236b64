import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

export type CreateMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** The create call; `idempotencyKey` goes into its request (`idempotencyKey()` in web/api/client.ts). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>
}

/**
 * useMutation for a call that creates something (issue 19, ADR 0018). Each submission gets one
 * Idempotency-Key, minted when it starts and kept until it settles, so TanStack Query's retries of it
 * send the same key and the server creates the thing once. A second submit while one is pending is
 * dropped here: the button is disabled too, but a double click can land before React re-renders.
 */
export function useCreateMutation<TData, TVariables = void>(
  options: CreateMutationOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const pendingKey = useRef<string | null>(null)
  const { mutationFn, onSettled, ...rest } = options
  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => mutationFn(variables, pendingKey.current ?? crypto.randomUUID()),
    onSettled: (...args) => {
      pendingKey.current = null
      return onSettled?.(...args)
    },
  })
  const { mutate: start, mutateAsync: startAsync } = mutation
  // Stable like useMutation's own, so callers can list them as effect dependencies.
  const mutate = useCallback(
    (...args: Parameters<typeof start>) => {
      // A second submission while this form's first still runs is a double submit: dropped.
      if (pendingKey.current) return
      pendingKey.current = crypto.randomUUID()
      start(...args)
    },
    [start],
  )
  const mutateAsync = useCallback(
    (...args: Parameters<typeof startAsync>) => {
      // An awaited second submission repeats the first's request under the first's key: the server
      // answers it with the first's result instead of creating a second thing.
      pendingKey.current ??= crypto.randomUUID()
      return startAsync(...args)
    },
    [startAsync],
  )
  return { ...mutation, mutate, mutateAsync }
}

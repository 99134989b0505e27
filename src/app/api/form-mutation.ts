import { useRef } from 'react'
import {
  useMutation,
  type DefaultError,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query'

/**
 * useMutation for a form's button: a second tap while the first call is on its way is dropped.
 * `disabled={isPending}` alone let it through: TanStack Query tells the page a call is pending
 * on a timer, and a quick double tap (or two taps queued on a busy phone) is handled before it,
 * so the call went twice. With codes that is a used code: the account was deleted, or the e-mail
 * verified, by the first call, and the page showed the second one's 'No code is waiting…'.
 */
export function useFormMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options)
  const inFlight = useRef(false)
  const mutate: UseMutateFunction<TData, TError, TVariables, TContext> = (...args) => {
    if (inFlight.current) return
    inFlight.current = true
    mutation
      .mutateAsync(...args)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false
      })
  }
  return { ...mutation, mutate }
}

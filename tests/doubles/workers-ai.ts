/**
 * A Workers AI double: answers `run(model, input)` in the binding's wire format for the models the
 * product uses, and records every call.
 */
export function workersAiDouble(answers: Record<string, (input: Record<string, unknown>) => unknown>) {
  const calls: { model: string; input: Record<string, unknown> }[] = []
  return {
    calls,
    async run(model: string, input: Record<string, unknown>) {
      calls.push({ model, input })
      const answer = answers[model]
      if (!answer) throw new Error(`AiError: 5007: No such model ${model} or task`)
      return answer(input)
    },
  }
}

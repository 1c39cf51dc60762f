// A queue that runs tasks one after another, in the order they came, where
// one task's failure is handed to onError and never stops the tasks after it.

export type Serial = (task: () => Promise<void>, onError: (err: unknown) => void) => Promise<void>

export function serial(): Serial {
  let chain: Promise<void> = Promise.resolve()
  return (task, onError) => {
    chain = chain.then(task).catch((err: unknown) => {
      try {
        onError(err)
      } catch {
        // The queue goes on whatever the error handler does.
      }
    })
    return chain
  }
}

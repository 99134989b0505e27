declare const self: ServiceWorkerGlobalScope

/** The page asks a waiting worker to take over when the traveller accepts the update prompt. */
export function listenForMessages() {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}

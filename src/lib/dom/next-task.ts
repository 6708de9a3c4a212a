/**
 * Resolves in a task of its own, after the browser has had the chance to paint and to answer input.
 * A page that starts several pieces of work in one go (evaluate its scripts, load a module, compute,
 * draw) would otherwise hold the main thread for all of them at once: on a phone that one long task
 * is what Lighthouse counts as blocking time (issue 36). scheduler.yield() keeps the work's place in
 * the queue ahead of other tasks; where it is missing, a message posted to a channel is the next
 * task without setTimeout's minimum delay.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

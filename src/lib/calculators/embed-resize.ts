/**
 * Inside an embed iframe: post the page's height to the parent whenever it changes, as
 * { type: "mq-field-guide:resize", id, height } (DESIGN.md). public/embed.js listens for it.
 */
export const RESIZE_MESSAGE = 'mq-field-guide:resize';

export function watchHeight(id: string): void {
  if (window.parent === window) return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // The height is not a secret, and the embedding wiki's origin is not known in advance.
    window.parent.postMessage({ type: RESIZE_MESSAGE, id, height }, '*');
  };
  new ResizeObserver(post).observe(document.body);
  post();
}

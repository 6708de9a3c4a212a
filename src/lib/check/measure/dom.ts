/** Building blocks shared with the configuration panel: elements with text only, and yielding between slices of work. */
export { el } from '../dom.ts';
export { nextFrame } from '../slices.ts';

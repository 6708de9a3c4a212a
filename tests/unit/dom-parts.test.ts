import { describe, expect, it } from 'vitest';
import { dataParts, part } from '../../src/lib/dom/parts.ts';

/** A stand-in for a page's root: the elements it holds, by the selector that finds them. */
function rootWith(elements: Record<string, object>): ParentNode {
  return { querySelector: (selector: string) => elements[selector] ?? null } as unknown as ParentNode;
}

describe('a page script finds its parts once, or says which is missing', () => {
  it('finds an element by selector', () => {
    const field = { id: 'paste' };
    expect(part(rootWith({ 'textarea[name="paste"]': field }), 'textarea[name="paste"]')).toBe(field);
  });

  it('names the selector the markup lacks', () => {
    expect(() => part(rootWith({}), '[data-check-copy]')).toThrow("This page's markup has no [data-check-copy]");
  });

  it('finds data-<prefix>-<name> parts, keyed as dataset names them', () => {
    const alert = { n: 1 };
    const note = { n: 2 };
    const parts = dataParts(rootWith({ '[data-sim-alert]': alert, '[data-sim-preset-note]': note }), 'sim', ['alert', 'preset-note']);
    expect(parts).toEqual({ alert, presetNote: note });
    expect(parts.presetNote).toBe(note);
  });

  it('finds data-<name> parts without a prefix', () => {
    const box = { n: 3 };
    expect(dataParts(rootWith({ '[data-estimate-error]': box }), '', ['estimate-error'])).toEqual({ estimateError: box });
  });

  it('fails on the first missing part, naming its attribute', () => {
    expect(() => dataParts(rootWith({ '[data-calc-alert]': {} }), 'calc', ['alert', 'work'])).toThrow('[data-calc-work]');
  });
});

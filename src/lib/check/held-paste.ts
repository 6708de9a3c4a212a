/**
 * A large paste kept out of the text box. Chromium lays out every line of a textarea: 100 KB of
 * sysctl -a pasted into it holds the page for 40–200 ms, 500 KB for up to a second, before anything
 * is checked. So a paste over BOX_CHARS is taken from the clipboard event and held here instead:
 * the box gives way to a line that says what was pasted, with "Edit in the box" (the user's choice
 * to pay for the layout) and "Clear". The checker reads the held text as if it were in the box.
 */
import { pasteLimit } from '../../../calculators/check/limits.ts';
import { num } from '../../../calculators/num.ts';

/** Pastes up to this many characters go into the box as usual (a whole mqconfig or qm.ini is 1–3 KB). */
export const BOX_CHARS = 20_000;

export interface HeldPaste {
  /** The text to check: the held paste, or what is in the box. */
  text(): string;
  /** Holds a file's text as if it had been pasted (a gather is megabytes), saying which file it was. */
  holdFile(name: string, text: string): void;
}

/** Lines in a text without splitting it into strings (a 10 MB gather is 100,000 lines). */
function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export function holdLargePastes(
  textarea: HTMLTextAreaElement,
  panel: HTMLElement,
  on: { tooLong: (text: string) => void; held: () => void },
): HeldPaste {
  const said = panel.querySelector<HTMLElement>('[data-check-held-text]')!;
  let held: string | undefined;

  const release = (into: string) => {
    held = undefined;
    panel.hidden = true;
    textarea.hidden = false;
    textarea.value = into;
    textarea.focus();
  };

  const hold = (whole: string, what: string) => {
    if (whole.length > pasteLimit(whole)) return on.tooLong(whole);
    held = whole;
    const size = `${num(whole.length)} characters`;
    const lines = `(${num(lineCount(whole))} lines)`;
    said.textContent = what ? `${what}: ${size} ${lines}, kept out of the box so the page stays responsive; they are checked as they are.` : `${size} pasted ${lines}, kept out of the box so the page stays responsive; they are checked as pasted.`;
    textarea.value = '';
    textarea.hidden = true;
    panel.hidden = false;
    on.held();
  };

  textarea.addEventListener('paste', (e) => {
    const pasted = e.clipboardData?.getData('text/plain') ?? '';
    if (pasted.length <= BOX_CHARS) return;
    e.preventDefault();
    // What the box would hold after the paste: the pasted text in place of the selection.
    hold(textarea.value.slice(0, textarea.selectionStart) + pasted + textarea.value.slice(textarea.selectionEnd), '');
  });
  panel.querySelector('[data-check-held-edit]')!.addEventListener('click', () => release(held ?? ''));
  panel.querySelector('[data-check-held-clear]')!.addEventListener('click', () => release(''));

  return { text: () => held ?? textarea.value, holdFile: (name, text) => hold(text, `File ${name}`) };
}

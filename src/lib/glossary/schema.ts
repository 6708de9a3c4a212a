/**
 * The glossary (data/glossary.yaml): short definitions of the jargon the guide uses, each with its
 * source, and the spellings that link a word in the prose to its entry.
 */
import { z } from 'zod';
import { join } from 'node:path';
import { readYaml } from '../data/yaml-file.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug (a-z, 0-9, hyphens)');

export const glossaryTermSchema = z.strictObject({
  id: slug.describe('the anchor on /glossary/'),
  term: z.string().min(1),
  /** Spellings linked to the entry, matched case-sensitively as whole words. */
  match: z.array(z.string().regex(/^[\w(). -]+$/u, 'letters, digits, spaces, hyphens, dots and brackets only')).min(1),
  definition: z.string().min(20),
  source: z.strictObject({
    report: slug,
    lines: z.tuple([z.number().int().positive(), z.number().int().positive()]).refine(([a, b]) => a <= b, 'the first line must not be after the last'),
    /** Words printed on those lines (checked), so the citation cannot drift from the text. */
    quote: z.string().min(8),
  }),
  docs: z.strictObject({ title: z.string().min(1), url: z.url({ protocol: /^https$/ }) }).optional(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossaryFileSchema = z
  .strictObject({ terms: z.array(glossaryTermSchema).min(1) })
  .superRefine(({ terms }, ctx) => {
    const ids = new Set<string>();
    const spellings = new Map<string, string>();
    terms.forEach((t, i) => {
      if (ids.has(t.id)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'id'], message: `duplicate id "${t.id}"` });
      ids.add(t.id);
      t.match.forEach((m, j) => {
        const other = spellings.get(m);
        if (other) ctx.addIssue({ code: 'custom', path: ['terms', i, 'match', j], message: `"${m}" already links to "${other}"` });
        spellings.set(m, t.id);
      });
    });
  });

let cached: GlossaryTerm[] | undefined;
/** Every glossary entry, read and validated once per process. */
export function loadGlossary(root: string = process.cwd()): GlossaryTerm[] {
  cached ??= readYaml(join(root, 'data', 'glossary.yaml'), 'data/glossary.yaml', glossaryFileSchema).terms;
  return cached;
}

/**
 * The shape every report's `tuning-recommendations` dataset shares, and the rules its rows obey
 * beyond their column types: the scope is one of three, a historical row says why, and IBM's 2020
 * best-practices verdict comes with the line that states it and what it says, or not at all.
 */
import { z } from 'zod';

/** The shared columns, in order: the prefix of every tuning-recommendations CSV. */
export const RECOMMENDATION_COLUMNS = [
  'id', 'topic', 'parameter', 'recommendation', 'rationale', 'applies_to', 'scope', 'section', 'line',
  'status_reason', 'bp2020', 'bp2020_line', 'bp2020_note',
] as const;

export const SCOPES = ['general', 'platform-specific', 'historical'] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_LABELS: Record<Scope, string> = {
  general: 'General: still applies',
  'platform-specific': 'Specific to the measured platform and version',
  historical: 'Historical: superseded',
};

/** What IBM's 2020 best practices (report id mq-best-practices) say of an older recommendation. */
export const BP_VERDICTS = ['confirms', 'changes', 'retires'] as const;
export type BestPracticeVerdict = (typeof BP_VERDICTS)[number];
export const BEST_PRACTICES_REPORT = 'mq-best-practices';

/**
 * Optional column after the shared ones: the newer IBM report whose line the verdict (bp2020, bp2020_line,
 * bp2020_note) cites, for platforms the 2020 best practices do not cover (z/OS: the z16 and zHyperWrite
 * reports). Empty or absent, the verdict is the best practices'.
 */
export const VERDICT_REPORT_COLUMN = 'verdict_report';

/** The then-and-now words for the same three verdicts, as report pages and guides print them. */
export const THEN_AND_NOW_LABELS: Record<BestPracticeVerdict, string> = { confirms: 'Still holds', changes: 'Changed', retires: 'Superseded' };

const text = z.string().min(1);
const optionalText = z.string().min(1).nullable();

export const recommendationRowSchema = z
  .object({
    id: text,
    topic: text,
    parameter: text,
    recommendation: text,
    rationale: text,
    applies_to: text,
    scope: z.enum(SCOPES),
    section: text,
    line: z.number().int().positive(),
    status_reason: optionalText,
    bp2020: z.enum(BP_VERDICTS).nullable(),
    bp2020_line: z.number().int().positive().nullable(),
    bp2020_note: optionalText,
    verdict_report: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a report id').nullable().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.scope === 'historical' && !r.status_reason)
      ctx.addIssue({ code: 'custom', path: ['status_reason'], message: 'a historical recommendation must say why (status_reason)' });
    const bp = [r.bp2020, r.bp2020_line, r.bp2020_note].filter((v) => v !== null).length;
    if (bp !== 0 && bp !== 3)
      ctx.addIssue({ code: 'custom', path: ['bp2020'], message: 'bp2020, bp2020_line and bp2020_note are given together or not at all' });
    if (r.verdict_report && bp !== 3)
      ctx.addIssue({ code: 'custom', path: ['verdict_report'], message: 'verdict_report names the report of a verdict: give bp2020, bp2020_line and bp2020_note with it' });
  });
export type RecommendationRow = z.infer<typeof recommendationRowSchema>;

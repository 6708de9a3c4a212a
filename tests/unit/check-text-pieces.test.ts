// A long text crosses to /check/'s worker in pieces (src/lib/check/text-pieces.ts): what the worker
// joins is the request as sent, whatever the text's length, and a short one goes whole.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postInPieces, TEXT_PIECE, textJoiner } from '../../src/lib/check/text-pieces.ts';
import type { WorkRequest } from '../../src/lib/check/worker-protocol.ts';

/** A stand-in for the Worker: keeps what was posted, in order. */
function postbox() {
  const posted: any[] = [];
  return { posted, worker: { postMessage: (m: unknown) => posted.push(structuredClone(m)) } as unknown as Worker };
}

/** Everything posted, through the worker's joiner: the requests it would answer. */
function received(posted: any[]) {
  const join = textJoiner();
  return posted.map(join).filter((r) => r !== undefined);
}

describe('text sent to the worker in pieces', () => {
  it('sends a text of TEXT_PIECE characters or fewer whole, in one message', async () => {
    const { posted, worker } = postbox();
    const request: WorkRequest = { kind: 'check', text: 'x'.repeat(TEXT_PIECE), platform: 'unix' };
    await postInPieces(worker, 7, request);
    expect(posted).toEqual([{ id: 7, ...request }]);
    expect(received(posted)).toEqual([request]);
  });

  it('sends a longer text as pieces of TEXT_PIECE, then the request with an empty text, and the worker gets it whole', async () => {
    const { posted, worker } = postbox();
    const text = `${'A'.repeat(TEXT_PIECE)}${'B'.repeat(TEXT_PIECE)}C\u00e9\u4e2d`;
    const request: WorkRequest = { kind: 'check', text, platform: 'windows', measure: true };
    await postInPieces(worker, 3, request);
    expect(posted.map((m) => ('piece' in m ? m.piece.length : 'request'))).toEqual([TEXT_PIECE, TEXT_PIECE, 3, 'request']);
    expect(posted.at(-1)).toEqual({ id: 3, kind: 'check', text: '', platform: 'windows', measure: true, pieced: true });
    expect(received(posted)).toEqual([request]);
  });

  it('passes requests without a text (a capacity, a page of values) as they are', async () => {
    const { posted, worker } = postbox();
    await postInPieces(worker, 1, { kind: 'capacity', queueManager: 'QM1' });
    await postInPieces(worker, 2, { kind: 'values', from: 2000, count: 2000 });
    expect(received(posted)).toEqual([{ kind: 'capacity', queueManager: 'QM1' }, { kind: 'values', from: 2000, count: 2000 }]);
  });

  it('keeps two requests in flight apart, by id', () => {
    const join = textJoiner();
    expect(join({ id: 1, piece: 'ab' })).toBeUndefined();
    expect(join({ id: 2, piece: 'xy' })).toBeUndefined();
    expect(join({ id: 1, piece: 'cd' })).toBeUndefined();
    expect(join({ id: 2, kind: 'measure', text: '', pieced: true })).toEqual({ kind: 'measure', text: 'xy' });
    expect(join({ id: 1, kind: 'measure', text: '', pieced: true })).toEqual({ kind: 'measure', text: 'abcd' });
  });

  it('delivers any text intact (property: lengths around the piece size)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * TEXT_PIECE + 5 }), fc.string({ minLength: 1, maxLength: 4 }), async (length, unit) => {
        const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        const { posted, worker } = postbox();
        await postInPieces(worker, 9, { kind: 'measure', text });
        expect(received(posted)).toEqual([{ kind: 'measure', text }]);
      }),
      { numRuns: 25 },
    );
  });
});

/**
 * The checker's SHA-256 (calculators/check/gather/sha256.ts), held to Node's own on the FIPS 180-4
 * padding edges (55, 56 and 64 bytes) and multi-byte UTF-8, and to the digest of "abc" that FIPS
 * 180-4's example gives.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../calculators/check/gather/sha256.ts';

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 example digest of "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('agrees with node:crypto on the padding edges and on multi-byte text', () => {
    for (const s of ['', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'a'.repeat(65), 'é€😀\n'.repeat(1000), '===== mq-gather 1 | host h | end: 0 sections, 0 notes =====\n']) {
      expect(sha256Hex(s), `${s.length} characters`).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
    }
  });
});

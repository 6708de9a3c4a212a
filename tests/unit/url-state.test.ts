import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readParams, unknownParams, unlessDefault, writeParams } from '../../src/lib/url-state.ts';

describe('the one URL-state helper', () => {
  it('reads only the named parameters, the first where one repeats, with or without "?"', () => {
    expect([...readParams('?a=1&b=2&a=3&c=4', ['a', 'c', 'z'])]).toEqual([['a', '1'], ['c', '4']]);
    expect([...readParams('a=x%20y', ['a'])]).toEqual([['a', 'x y']]);
    expect(readParams(new URLSearchParams('a=1'), ['a']).get('a')).toBe('1');
  });

  it('keeps inherited property names as plain keys', () => {
    const read = readParams('__proto__=1&constructor=2', ['__proto__', 'constructor', 'toString']);
    expect(read.get('__proto__')).toBe('1');
    expect(read.get('constructor')).toBe('2');
    expect(read.has('toString')).toBe(false);
  });

  it('lists the names it does not know, once each', () => {
    expect(unknownParams('?a=1&utm=x&b=2&utm=y', ['a', 'b'])).toEqual(['utm']);
  });

  it('writes entries in order, drops undefined ones, keeps other parameters and readable commas', () => {
    expect(writeParams([['a', '1,2'], ['b', undefined], ['c', 'x y']], '?lang=en&b=9')).toBe('?lang=en&a=1,2&c=x+y');
    expect(writeParams([['a', undefined]], '?a=1')).toBe('');
    expect(writeParams([unlessDefault('sort', 'cost', 'cost'), unlessDefault('rate', '10', '1')])).toBe('?rate=10');
    // A comma typed into a value reads back as a comma; "%2C" typed literally stays literal.
    expect([...readParams(writeParams([['v', 'a,%2C']]), ['v'])]).toEqual([['v', 'a,%2C']]);
  });

  it('round-trips any names and values, leaving unrelated parameters alone', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), fc.string(), (entries, extra) => {
        const names = Object.keys(entries);
        const other = names.includes('other') ? undefined : extra;
        const query = writeParams(Object.entries(entries), other === undefined ? '' : new URLSearchParams({ other }));
        expect(Object.fromEntries(readParams(query, names))).toEqual(entries);
        if (other !== undefined) expect(readParams(query, ['other']).get('other')).toBe(other);
      }),
    );
  });
});

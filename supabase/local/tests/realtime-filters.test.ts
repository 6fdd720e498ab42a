import { describe, expect, it } from 'vitest';
import { postgresChangesFilter } from '@supabase/supabase-js';
import { FilterError, matchesFilter, parseFilter } from '../src/realtime/filters.ts';

const types = new Map([
  ['id', 'int8'],
  ['price', 'numeric'],
  ['name', 'text'],
  ['sold', 'bool'],
  ['at', 'timestamptz'],
  ['owner', 'uuid'],
]);
const row = { id: 7, price: 1250.5, name: 'Gold Mohur, 1835', sold: false, at: '2024-05-01T10:00:00+00:00', owner: null };
const match = (filter: string) => matchesFilter(parseFilter(filter), row, types);

describe('realtime filters', () => {
  it('compares by column type: numbers, booleans, timestamps, text', () => {
    expect(match('id=eq.7')).toBe(true);
    expect(match('id=neq.7')).toBe(false);
    expect(match('price=gt.1000')).toBe(true);
    expect(match('price=lte.1250.4')).toBe(false);
    expect(match('sold=eq.false')).toBe(true);
    expect(match('at=lt.2024-06-01T00:00:00Z')).toBe(true);
    expect(match('name=eq.Gold Mohur')).toBe(false);
  });

  it('reads in-lists, quoting and AND-ed conditions as realtime-js writes them', () => {
    const built = postgresChangesFilter().in('name', ['Gold Mohur, 1835', 'Anna']).gt('id', 1).build();
    expect(built).toBe('name=in.("Gold Mohur, 1835",Anna),id=gt.1');
    expect(match(built)).toBe(true);
    expect(match('id=in.(1,2,3)')).toBe(false);
    expect(match('id=gt.1,id=lt.5')).toBe(false);
    expect(match('name=eq."Gold Mohur, 1835"')).toBe(true);
  });

  it('accepts only the operators hosted Realtime accepts, refusing others with its message', () => {
    expect(() => parseFilter('name=like.Gold%')).toThrow('Error parsing `filter` params: ["like", "Gold%"]');
    expect(() => parseFilter('name=match.^((.+)+)#$')).toThrow('Error parsing `filter` params: ["match", "^((.+)+)#$"]');
    expect(() => parseFilter('owner=is.null')).toThrow(FilterError);
    expect(() => parseFilter('id=not.eq.5')).toThrow('Error parsing `filter` params: ["not", "eq.5"]');
    expect(() => parseFilter('undefined')).toThrow('Error parsing `filter` params: ["undefined"]');
    expect(() => parseFilter('id=eq.1,,id=lt.5')).toThrow('filter must not contain empty segments');
    expect(() => parseFilter('id=in.1,2')).toThrow('`in` filter value must be wrapped by parentheses');
    expect(parseFilter('  ')).toEqual([]);
  });

  it('refuses malformed filters instead of guessing', () => {
    expect(() => parseFilter('id')).toThrow();
    expect(() => parseFilter('id=between.1')).toThrow();
    expect(match('missing=eq.1')).toBe(false);
    expect(match('owner=eq.x')).toBe(false);
  });
});

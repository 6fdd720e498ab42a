// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetOrderTokens, guestOrderTokens, MAX_GUEST_TOKENS, rememberOrderToken } from './guestOrderTokens';

const token = (n: number) => `tok${String(n).padStart(29, '0')}`;

afterEach(() => localStorage.clear());

describe('order links kept in this browser', () => {
  it('keeps each placed order’s token, newest first, once', () => {
    rememberOrderToken(token(1));
    rememberOrderToken(token(2));
    rememberOrderToken(token(1));
    expect(guestOrderTokens()).toEqual([token(1), token(2)]);
  });

  it(`keeps at most ${MAX_GUEST_TOKENS}`, () => {
    for (let n = 0; n < MAX_GUEST_TOKENS + 5; n++) rememberOrderToken(token(n));
    expect(guestOrderTokens()).toHaveLength(MAX_GUEST_TOKENS);
    expect(guestOrderTokens()[0]).toBe(token(MAX_GUEST_TOKENS + 4));
  });

  it('ignores what is not a list of tokens', () => {
    localStorage.setItem('sikka:order-links', '{"x":1}');
    expect(guestOrderTokens()).toEqual([]);
    localStorage.setItem('sikka:order-links', `["short", 5, "${token(3)}"]`);
    expect(guestOrderTokens()).toEqual([token(3)]);
    localStorage.setItem('sikka:order-links', 'not json');
    expect(guestOrderTokens()).toEqual([]);
  });

  it('forgets the tokens of orders settled on this device, keeping the others in order', () => {
    for (const n of [1, 2, 3, 4]) rememberOrderToken(token(n));
    forgetOrderTokens([token(3), token(1), token(99)]);
    expect(guestOrderTokens()).toEqual([token(4), token(2)]);
    forgetOrderTokens([]);
    expect(guestOrderTokens()).toEqual([token(4), token(2)]);
  });
});

import { describe, expect, it } from 'vitest';
import { overrideSigner } from './override';

describe('overrideSigner', () => {
  it('verifies what it signed, until it expires', () => {
    const signer = overrideSigner('secret');
    const value = signer.sign({ catalog: '2.0.0' }, 'owner', 1000);
    expect(signer.verify(value, 2000)).toMatchObject({ versions: { catalog: '2.0.0' }, role: 'owner' });
    expect(signer.verify(value, 1000 + 8 * 60 * 60 * 1000 + 1)).toBeUndefined();
  });
  it('refuses a cookie a visitor made or changed', () => {
    const signer = overrideSigner('secret');
    const value = signer.sign({ catalog: '2.0.0' }, 'owner', 1000);
    const [body, mac] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ versions: { catalog: '9.0.0' }, role: 'owner', exp: 9e15 })).toString(
      'base64url',
    );
    expect(signer.verify(`${forged}.${mac}`, 2000)).toBeUndefined();
    expect(signer.verify(`${body}.x${mac!.slice(1)}`, 2000)).toBeUndefined();
    expect(overrideSigner('another server').verify(value, 2000)).toBeUndefined();
    expect(signer.verify('garbage', 2000)).toBeUndefined();
    expect(signer.verify(undefined)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCertificate } from '../api/certificates';
import type { VerifiedCertificate } from '../model/certificate';
import { loader } from './VerifyPage';

vi.mock('../api/certificates', () => ({ fetchCertificate: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const at = (path: string, code?: string) => loader({ params: { code }, url: new URL(path, 'https://shop.example') });

describe("the verify page's loader (issue 34, rendered on the server)", () => {
  it("answers the look-up form's GET with a redirect to the code's page, as the page writes codes", async () => {
    expect(await at('/verify?code=ab2cd%2D3ef%204gh')).toMatchObject({ redirect: '/verify/AB2CD3EF4GH' });
    expect(await at('/verify')).toEqual({ status: 200, data: null });
    // A look-up with no code in it stays on the form (which says why), never /verify/ with nothing.
    expect(await at('/verify?code=%20%20-%20')).toEqual({ status: 200, data: null });
    expect(fetchCertificate).not.toHaveBeenCalled();
  });

  it('reads a well-formed code and answers 404 when no certificate has it', async () => {
    vi.mocked(fetchCertificate).mockResolvedValueOnce({ code: 'K7M2P9Q4RT' } as VerifiedCertificate);
    expect(await at('/verify/k7m2p9q4rt', 'k7m2p9q4rt')).toMatchObject({ status: 200, data: { code: 'K7M2P9Q4RT' } });
    expect(fetchCertificate).toHaveBeenCalledWith('K7M2P9Q4RT');
    vi.mocked(fetchCertificate).mockResolvedValueOnce(null);
    expect(await at('/verify/K7M2P9Q4RS', 'K7M2P9Q4RS')).toEqual({
      status: 404,
      data: { code: 'K7M2P9Q4RS', certificate: null },
    });
  });

  it('does not ask for a code that cannot exist: 404', async () => {
    expect(await at('/verify/short', 'short')).toEqual({ status: 404, data: { code: 'SHORT', certificate: null } });
    expect(fetchCertificate).not.toHaveBeenCalled();
  });
});

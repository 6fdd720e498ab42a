import { describe, expect, it } from 'vitest';
import { liveCertificateIds, type OrderDocuments, paperId, piecesToChoose } from './orderDocuments';

const documents: OrderDocuments = {
  certificates: [
    { id: 'new', code: 'NEWCODE234', issued_at: '2026-11-25T10:00:00Z', revoked_at: null, revoked_reason: null },
    {
      id: 'old',
      code: 'OLDCODE234',
      issued_at: '2026-11-20T10:00:00Z',
      revoked_at: '2026-11-25T10:00:00Z',
      revoked_reason: 'Replaced',
    },
  ],
  invoices: [
    { id: 'cn', kind: 'credit_note', serial: 'SKC/26-27/000001', issued_at: '2026-11-25T10:00:00Z' },
    { id: 'inv', kind: 'invoice', serial: 'SK/26-27/000007', issued_at: '2026-11-20T10:00:00Z' },
  ],
};

describe('paperId', () => {
  it('opens the certificate in force, never a revoked one', () => {
    expect(paperId(documents, 'certificate')).toEqual({ kind: 'certificate', id: 'new' });
    expect(paperId({ ...documents, certificates: documents.certificates.slice(1) }, 'certificate')).toBeNull();
  });

  it('tells the invoice from the credit note', () => {
    expect(paperId(documents, 'invoice')).toEqual({ kind: 'invoice', id: 'inv' });
    expect(paperId(documents, 'credit_note')).toEqual({ kind: 'invoice', id: 'cn' });
  });
});

describe('liveCertificateIds', () => {
  it("names every certificate in force (an auction order's one per lot), none revoked", () => {
    const second = { ...documents.certificates[0]!, id: 'second', code: 'SECOND2345' };
    expect(liveCertificateIds({ ...documents, certificates: [...documents.certificates, second] })).toEqual(['new', 'second']);
    expect(liveCertificateIds({ ...documents, certificates: documents.certificates.slice(1) })).toEqual([]);
  });
});

describe('piecesToChoose', () => {
  it("lists an auction order's certificates in force by piece, and none for an order of one piece", () => {
    const lot = (id: string, item_name: string) => ({ ...documents.certificates[0]!, id, item_name });
    const twoLots = {
      ...documents,
      certificates: [lot('a', 'Lot 1: Akbar mohur'), lot('b', 'Lot 2: Kushan dinar'), documents.certificates[1]!],
    };
    expect(piecesToChoose(twoLots)).toEqual([
      { id: 'a', piece: 'Lot 1: Akbar mohur' },
      { id: 'b', piece: 'Lot 2: Kushan dinar' },
    ]);
    expect(piecesToChoose(documents)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { resultsCsv, resultTotals, type ResultLine } from './results';

const sold: ResultLine = {
  lot_number: 2,
  item_name: 'Kushan gold dinar',
  status: 'sold',
  hammer_price: 100_000,
  premium: 15_000,
  premium_gst: 2_700,
  total: 117_700,
  winner_handle: 'Bidder 104',
  winner_name: 'Asha Rao',
  winner_email: 'asha@example.com',
  win_status: 'awaiting_payment',
};
const unsold: ResultLine = {
  ...sold,
  lot_number: 1,
  item_name: 'Mughal rupee, "Akbar"',
  status: 'unsold',
  hammer_price: null,
  premium: null,
  premium_gst: null,
  total: null,
  winner_handle: null,
  winner_name: null,
  winner_email: null,
  win_status: null,
};

describe('auction results', () => {
  it('count sold, unsold and withdrawn lots and total the sold ones', () => {
    expect(resultTotals([sold, unsold, { ...unsold, status: 'cancelled' }])).toEqual({
      sold: 1,
      unsold: 1,
      cancelled: 1,
      open: 0,
      hammer: 100_000,
      premium: 15_000,
      premiumGst: 2_700,
      total: 117_700,
    });
  });

  it('export as CSV in lot order, quoting what needs it', () => {
    const lines = resultsCsv([sold, unsold]).split('\r\n');
    expect(lines[0]).toBe(
      "Lot,Item,Result,Hammer price (INR),Buyer's premium (INR),GST on premium (INR),Total (INR),Winner handle,Winner name,Winner e-mail,Payment",
    );
    expect(lines[1]).toBe('1,"Mughal rupee, ""Akbar""",unsold,,,,,,,,');
    expect(lines[2]).toBe(
      '2,Kushan gold dinar,sold,100000,15000,2700,117700,Bidder 104,Asha Rao,asha@example.com,awaiting_payment',
    );
    expect(lines[3]).toBe('');
  });

  it('never let a name run as a spreadsheet formula', () => {
    const csv = resultsCsv([{ ...sold, winner_name: '=HYPERLINK("http://evil")', winner_handle: '+91 98450' }]);
    expect(csv.split('\r\n')[1]).toBe(
      `2,Kushan gold dinar,sold,100000,15000,2700,117700,'+91 98450,"'=HYPERLINK(""http://evil"")",asha@example.com,awaiting_payment`,
    );
  });
});

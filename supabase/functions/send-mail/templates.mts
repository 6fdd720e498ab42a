// The shop's e-mails (issue 33): one subject, plain text and HTML per template, in English, each with a
// link back. The facts come from the outbox row's data (fixed when the event happened); the order's link
// is built from its access token, read when the message is sent.
import { REFUND_BUSINESS_DAYS, RETURN_REASON_RULES, type ReturnReason } from '../../../shared/src/domain/returns/policy.ts';

export type Template =
  | 'order_placed'
  | 'payment_confirmed'
  | 'payment_rejected'
  | 'order_shipped'
  | 'order_cancelled'
  | 'order_expired'
  | 'shop_new_order'
  | 'shop_utr_submitted'
  | 'shop_new_submission'
  | 'contact_code'
  | 'order_payment_unverified'
  | 'shop_payment_unverified'
  | 'staff_invite'
  | 'shop_return_requested'
  | 'return_approved'
  | 'return_declined'
  | 'shop_return_shipped'
  | 'refund_sent'
  | 'auction_outbid'
  | 'auction_won'
  | 'auction_closing_soon'
  | 'auction_cancelled';

export interface MessageContext {
  /** The shop's origin, e.g. https://shop.example.com (no trailing slash needed). */
  siteUrl: string;
  /** The order's access token (delivery_addresses.access_token), when the message is about an order. */
  orderToken?: string | null;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

type Data = Record<string, unknown>;

/** India Post's tracking page: the same constant as @sikka/shared/domain/orders shipment.ts. */
const INDIA_POST_TRACKING_URL = 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';
const INDIA_POST = ['India Post Speed Post', 'India Post Registered Post'];

/** Where the buyer finds the paid order's papers (issue 34). */
export const PAPERS_LINE =
  'Your certificate of authenticity and GST invoice (PDF) are on your order page: open it from the link below to download them at any time.';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** ₹2,300 in Indian digit grouping, as the shop writes amounts. */
export const rupees = (value: unknown) => `₹${Number(value ?? 0).toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;
/** A deadline as the buyer in India reads it. */
export const istDateTime = (iso: unknown) =>
  iso
    ? `${new Date(String(iso)).toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })} IST`
    : '';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `${siteUrl}/order/${token}` (the order page's link builder, orderPageUrl in @sikka/shared/domain/orders). */
export const orderLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/order/${token}`;

interface Body {
  subject: string;
  heading: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** Label: value rows (the figures). */
  facts?: [string, string][];
  link: { label: string; url: string };
  /** A second link (India Post tracking). */
  extraLink?: { label: string; url: string };
}

/**
 * New seller submissions, as one digest (issue 49: data.submissions, data.count; the database gathers
 * the submissions of a few minutes into one message), or one submission as messages queued before then.
 */
function newSubmissions(d: Data, site: string): Body {
  const link = { label: 'Open Seller Submissions', url: `${site}/admin/submissions` };
  const listed = Array.isArray(d.submissions) ? (d.submissions as Data[]) : [d];
  const count = Math.max(Number(d.count ?? listed.length) || listed.length, listed.length);
  const who = (s: Data) => `${str(s.seller_name)} (${str(s.seller_phone)})`;
  if (count === 1) {
    return {
      subject: `New seller submission from ${str(listed[0]!.seller_name)}`,
      heading: 'A coin offered for evaluation',
      lines: [`${who(listed[0]!)} has offered a piece for evaluation.`],
      link,
    };
  }
  const more = count - listed.length;
  return {
    subject: `${count} new seller submissions`,
    heading: 'Coins offered for evaluation',
    lines: [
      `${count} pieces have been offered for evaluation since the last message:`,
      ...listed.map((s) => `• ${who(s)}`),
      ...(more > 0 ? [`… and ${more} more.`] : []),
    ],
    link,
  };
}

function figures(d: Data): [string, string][] {
  const rows: [string, string][] = [
    ['Item', str(d.item_name)],
    ['Price', rupees(d.price)],
  ];
  if (Number(d.discount) > 0) rows.push([`Discount${d.promo_code ? ` (${str(d.promo_code)})` : ''}`, `−${rupees(d.discount)}`]);
  rows.push(['Shipping', rupees(d.shipping)], ['Total', rupees(d.total)]);
  return rows;
}

/** The ground the buyer chose, as the Return Policy words it. */
const reasonWords = (d: Data) => RETURN_REASON_RULES[str(d.return_reason) as ReturnReason]?.policy ?? str(d.return_reason);

const method = (d: Data) => (d.payment_method === 'bank_transfer' ? 'bank transfer' : 'UPI');
/** What "I have paid" asks for (issue 49): a bank transfer's reference is in its network's format. */
const reference = (d: Data) =>
  d.payment_method === 'bank_transfer' ? 'the NEFT, RTGS or IMPS reference of your transfer' : 'the 12-digit UTR of your payment';

function body(template: Template, d: Data, ctx: MessageContext): Body {
  const ref = `Order #${str(d.reference)}`;
  const site = ctx.siteUrl.replace(/\/+$/, '');
  const order = { label: 'View your order', url: ctx.orderToken ? orderLink(site, ctx.orderToken) : site };
  const admin = (q: string) => ({ label: 'Open in the back office', url: `${site}/admin/orders?q=${encodeURIComponent(q)}` });
  switch (template) {
    case 'order_placed':
      return {
        subject: `${ref}: ${str(d.item_name)} is held for you`,
        heading: 'Thank you for your order',
        lines: [
          `We are holding ${str(d.item_name)} for you. To confirm the order, pay ${rupees(d.total)} by ${method(d)} ` +
            `before ${istDateTime(d.hold_expires_at)}, then enter ${reference(d)} on your order page.`,
          'The payment details are on your order page. If we do not receive your payment by then, the hold ends and the piece is offered to other buyers.',
        ],
        facts: [...figures(d), ['Pay by', istDateTime(d.hold_expires_at)]],
        link: order,
      };
    case 'payment_confirmed':
      return {
        subject: `${ref}: payment received`,
        heading: 'Payment received',
        lines: [
          `We have received your payment of ${rupees(d.total)} for ${str(d.item_name)}. We will write again when it ships.`,
          // The order page, not a signed link: a PDF's link lasts five minutes, the page makes a fresh one.
          PAPERS_LINE,
        ],
        facts: figures(d),
        link: order,
      };
    case 'payment_rejected':
      return {
        subject: `${ref}: we could not confirm your payment`,
        heading: 'We could not confirm your payment',
        lines: [
          `Reason: ${str(d.rejection_reason)}`,
          `Please pay ${rupees(d.total)} or correct the UTR on your order page before ${istDateTime(d.hold_expires_at)}.`,
        ],
        facts: [...figures(d), ['UTR given', str(d.utr)]],
        link: order,
      };
    case 'order_shipped': {
      const indiaPost = INDIA_POST.includes(str(d.carrier));
      return {
        subject: `${ref}: shipped by ${str(d.carrier)}`,
        heading: 'Your order is on its way',
        lines: [
          `${str(d.item_name)} has been shipped by ${str(d.carrier)}, tracking number ${str(d.tracking)}` +
            `${d.insured_value !== null && d.insured_value !== undefined ? `, insured for ${rupees(d.insured_value)}` : ''}.`,
        ],
        facts: [
          ['Carrier', str(d.carrier)],
          ['Tracking number', str(d.tracking)],
        ],
        link: order,
        extraLink: indiaPost ? { label: 'Track on India Post', url: INDIA_POST_TRACKING_URL } : undefined,
      };
    }
    case 'order_cancelled':
      return {
        subject: `${ref}: cancelled`,
        heading: 'Your order has been cancelled',
        lines: [`Your order for ${str(d.item_name)} (${rupees(d.total)}) has been cancelled. Write to us if you have questions.`],
        link: order,
      };
    case 'order_expired':
      return {
        subject: `${ref}: the hold has ended`,
        heading: 'The hold on your order has ended',
        lines: [
          `We did not receive a payment for ${str(d.item_name)} (${rupees(d.total)}) in time, so the order has been cancelled and the piece offered to other buyers.`,
        ],
        link: order,
      };
    case 'shop_new_order':
      return {
        subject: `New order #${str(d.reference)}: ${str(d.item_name)}, ${rupees(d.total)}`,
        heading: 'A new order',
        lines: [
          `${str(d.full_name)} (${str(d.phone)}, ${str(d.city)}, ${str(d.state)}) ordered ${str(d.item_name)}; payment by ${method(d)}.`,
        ],
        facts: figures(d),
        link: admin(str(d.reference)),
      };
    case 'shop_utr_submitted':
      return {
        subject: `UTR submitted for ${ref}: ${rupees(d.total)}`,
        heading: 'A payment to verify',
        lines: [
          `${str(d.full_name)} says they paid ${rupees(d.total)} for ${str(d.item_name)}, UTR ${str(d.utr)}. Check the bank statement, then mark it paid or reject it.`,
        ],
        facts: [['UTR', str(d.utr)], ...figures(d)],
        // By the order's reference: the Orders search finds a 12-digit UTR, not a NEFT or RTGS one (issue 49).
        link: admin(str(d.reference)),
      };
    case 'contact_code':
      return {
        subject: `Your Sikka code: ${str(d.code)}`,
        heading: 'Your code to hold a piece',
        lines: [
          `Enter ${str(d.code)} in the checkout to confirm this e-mail address. The code works once, for ${str(d.minutes)} minutes, until ${istDateTime(d.expires_at)}.`,
          'If you did not ask for it, ignore this e-mail: nothing happens without the code.',
        ],
        link: { label: 'Back to the shop', url: site },
      };
    case 'order_payment_unverified':
      return {
        subject: `${ref}: we could not verify your payment in time`,
        heading: 'We could not verify your payment in time',
        lines: [
          `We could not match your payment reference ${str(d.utr)} to a credit of ${rupees(d.total)} for ${str(d.item_name)} by ${istDateTime(d.hold_expires_at)}, so the hold has ended and the order is cancelled.`,
          'If the money has left your account, reply to this e-mail with your bank’s receipt: we will check it and either confirm your order or refund you in full.',
        ],
        facts: [...figures(d), ['Reference given', str(d.utr)]],
        link: order,
      };
    case 'shop_payment_unverified':
      return {
        subject: `Unverified payment, ${ref} cancelled: ${rupees(d.total)}`,
        heading: 'A payment reference nobody verified',
        lines: [
          `${str(d.full_name)} gave the reference ${str(d.utr)} for ${rupees(d.total)} (${str(d.item_name)}), and it was not verified by ${istDateTime(d.hold_expires_at)}. The order is cancelled and the piece is for sale again.`,
          'Check the bank statement for this reference: if the money arrived, refund it or contact the buyer.',
        ],
        facts: [['Reference', str(d.utr)], ...figures(d)],
        link: admin(str(d.reference)),
      };
    case 'shop_new_submission':
      return newSubmissions(d, site);
    case 'staff_invite': {
      // Issue 51: the owner's invitation; the link carries the token public.accept_staff_invite checks.
      const named =
        {
          owner: 'an owner (everything)',
          staff: 'staff (orders: payments, fulfilment, cancellation)',
          editor: 'an editor (listings, the blog, seller submissions)',
          accountant: 'an accountant (the accounts)',
        }[str(d.role)] ?? str(d.role);
      return {
        subject: `${str(d.invited_by)} invites you to Sikka's back office`,
        heading: 'You are invited to the back office',
        lines: [
          `${str(d.invited_by)} has invited you to run Sikka's shop with them, as ${named}.`,
          `Open the link below, then set a password for this e-mail address (or sign in, if you already have an account here). The invitation works until ${istDateTime(d.expires_at)}.`,
          'If you did not expect it, ignore this e-mail: nothing happens without the link.',
        ],
        link: { label: 'Accept the invitation', url: `${site}/admin/join?token=${encodeURIComponent(str(d.token))}` },
      };
    }
    case 'shop_return_requested':
      return {
        subject: `Return requested for ${ref}: ${str(d.item_name)}`,
        heading: 'A return to decide',
        lines: [`${str(d.full_name)} asks to return ${str(d.item_name)}: ${reasonWords(d)}.`, str(d.details)],
        link: admin(str(d.reference)),
      };
    case 'return_approved':
      return {
        subject: `${ref}: your return is approved`,
        heading: 'Your return is approved',
        lines: [
          `Please send ${str(d.item_name)} back to: ${str(d.return_address)}.`,
          'Pack it exactly as you received it, in its original holder and packaging, with its certificate of authenticity, and send it by a tracked service. Then enter the tracking number on your order page.',
          d.shop_pays_postage
            ? 'The return is due to our error: we reimburse the return postage and refund the shipping you paid.'
            : 'As the Return Policy says, the return postage is yours to pay and the shipping charge is not refunded.',
          ...(d.decision_note ? [`Note from us: ${str(d.decision_note)}`] : []),
          `Once we receive and inspect the piece, your refund is paid within ${REFUND_BUSINESS_DAYS} business days.`,
        ],
        facts: [
          ['Item', str(d.item_name)],
          ['Refund of up to', rupees(d.refund_limit)],
        ],
        link: order,
      };
    case 'return_declined':
      return {
        subject: `${ref}: we cannot accept this return`,
        heading: 'We cannot accept this return',
        lines: [
          `Reason: ${str(d.decision_note)}`,
          'If you have questions, reply to this e-mail or write to us from your order page.',
        ],
        link: order,
      };
    case 'shop_return_shipped':
      return {
        subject: `Return parcel sent for ${ref}: ${str(d.return_carrier)} ${str(d.return_tracking)}`,
        heading: 'A return on its way',
        lines: [
          `${str(d.full_name)} has sent ${str(d.item_name)} back by ${str(d.return_carrier)}, tracking number ${str(d.return_tracking)}.`,
        ],
        link: admin(str(d.reference)),
      };
    case 'refund_sent':
      return {
        subject: `${ref}: refund of ${rupees(d.refund_amount)} sent`,
        heading: 'Your refund is on its way',
        lines: [
          `We have sent ${rupees(d.refund_amount)} back to you by ${d.refund_method === 'bank_transfer' ? 'bank transfer' : 'UPI'}, bank reference ${str(d.refund_reference)}. It usually shows in your account within a day.`,
          ...(d.credit_note_serial ? [`Our credit note ${str(d.credit_note_serial)} for it is on your order page.`] : []),
        ],
        facts: [
          ['Refund', rupees(d.refund_amount)],
          ['Bank reference', str(d.refund_reference)],
          ...(d.credit_note_serial ? ([['Credit note', str(d.credit_note_serial)]] as [string, string][]) : []),
        ],
        link: order,
      };
    // Issue 47: the auction's mails link to the lot's page (the auction remote's route), or the auction's
    // page where a winner pays for their lots.
    case 'auction_outbid':
      return {
        subject: `You have been outbid on lot ${str(d.lot_number)}: ${str(d.item_name)}`,
        heading: 'You have been outbid',
        lines: [
          `Another bidder's maximum is above yours for lot ${str(d.lot_number)} of ${str(d.auction_title)}. The price is now ${rupees(d.current_price)}.`,
          `Bidding on this lot closes ${istDateTime(d.closes_at)}; a bid in its last minutes extends the close.`,
        ],
        link: { label: 'Bid again', url: `${site}/auctions/${str(d.auction_slug)}/lot/${str(d.lot_number)}` },
      };
    case 'auction_closing_soon':
      return {
        subject: `Lot ${str(d.lot_number)} closes soon: ${str(d.item_name)}`,
        heading: 'A lot you watch closes soon',
        lines: [
          `Lot ${str(d.lot_number)} of ${str(d.auction_title)}, ${str(d.item_name)}, closes ${istDateTime(d.closes_at)}. The price is ${rupees(d.current_price)}.`,
        ],
        link: { label: 'Open the lot', url: `${site}/auctions/${str(d.auction_slug)}/lot/${str(d.lot_number)}` },
      };
    case 'auction_won':
      return {
        subject: `You won lot ${str(d.lot_number)}: ${str(d.item_name)}`,
        heading: 'Congratulations, the lot is yours',
        lines: [
          `You won lot ${str(d.lot_number)} of ${str(d.auction_title)}, ${str(d.item_name)}, at ${rupees(d.hammer_price)}.`,
          `Please pay for it by ${istDateTime(d.pay_by)}: give your delivery address on the auction's page and pay as for any order (UPI, or a bank transfer above the UPI limit). All your lots of this auction go in one order.`,
        ],
        facts: [
          ['Hammer price', rupees(d.hammer_price)],
          ["Buyer's premium", rupees(d.premium)],
          ['GST on the premium', rupees(d.premium_gst)],
          ['Total (before shipping)', rupees(d.total)],
        ],
        link: { label: 'Pay for your lots', url: `${site}/auctions/${str(d.auction_slug)}` },
      };
    case 'auction_cancelled': {
      // Each lot the bidder bid on, as cancel_auction lists them: [{ lot_number, item_name }].
      const lots = (Array.isArray(d.lots) ? d.lots : []) as { lot_number?: unknown; item_name?: unknown }[];
      const named = lots.map((lot) => `lot ${str(lot.lot_number)} (${str(lot.item_name)})`).join(', ');
      return {
        subject: `Auction cancelled: ${str(d.auction_title)}`,
        heading: 'The auction has been cancelled',
        lines: [
          `We have cancelled ${str(d.auction_title)}. Your bids on ${named} no longer stand, and you owe nothing for them.`,
          'We are sorry for the change. Our other auctions are on the auctions page.',
        ],
        link: { label: 'Our auctions', url: `${site}/auctions` },
      };
    }
  }
}

/** The subject, plain text and HTML of one message. Throws for a template it does not know. */
export function renderMessage(template: string, data: Data, ctx: MessageContext): RenderedMessage {
  const known = [
    'order_placed',
    'payment_confirmed',
    'payment_rejected',
    'order_shipped',
    'order_cancelled',
    'order_expired',
    'shop_new_order',
    'shop_utr_submitted',
    'shop_new_submission',
    'contact_code',
    'order_payment_unverified',
    'shop_payment_unverified',
    'staff_invite',
    'shop_return_requested',
    'return_approved',
    'return_declined',
    'shop_return_shipped',
    'refund_sent',
    'auction_outbid',
    'auction_won',
    'auction_closing_soon',
    'auction_cancelled',
  ];
  if (!known.includes(template)) throw new Error(`Unknown template: ${template}`);
  const b = body(template as Template, data, ctx);
  const links = [b.link, ...(b.extraLink ? [b.extraLink] : [])];
  const text = [
    b.heading,
    '',
    ...b.lines.flatMap((l) => [l, '']),
    ...(b.facts?.length ? [...b.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...links.map((l) => `${l.label}: ${l.url}`),
    '',
    '— Sikka, rare Indian coins and banknotes',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;background:#f7f3ea;font-family:Georgia,'Times New Roman',serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #e4dccb;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #b8860b;font-size:22px;font-weight:bold;color:#7a4b12">Sikka</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(b.heading)}</h1>
${b.lines.map((l) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(l)}</p>`).join('\n')}
${
  b.facts?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px;margin:8px 0 16px">${b.facts
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 0;color:#6b5d4f">${escapeHtml(k)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${links
  .map(
    (l) =>
      `<p style="margin:16px 0 0"><a href="${escapeHtml(l.url)}" style="display:inline-block;background:#7a4b12;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(l.label)}</a></p>`,
  )
  .join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4dccb;font-size:12px;color:#6b5d4f">Sikka — rare Indian coins and banknotes</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: b.subject, text, html };
}

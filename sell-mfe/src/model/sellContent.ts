// The Sell page's reading matter (spec §2, using the §1 claims). Kept as data so the page and the
// FAQPage JSON-LD say exactly the same thing.

export const SELL_INTRO =
  'Have old coins or banknotes at home? For over 15 years our numismatists have bought rare Indian coins and notes from families and collectors across India. Send us a few photos and a phone number: the evaluation is free, and we reply within 24-48 hours.';

export const PHOTO_TIPS: readonly string[] = [
  'Photograph both sides of each coin or note: one photo per side, up to 3 photos.',
  'Use daylight or a bright lamp and a plain, dark background; avoid flash glare on the metal.',
  'Hold the phone straight above the item and tap the screen to focus so the legend and date can be read.',
  'Do not clean, polish or wash coins before sending photos: cleaning can take away most of their value.',
];

export interface BuyingGroup {
  title: string;
  detail: string;
}

export const WHAT_WE_BUY: readonly BuyingGroup[] = [
  {
    title: 'Ancient and medieval coins',
    detail: 'Punch-marked karshapanas, Kushan, Gupta, Sultanate and Mughal coins in copper, silver and gold.',
  },
  {
    title: 'Princely states',
    detail: 'Coins of Hyderabad, Mysore, Travancore, Jaipur, Baroda and the other states, including paisa and fanams.',
  },
  {
    title: 'British India',
    detail: 'East India Company issues and coins of Victoria, Edward VII, George V and George VI, from pice to rupees.',
  },
  {
    title: 'Republic India coins',
    detail: 'Anna series, early decimal coins, commemoratives, proof and UNC sets, and mint errors.',
  },
  {
    title: 'Banknotes',
    detail: 'British India and early Republic notes, Haj and Persian Gulf issues, star series, fancy numbers and error notes.',
  },
  {
    title: 'Collections and hoards',
    detail: 'Whole albums, inherited collections and bulk lots: we evaluate everything together.',
  },
];

export const HOW_IT_WORKS: readonly BuyingGroup[] = [
  { title: 'Send photos', detail: 'Fill in this form with your name, phone number and up to 3 clear photos.' },
  {
    title: 'Free expert evaluation',
    detail: 'Our numismatists identify the item, its year, mint and grade, and check its authenticity.',
  },
  {
    title: 'Receive our offer',
    detail: 'We call or WhatsApp you within 24-48 hours with a fair offer. There is no obligation to sell.',
  },
  {
    title: 'Get paid',
    detail: 'Once you accept and we have checked the item in hand, you are paid by bank transfer, UPI or cash.',
  },
];

export const EVALUATION_CRITERIA: readonly BuyingGroup[] = [
  { title: 'Rarity', detail: 'How many were minted and how many survive: the year, the mint mark and the variety matter.' },
  {
    title: 'Condition',
    detail: 'Wear on the high points, scratches, holes, folds and tears; an uncirculated piece is worth far more.',
  },
  {
    title: 'Authenticity',
    detail: 'Weight, size, edge, metal and printing are checked; every item we sell carries a certificate of authenticity.',
  },
  { title: 'Demand', detail: 'What our 10,000+ collectors are looking for today, so we can offer the best price.' },
  { title: 'Metal content', detail: 'For gold and silver pieces, the bullion value is the floor of our offer.' },
];

export interface Faq {
  question: string;
  answer: string;
}

export const SELL_FAQS: readonly Faq[] = [
  {
    question: 'How much is my coin or note worth?',
    answer:
      'It depends on rarity, condition, authenticity and current demand. A common coin may be worth its face value, while a rare year or a well-kept British India rupee can be worth thousands. Send photos and our experts will tell you what yours is worth.',
  },
  {
    question: 'What types of coins and notes do you buy?',
    answer:
      'Ancient, medieval and Mughal coins, princely state coins, British India and Republic India coins, commemoratives, error coins, and British India and Republic banknotes, including fancy numbers and star notes. Whole collections are welcome.',
  },
  {
    question: 'How long does the evaluation take?',
    answer:
      'We reply within 24-48 hours of your submission, Monday to Saturday, 9 AM to 6 PM IST, by phone call or WhatsApp on the number you give us.',
  },
  {
    question: 'Is the evaluation really free?',
    answer:
      'Yes. The evaluation is free and there is no obligation to sell. If you do not like our offer, you keep your coin or note and owe us nothing.',
  },
  {
    question: 'How will I be paid?',
    answer:
      'You choose: bank transfer, UPI or cash. Payment is made as soon as the item has been checked in hand and the deal is agreed.',
  },
];

/** schema.org FAQPage for the questions above (search engines show them as rich results). */
export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

import type { AuctionStatus } from '@sikka/shared/domain/auctions';

type Tone = 'yellow' | 'green' | 'neutral' | 'red';

const TONES: Record<AuctionStatus, Tone> = { draft: 'yellow', scheduled: 'green', closed: 'neutral', cancelled: 'red' };

/** An auction's status pill in the back office: a draft to finish, a live sale, a closed one, a cancelled one. */
export const auctionStatusTone = (status: string): Tone => TONES[status as AuctionStatus] ?? 'neutral';

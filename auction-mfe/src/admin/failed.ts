import { auctionRefusal } from '../model/bidForm';

/** What a refused back-office action says: the database's refusal in words, else that `what` did not happen. */
export const failed = (what: string) => (error: unknown) => {
  console.error(`[auction admin] ${what}`, error);
  return auctionRefusal(error) ?? `${what[0]?.toUpperCase()}${what.slice(1)}. Please try again.`;
};

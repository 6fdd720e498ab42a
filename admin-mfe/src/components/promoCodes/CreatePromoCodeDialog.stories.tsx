import { CreatePromoCodeDialog } from './CreatePromoCodeDialog';

export default { title: 'Admin/CreatePromoCodeDialog', component: CreatePromoCodeDialog };

const noop = () => {};

export const Open = {
  args: { open: true, onOpenChange: noop, onCreate: () => new Promise<void>((resolve) => setTimeout(resolve, 800)) },
};
/** The database refuses a taken code: the Code field says so and the form stays open. */
export const DuplicateCode = {
  args: {
    open: true,
    onOpenChange: noop,
    onCreate: () =>
      Promise.reject({ code: '23505', message: 'duplicate key value violates unique constraint "promo_codes_code_key"' }),
  },
};
export const ServerDown = {
  args: { open: true, onOpenChange: noop, onCreate: () => Promise.reject(new Error('Failed to fetch')) },
};

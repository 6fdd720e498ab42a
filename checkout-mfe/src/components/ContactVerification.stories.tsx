import { ContactVerification } from './ContactVerification';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Checkout/ContactVerification',
  component: ContactVerification,
  args: { requestCode: async () => {}, verifyCode: async () => {}, onVerified: () => {} },
};

/** Past the holds of the buyer's network: the e-mail to send the code to. */
export const AskForTheEmail = { args: { initialEmail: '' } };
/** The e-mail typed in the delivery form is offered first. */
export const EmailFromTheForm = { args: { initialEmail: 'asha@example.com' } };
/** A wrong code is said plainly; the buyer types it again. */
export const WrongCode = {
  args: {
    initialEmail: 'asha@example.com',
    verifyCode: async () => {
      throw { code: 'P0001', message: 'wrong', hint: 'contact_code_wrong' };
    },
  },
};

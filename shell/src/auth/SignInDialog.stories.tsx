import { SignInDialog } from './SignInDialog';

// Typed by hand: the shell does not depend on Storybook; shared/.storybook picks these stories up.
// Submitting here reaches no backend, so it shows the failure banner.
export default { title: 'Shell/SignInDialog', component: SignInDialog };

export const Open = { args: { open: true, onOpenChange: () => {} } };

/** 'Forgot password?': the recovery e-mail. */
export const ForgotPassword = { args: { open: true, onOpenChange: () => {}, initialView: 'forgot' } };

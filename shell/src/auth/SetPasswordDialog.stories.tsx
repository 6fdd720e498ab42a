import { SetPasswordDialog } from './SetPasswordDialog';
import { LINK_EXPIRED } from './passwordRecovery';

// Typed by hand: the shell does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Shell/SetPasswordDialog',
  component: SetPasswordDialog,
  args: { onClose: () => {}, onAskAgain: () => {} },
};

/** The recovery link opened a session: a new password, twice. */
export const NewPassword = { args: { recovery: { kind: 'setPassword' } } };
/** GoTrue refused the link (used already, or expired). */
export const LinkExpired = { args: { recovery: { kind: 'linkFailed', message: LINK_EXPIRED } } };

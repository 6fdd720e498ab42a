import type { Preview } from 'storybook-react-rsbuild';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import '../src/tokens/tokens.css';

const preview: Preview = {
  // Links in Breadcrumb and AccessDenied are router links; the shell provides the real router.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    backgrounds: { options: { paper: { name: 'Paper', value: '#fbf8f2' } } },
  },
  initialGlobals: { backgrounds: { value: 'paper' } },
};

export default preview;

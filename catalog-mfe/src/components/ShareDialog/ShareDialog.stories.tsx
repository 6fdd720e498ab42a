import { type ComponentProps, type ComponentType, useState } from 'react';
import { Button, ToastProvider } from '@sikka/shared/ui';
import { ShareDialog } from './ShareDialog';

type Props = ComponentProps<typeof ShareDialog>;

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/ShareDialog',
  component: ShareDialog,
  decorators: [
    (Story: ComponentType) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  render: function Render(args: Props) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Share
        </Button>
        <ShareDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

export const Open = {
  args: { url: 'https://sikka.example/1947-king-george-vi-one-rupee', open: true, onOpenChange: () => {} } satisfies Props,
};

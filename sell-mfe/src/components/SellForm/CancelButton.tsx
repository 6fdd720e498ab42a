import { useState } from 'react';
import { Link, useNavigate } from '@sikka/shared/router';
import { AlertDialog, Button } from '@sikka/shared/ui';

export const DISCARD_TITLE = 'Discard this submission?';
export const DISCARD_TEXT = 'Your name, phone number and photos have not been sent and will be lost.';

/**
 * The form's Cancel (spec §2: back to the home page). With something typed or picked it asks first:
 * a seller who taps it by mistake on a phone would otherwise lose the photos they just took.
 */
export function CancelButton({ hasWork }: { hasWork: boolean }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" asChild>
        <Link
          to="/"
          onClick={(event) => {
            if (!hasWork) return;
            event.preventDefault();
            setAsking(true);
          }}
        >
          Cancel
        </Link>
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={DISCARD_TITLE}
        description={DISCARD_TEXT}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={() => navigate('/')}
      />
    </>
  );
}

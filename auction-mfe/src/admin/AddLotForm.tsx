import { useState } from 'react';
import { useAsync } from '@sikka/shared/async';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { formatInr } from '@sikka/shared/format';
import { Button, Field, Input } from '@sikka/shared/ui';
import { z } from '@sikka/shared/zod';
import { addLot, searchListings } from '../api/auctionAdmin';
import { FormSelect } from '../components/FormSelect/FormSelect';
import { rupeesField } from './auctionForm';
import styles from './admin.module.css';
import { failed } from './failed';

const addLotSchema = z.object({
  collectible_id: z.string().min(1, 'Please choose a listing'),
  opening_bid: rupeesField('The opening bid', false),
  reserve: rupeesField('The reserve', true),
});

/** Adds a listing for sale to a draft auction as its next lot, with an opening bid and an optional reserve. */
export function AddLotForm({ auctionId, onAdded }: { auctionId: string; onAdded(): void }) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const listings = useAsync(() => searchListings(search), [search]);
  const form = useForm<z.input<typeof addLotSchema>, unknown, z.output<typeof addLotSchema>>({
    resolver: zodResolver(addLotSchema),
    defaultValues: { collectible_id: '', opening_bid: '', reserve: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    async (values) => {
      await addLot(auctionId, values.collectible_id, values.opening_bid ?? 0, values.reserve);
      form.reset({ collectible_id: '', opening_bid: '', reserve: '' });
      onAdded();
    },
    failed('the lot was not added'),
  );
  return (
    <div className={styles.form}>
      <div className={styles.inline}>
        <Field label="Find a listing">
          <Input value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Part of its name" />
        </Field>
        <Button variant="secondary" onClick={() => setSearch(query)}>
          Search
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a lot">
        <Field label="Listing" required error={errors.collectible_id?.message}>
          <FormSelect
            control={form.control}
            name="collectible_id"
            placeholder={listings.status === 'loading' ? 'Loading…' : 'Choose a listing'}
            options={
              listings.status === 'ready'
                ? listings.data.map((listing) => ({ value: listing.id, label: `${listing.name} (${formatInr(listing.price)})` }))
                : []
            }
          />
        </Field>
        <div className={styles.row}>
          <Field label="Opening bid (₹)" required error={errors.opening_bid?.message}>
            <Input inputMode="numeric" {...register('opening_bid')} />
          </Field>
          <Field label="Reserve (₹)" hint="Optional, never shown to bidders" error={errors.reserve?.message}>
            <Input inputMode="numeric" {...register('reserve')} />
          </Field>
        </div>
        <FormError message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            Add lot
          </Button>
        </div>
      </form>
    </div>
  );
}

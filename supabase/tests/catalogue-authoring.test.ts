import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { weightOutOfTolerance } from '../../shared/src/domain/collectibles/tolerance.ts';
import { errorText } from '../../shared/src/domain/errors/index.ts';
import { adminClient, db, unique, type ShopClient } from './support/clients.ts';

// Issue 32, authoring: create_collectible / update_collectible write the catalogue facts and references in
// their one call. What the form refuses they refuse, with a key the shared table turns into the form's
// text; a weight outside its reference type's tolerance is saved only with a reason, kept in the history.

const BUCKET_URL = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images';
let admin: ShopClient;
let referenceId: string;

beforeAll(async () => {
  admin = await adminClient();
  // A reference type of this test's own: 10.00 g standard, 3 % tolerance.
  const { rows } = await db().query<{ id: string }>(
    `insert into public.reference_types (system, number, title, metal, standard_weight_g, standard_diameter_mm)
     values ('KM', $1, 'Authoring test rupee', 'silver', 10.00, 30.00) returning id`,
    [`9${Math.floor(Math.random() * 1e8)}`],
  );
  referenceId = rows[0]!.id;
});

function create(catalogue: Record<string, unknown>, references: unknown[] = [], reason?: string) {
  const id = randomUUID();
  const call = admin.rpc('create_collectible', {
    collectible_id: id,
    type: 'coin',
    name: 'Catalogue authoring rupee',
    slug: unique('cat-authoring').toLowerCase(),
    description: 'A test piece.',
    price: 1200,
    youtube_url: '',
    category_id: null as unknown as string,
    image_urls: [`${BUCKET_URL}/${id}/1700000000000-0`],
    catalogue: catalogue as never,
    catalogue_references: references as never,
    tolerance_reason: reason,
  });
  return call.then((result) => ({ id, ...result }));
}

async function update(id: string, catalogue: Record<string, unknown> | null, reason?: string, price = 1200) {
  const { data: images } = await admin.from('collectible_images').select('id').eq('collectible_id', id);
  return admin.rpc('update_collectible', {
    collectible_id: id,
    type: 'coin',
    name: 'Catalogue authoring rupee',
    slug: unique('cat-authoring-edit').toLowerCase(),
    description: 'A test piece.',
    price,
    youtube_url: '',
    category_id: null as unknown as string,
    status: 'available',
    kept_image_ids: (images ?? []).map((image) => image.id),
    new_image_urls: [],
    ...(catalogue && { catalogue: catalogue as never }),
    tolerance_reason: reason,
  });
}

const historyOf = async (id: string) =>
  (
    await db().query<{ entity: string; reason: string; to_status: string }>(
      `select entity, reason, to_status from public.status_history where record_id = $1 order by id`,
      [id],
    )
  ).rows;

describe('create_collectible with catalogue facts', () => {
  it('saves every field and the references, in one call', async () => {
    const { id, error } = await create(
      {
        issuer: 'Mughal Empire',
        ruler: 'Aurangzeb',
        period: 'Mughal',
        denomination: 'Rupee',
        year_ad: 1707,
        year_written: 'AH 1118 / RY 50',
        mint: 'Surat',
        metal: 'silver',
        fineness: 0.98,
        weight_g: 10.1,
        diameter_mm: 24.5,
        shape: 'round',
        grade: 'VF',
        sheldon_grade: 30,
        reference_type_id: referenceId,
      },
      [
        { system: 'KM', number: '300.1' },
        { system: 'Numista', number: '1234' },
      ],
    );
    expect(error).toBeNull();
    const { data } = await admin
      .from('collectibles')
      .select('period, metal, weight_g, grade_band, year_written, catalogue_references(system, number, number_key)')
      .eq('id', id)
      .single();
    expect(data).toMatchObject({ period: 'Mughal', metal: 'silver', weight_g: 10.1, grade_band: 'fine' });
    expect(data!.catalogue_references.map((r) => r.number_key).sort()).toEqual(['KM300.1', 'N1234']);
    expect(await historyOf(id)).toEqual([]);
  });

  it.each([
    ['a negative weight', { weight_g: -1 }, 'Weight must be a positive number of grams'],
    ['the year 3000', { year_ad: 3000 }, 'Year must be a year AD between 600 BCE (-600) and this year'],
    ['an unknown metal', { metal: 'unobtainium' }, 'Please choose a metal from the list'],
    ['Sheldon 71', { sheldon_grade: 71 }, 'Sheldon grade must be a whole number from 1 to 70'],
  ])('refuses %s with the form’s text and leaves no listing', async (_, catalogue, text) => {
    const { id, error } = await create(catalogue);
    expect(errorText(error, 'unmapped')).toBe(text);
    const { count } = await admin.from('collectibles').select('id', { count: 'exact', head: true }).eq('id', id);
    expect(count).toBe(0);
  });

  it('refuses the same catalogue reference twice in any spelling', async () => {
    const { error } = await create({}, [
      { system: 'KM', number: '525' },
      { system: 'KM', number: '#525' },
    ]);
    expect(errorText(error, 'unmapped')).toBe('This catalogue reference is already on the listing');
  });

  it('refuses an unknown catalogue system', async () => {
    const { error } = await create({}, [{ system: 'Krause', number: '525' }]);
    expect(errorText(error, 'unmapped')).toBe('Catalogue must be KM, Pick, Prid or Numista');
  });

  it('refuses a weight outside the tolerance without a reason, and records the reason given', async () => {
    const refused = await create({ weight_g: 10.31, reference_type_id: referenceId });
    expect(refused.error?.hint).toBe('listing_weight_out_of_tolerance');
    expect(errorText(refused.error, 'unmapped')).toBe(
      'The weight is outside the reference type’s tolerance: please give a reason to save it',
    );
    const blank = await create({ weight_g: 10.31, reference_type_id: referenceId }, [], '   ');
    expect(blank.error?.hint).toBe('listing_weight_out_of_tolerance');

    const inside = await create({ weight_g: 10.3, reference_type_id: referenceId });
    expect(inside.error).toBeNull();

    const saved = await create(
      { weight_g: 10.31, reference_type_id: referenceId },
      [],
      'Holed and plugged: the plug adds weight',
    );
    expect(saved.error).toBeNull();
    expect(await historyOf(saved.id)).toEqual([
      { entity: 'collectible', reason: 'Holed and plugged: the plug adds weight', to_status: 'available' },
    ]);
  });
});

describe('update_collectible with catalogue facts', () => {
  it('asks for a reason only when the weight or the reference type changes', async () => {
    const { id } = await create({ weight_g: 9.5, reference_type_id: referenceId }, [], 'Worn: 5 % light');
    // Another field changes: the weight explained at creation needs no new reason.
    expect((await update(id, { weight_g: 9.5, reference_type_id: referenceId }, undefined, 1500)).error).toBeNull();
    // The weight changes and is still outside: a reason again.
    const refused = await update(id, { weight_g: 9.4, reference_type_id: referenceId });
    expect(refused.error?.hint).toBe('listing_weight_out_of_tolerance');
    expect(
      (await update(id, { weight_g: 9.4, reference_type_id: referenceId }, 'Re-weighed on a better scale')).error,
    ).toBeNull();
    expect((await historyOf(id)).map((row) => row.reason)).toEqual(['Worn: 5 % light', 'Re-weighed on a better scale']);
  });

  it('keeps the catalogue facts when none are sent, replaces them when they are', async () => {
    const { id } = await create({ period: 'British India', grade: 'UNC' }, [{ system: 'KM', number: '525' }]);
    expect((await update(id, null)).error).toBeNull();
    let row = (await admin.from('collectibles').select('period, grade').eq('id', id).single()).data;
    expect(row).toEqual({ period: 'British India', grade: 'UNC' });
    expect((await update(id, { period: 'Republic of India' })).error).toBeNull();
    row = (await admin.from('collectibles').select('period, grade').eq('id', id).single()).data;
    expect(row).toEqual({ period: 'Republic of India', grade: null });
  });

  it('decides the tolerance boundary as the form does', async () => {
    const cases: Array<[number, number, number]> = [
      [10.3, 10, 3],
      [10.31, 10, 3],
      [9.69, 10, 3],
      [12.01, 11.66, 3],
      [11.31, 11.66, 3],
      [7.99, 7.5, 6.5],
    ];
    for (const [measured, standard, tolerance] of cases) {
      const { rows } = await db().query<{ out: boolean }>(`select private.weight_out_of_tolerance($1, $2, $3) as out`, [
        measured,
        standard,
        tolerance,
      ]);
      expect(rows[0]!.out, `${measured} g against ${standard} g ± ${tolerance} %`).toBe(
        weightOutOfTolerance(measured, standard, tolerance),
      );
    }
  });
});

describe('admin_collectibles_page filters by the catalogue facts', () => {
  it('narrows by period, metal, type and grade band together', async () => {
    const { id } = await create({ period: 'Maratha', metal: 'copper', grade: 'XF' });
    const page = async (filters: Record<string, string>) => {
      const { data, error } = await admin.rpc('admin_collectibles_page', {
        search: 'Catalogue authoring',
        page_size: 1000,
        ...filters,
      });
      expect(error).toBeNull();
      return (data as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    };
    expect(await page({ period: 'Maratha', metal: 'copper', kind: 'coin', grade_band: 'extra_fine' })).toContain(id);
    expect(await page({ period: 'Maratha', metal: 'silver' })).not.toContain(id);
    expect(await page({ grade_band: 'low' })).not.toContain(id);
  });
});

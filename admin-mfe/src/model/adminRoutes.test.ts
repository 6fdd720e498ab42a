import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '@sikka/shared/config';
import { adminTabTitle, matchAdminScreen } from './adminRoutes';

describe('matchAdminScreen', () => {
  it('finds each back-office screen by its spec path', () => {
    expect(matchAdminScreen('/admin/orders')?.screen.title).toBe('Orders Dashboard');
    expect(matchAdminScreen('/admin/promo-codes')?.screen.title).toBe('Manage Promo Codes - Admin');
    expect(matchAdminScreen('/upload')?.screen.title).toBe('Create New Listing');
    expect(matchAdminScreen('/bulk-upload')?.screen.title).toBe('Bulk Upload');
  });

  it('tells the blog list, the new-post editor and the edit editor apart', () => {
    expect(matchAdminScreen('/admin/blog')?.screen.title).toBe('Manage Blog');
    expect(matchAdminScreen('/admin/blog/new')?.screen.title).toBe('New Post');
    const edit = matchAdminScreen('/admin/blog/edit/42');
    expect(edit?.screen.title).toBe('Edit Post');
    expect(edit?.params.id).toBe('42');
  });

  it('passes the listing id of /edit/{id}', () => {
    expect(matchAdminScreen('/edit/abc-123')?.params.id).toBe('abc-123');
  });

  it('knows no other path', () => {
    expect(matchAdminScreen('/admin')).toBeNull();
    expect(matchAdminScreen('/admin/unknown')).toBeNull();
    expect(matchAdminScreen('/sell')).toBeNull();
  });
});

describe('adminTabTitle', () => {
  it("gives each screen a tab title of its own, 'Orders — Sikka Admin'", () => {
    expect(adminTabTitle(matchAdminScreen('/admin/orders')!.screen)).toBe('Orders — Sikka Admin');
    expect(adminTabTitle(matchAdminScreen('/admin/promo-codes')!.screen)).toBe('Promo Codes — Sikka Admin');
    const titles = ADMIN_SCREENS.map(adminTabTitle);
    expect(new Set(titles).size).toBe(ADMIN_SCREENS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { deleteView, loadSavedViews, MAX_SAVED_VIEWS, saveView, savedViewsKey } from './saved-views';

describe('saved views', () => {
  it('stores name and query under a product- and user-specific localStorage key', () => {
    const result = saveView('user-1', '  Closing soon ', '?status=under_contract&sort=closing_date');
    expect(result.ok).toBe(true);
    expect(savedViewsKey('user-1')).toBe('threshold.transactions.saved-views.v1:user-1');
    const stored = JSON.parse(window.localStorage.getItem('threshold.transactions.saved-views.v1:user-1')!);
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Closing soon', query: 'status=under_contract&sort=closing_date' }),
    ]);
  });

  it('keeps each user’s views apart', () => {
    saveView('user-1', 'Mine', 'agent=me');
    expect(loadSavedViews('user-2')).toEqual([]);
    expect(loadSavedViews('user-1').map((v) => v.name)).toEqual(['Mine']);
  });

  it('replaces a view saved again under the same name (any case) and sorts by name', () => {
    saveView('u', 'Zeta', 'type=sale');
    saveView('u', 'alpha', 'type=lease');
    const again = saveView('u', 'ZETA', 'type=referral');
    expect(again.ok && again.replaced).toBe(true);
    expect(loadSavedViews('u').map((v) => [v.name, v.query])).toEqual([
      ['alpha', 'type=lease'],
      ['ZETA', 'type=referral'],
    ]);
  });

  it('refuses an empty name, a long name and more than the maximum', () => {
    expect(saveView('u', '   ', 'x=1')).toEqual({ ok: false, error: 'Give the view a name.' });
    expect(saveView('u', 'x'.repeat(61), '').ok).toBe(false);
    for (let i = 0; i < MAX_SAVED_VIEWS; i++) saveView('u', `View ${i}`, '');
    expect(saveView('u', 'One more', '').ok).toBe(false);
    expect(saveView('u', 'view 3', 'status=closed').ok).toBe(true);
  });

  it('deletes a view', () => {
    const saved = saveView('u', 'Gone soon', 'q=x');
    const id = saved.ok ? saved.views[0]!.id : '';
    expect(deleteView('u', id)).toEqual([]);
    expect(loadSavedViews('u')).toEqual([]);
  });

  it('ignores unreadable or tampered storage', () => {
    window.localStorage.setItem(savedViewsKey('u'), '{not json');
    expect(loadSavedViews('u')).toEqual([]);
    window.localStorage.setItem(
      savedViewsKey('u'),
      JSON.stringify([{ id: 1 }, { id: 'a', name: 'Ok', query: '', createdAt: 'x' }]),
    );
    expect(loadSavedViews('u').map((v) => v.name)).toEqual(['Ok']);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { FilteredListResults } from './filtered-list-results';

const idle = { isPending: false, isError: false, error: null, refetch: vi.fn(), hasNextPage: false };
const pages = { ...idle, isFetchingNextPage: false, fetchNextPage: vi.fn() };

function show(list: Parameters<typeof FilteredListResults<string>>[0]['list'], filtered = false) {
  const onClearFilters = vi.fn();
  render(
    <FilteredListResults
      list={list}
      noun={{ one: 'thing', many: 'things' }}
      icon={FileText}
      filtered={filtered}
      onClearFilters={onClearFilters}
      emptyText="Nothing here"
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </FilteredListResults>,
  );
  return onClearFilters;
}

describe('<FilteredListResults>', () => {
  it('shows the rows of every page loaded, counted', () => {
    show({ ...pages, data: { pages: [{ items: ['a'] }, { items: ['b'] }] } });
    expect(screen.getByText('2 things shown')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('offers to clear the filters when they leave nothing, and names the empty list otherwise', () => {
    const clear = show({ ...pages, data: { pages: [{ items: [] }] } }, true);
    expect(screen.getByRole('heading', { name: 'No things match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalled();
  });

  it('says it is loading', () => {
    show({ ...pages, isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading things…');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './show-more';

describe('<ShowMore>', () => {
  it('asks for the next page, says when it is loading, and is gone after the last page', () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <ShowMore pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<ShowMore pages={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);

    rerender(<ShowMore pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

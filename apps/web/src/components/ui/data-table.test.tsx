import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('<DataTable>', () => {
  it('names the table, heads its columns and leaves out a column given as false', () => {
    render(
      <DataTable caption="Members" hideCaption head={['Name', false, <span key="r">Role</span>]}>
        <tr>
          <td>Ana</td>
          <td>Broker</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table.querySelector('caption')?.className).toBe('sr-only');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Role']);
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeTruthy();
  });

  it('shows the caption as a title unless hidden, and has none without one', () => {
    const { rerender } = render(
      <DataTable caption="Sessions" head={['User']}>
        {null}
      </DataTable>,
    );
    expect(screen.getByText('Sessions').className).not.toContain('sr-only');
    rerender(<DataTable head={['User']}>{null}</DataTable>);
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });
});

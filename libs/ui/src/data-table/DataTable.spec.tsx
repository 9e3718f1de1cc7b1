import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@irrigo/i18n';
import { DataTable, dataTableColumns, type RowSelectionState, type SortingState } from '@irrigo/ui/data-table';
import { switchToEnglish } from '../test-i18n.js';

interface Valve {
  id: string;
  name: string;
  zones: number;
}

const column = dataTableColumns<Valve>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { label: 'Name', cardTitle: true } }),
  column.accessor('zones', { header: 'Zones', meta: { label: 'Zones', numeric: true } }),
];
const valves: Valve[] = [
  { id: 'v1', name: 'Rotor', zones: 3 },
  { id: 'v2', name: 'Drip', zones: 9 },
  { id: 'v3', name: 'Spray', zones: 1 },
];

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(switchToEnglish);

describe('DataTable', () => {
  it('sorts every row itself in client mode, saying the order with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Valves" columns={columns} data={valves} getRowId={(valve) => valve.id} mode="client" />);

    expect(screen.getByRole('table', { name: 'Valves' })).toBeInTheDocument();
    const zones = screen.getByRole('columnheader', { name: /Zones/ });
    expect(zones).toHaveAttribute('aria-sort', 'none');

    await user.click(within(zones).getByRole('button'));
    expect(zones).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Drip', 'Rotor', 'Spray']);

    await user.click(within(zones).getByRole('button'));
    expect(zones).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Spray', 'Rotor', 'Drip']);
    // Each value carries its column's name for the stacked card; the title cell needs none.
    expect(screen.getByText('9').closest('td')).toHaveAttribute('data-label', 'Zones');
    expect(screen.getByText('Drip').closest('td')).not.toHaveAttribute('data-label');
  });

  it('asks the server for another order and another page, keeping the rows it was given', async () => {
    const user = userEvent.setup();
    const onSortingChange = jest.fn<void, [SortingState]>();
    const onPageChange = jest.fn<void, [number]>();
    const onPageSizeChange = jest.fn<void, [number]>();
    render(
      <DataTable
        caption="Valves"
        columns={columns}
        data={valves}
        getRowId={(valve) => valve.id}
        sorting={[]}
        onSortingChange={onSortingChange}
        pagination={{ page: 2, pageSize: 25, total: 240, onPageChange, onPageSizeChange }}
      />,
    );

    expect(screen.getByText('26–50 of 240')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(bodyNames()).toEqual(['Rotor', 'Drip', 'Spray']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('pages every row itself in client mode and stops at the ends', async () => {
    const user = userEvent.setup();
    function Paged() {
      const [page, setPage] = useState(1);
      return (
        <DataTable
          caption="Valves"
          columns={columns}
          data={valves}
          getRowId={(valve) => valve.id}
          mode="client"
          pagination={{ page, pageSize: 2, total: valves.length, onPageChange: setPage }}
        />
      );
    }
    render(<Paged />);

    expect(bodyNames()).toEqual(['Rotor', 'Drip']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyNames()).toEqual(['Spray']);
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('selects rows by labelled checkboxes, one at a time or the whole page, skipping those that cannot be', async () => {
    const user = userEvent.setup();
    const changes: RowSelectionState[] = [];
    function Selectable() {
      const [selected, setSelected] = useState<RowSelectionState>({});
      return (
        <DataTable
          caption="Valves"
          columns={columns}
          data={valves}
          getRowId={(valve) => valve.id}
          selection={{
            selected,
            onChange: (next) => {
              changes.push(next);
              setSelected(next);
            },
            rowLabel: (valve) => valve.name,
            canSelect: (valve) => valve.id !== 'v3',
          }}
        />
      );
    }
    render(<Selectable />);

    await user.click(screen.getByRole('checkbox', { name: 'Select Drip' }));
    expect(changes.at(-1)).toEqual({ v2: true });
    expect(screen.getByRole('checkbox', { name: 'Select Spray' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(changes.at(-1)).toEqual({ v1: true, v2: true });
  });

  it('shows skeleton rows while loading, and the empty or error slot instead of the table', () => {
    const { rerender } = render(<DataTable caption="Valves" columns={columns} data={[]} getRowId={(valve) => valve.id} loading empty={<p>No valves yet</p>} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No valves yet')).not.toBeInTheDocument();

    rerender(<DataTable caption="Valves" columns={columns} data={[]} getRowId={(valve) => valve.id} empty={<p>No valves yet</p>} />);
    expect(screen.getByText('No valves yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(<DataTable caption="Valves" columns={columns} data={valves} getRowId={(valve) => valve.id} error={<p role="alert">Could not load</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    render(
      <DataTable
        caption="Válvulas"
        columns={columns}
        data={valves}
        getRowId={(valve) => valve.id}
        pagination={{ page: 1, pageSize: 25, total: 240, onPageChange: jest.fn(), onPageSizeChange: jest.fn() }}
        selection={{ selected: {}, onChange: jest.fn(), rowLabel: (valve) => valve.name }}
      />,
    );
    expect(screen.getByText('1–25 de 240')).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Rotor' })).toBeInTheDocument();
  });
});

import type { ApiQuery, ListState } from '../../model/list-state';
import { ExportButton } from './export-button';
import { SavedViewsMenu } from './saved-views-menu';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

interface ListToolbarProps {
  state: ListState;
  currentQuery: string;
  exportQuery: ApiQuery;
  onChange: (patch: Partial<ListState>, options?: { replace?: boolean }) => void;
  onApplyView: (query: string) => void;
}

export function ListToolbar({ state, currentQuery, exportQuery, onChange, onApplyView }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox value={state.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <SortSelect value={state.sort} onChange={(sort) => onChange({ sort })} />
      <ViewToggle value={state.view} onChange={(view) => onChange({ view })} />
      <SavedViewsMenu currentQuery={currentQuery} onApply={onApplyView} />
      <ExportButton query={exportQuery} />
    </div>
  );
}

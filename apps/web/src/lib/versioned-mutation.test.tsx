import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { api } from './api-client';
import { useVersionedMutation } from './versioned-mutation';

const Note = z.object({ id: z.string(), text: z.string(), version: z.number() });
type Note = z.infer<typeof Note>;

/** A one-field editor built on the shared hook, as the deal and contact forms are. */
function NoteEditor({ note, onDiscard }: { note: Note; onDiscard: (n: Note) => void }) {
  const [text, setText] = useState(note.text);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = useVersionedMutation({
    version: note.version,
    recordSchema: Note,
    send: (input: { text: string }, headers) => api.patch('/api/notes/1', input, { schema: Note, headers }),
    versionOf: (out) => out.version,
    onDiscard,
  });
  return (
    <div>
      <input aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={async () => setSaved((await edit.save({ text }))?.text ?? null)}>Save</button>
      {saved ? <p>Saved {saved}</p> : null}
      {edit.conflict ? (
        <ConflictNotice
          what="note"
          changedBy={edit.conflict.changedBy}
          changedAt={edit.conflict.changedAt}
          changes={conflictChanges(edit.conflict.current, edit.conflict.input)}
          onReapply={async () => setSaved((await edit.reapply())?.text ?? null)}
          onDiscard={edit.discard}
        />
      ) : null}
    </div>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stale = () =>
  json(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current: { id: '1', text: 'Theirs', version: 4 },
      changed_by: { id: 'u-2', name: 'Dana Broker' },
      changed_at: '2026-11-25T05:00:00.000Z',
    },
  });

function setup(replies: Response[], onDiscard = vi.fn()) {
  const fetchMock = vi.fn(async () => replies.shift()!);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NoteEditor note={{ id: '1', text: 'Original', version: 3 }} onDiscard={onDiscard} />
    </QueryClientProvider>,
  );
  const ifMatchOf = (call: number) =>
    (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers;
  return { fetchMock, ifMatchOf, onDiscard };
}
afterEach(() => vi.unstubAllGlobals());

describe('useVersionedMutation + ConflictNotice', () => {
  it('sends If-Match with the version the form was opened with, then the saved one', async () => {
    const { ifMatchOf } = setup([
      json(200, { id: '1', text: 'Mine', version: 4 }),
      json(200, { id: '1', text: 'Again', version: 5 }),
    ]);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Mine')).toBeTruthy();
    expect(ifMatchOf(0)).toMatchObject({ 'If-Match': '"3"' });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Again')).toBeTruthy();
    expect(ifMatchOf(1)).toMatchObject({ 'If-Match': '"4"' });
  });

  it('on 409 keeps the typed text, names who changed it and shows their value; re-apply sends the new version', async () => {
    const { ifMatchOf, fetchMock } = setup([stale(), json(200, { id: '1', text: 'Mine', version: 5 })]);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Dana Broker changed this note/)).toBeTruthy();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('Theirs');
    expect(screen.getByTestId('conflict-yours').textContent).toBe('Mine');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Saved Mine')).toBeTruthy();
    expect(ifMatchOf(1)).toMatchObject({ 'If-Match': '"4"' });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual(
      { text: 'Mine' },
    );
    expect(screen.queryByText(/Dana Broker/)).toBeNull();
  });

  it('discard hands the server’s record to the caller and sends nothing', async () => {
    const { fetchMock, onDiscard } = setup([stale()]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard mine, keep theirs' }));
    await waitFor(() => expect(onDiscard).toHaveBeenCalledWith({ id: '1', text: 'Theirs', version: 4 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

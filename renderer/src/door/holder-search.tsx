import { useMemo, useState } from 'react';
import { DOOR_TEXT } from '@shared/texts/door';
import { findHolders, type DoorDay } from './door-day';

/** For the holder whose phone died: the day's tickets by name or DNI. */
export function HolderSearch({ day, onPick }: { day: DoorDay; onPick: (tid: string) => void }) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => findHolders(day, query), [day, query]);
  return (
    <section className="door-search">
      <label>
        {DOOR_TEXT.buscar}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {query.trim() !== '' &&
        (found.length === 0 ? (
          <p className="door-hint">{DOOR_TEXT.buscarVacio}</p>
        ) : (
          <ul aria-label={DOOR_TEXT.buscar}>
            {found.map((e) => (
              <li key={e.tid}>
                <button type="button" onClick={() => onPick(e.tid)}>
                  {DOOR_TEXT.admitirTitular(e.titular)}
                </button>
                <span className="door-hint">
                  {e.dsTipo}
                  {e.dni ? ` · DNI ${e.dni}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

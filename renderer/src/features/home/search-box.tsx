import { BUSQUEDA_MAX } from '@shared/domain/busqueda';
import { routePath } from '@shared/routes';
import { SEARCH_TEXT } from '@shared/texts/discovery';
import { useState, type FormEvent } from 'react';
import { Icon } from '../../ui/icons';

/**
 * The home's search: events by name, line-up or party, and artists. A plain GET form to
 * `/?busqueda=`, so it searches before the scripts arrive too; with them, `onSearch` keeps the
 * other filters of the address.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  /** The search applied now (the address's). */
  value: string | null;
  onSearch: (busqueda: string | null) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // The address changed (back, a link, "Quitar filtros"): the box shows what is applied.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form
      className="search-box"
      role="search"
      action={routePath('home')}
      method="get"
      onSubmit={submit}
    >
      <Icon name="search" className="search-box-icon" />
      <input
        type="search"
        name="busqueda"
        className="search-box-input"
        aria-label={SEARCH_TEXT.etiqueta}
        placeholder={SEARCH_TEXT.placeholder}
        maxLength={BUSQUEDA_MAX}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary search-box-submit">
        {SEARCH_TEXT.buscar}
      </button>
    </form>
  );
}

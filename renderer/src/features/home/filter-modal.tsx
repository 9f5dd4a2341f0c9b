import { GENEROS } from '@shared/domain/catalogs';
import { FECHA_OPTIONS, type FechaOption } from '@shared/domain/date-filters';
import { FILTER_TEXT } from '@shared/texts/discovery';
import { Button, Checkbox, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { filtersClosed, selectFiltersOpen } from '../../state/ui-slice';
import { AntdScope } from '../../ui/antd-scope';
import { DateField } from '../../ui/date-field';
import { LocationPicker } from '../../ui/location-picker';
import { DEFAULT_FILTER, type EventFilter } from './event-filter';
import './filter-modal.css';

const TODOS = 0;
const GENERO_OPTIONS = [
  { value: TODOS, label: FILTER_TEXT.todos },
  ...GENEROS.map((g) => ({ value: g.cdGenero, label: g.dsGenero })),
];
const FECHA_SELECT = FECHA_OPTIONS.map((value) => ({
  value,
  label: FILTER_TEXT.fechaOpciones[value],
}));

interface Props {
  applied: EventFilter;
  onApply: (filter: EventFilter) => void;
}

/**
 * "Filtrar Búsqueda" (docs/architecture.md, "Renderer"). Edits a draft of the applied filter:
 * Buscar applies it and closes; Restablecer filtros applies the defaults and closes; closing
 * otherwise keeps what was applied.
 */
export function FilterModal(props: Props) {
  return (
    <AntdScope>
      <FilterModalContent {...props} />
    </AntdScope>
  );
}

function FilterModalContent({ applied, onApply }: Props) {
  const open = useAppSelector(selectFiltersOpen);
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(applied);
  const [wasOpen, setWasOpen] = useState(false);
  // Each opening starts from what is applied now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  const set = (patch: Partial<EventFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const close = () => dispatch(filtersClosed());
  const apply = (filter: EventFilter) => {
    onApply(filter);
    close();
  };

  const generoId = useId();
  const fechaId = useId();
  const diaId = useId();

  return (
    <Modal
      title={FILTER_TEXT.titulo}
      open={open}
      onCancel={close}
      width={480}
      footer={[
        <Button key="reset" onClick={() => apply(DEFAULT_FILTER)}>
          {FILTER_TEXT.resetear}
        </Button>,
        <Button key="apply" type="primary" onClick={() => apply(draft)}>
          {FILTER_TEXT.buscar}
        </Button>,
      ]}
    >
      <div className="filter-form">
        <div className="field">
          <label htmlFor={generoId}>{FILTER_TEXT.genero}</label>
          <Select
            id={generoId}
            aria-label={FILTER_TEXT.genero}
            virtual={false}
            value={draft.genero ?? TODOS}
            options={GENERO_OPTIONS}
            onChange={(value: number) => set({ genero: value === TODOS ? null : value })}
          />
        </div>
        <fieldset className="field">
          <legend>{FILTER_TEXT.ubicacion}</legend>
          <LocationPicker value={draft.ubicacion} onChange={(ubicacion) => set({ ubicacion })} />
        </fieldset>
        <div className="field field-inline">
          <Checkbox checked={draft.after} onChange={(e) => set({ after: e.target.checked })}>
            {FILTER_TEXT.after}
          </Checkbox>
          <Checkbox checked={draft.lgbt} onChange={(e) => set({ lgbt: e.target.checked })}>
            {FILTER_TEXT.lgbt}
          </Checkbox>
        </div>
        <div className="field">
          <label htmlFor={fechaId}>{FILTER_TEXT.fecha}</label>
          <Select
            id={fechaId}
            aria-label={FILTER_TEXT.fecha}
            virtual={false}
            value={draft.fechaOption}
            options={FECHA_SELECT}
            onChange={(fechaOption: FechaOption) => set({ fechaOption })}
          />
        </div>
        {draft.fechaOption === 'especifica' && (
          <div className="field">
            <label htmlFor={diaId}>{FILTER_TEXT.fechaEspecifica}</label>
            <DateField
              id={diaId}
              aria-label={FILTER_TEXT.fechaEspecifica}
              value={draft.fechaEspecifica ?? ''}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              onChange={(day) => set({ fechaEspecifica: day || null })}
            />
          </div>
        )}
      </div>
    </Modal>
  );
}

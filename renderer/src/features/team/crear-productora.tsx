import { crearProductoraSchema } from '@shared/api/productoras';
import { PRODUCTORA_NOMBRE_MAX } from '@shared/domain/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { FieldItem, invalidProps } from '../../ui/field-item';
import { useCrearProductoraMutation } from './api';
import { motivoDelError } from './errors';

/** An organiser without a productora creates one, and is its dueño. */
export function CrearProductora({ onCreada }: { onCreada: (idProductora: number) => void }) {
  const id = useId();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [crear, { isLoading }] = useCrearProductoraMutation();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const parsed = crearProductoraSchema.safeParse({ nombre });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      onCreada((await crear(parsed.data).unwrap()).idProductora);
    } catch (err) {
      setError(motivoDelError(err, 'No se pudo crear la productora'));
    }
  };

  return (
    <section className="team-card" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.crearTitulo}</h2>
      <p className="muted">{T.crearAyuda}</p>
      <form className="team-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="team-field team-field-wide">
          <label htmlFor={id} className="team-label">
            {T.nombre}
          </label>
          <FieldItem fieldId={id} error={error}>
            <Input
              id={id}
              autoComplete="organization"
              maxLength={PRODUCTORA_NOMBRE_MAX}
              value={nombre}
              onChange={(e) => {
                setNombre(e.target.value);
                setError(null);
              }}
              {...invalidProps(id, error)}
            />
          </FieldItem>
        </div>
        <div className="team-form-acciones">
          <Button type="primary" htmlType="submit" loading={isLoading} className="team-submit">
            {isLoading ? T.creando : T.crear}
          </Button>
        </div>
      </form>
    </section>
  );
}

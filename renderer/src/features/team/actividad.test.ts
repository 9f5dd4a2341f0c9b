import type { ActividadEquipo } from '@shared/api/productoras';
import { describe, expect, it } from 'vitest';
import { fraseDeActividad, type Nombres } from './actividad';

const NOMBRES: Nombres = {
  miembros: new Map([
    [7, 'Lucía Pérez'],
    [8, 'Mateo Sosa'],
  ]),
  eventos: new Map([[12, 'Acid Night']]),
};

const entrada = (o: Partial<ActividadEquipo>): ActividadEquipo => ({
  at: '2030-07-01T15:00:00.000Z',
  accion: 'equipo_alta',
  entidad: 'productora',
  idEntidad: 3,
  detalle: {},
  idUsuario: 7,
  quien: 'Lucía Pérez',
  ...o,
});

const frase = (o: Partial<ActividadEquipo>) => fraseDeActividad(entrada(o), NOMBRES);

describe('the team activity as sentences', () => {
  it('invitations and joins', () => {
    expect(
      frase({ accion: 'equipo_invitacion', detalle: { correo: 'ana@correo.com', rol: 'rrpp' } }),
    ).toBe('Lucía Pérez invitó a ana@correo.com como RRPP.');
    expect(
      frase({
        accion: 'equipo_alta',
        quien: 'Mateo Sosa',
        detalle: { correo: 'mateo@correo.com', rol: 'productor' },
      }),
    ).toBe('Mateo Sosa se sumó como Productor.');
  });

  it('a role changed, or only the settlement access', () => {
    const rol = (detalle: Record<string, unknown>) => frase({ accion: 'equipo_rol', detalle });
    expect(
      rol({ idUsuario: 8, rolAntes: 'productor', rol: 'analista', verLiquidacion: false }),
    ).toBe('Lucía Pérez cambió el rol de Mateo Sosa de Productor a Analista.');
    expect(
      rol({ idUsuario: 8, rolAntes: 'productor', rol: 'productor', verLiquidacion: true }),
    ).toBe('Lucía Pérez le permitió a Mateo Sosa ver la liquidación.');
    expect(
      rol({ idUsuario: 8, rolAntes: 'analista', rol: 'analista', verLiquidacion: false }),
    ).toBe('Lucía Pérez le quitó a Mateo Sosa el acceso a la liquidación.');
    expect(rol({ idUsuario: 8, rolAntes: 'rrpp', rol: 'rrpp', verLiquidacion: false })).toBe(
      'Lucía Pérez confirmó a Mateo Sosa como RRPP.',
    );
    // Someone no longer in the team.
    expect(
      rol({ idUsuario: 99, rolAntes: 'duenio', rol: 'productor', verLiquidacion: false }),
    ).toBe('Lucía Pérez cambió el rol de un miembro de Dueño a Productor.');
  });

  it("a member's role on one event: another, none, or the productora's again", () => {
    const enEvento = (detalle: Record<string, unknown>) =>
      frase({ accion: 'equipo_rol_evento', entidad: 'evento', idEntidad: 12, detalle });
    expect(
      enEvento({ idUsuario: 8, rolAntes: null, rol: 'validador', rolProductora: 'productor' }),
    ).toBe('Lucía Pérez puso a Mateo Sosa como Validador en «Acid Night».');
    expect(
      enEvento({ idUsuario: 8, rolAntes: 'validador', rol: 'ninguno', rolProductora: 'productor' }),
    ).toBe('Lucía Pérez dejó a Mateo Sosa sin acceso a «Acid Night».');
    expect(
      enEvento({ idUsuario: 8, rolAntes: 'ninguno', rol: null, rolProductora: 'productor' }),
    ).toBe('Lucía Pérez le devolvió a Mateo Sosa su rol de la productora en «Acid Night».');
    // A role this screen does not know is told in general words.
    expect(enEvento({ idUsuario: 8, rol: 'jefe' })).toBe(
      'Lucía Pérez hizo un cambio en el equipo.',
    );
  });

  it('events and their codes, by name when the event is known', () => {
    expect(frase({ accion: 'evento_asignado', detalle: { idEvento: 12 } })).toBe(
      'Lucía Pérez sumó «Acid Night» a la productora.',
    );
    expect(frase({ accion: 'evento_asignado', detalle: { idEvento: 40 } })).toBe(
      'Lucía Pérez sumó un evento a la productora.',
    );
    expect(
      frase({
        accion: 'codigo_creado',
        entidad: 'evento',
        idEntidad: 12,
        detalle: { codigo: 'PULSO20', tipo: 'porcentaje', valor: 20 },
      }),
    ).toBe('Lucía Pérez creó el código PULSO20 en «Acid Night».');
    expect(
      frase({
        accion: 'codigo_desactivado',
        entidad: 'evento',
        idEntidad: 40,
        detalle: { codigo: 'VIP' },
      }),
    ).toBe('Lucía Pérez desactivó el código VIP en un evento.');
  });

  it('what it cannot tell, in general words; nobody named, "Alguien"', () => {
    expect(frase({ accion: 'algo_nuevo' })).toBe('Lucía Pérez hizo un cambio en el equipo.');
    expect(frase({ accion: 'equipo_alta', detalle: { rol: 'gerente' } })).toBe(
      'Lucía Pérez hizo un cambio en el equipo.',
    );
    expect(
      frase({ accion: 'equipo_alta', quien: null, idUsuario: null, detalle: { rol: 'validador' } }),
    ).toBe('Alguien se sumó como Validador.');
  });

  it('prices, guest lists and what RRPP get, on the event they changed', () => {
    const enAcid = { entidad: 'evento' as const, idEntidad: 12 };
    expect(
      frase({
        ...enAcid,
        accion: 'precios',
        detalle: {
          cambios: [
            { nombre: 'General', antes: 12000, despues: 13500 },
            { nombre: 'Backstage', antes: null, despues: 30000 },
            { nombre: 'VIP', antes: 25000, despues: null },
          ],
        },
      }),
    ).toBe(
      'Lucía Pérez cambió precios en «Acid Night»: General de $\u00a012.000 a $\u00a013.500; Backstage nueva a $\u00a030.000; VIP quitada (era $\u00a025.000).',
    );
    expect(
      frase({ ...enAcid, accion: 'lista_alta', detalle: { invitados: ['Flor', 'Juan'] } }),
    ).toBe('Lucía Pérez sumó a la lista de «Acid Night»: Flor, Juan.');
    expect(frase({ ...enAcid, accion: 'lista_baja', detalle: { invitado: 'Flor' } })).toBe(
      'Lucía Pérez quitó a Flor de la lista de «Acid Night».',
    );
    expect(frase({ ...enAcid, accion: 'comision_rrpp', detalle: { idUsuario: 8 } })).toBe(
      'Lucía Pérez cambió la comisión de Mateo Sosa en «Acid Night».',
    );
    expect(frase({ ...enAcid, accion: 'lista_rrpp', detalle: { idUsuario: 8, cupo: 20 } })).toBe(
      'Lucía Pérez le dio a Mateo Sosa una lista de 20 lugares en «Acid Night».',
    );
  });
});

import type { ActividadEquipo } from '@shared/api/productoras';
import {
  ROLES_EN_EVENTO,
  ROLES_EQUIPO,
  VE_LIQUIDACION_SI_SE_PERMITE,
  type RolEnEvento,
  type RolEquipo,
} from '@shared/domain/equipo';
import { formatPesos } from '@shared/format/es-ar';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';

/** Names the activity mentions by id: the team's members and the caller's events. */
export interface Nombres {
  miembros: ReadonlyMap<number, string>;
  eventos: ReadonlyMap<number, string>;
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numero = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const rolDe = (v: unknown): RolEquipo | null =>
  (ROLES_EQUIPO as ReadonlyArray<unknown>).includes(v) ? (v as RolEquipo) : null;
const rolEnEventoDe = (v: unknown): RolEnEvento | null =>
  (ROLES_EN_EVENTO as ReadonlyArray<unknown>).includes(v) ? (v as RolEnEvento) : null;

/**
 * One entry of the team's activity told as a Spanish sentence. The `detalle` of each action is
 * what the server records with it (server/src/modules/productoras/productoras-service.ts,
 * productoras/event-roles-service.ts, codigos/codigos-service.ts, entradas/ (precios), lista/
 * (lista_*) and rrpp/); an entry missing what its sentence needs, or an action this
 * screen does not know, is told in general words rather than hidden.
 */
export function fraseDeActividad(a: ActividadEquipo, nombres: Nombres): string {
  const A = T.actividad;
  const d = a.detalle;
  const quien = texto(a.quien) ?? T.alguien;
  const evento = (id: number | null) => {
    const nombre = id === null ? undefined : nombres.eventos.get(id);
    return nombre ? T.evento(nombre) : T.unEvento;
  };
  const enEvento = () => evento(a.entidad === 'evento' ? a.idEntidad : null);
  const miembroDe = (v: unknown) => {
    const id = numero(v);
    return (id !== null && nombres.miembros.get(id)) || T.unMiembro;
  };
  switch (a.accion) {
    case 'equipo_invitacion': {
      const correo = texto(d.correo);
      const rol = rolDe(d.rol);
      if (correo && rol) return A.invitacion(quien, correo, rol);
      break;
    }
    case 'equipo_alta': {
      const rol = rolDe(d.rol);
      if (rol) return A.alta(quien, rol);
      break;
    }
    case 'equipo_rol': {
      const id = numero(d.idUsuario);
      const miembro = (id !== null && nombres.miembros.get(id)) || T.unMiembro;
      const antes = rolDe(d.rolAntes);
      const ahora = rolDe(d.rol);
      if (!antes || !ahora) break;
      if (antes !== ahora) return A.rol(quien, miembro, antes, ahora);
      if (VE_LIQUIDACION_SI_SE_PERMITE.includes(ahora))
        return d.verLiquidacion === true
          ? A.liquidacionSi(quien, miembro)
          : A.liquidacionNo(quien, miembro);
      return A.mismoRol(quien, miembro, ahora);
    }
    case 'evento_asignado':
      return A.eventoAsignado(quien, evento(numero(d.idEvento)));
    case 'codigo_creado':
    case 'codigo_desactivado': {
      const codigo = texto(d.codigo);
      if (!codigo) break;
      const en = evento(a.entidad === 'evento' ? a.idEntidad : null);
      return a.accion === 'codigo_creado'
        ? A.codigoCreado(quien, codigo, en)
        : A.codigoDesactivado(quien, codigo, en);
    }
    case 'precios': {
      const cambios = Array.isArray(d.cambios) ? (d.cambios as unknown[]) : [];
      const escritos = cambios.flatMap((c) => {
        const x = c as Record<string, unknown>;
        const tipo = texto(x.nombre);
        const pesos = (v: unknown) => (numero(v) === null ? null : formatPesos(v as number));
        return tipo ? [A.precioCambio(tipo, pesos(x.antes), pesos(x.despues))] : [];
      });
      if (escritos.length > 0) return A.precios(quien, enEvento(), escritos.join('; '));
      break;
    }
    case 'lista_alta': {
      const nombresInvitados = Array.isArray(d.invitados)
        ? (d.invitados as unknown[]).flatMap((n) => (texto(n) ? [n as string] : []))
        : [];
      if (nombresInvitados.length > 0)
        return A.listaAlta(quien, nombresInvitados.join(', '), enEvento());
      break;
    }
    case 'lista_baja': {
      const invitado = texto(d.invitado);
      if (invitado) return A.listaBaja(quien, invitado, enEvento());
      break;
    }
    case 'comision_rrpp':
      return A.comisionRrpp(quien, miembroDe(d.idUsuario), enEvento());
    case 'equipo_rol_evento': {
      // rol null: the member works the night with their productora role again.
      if (d.rol === null)
        return A.rolDeProductoraEnEvento(quien, miembroDe(d.idUsuario), enEvento());
      const r = rolEnEventoDe(d.rol);
      if (r) return A.rolEnEvento(quien, miembroDe(d.idUsuario), r, enEvento());
      break;
    }
    case 'lista_rrpp': {
      const cupo = numero(d.cupo);
      if (cupo !== null) return A.listaRrpp(quien, miembroDe(d.idUsuario), cupo, enEvento());
      break;
    }
  }
  return A.otra(quien);
}
